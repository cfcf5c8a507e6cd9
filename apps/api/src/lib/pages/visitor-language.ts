import { defaultLanguage, type Language, languageStorageKey, languages } from '@ritrova/shared';
import type { FastifyRequest } from 'fastify';

const isOurs = (value: string | undefined): value is Language => (languages as readonly string[]).includes(value ?? '');

/**
 * The language a page is rendered in, by the browser's own rule (lib/i18n/language-choice.ts
 * in the web app): the visitor's choice (the `ritrova_language` cookie), else the first of
 * Accept-Language's languages that is ours, by preference, else Italian.
 */
export function visitorLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[languageStorageKey];
  if (isOurs(chosen)) return chosen;
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isOurs) ?? defaultLanguage;
}
