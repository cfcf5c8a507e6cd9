/**
 * The one money formatter of the product: every amount the API writes (mails,
 * server-rendered pages, push notifications) and the web app shows goes through
 * here, so "130 €" reads the same on the tag page, in the alert and in the mail.
 *
 * Whole euros without decimals ("130 €", "€130"), an amount with cents with two
 * ("130,50 €", "€130.50"); grouping, sign position and spaces as Intl gives them
 * for the language (Italian puts a no-break space before "€"). Amounts are integer
 * cents and are handed to Intl as an exact decimal string, never divided as a
 * floating-point number.
 */
import type { Language } from './languages.ts';

/** The Intl locale of each language: the country where it is read (Italy's euro, China's Chinese). */
const locales: Record<Language, string> = { it: 'it-IT', en: 'en-IE', zh: 'zh-CN' };

export interface MoneyFormatOptions {
  /** `'always'`: two decimals even for whole euros ("0,00 €"), for an accounting view. Default: only when there are cents. */
  cents?: 'when-present' | 'always';
}

// Making an Intl formatter costs far more than using one: two per language, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: Language, digits: 0 | 2): Intl.NumberFormat {
  const key = `${language}|${digits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locales[language] ?? locales.it, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, made);
  }
  return made;
}

/** Integer cents as euros in the reader's language: it "130 €", en "€130", zh "€130"; "130,50 €" with cents. */
export function formatMoney(cents: number, language: Language, options: MoneyFormatOptions = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const euros = Math.trunc(magnitude / 100);
  const rest = magnitude % 100;
  const digits = rest !== 0 || options.cents === 'always' ? 2 : 0;
  // An exact decimal string ("-130.50"): Intl formats it digit for digit, with no binary rounding.
  const decimal = `${cents < 0 ? '-' : ''}${euros}${digits === 2 ? `.${String(rest).padStart(2, '0')}` : ''}`;
  return formatter(language, digits).format(decimal as unknown as number);
}
