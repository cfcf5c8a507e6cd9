import { BookOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useLedgerBalanceQuery, useLedgerQuery } from '../api/get-ledger';
import { AccountBalances } from './account-balances';
import { BalanceBanner } from './balance-banner';
import { LedgerJournal } from './ledger-journal';
import { Pager } from './pager';

interface Filters {
  account: string;
  reference: string;
  from: string;
  to: string;
}

const noFilters: Filters = { account: '', reference: '', from: '', to: '' };

/** /admin/ledger: the balance check, the accounts' balances and the journal with filters. */
export function LedgerView() {
  const { t } = useTranslation('adminMoney');
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const balance = useLedgerBalanceQuery();
  const journal = useLedgerQuery({ ...filters, page, limit: 25 });
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ account: draft.account.trim(), reference: draft.reference.trim(), from: draft.from, to: draft.to });
    setPage(1);
  };
  const clear = () => {
    setDraft(noFilters);
    setFilters(noFilters);
    setPage(1);
  };

  return (
    <div className="grid gap-6">
      <title>{`${t('ledger.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <BookOpen aria-hidden="true" className="size-7 text-brand-700" />
          {t('ledger.title')}
        </h1>
        <p className="text-muted">{t('ledger.intro')}</p>
      </header>
      <section aria-labelledby="ledger-balance" className="grid min-w-0 gap-3">
        <h2 id="ledger-balance" className="text-lg font-bold text-ink">
          {t('ledger.balance_title')}
        </h2>
        {balance.isPending && <Spinner label={t('ledger.loading')} />}
        {balance.isError && <Alert tone="error">{t('ledger.load_failed')}</Alert>}
        {balance.data && (
          <>
            <BalanceBanner balance={balance.data} />
            <Card className="min-w-0 p-4 sm:p-6">
              <AccountBalances accounts={balance.data.accounts} />
            </Card>
          </>
        )}
      </section>
      <section aria-labelledby="ledger-journal" className="grid min-w-0 gap-3">
        <h2 id="ledger-journal" className="text-lg font-bold text-ink">
          {t('ledger.journal_title')}
        </h2>
        <Card className="grid min-w-0 gap-4 p-4 sm:p-6">
          <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('ledger.filters')}>
            <TextField label={t('ledger.filter_account')} hint={t('ledger.filter_account_hint')} autoComplete="off" {...field('account')} />
            <TextField label={t('ledger.filter_reference')} hint={t('ledger.filter_reference_hint')} autoComplete="off" {...field('reference')} />
            <TextField label={t('ledger.filter_from')} type="date" {...field('from')} />
            <TextField label={t('ledger.filter_to')} type="date" {...field('to')} />
            <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
              <Button type="submit">{t('ledger.apply')}</Button>
              <Button variant="secondary" onClick={clear}>
                {t('ledger.clear')}
              </Button>
            </div>
          </form>
          {journal.isPending && <Spinner label={t('ledger.loading')} />}
          <FormError error={journal.error} />
          {journal.data && (
            <>
              <p className="text-ink" aria-live="polite">
                {t('ledger.count', { count: journal.data.pagination.total })}
              </p>
              {journal.data.transactions.length > 0 && <LedgerJournal transactions={journal.data.transactions} />}
              <Pager page={page} pages={journal.data.pagination.pages} onPage={setPage} label={t('ledger.pages')} />
            </>
          )}
        </Card>
      </section>
    </div>
  );
}
