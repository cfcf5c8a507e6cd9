import { errorCodes, photoErrorKeys } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { serverKeyPlace } from '@/lib/translate-key';
import { catalogues } from './catalogues';

/**
 * The translation keys the server can send (an error body's `i18nKey`, a refused field's, a server-rendered
 * form's) are strings the web receives at run time, which its type-checked `t` cannot see (decision 071):
 * this test holds them to the web's texts instead, collected from the API's source and the shared schemas.
 */
const sources = import.meta.glob<string>(['../../../api/src/**/*.ts', '../../../../packages/shared/src/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every `'errors.X'`, `'validation.x'` and `'photos.x'` written in the server's source, and the keys it builds. */
function serverKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources))
    for (const match of text.matchAll(/['`"]((?:errors|validation|photos)\.[A-Za-z][A-Za-z0-9_]*)['`"]/g)) keys.add(match[1] as string);
  // Built from a list: `errors.${code}` (lib/errors.ts), `photos.${key}` (photo.service.ts).
  for (const code of errorCodes) keys.add(`errors.${code}`);
  for (const key of photoErrorKeys) keys.add(`photos.${key}`);
  return [...keys].sort();
}

/** The text at `ns:key` in a catalogue, a plural key by its `_other` form. */
function textAt(texts: Record<string, unknown> | undefined, key: string): unknown {
  const at = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return at(key) ?? at(`${key}_other`);
}

describe('the keys the server sends', () => {
  it('are found in the source (the literals and the built ones)', () => {
    const keys = serverKeys();
    expect(keys).toContain('validation.sun_invalid');
    expect(keys).toContain('errors.EMAIL_TAKEN');
    expect(keys).toContain('photos.invalid_format');
  });

  it.each(Object.keys(catalogues))('each have a text in %s where the web looks them up', (language) => {
    const catalogue = catalogues[language as keyof typeof catalogues] as Record<string, Record<string, unknown>>;
    const missing = serverKeys().filter((key) => {
      const place = serverKeyPlace(key);
      return !place || typeof textAt(catalogue[place.ns], place.key) !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
