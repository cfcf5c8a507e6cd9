import { formatMoney, toLanguage } from '@ritrova/shared';
import { useTranslation } from 'react-i18next';

// Making an Intl formatter costs far more than using one (its locale data is loaded): one per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

/** The service's time zone (Italy): a date is the day it was there, on the server's pages and in the browser alike. */
export const serviceTimeZone = 'Europe/Rome';

/** A calendar date in the language's long form ("21 novembre 2026"), the day it was in Italy; the time of day is not shown. */
export function formatDate(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'long', timeZone: serviceTimeZone }).format(new Date(iso));
}

/** A moment with its time of day ("21 novembre 2026 alle ore 11:00"), in the reader's own time zone. */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return dateFormat(language, { dateStyle: 'long', timeStyle: 'short', ...(timeZone && { timeZone }) }).format(new Date(iso));
}

/**
 * The formatters above, bound to the language in use. Money is written by the product's one
 * formatter, formatMoney (packages/shared/src/money.ts), as the API's mails and pages write it.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    /** Integer cents (how the API sends money): "130 €", "€130", "130,50 €". */
    cents: (cents: number) => formatMoney(cents, toLanguage(language)),
    /** An amount the API sends in euros with at most two decimals (a maintenance cost): read as cents, then as `cents`. */
    euros: (amount: number) => formatMoney(Math.round(amount * 100), toLanguage(language)),
    /** A number as the language writes it, with at most `maximumFractionDigits` decimals (Intl's default 3). */
    number: (value: number, maximumFractionDigits?: number) => numberFormat(language, { maximumFractionDigits }).format(value),
    date: (iso: string) => formatDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    /** A moment in Italy, with its time of day: when a theft happened, as its form takes it and as the server renders it. */
    dateTimeInItaly: (iso: string) => formatDateTime(iso, language, serviceTimeZone),
  };
}
