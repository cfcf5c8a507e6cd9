/** The languages of the product; Italian is the source text and the fallback. */
export const languages = ['it', 'en', 'zh'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'it';
/** Spec §4: the chosen language is kept in localStorage under `{product}_language`. */
export const languageStorageKey = 'ritrova_language';

/** Picks a supported language from a tag such as `en-GB` or `zh-Hans-CN`, else Italian. */
export function toLanguage(tag: string | null | undefined): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_,;]/)[0] ?? '';
  return (languages as readonly string[]).includes(base) ? (base as Language) : defaultLanguage;
}
