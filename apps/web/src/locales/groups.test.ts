import { languages } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import i18nSource from '../lib/i18n/i18n.ts?raw';
import { namespaces, textGroups, textSourcesOf } from '../lib/i18n/namespaces';

/** Every group file, as the browser's build bundles it: `{ '../<lng>/<ns>.json': texts }`. */
const groupFiles = import.meta.glob<Record<string, unknown>>('./groups/*.ts', { import: 'default', eager: true });

describe('the text groups (decision 060)', () => {
  it.each(Object.keys(textGroups))('%s: one file per language holding exactly its namespaces, in that language', (group) => {
    for (const language of languages) {
      const file = groupFiles[`./groups/${group}-${language}.ts`];
      expect(file, `${group}-${language}`).toBeDefined();
      expect(Object.keys(file ?? {}).sort()).toEqual(textGroups[group as keyof typeof textGroups].map((ns) => `../${language}/${ns}.json`).sort());
    }
  });

  it('keeps a namespace in one group at most, and the grouped ones out of the single files i18n loads', () => {
    const grouped = Object.values(textGroups).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const ns of grouped) expect(namespaces).toContain(ns);
    const excluded = /'!\.\.\/\.\.\/locales\/\*\/\{([^}]+)\}\.json'/.exec(i18nSource)?.[1]?.split(',');
    expect(excluded?.sort()).toEqual([...grouped].sort());
  });

  it("names a page's text files: the group's file once, the other namespaces' own, Italian beside another language", () => {
    expect(textSourcesOf(['common', 'errors', 'bikes', 'theft', 'verify'], 'it')).toEqual([
      'src/locales/groups/core-it.ts',
      'src/locales/groups/owner-it.ts',
      'src/locales/it/verify.json',
    ]);
    expect(textSourcesOf(['common', 'hunter'], 'zh')).toEqual([
      'src/locales/zh/common.json',
      'src/locales/groups/hunter-zh.ts',
      'src/locales/groups/hunter-it.ts',
    ]);
  });
});
