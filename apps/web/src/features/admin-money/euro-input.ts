/**
 * Reads an amount in euros as an operator types it ("12", "12,5", "12.50",
 * "1.234,56", "€ 40") into integer cents; null when it is not an amount with at
 * most two decimals. Money stays in whole cents from here on.
 */
export function parseEuroCents(text: string): number | null {
  const cleaned = text.replace(/[€\s\u00a0]/g, '');
  if (!/^-?\d{1,3}([.,\s]?\d{3})*([.,]\d{1,2})?$|^-?\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const digits = negative ? cleaned.slice(1) : cleaned;
  const decimal = digits.match(/[.,](\d{1,2})$/);
  const whole = (decimal ? digits.slice(0, -decimal[0].length) : digits).replace(/[.,\s]/g, '');
  const cents = Number(whole) * 100 + Number((decimal?.[1] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
