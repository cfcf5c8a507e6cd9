import { describe, expect, it } from 'vitest';
import { toLanguage } from './languages.ts';

describe('toLanguage', () => {
  it.each([
    ['it-IT', 'it'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-Hans-CN', 'zh'],
    ['fr-FR', 'it'],
    ['', 'it'],
    [undefined, 'it'],
  ])('%s → %s (Italian is the fallback)', (tag, expected) => {
    expect(toLanguage(tag)).toBe(expected);
  });
});
