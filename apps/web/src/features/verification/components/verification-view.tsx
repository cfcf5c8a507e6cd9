import type { OwnTag, SightingFormState, VerificationResponse } from '@ritrova/shared';
import { LogIn, Plus, ShieldCheck, ShieldQuestionMark, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths, registerPath, tagAssociationPath } from '@/app/paths';
import { PublicBikeFacts } from '@/components/bike/public-bike-facts';
import { useApiErrorText } from '@/components/form/form-error';
import { useFailedOffline } from '@/components/offline-notice';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { ButtonSpinner, PageSpinner, Spinner } from '@/components/ui/spinner';
import { isApiError, toApiError } from '@/lib/api-error';
import { loginPath } from '@/lib/auth/redirect';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageData } from '@/lib/page-data';
import { usePairTagWithBike } from '@/lib/tags/pair-tag-with-bike';
import { isAlarming, type TagReading } from '@/lib/tags/verify-tag';
import { useCompleteServerScan } from '../api/complete-view-scan';
import { usePendingSessionQuery } from '../api/create-pending-session';
import { useTagVerificationQuery } from '../api/verify-tag';
import { verificationFallback } from '../verification-fallback';
import { AuthenticityNotice } from './authenticity-notice';
import { StolenView } from './stolen-view';
import { VerifyPage } from './verify-page';

export { MissingUid } from './verify-page';

/** A tag on a bike or on an account, not stolen: reassurance and the public facts. */
function SafeView({ result }: { result: VerificationResponse }) {
  const { t } = useTranslation('verify');
  const onBike = result.status === 'verified' && result.bike;
  return (
    <>
      <section aria-labelledby="safe-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-950">
        <h2 id="safe-title" className="flex items-start gap-2 text-xl font-bold">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          {t(onBike ? 'safe.title' : 'safe.assigned_title')}
        </h2>
        <p className="mt-2">{t(onBike ? 'safe.text' : 'safe.assigned_text')}</p>
        {result.tag && (
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-brand-900/80">{t('tag_info.status')}</dt>
              <dd className="font-semibold">{t(`tag_status.${result.tag.status}`)}</dd>
            </div>
            <div>
              <dt className="text-brand-900/80">{t('tag_info.type')}</dt>
              <dd className="font-semibold">{result.tag.secure ? t('tag_info.secure') : 'NFC'}</dd>
            </div>
          </dl>
        )}
      </section>
      {result.bike && (
        <Card className="p-5">
          <PublicBikeFacts bike={result.bike} />
        </Card>
      )}
    </>
  );
}

function UnregisteredView() {
  const { t } = useTranslation('verify');
  return (
    <section aria-labelledby="unregistered-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id="unregistered-title" className="flex items-start gap-2 text-xl font-bold">
        <ShieldQuestionMark aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        {t('unregistered.title')}
      </h2>
      <p className="mt-2">{t('unregistered.text')}</p>
    </section>
  );
}

/** A signed-in user pairs the free tag with one of their bikes that has none. */
function PairWithBike({ uid, userId, onPaired }: { uid: string; userId: string; onPaired: (tag: OwnTag, bikeName: string | null) => void }) {
  const { t } = useTranslation(['verify', 'validation']);
  const apiErrorText = useApiErrorText();
  const { bikes, associate, bikeId, setBikeId, missing, submit } = usePairTagWithBike({
    tagUid: uid,
    userId,
    onPaired: (tag, bike) => onPaired(tag, bike?.name ?? null),
  });

  if (bikes.isPending) return <Spinner label={t('unassigned.bikes_loading')} />;
  if (bikes.isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void bikes.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {apiErrorText(bikes.error)}
      </Alert>
    );
  }
  const { total, bikes: untagged } = bikes.data;
  if (untagged.length === 0) {
    return (
      <div className="grid gap-3">
        <p>{t(total === 0 ? 'unassigned.no_bikes' : 'unassigned.all_tagged')}</p>
        <div>
          <Link to={paths.addBike} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t(total === 0 ? 'unassigned.add_first_bike' : 'unassigned.add_bike')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <SelectField
        label={t('unassigned.bike_label')}
        required
        value={bikeId}
        onChange={(event) => setBikeId(event.target.value)}
        error={missing ? t('select_bike', { ns: 'validation' }) : undefined}
        options={[{ value: '', label: t('unassigned.bike_placeholder') }, ...untagged.map((bike) => ({ value: bike.id, label: bike.name }))]}
      />
      {associate.isError && <Alert tone="error">{apiErrorText(associate.error)}</Alert>}
      <div>
        <Button type="submit" disabled={associate.isPending}>
          {associate.isPending && <ButtonSpinner />}
          {t('unassigned.pair')}
        </Button>
      </div>
    </form>
  );
}

/** Someone not signed in: the tag is remembered (pending session) while they sign in or sign up. */
function SignInToPair({ uid }: { uid: string }) {
  const { t } = useTranslation('verify');
  const session = usePendingSessionQuery(uid, true);
  // Without a session (it failed, or is on its way) the association page verifies the tag itself.
  const target = tagAssociationPath({ sessionId: session.data, tagUid: uid, action: 'assign' });
  return (
    <div className="grid gap-3">
      <p>{t('unassigned.sign_in_text')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={loginPath(target)} className={buttonClasses('primary')}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('unassigned.sign_in')}
        </Link>
        <Link to={registerPath(undefined, target)} className={buttonClasses('secondary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('unassigned.sign_up')}
        </Link>
      </div>
    </div>
  );
}

function UnassignedView({ uid }: { uid: string }) {
  const { t } = useTranslation('verify');
  const { status, user } = useAuth();
  const [paired, setPaired] = useState<{ tag: OwnTag; bikeName: string | null } | null>(null);

  if (paired) {
    return (
      <div className="grid gap-4">
        <Alert tone="success" title={t('unassigned.paired_title')}>
          {paired.bikeName ? t('unassigned.paired_text', { name: paired.bikeName }) : t('unassigned.paired_account_text')}
        </Alert>
        <div className="flex flex-wrap gap-3">
          {paired.tag.bikeId && (
            <Link to={paths.bike(paired.tag.bikeId)} className={buttonClasses('primary')}>
              {t('unassigned.go_to_bike')}
            </Link>
          )}
          <Link to={paths.dashboardRefreshTags} className={buttonClasses('secondary')}>
            {t('back_dashboard')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="unassigned-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="unassigned-title" className="text-xl font-bold text-ink">
        {t('unassigned.title')}
      </h2>
      <p className="mt-2 text-muted">{t('unassigned.text')}</p>
      <div className="mt-4">
        {status === 'loading' && <Spinner />}
        {status === 'authenticated' && user && <PairWithBike uid={uid} userId={user.id} onPaired={(tag, bikeName) => setPaired({ tag, bikeName })} />}
        {status === 'anonymous' && <SignInToPair uid={uid} />}
      </div>
    </section>
  );
}

function StatusView({ result, uid, sightingForm }: { result: VerificationResponse; uid: string; sightingForm?: SightingFormState | undefined }) {
  if (isAlarming(result)) return <StolenView result={result} uid={uid} sightingForm={sightingForm} />;
  if (result.status === 'unassigned') return <UnassignedView uid={uid} />;
  if (result.status === 'unregistered') return <UnregisteredView />;
  return <SafeView result={result} />;
}

/** What the tap proved (secure tags), then what the tag says. */
function VerificationResult({ result, uid, sightingForm }: { result: VerificationResponse; uid: string; sightingForm?: SightingFormState | undefined }) {
  return (
    <>
      {result.authenticity && <AuthenticityNotice authenticity={result.authenticity} />}
      <StatusView result={result} uid={uid} sightingForm={sightingForm} />
    </>
  );
}

/**
 * /nfc/verifica?uid=… (or a secure tag's ?e=…&c=…): what a stranger sees after
 * tapping a tag. Loading, then what the tap proved, and the stolen alarm, the
 * pairing step for a free tag, the reassurance for a protected bike, or "not a
 * Ritrova tag"; failures offer a retry (not for a damaged link).
 */
export function VerificationView({ reading }: { reading: TagReading }) {
  const { t } = useTranslation(['verify', 'validation']);
  const apiErrorText = useApiErrorText();
  // A page the server rendered has recorded this view's scan already: its answer (or refusal) is shown as it is.
  const rendered = usePageData();
  const verification = useTagVerificationQuery(reading, rendered?.verification, rendered?.verificationError === undefined);
  const { status: sessionStatus } = useAuth();
  const completedOwnBike = useCompleteServerScan(rendered?.verification !== undefined, sessionStatus !== 'loading');
  // The signed-in owner's own tap: her bike's page, not the stranger's view of it (issue #27).
  const ownBikeId = completedOwnBike ?? verification.data?.ownBikeId ?? null;
  const navigate = useNavigate();
  useEffect(() => {
    if (ownBikeId) void navigate(paths.bike(ownBikeId), { replace: true });
  }, [ownBikeId, navigate]);
  // A secure tag's link carries no readable UID: the answer names the tag.
  const uid = 'uid' in reading ? reading.uid : (verification.data?.tag?.uid ?? '');
  const error = rendered?.verificationError ? toApiError(400, rendered.verificationError) : verification.error;

  const retry = (
    <Button variant="secondary" size="sm" disabled={verification.isFetching} onClick={() => void verification.refetch()}>
      {verification.isFetching && <ButtonSpinner />}
      {t('retry')}
    </Button>
  );
  const fallback = error ? verificationFallback(error, reading) : null;
  // Offline the verdict is never a copy (decision 064): the page says it cannot check now.
  const failedOffline = useFailedOffline(error);

  let content: ReactNode;
  if (fallback?.kind === 'partial') {
    // Spec §4: partial tag data in a failed answer is a success with warnings.
    content = (
      <>
        <Alert tone="warning" title={t('fallback.partial_title')} action={retry}>
          {t('fallback.partial_text')}
        </Alert>
        <VerificationResult result={fallback.result} uid={fallback.result.tag?.uid ?? uid} />
      </>
    );
  } else if (fallback?.kind === 'unverified') {
    // Spec §4: nothing usable came back — a tag built here, status `unverified`.
    content = (
      <section aria-labelledby="unverified-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <h2 id="unverified-title" className="flex items-start gap-2 text-xl font-bold">
          <ShieldQuestionMark aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700" />
          {t(failedOffline ? 'fallback.offline_title' : 'fallback.unverified_title')}
        </h2>
        <p className="mt-2">{t(failedOffline ? 'fallback.offline_text' : 'fallback.unverified_text')}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          {fallback.tag.uid && (
            <div>
              <dt className="text-amber-900/80">{t('fallback.uid')}</dt>
              <dd className="font-mono font-semibold break-all">{fallback.tag.uid}</dd>
            </div>
          )}
          <div>
            <dt className="text-amber-900/80">{t('fallback.status')}</dt>
            <dd className="font-semibold">{t(`tag_status.${fallback.tag.status}`)}</dd>
          </div>
        </dl>
        <div className="mt-4">{retry}</div>
      </section>
    );
  } else if (error) {
    const invalid = isApiError(error) && error.status === 400;
    // A secure tag's link that lost part of its signed message: say so, not "some fields are invalid".
    const damaged = invalid && isApiError(error) && error.fields.some((field) => field.field === 'sun');
    content = (
      <Alert
        tone="error"
        title={t(damaged ? 'error.damaged_title' : invalid ? 'error.invalid_title' : 'error.title')}
        action={
          !invalid && (
            <Button variant="secondary" size="sm" disabled={verification.isFetching} onClick={() => void verification.refetch()}>
              {verification.isFetching && <ButtonSpinner />}
              {t('retry')}
            </Button>
          )
        }
      >
        {damaged ? t('sun_invalid', { ns: 'validation' }) : apiErrorText(error)}
      </Alert>
    );
  } else if (verification.data) {
    content = <VerificationResult result={verification.data} uid={uid} sightingForm={rendered?.sightingForm} />;
  } else {
    content = <PageSpinner label={t('loading')} />;
  }
  return <VerifyPage uid={uid || undefined}>{content}</VerifyPage>;
}
