import type { Language } from '@ritrova/shared';
import type { ResourceLanguage } from 'i18next';

/**
 * Every text of every language at once, for what runs outside the browser: the
 * server's rendering of pages and the tests. The browser loads one namespace
 * file at a time instead (lib/i18n/i18n.ts).
 */
const files = import.meta.glob<ResourceLanguage>('./*/*.json', { import: 'default', eager: true });

export const catalogues = {} as Record<Language, Record<string, ResourceLanguage>>;
for (const [file, resources] of Object.entries(files)) {
  const [, language, namespace] = file.match(/^\.\/(\w+)\/(\w+)\.json$/) ?? [];
  if (!language || !namespace) continue;
  catalogues[language as Language] ??= {};
  (catalogues[language as Language] as Record<string, ResourceLanguage>)[namespace] = resources;
}
