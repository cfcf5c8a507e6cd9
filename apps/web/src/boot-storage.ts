/**
 * What the starter of server-rendered pages (boot.ts) reads and writes of the visitor's storage, in its
 * own few lines: importing the app's modules would bring the app's shared chunk (framework, shell) into
 * the starter (decision 058). boot-storage.test.ts holds these to the app's own keys and languages.
 */

/** lib/auth/session-store `tokenStorageKey`. */
export const bootTokenKey = 'authToken';
/** @ritrova/shared `languageStorageKey`. */
export const bootLanguageKey = 'ritrova_language';
/** @ritrova/shared `languages`. */
export const bootLanguages = ['it', 'en', 'zh'] as const;
export type BootLanguage = (typeof bootLanguages)[number];

export function isBootLanguage(value: string | null | undefined): value is BootLanguage {
  return (bootLanguages as readonly string[]).includes(value ?? '');
}

/** Whether a session is stored on this device (the app then takes the page at once). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(bootTokenKey) !== null;
  } catch {
    return false;
  }
}

/** As lib/i18n/language-choice `rememberLanguage`: on this device and in the cookie the server reads. */
export function rememberBootLanguage(language: BootLanguage): void {
  try {
    localStorage.setItem(bootLanguageKey, language);
  } catch {
    // Blocked storage: the cookie below still carries the choice.
  }
  writeCookie(language);
}

/** As lib/i18n/language-choice `syncLanguageCookie`: a choice stored before the cookie existed reaches the server. */
export function syncBootLanguageCookie(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(bootLanguageKey);
  } catch {
    return;
  }
  if (isBootLanguage(stored) && !document.cookie.includes(`${bootLanguageKey}=${stored}`)) writeCookie(stored);
}

function writeCookie(language: BootLanguage): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, as language-choice writes it.
  document.cookie = `${bootLanguageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
