import { formatMoney, toLanguage } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';

/**
 * Ledger amounts always with their two decimals ("0,00 €", "-25,00 €"): an
 * accounting view where "0 €" and "0,00 €" should not look like two things, and
 * columns of figures line up. The product's one formatter, asked for its cents.
 */
export function useLedgerCents() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (cents: number) => formatMoney(cents, language, { cents: 'always' });
}
