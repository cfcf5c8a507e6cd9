import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CopyState } from '@/lib/use-copy-to-clipboard';

/** "Copia" beside an address; it reads "Copiato" for 2 s once the address is on the clipboard. */
export function CopyAddressButton({ email, state, onCopy }: { email: string; state: CopyState; onCopy: (email: string) => void }) {
  const { t } = useTranslation('contact');
  const copied = state?.value === email && state.status === 'copied';
  return (
    <Button variant="secondary" size="sm" onClick={() => onCopy(email)}>
      {copied ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : <Copy aria-hidden="true" className="size-4" />}
      {copied ? t('copy.copied') : t('copy.copy')}
      <span className="sr-only"> {email}</span>
    </Button>
  );
}
