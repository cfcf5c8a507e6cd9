import type { Language } from '@ritrova/shared';

const locales: Record<Language, string> = { it: 'it-IT', en: 'en-IE', zh: 'zh-CN' };

/** Integer cents as euros in the reader's language, e.g. "130,00 €". */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A calendar day ('YYYY-MM-DD' or a Date) in the reader's language, e.g. "30 dicembre 2026". */
export function formatDay(day: string | Date, language: Language): string {
  const date = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(date);
}
