import type { Language } from '@ritrova/shared';

// NOTE: amounts are written by the one formatter of the product, formatMoney (packages/shared/src/money.ts).
const locales: Record<Language, string> = { it: 'it-IT', en: 'en-IE', zh: 'zh-CN' };

/** A calendar day ('YYYY-MM-DD' or a Date) in the reader's language, e.g. "30 dicembre 2026". */
export function formatDay(day: string | Date, language: Language): string {
  const date = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(date);
}
