import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** While a query loads, a spinner saying what; when it failed, an alert with a retry (as on the dashboard). */
export function QueryStatus({ query, loadingLabel, errorText }: { query: QueryLike; loadingLabel: string; errorText: string }) {
  const { t } = useTranslation('hunter');
  if (query.isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('retry')}
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  }
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return null;
}
