import { ArrowRight, Phone, Search, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicBikeFacts } from '@/components/bike/public-bike-facts';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { type StolenCheckKind, type StolenCheckQuery, type StolenCheckResult, useStolenCheckQuery } from '../api/check-stolen';

const kinds: readonly StolenCheckKind[] = ['serial', 'uid'];

function ResultView({ result }: { result: StolenCheckResult }) {
  const { t } = useTranslation('stolenCheck');
  if (result.stolen) {
    return (
      <div className="grid gap-4">
        <div role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-950">
          <h2 className="flex items-start gap-2 text-xl font-bold">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            {t('stolen.title')}
          </h2>
          <p className="mt-2">{t('stolen.text')}</p>
          <a href="tel:112" className={buttonClasses('secondary', 'md', 'mt-4')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('stolen.call_police')}
          </a>
        </div>
        {result.bike && result.publicPage ? (
          <Card className="grid gap-4 p-5">
            <PublicBikeFacts bike={result.bike} />
            <p className="text-muted">{t('stolen.published_text')}</p>
            <div>
              <Link to={result.publicPage} className={buttonClasses('primary', 'md')}>
                {t('stolen.public_page')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </Card>
        ) : (
          // An unpublished theft: the owner has not made its place, reward or photo public.
          <p className="text-muted">{t('stolen.unpublished')}</p>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="clean-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-950">
      <h2 id="clean-title" className="flex items-start gap-2 text-xl font-bold">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        {t('clean.title')}
      </h2>
      <p className="mt-2">{t('clean.caveat')}</p>
    </section>
  );
}

/**
 * /stolen-check (public): "buying a used bike?" A serial number (in any
 * formatting) or a tag UID tells whether the bike is reported stolen on Ritrova.
 */
export function StolenCheckView() {
  const { t } = useTranslation(['stolenCheck', 'validation']);
  const apiErrorText = useApiErrorText();
  const [kind, setKind] = useState<StolenCheckKind>('serial');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const [query, setQuery] = useState<StolenCheckQuery | null>(null);
  const check = useStolenCheckQuery(query);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (query?.kind === kind && query.value === text) void check.refetch();
    else setQuery({ kind, value: text });
  };

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('meta_title')} · Ritrova`}</title>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('subtitle')}</p>
      </div>
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('kind.legend')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {kinds.map((option) => (
                <label key={option} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name="kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                    className="size-5 accent-brand-700"
                  />
                  {t(`kind.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('field.label')}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={t(`field.placeholder_${kind}`)}
            hint={t(`field.hint_${kind}`)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={missing ? t('required', { ns: 'validation' }) : undefined}
          />
          <div>
            <Button type="submit" size="lg" disabled={check.isFetching}>
              {check.isFetching ? <ButtonSpinner /> : <Search aria-hidden="true" className="size-5" />}
              {t('submit')}
            </Button>
          </div>
        </form>
      </Card>
      <div aria-live="polite">
        {query && check.isPending && <Spinner label={t('searching')} />}
        {check.isError && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void check.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {apiErrorText(check.error)}
          </Alert>
        )}
      </div>
      {check.isSuccess && !check.isFetching && <ResultView result={check.data} />}
    </div>
  );
}
