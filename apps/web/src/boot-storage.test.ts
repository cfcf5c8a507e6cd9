import { languageStorageKey, languages } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { bootLanguageKey, bootLanguages, bootTokenKey } from './boot-storage';
import { tokenStorageKey } from './lib/auth/session-store';

describe("the page starter's storage keys", () => {
  it('are the app’s: the session, the chosen language and the languages', () => {
    expect(bootTokenKey).toBe(tokenStorageKey);
    expect(bootLanguageKey).toBe(languageStorageKey);
    expect([...bootLanguages]).toEqual([...languages]);
  });
});
