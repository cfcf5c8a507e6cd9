import type { Location, OwnTag } from '@ritrova/shared';
import { CircleCheck, Keyboard, Lock, LogIn, Nfc, ScanLine, Smartphone, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, verifyTagPath } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { LocationStatus } from '@/components/location-status';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { loginPath } from '@/lib/auth/redirect';
import { cn } from '@/lib/cn';
import { useAssociateTagMutation } from '@/lib/tags/associate-tag';
import { formatCoordinate, useGeolocation } from '@/lib/tags/geolocation';
import { type NfcSupport, useNfcScan, useNfcSupport } from '../hooks/use-nfc-scan';
import { ManualTagForm } from './manual-tag-form';

type Step = { kind: 'scan' } | { kind: 'manual' } | { kind: 'confirm'; uid: string; location: Location | null } | { kind: 'done'; tag: OwnTag };

function SupportStatus({ support }: { support: NfcSupport }) {
  const { t } = useTranslation('nfc');
  return (
    <p role="status" className={cn('flex items-start gap-2 text-sm', support === 'unsupported' ? 'text-amber-950' : 'text-ink')}>
      <Smartphone aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', support === 'supported' ? 'text-brand-700' : 'text-muted')} />
      {t(`support.${support}`)}
    </p>
  );
}

/** The scan itself: start, a pulsing tag while the reader waits, and its errors. */
function ScanPanel({ support, onRead, onManual }: { support: NfcSupport; onRead: (uid: string, sun: string | null) => void; onManual: () => void }) {
  const { t } = useTranslation('nfc');
  const scan = useNfcScan(onRead);
  const active = scan.state.status === 'starting' || scan.state.status === 'scanning';
  return (
    <div className="grid gap-5">
      {active && (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <span aria-hidden="true" className="relative flex size-24 items-center justify-center">
            <span className="absolute inset-0 rounded-full bg-brand-200 motion-safe:animate-ping" />
            <span className="relative flex size-20 items-center justify-center rounded-full bg-brand-700 text-white">
              <Nfc className="size-10" />
            </span>
          </span>
        </div>
      )}
      <p aria-live="polite" className="text-center text-sm text-ink empty:hidden">
        {scan.state.status === 'starting' && t('scan.starting')}
        {scan.state.status === 'scanning' && t('scan.scanning')}
      </p>
      {scan.state.status === 'error' && <Alert tone="error">{t(scan.state.failure === 'start' ? 'scan.start_failed' : 'scan.read_failed')}</Alert>}
      <div className="flex flex-wrap gap-3">
        {support === 'supported' &&
          (active ? (
            <Button variant="secondary" className="w-full sm:w-auto" onClick={scan.stop}>
              <X aria-hidden="true" className="size-4" />
              {t('scan.stop')}
            </Button>
          ) : (
            <Button size="lg" className="w-full sm:w-auto" onClick={() => void scan.start()}>
              <ScanLine aria-hidden="true" className="size-5" />
              {t(scan.state.status === 'error' ? 'scan.retry' : 'scan.start')}
            </Button>
          ))}
        <Button variant={support === 'unsupported' ? 'primary' : 'secondary'} size="lg" className="w-full sm:w-auto" onClick={onManual}>
          <Keyboard aria-hidden="true" className="size-5" />
          {t('manual.open')}
        </Button>
      </div>
    </div>
  );
}

/** After a read: the tag, the position captured, and "add it to my tags?". */
function ConfirmPanel({ uid, location, onCancel, onDone }: { uid: string; location: Location | null; onCancel: () => void; onDone: (tag: OwnTag) => void }) {
  const { t } = useTranslation('nfc');
  const apiErrorText = useApiErrorText();
  const associate = useAssociateTagMutation();
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-bold text-ink">{t('confirm.title')}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('confirm.tag_id')}</dt>
          <dd className="font-mono text-lg font-semibold break-all text-ink">{uid}</dd>
        </div>
        {location && (
          <div>
            <dt className="text-sm text-muted">{t('confirm.location')}</dt>
            <dd className="font-semibold text-ink">
              {formatCoordinate(location.latitude)}, {formatCoordinate(location.longitude)}
            </dd>
          </div>
        )}
      </dl>
      <p className="text-ink">{t('confirm.question')}</p>
      {associate.isError && <Alert tone="error">{apiErrorText(associate.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button disabled={associate.isPending} onClick={() => associate.mutate({ tagUid: uid }, { onSuccess: onDone })}>
          {associate.isPending ? <ButtonSpinner /> : <Nfc aria-hidden="true" className="size-4" />}
          {t('confirm.associate')}
        </Button>
        <Button variant="secondary" disabled={associate.isPending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /nfc-scan signed out (spec §2): the "authentication required" notice, with a login button that
 * comes back here (the same address, `?manual=true` included).
 */
export function NfcScanSignedOut({ back }: { back: string }) {
  const { t } = useTranslation('nfc');
  return (
    <Page>
      <Alert tone="info" title={t('auth_required.title')}>
        <p>{t('auth_required.text')}</p>
        <Link to={loginPath(back)} className={cn(buttonClasses('primary'), 'mt-3')}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('auth_required.login')}
        </Link>
      </Alert>
    </Page>
  );
}

function Page({ children, verifyMode = false }: { children: ReactNode; verifyMode?: boolean }) {
  const { t } = useTranslation('nfc');
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('scan.title')} · Ritrova`}</title>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Nfc aria-hidden="true" className="size-7 text-brand-700" />
          {t('scan.title')}
        </h1>
        <p className="mt-1 text-muted">{t(verifyMode ? 'scan.subtitle_verify' : 'scan.subtitle')}</p>
      </div>
      {children}
      <p className="flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('secure_note')}
      </p>
    </div>
  );
}

/**
 * /nfc-scan (signed in): reads a tag with Web NFC, or takes its UID typed by
 * hand (`?manual=true`), then adds it to the user's tags. In verify mode
 * (`?mode=verify`, a Hunter at a found bike) a read opens the tag's
 * verification page instead, which records the scan as theirs.
 */
export function NfcScanView() {
  const { t } = useTranslation('nfc');
  const [searchParams] = useSearchParams();
  const support = useNfcSupport();
  const geo = useGeolocation({ immediately: true });
  const [step, setStep] = useState<Step>(() => (searchParams.get('manual') === 'true' ? { kind: 'manual' } : { kind: 'scan' }));

  const navigate = useNavigate();
  const verifyMode = searchParams.get('mode') === 'verify';
  // A secure tag's read carries its signed message: verifying with it proves the Hunter is there.
  const read = (uid: string, sun: string | null = null) => {
    if (verifyMode) void navigate(sun ? `${paths.nfcVerify}?${sun}` : verifyTagPath(uid));
    else setStep({ kind: 'confirm', uid, location: geo.state.status === 'available' ? geo.state.location : null });
  };

  if (step.kind === 'done') {
    return (
      <Page>
        <Alert tone="success" title={t('done.title')}>
          {t(step.tag.bike ? 'done.text_bike' : 'done.text', { uid: step.tag.uid, name: step.tag.bike?.name })}
        </Alert>
        <div>
          <Link to={paths.dashboardRefreshTags} className={buttonClasses('primary')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('done.continue')}
          </Link>
        </div>
      </Page>
    );
  }

  return (
    <Page verifyMode={verifyMode}>
      <Card className="grid gap-3 p-5">
        <SupportStatus support={support} />
        <LocationStatus state={geo.state} onRetry={geo.request} ns="nfc" />
      </Card>
      <Card className="p-5 sm:p-6">
        {step.kind === 'scan' && <ScanPanel support={support} onRead={read} onManual={() => setStep({ kind: 'manual' })} />}
        {step.kind === 'manual' && (
          <div className="grid gap-4">
            <h2 className="text-xl font-bold text-ink">{t('manual.title')}</h2>
            <ManualTagForm onSubmit={read} />
          </div>
        )}
        {step.kind === 'confirm' && (
          <ConfirmPanel uid={step.uid} location={step.location} onCancel={() => setStep({ kind: 'scan' })} onDone={(tag) => setStep({ kind: 'done', tag })} />
        )}
      </Card>
    </Page>
  );
}
