import { defaultLanguage, type Language, languageStorageKey, languages } from '@ritrova/shared';

const isOurs = (value: string | null | undefined): value is Language => (languages as readonly string[]).includes(value ?? '');

/** The language this visitor picked, on this device (localStorage, spec §4) or in the cookie the server reads. */
export function chosenLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    if (isOurs(stored)) return stored;
  } catch {
    // Blocked storage: the cookie may still say.
  }
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${languageStorageKey}=([a-z]{2})`))?.[1];
  return isOurs(cookie) ? cookie : null;
}

/** The first of the browser's languages that is ours. */
export function browserLanguage(): Language | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isOurs(base)) return base;
  }
  return null;
}

/** The visitor's choice, else the browser's language among ours, else Italian — the rule the server follows too. */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return defaultLanguage;
  return chosenLanguage() ?? browserLanguage() ?? defaultLanguage;
}

/**
 * Remembers a choice on this device (localStorage) and in a cookie, so that pages
 * the server renders (the tag page) come in that language too.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Blocked storage: the cookie below still carries the choice.
  }
  writeLanguageCookie(language);
}

/** A choice made before the cookie existed reaches the server from the next page on. */
export function syncLanguageCookie(): void {
  const chosen = chosenLanguage();
  if (chosen && !document.cookie.includes(`${languageStorageKey}=${chosen}`)) writeLanguageCookie(chosen);
}

function writeLanguageCookie(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${languageStorageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
