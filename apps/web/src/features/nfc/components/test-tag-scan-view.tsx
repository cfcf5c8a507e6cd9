import { normalizeTagUid } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Play, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { verifyTagPath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/use-auth';
import { verifyTagFromThisDevice } from '@/lib/tags/verify-tag';

/** A demo tag that is in the inventory of a fresh database. */
export const sampleTagUid = '04A1B2C3D4E501';

/** The text shown for a failed call: what the server said, as JSON. */
function failureJson(error: unknown): string {
  if (isApiError(error)) return JSON.stringify({ status: error.status, error: error.code, message: error.message, i18nKey: error.i18nKey }, null, 2);
  return String(error);
}

/**
 * /test-tag-scan (public, for developers): simulates a tap (opens the
 * verification page as a tag would) or calls the verification directly and
 * prints the answer.
 */
export function TestTagScanView() {
  const { t } = useTranslation('nfc');
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [uid, setUid] = useState(sampleTagUid);
  const direct = useMutation({ mutationFn: (tagUid: string) => verifyTagFromThisDevice(tagUid) });
  const normalized = normalizeTagUid(uid);

  const simulate = (event: FormEvent) => {
    event.preventDefault();
    if (normalized) void navigate(verifyTagPath(normalized));
  };

  let result = '';
  if (direct.isSuccess) result = JSON.stringify(direct.data, null, 2);
  else if (direct.isError) result = failureJson(direct.error);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('test.title')} · Ritrova`}</title>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <FlaskConical aria-hidden="true" className="size-7 text-brand-700" />
          {t('test.title')}
        </h1>
        <p className="mt-1 text-muted">{t('test.subtitle')}</p>
      </div>
      <p role="status" className="rounded-xl bg-slate-100 p-3 text-sm text-ink">
        {status === 'loading' ? t('test.login_checking') : user ? t('test.logged_in', { email: user.email }) : t('test.logged_out')}
      </p>
      <Card className="p-5">
        <form onSubmit={simulate} noValidate className="grid gap-5">
          <TextField
            label={t('manual.label')}
            required
            autoComplete="off"
            spellCheck={false}
            value={uid}
            onChange={(event) => setUid(event.target.value)}
            hint={t('test.uid_hint')}
            error={normalized ? undefined : t('tag_uid_required', { ns: 'validation' })}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!normalized}>
              <Play aria-hidden="true" className="size-4" />
              {t('test.simulate')}
            </Button>
            <Button variant="secondary" disabled={!normalized || direct.isPending} onClick={() => direct.mutate(normalized)}>
              {direct.isPending ? <ButtonSpinner /> : <ShieldCheck aria-hidden="true" className="size-4" />}
              {t('test.verify_direct')}
            </Button>
          </div>
        </form>
      </Card>
      <section aria-labelledby="test-result-title">
        <h2 id="test-result-title" className="text-lg font-bold text-ink">
          {t('test.result')}
        </h2>
        <pre aria-live="polite" className="mt-2 rounded-xl bg-slate-900 p-4 text-xs break-all whitespace-pre-wrap text-slate-100">
          {direct.isPending ? t('test.verifying') : result || t('test.no_result')}
        </pre>
      </section>
    </div>
  );
}
