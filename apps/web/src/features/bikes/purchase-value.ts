// Either plain digits ("1200") or digits grouped by thousands with one separator throughout
// ("1.200.000", "1,200"), then optionally a decimal separator and one or two digits of cents.
const amountPattern = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/;

/**
 * Reads a euro amount as typed in Italian or English ("1299,90", "1.299,90",
 * "1,299.90", "850 €") into integer cents. Blank is null (no value); text that
 * is not an amount is undefined. A separator followed by exactly three digits
 * groups thousands, so "1.200" is 1200 € in either language.
 */
export function parseEuroAmount(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return null;
  const match = amountPattern.exec(compact);
  if (!match?.[1]) return undefined;
  const [, whole, groupSeparator, decimalSeparator, fraction = ''] = match;
  // "12,345,6" uses one mark for both jobs: not an amount anyone means.
  if (groupSeparator && groupSeparator === decimalSeparator) return undefined;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = Number(fraction.padEnd(2, '0'));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}

/** Cents as the form shows them again: "850", or "1299,90" in Italian and "1299.90" in English. */
export function centsToInput(cents: number | null, language: string): string {
  if (cents === null) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  return `${euros}${language === 'en' || language === 'zh' ? '.' : ','}${String(rest).padStart(2, '0')}`;
}
