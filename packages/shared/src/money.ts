import type { Language } from './languages.ts';

const locales: Record<Language, string> = { it: 'it-IT', en: 'en-IE', zh: 'zh-CN' };

/**
 * An amount of integer cents as the reader's language writes euros: whole euros without decimals
 * ("130 €", "€130"), cents only when there are some. NOTE: a minimal version made on branch i27-w3
 * for the Hunters' alerts; colleague W1 owns this function on their branch (issue #27 item 1).
 */
export function formatMoney(cents: number, language: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
