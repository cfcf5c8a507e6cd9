import { Nfc } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '@/components/ui/button';

/** 'Scansiona un tag': the NFC scan page, where a new tag joins the account. */
export function NfcScanLink({ variant = 'secondary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize }) {
  const { t } = useTranslation('dashboard');
  return (
    <Link to={paths.nfcScan} className={buttonClasses(variant, size)}>
      <Nfc aria-hidden="true" className="size-4" />
      {t('tags.scan')}
    </Link>
  );
}
