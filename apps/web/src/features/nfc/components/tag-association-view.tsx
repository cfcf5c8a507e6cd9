import type { Bike, OwnTag } from '@ritrova/shared';
import { CircleCheck, LogIn, Nfc, Plus, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, registerPath, tagAssociationPath } from '@/app/paths';
import { PublicBikeFacts } from '@/components/bike/public-bike-facts';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner, PageSpinner, Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { loginPath } from '@/lib/auth/redirect';
import { useAuth } from '@/lib/auth/use-auth';
import { clearPendingTagSession } from '@/lib/pending-tag-session';
import { useAssociateTagMutation } from '@/lib/tags/associate-tag';
import { usePairTagWithBike } from '@/lib/tags/pair-tag-with-bike';
import { NoTagError, type ResolvedTag, type ResolvePhase, useResolvedTagQuery } from '../api/resolve-tag';

export type AssociationAction = 'assign' | 'associate';

/** Spec §2: `associate` (also the older `associateTag`) pairs with the account only; anything else assigns to a bike. */
export function associationAction(value: string | null): AssociationAction {
  return value === 'associate' || value === 'associateTag' ? 'associate' : 'assign';
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nfc');
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('association.title')} · Ritrova`}</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
        <Nfc aria-hidden="true" className="size-7 text-brand-700" />
        {t('association.title')}
      </h1>
      {children}
    </div>
  );
}

function DashboardLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('nfc');
  return (
    <Link to={paths.dashboardRefreshTags} className={buttonClasses(variant)}>
      {t('back_dashboard')}
    </Link>
  );
}

/** The error card (spec §2): what went wrong and the way back to the dashboard. */
function ErrorCard({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('nfc');
  return (
    <Card className="grid gap-4 p-5">
      <Alert tone="error" title={t('association.error_title')}>
        {text}
      </Alert>
      <div className="flex flex-wrap gap-3">
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
        <DashboardLink />
      </div>
    </Card>
  );
}

/**
 * Spec §8: a server error shows "internal server error" with the server's words
 * (and a hint when they speak of validation), 400 "invalid data"; otherwise the
 * translated code.
 */
function useAssociationErrorText() {
  const { t } = useTranslation('nfc');
  const apiErrorText = useApiErrorText();
  return (error: unknown) => {
    if (error instanceof NoTagError) return t('association.no_tag');
    if (isApiError(error) && error.status >= 500 && error.code !== 'SERVICE_UNAVAILABLE') {
      const hint = /validation failed|required|enum/i.test(error.message) ? ` ${t('errors.validation_hint')}` : '';
      return `${t('errors.internal')} ${error.message}${hint}`.trim();
    }
    if (isApiError(error) && error.status === 400 && error.code !== 'VALIDATION_ERROR') return t('errors.invalid_data');
    return apiErrorText(error);
  };
}

function SignInRequired() {
  const { t } = useTranslation('nfc');
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <Page>
      <Card className="grid gap-4 p-5">
        <Alert tone="info" title={t('association.login_required_title')}>
          {t('association.login_required_text')}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Link to={loginPath(here)} className={buttonClasses('primary')}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('association.login')}
          </Link>
          <Link to={registerPath(undefined, here)} className={buttonClasses('secondary')}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('association.register')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}

function Summary({ resolved }: { resolved: ResolvedTag }) {
  const { t } = useTranslation('nfc');
  const { verification, tagUid } = resolved;
  return (
    <section aria-labelledby="summary-title" className="grid gap-4">
      {resolved.sessionExpired && <Alert tone="info">{t('association.session_expired')}</Alert>}
      <Card className="grid gap-4 p-5">
        <h2 id="summary-title" className="text-lg font-bold text-ink">
          {t('association.summary_title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-muted">{t('confirm.tag_id')}</dt>
            <dd className="font-mono font-semibold break-all text-ink">{tagUid}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('association.tag_status')}</dt>
            <dd className="font-semibold text-ink">{t(`tag_status.${verification.status}`)}</dd>
          </div>
        </dl>
        {verification.bike && <PublicBikeFacts bike={verification.bike} headingLevel={3} />}
      </Card>
    </section>
  );
}

/** Action assign: the user's bikes without a tag, one to choose, then confirm. */
function ChooseBike({ tagUid, userId, preselected, onDone }: { tagUid: string; userId: string; preselected: string | null; onDone: (tag: OwnTag) => void }) {
  const { t } = useTranslation(['nfc', 'validation', 'bikes']);
  const errorText = useAssociationErrorText();
  const { bikes, associate, bikeId, setBikeId, missing, submit, accountOnly } = usePairTagWithBike({
    tagUid,
    userId,
    preselected,
    onPaired: (tag) => {
      clearPendingTagSession();
      onDone(tag);
    },
    onFailed: clearPendingTagSession,
  });

  if (bikes.isPending) return <Spinner label={t('association.bikes_loading')} />;
  if (bikes.isError) return <ErrorCard text={t('errors.bikes_failed')} onRetry={() => void bikes.refetch()} />;

  const untagged: Bike[] = bikes.data.bikes;
  return (
    <Card className="p-5">
      {untagged.length === 0 ? (
        <div className="grid gap-4">
          <h2 className="text-lg font-bold text-ink">{t('association.choose_title')}</h2>
          <p className="text-ink">{t(bikes.data.total === 0 ? 'association.no_bikes' : 'association.all_tagged')}</p>
          {associate.isError && <Alert tone="error">{errorText(associate.error)}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Link to={paths.addBike} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('association.add_bike')}
            </Link>
            <Button variant="secondary" disabled={associate.isPending} onClick={accountOnly}>
              {associate.isPending && <ButtonSpinner />}
              {t('association.account_only')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset aria-describedby={missing ? 'choose-bike-error' : undefined}>
            <legend className="text-lg font-bold text-ink">{t('association.choose_title')}</legend>
            <p className="mt-1 text-sm text-muted">{t('association.choose_text')}</p>
            <div className="mt-3 grid gap-2">
              {untagged.map((bike) => (
                <label
                  key={bike.id}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="bikeId"
                    value={bike.id}
                    checked={bikeId === bike.id}
                    onChange={() => setBikeId(bike.id)}
                    className="size-5 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-ink">{bike.name}</span>
                    <span className="block text-sm text-muted">
                      {[bike.brand, bike.model, t(`types.${bike.type}`, { ns: 'bikes' })].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="choose-bike-error" message={missing ? t('select_bike', { ns: 'validation' }) : undefined} />
          </fieldset>
          {associate.isError && <Alert tone="error">{errorText(associate.error)}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={associate.isPending}>
              {associate.isPending && <ButtonSpinner />}
              {t('association.confirm')}
            </Button>
            <Button variant="secondary" disabled={associate.isPending} onClick={accountOnly}>
              {t('association.account_only')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** Action associate: the tag joins the account, not a bike. */
function AssociateToAccount({ tagUid, onDone }: { tagUid: string; onDone: (tag: OwnTag) => void }) {
  const { t } = useTranslation('nfc');
  const errorText = useAssociationErrorText();
  const associate = useAssociateTagMutation();
  return (
    <Card className="grid gap-4 p-5">
      <p className="text-ink">{t('association.associate_text')}</p>
      {associate.isError && <Alert tone="error">{errorText(associate.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={associate.isPending}
          onClick={() =>
            associate.mutate(
              { tagUid },
              {
                onSuccess: (tag) => {
                  clearPendingTagSession();
                  onDone(tag);
                },
                onError: () => clearPendingTagSession(),
              },
            )
          }
        >
          {associate.isPending && <ButtonSpinner />}
          {t('confirm.associate')}
        </Button>
        <DashboardLink />
      </div>
    </Card>
  );
}

function Success({ tag }: { tag: OwnTag }) {
  const { t } = useTranslation('nfc');
  return (
    <Page>
      <Alert tone="success" title={t('association.success_title')}>
        {tag.bike ? t('association.success_bike', { uid: tag.uid, name: tag.bike.name }) : t('association.success_account', { uid: tag.uid })}
      </Alert>
      <div className="flex flex-wrap gap-3">
        {tag.bikeId && (
          <Link to={paths.bike(tag.bikeId)} className={buttonClasses('primary')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('association.go_to_bike')}
          </Link>
        )}
        <DashboardLink variant={tag.bikeId ? 'secondary' : 'primary'} />
      </div>
    </Page>
  );
}

function Association({
  userId,
  initial,
}: {
  userId: string;
  initial: { sessionId: string | null; tagUid: string | null; action: AssociationAction; bikeId: string | null };
}) {
  const { t } = useTranslation('nfc');
  const navigate = useNavigate();
  const errorText = useAssociationErrorText();
  const [phase, setPhase] = useState<ResolvePhase>(initial.sessionId ? 'session' : 'verify');
  const resolved = useResolvedTagQuery({ sessionId: initial.sessionId, tagUid: initial.tagUid }, setPhase);
  const [done, setDone] = useState<OwnTag | null>(null);

  // A session is used once: the address keeps the tag, not the spent session.
  const resolvedUid = resolved.data?.tagUid;
  useEffect(() => {
    if (!resolvedUid || !initial.sessionId) return;
    void navigate(tagAssociationPath({ tagUid: resolvedUid, action: initial.action, bikeId: initial.bikeId }), { replace: true });
  }, [resolvedUid, initial.sessionId, initial.action, initial.bikeId, navigate]);

  if (done) return <Success tag={done} />;
  if (resolved.isPending) return <PageSpinner label={t(phase === 'session' ? 'association.loading_session' : 'association.loading_verify')} />;
  if (resolved.isError) {
    return (
      <Page>
        <ErrorCard text={errorText(resolved.error)} onRetry={resolved.error instanceof NoTagError ? undefined : () => void resolved.refetch()} />
      </Page>
    );
  }

  const { verification, tagUid } = resolved.data;
  const status = verification.status;
  let next: ReactNode;
  if (status === 'unregistered') next = <ErrorCard text={t('TAG_NOT_FOUND', { ns: 'errors' })} />;
  else if (status === 'lost') next = <ErrorCard text={t('TAG_UNAVAILABLE', { ns: 'errors' })} />;
  else if (status === 'verified' || status === 'stolen') next = <ErrorCard text={t('association.already_on_bike')} />;
  else if (initial.action === 'associate') next = <AssociateToAccount tagUid={tagUid} onDone={setDone} />;
  else next = <ChooseBike tagUid={tagUid} userId={userId} preselected={initial.bikeId} onDone={setDone} />;

  return (
    <Page>
      <Summary resolved={resolved.data} />
      {next}
    </Page>
  );
}

/**
 * /tag-association and /nfc/associate: pairs a scanned tag after sign-in.
 * Query: `uid` or `tagUid`, `action` (assign, associate), `bikeId`, `sessionId`.
 */
export function TagAssociationView() {
  const { status, user } = useAuth();
  const [searchParams] = useSearchParams();
  // The first address decides; the page later rewrites it without the spent session.
  const [initial] = useState(() => ({
    sessionId: searchParams.get('sessionId'),
    tagUid: searchParams.get('tagUid') ?? searchParams.get('uid'),
    action: associationAction(searchParams.get('action')),
    bikeId: searchParams.get('bikeId'),
  }));
  if (status === 'loading') return <PageSpinner />;
  if (!user) return <SignInRequired />;
  return <Association userId={user.id} initial={initial} />;
}
