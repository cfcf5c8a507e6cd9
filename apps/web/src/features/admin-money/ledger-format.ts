import { useTranslation } from 'react-i18next';

/**
 * Ledger amounts always with their two decimals ("0,00 €", "-25,00 €"): an
 * accounting view where "0 €" and "0,00 €" should not look like two things.
 * NOTE: the app's `format.cents` drops the decimals of whole euros, which suits prices, not a journal.
 */
export function useLedgerCents() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatter = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (cents: number) => formatter.format(cents / 100);
}
