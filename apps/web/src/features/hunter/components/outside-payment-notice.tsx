import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** The standing warning of the Hunter area: money only moves through Ritrova. */
export function OutsidePaymentNotice() {
  const { t } = useTranslation('hunter');
  return (
    <Alert tone="warning" title={t('notice.title')}>
      {t('notice.text')}
    </Alert>
  );
}
