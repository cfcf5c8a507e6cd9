import { describe, expect, it } from 'vitest';
import { readLegalSections } from './legal-sections';

describe('readLegalSections', () => {
  it('keeps the order of sections and of their paragraphs and lists', () => {
    const sections = readLegalSections({
      controller: { title: 'Titolare', p1: 'Primo.', p2: 'Secondo.' },
      data: { title: 'Dati', p1: 'Raccogliamo:', list: { account: 'account', bikes: 'bici' }, p2: 'Nient’altro.' },
    });
    expect(sections).toEqual([
      {
        id: 'controller',
        title: 'Titolare',
        blocks: [
          { kind: 'paragraph', key: 'p1', text: 'Primo.' },
          { kind: 'paragraph', key: 'p2', text: 'Secondo.' },
        ],
      },
      {
        id: 'data',
        title: 'Dati',
        blocks: [
          { kind: 'paragraph', key: 'p1', text: 'Raccogliamo:' },
          {
            kind: 'list',
            key: 'list',
            items: [
              { key: 'account', text: 'account' },
              { key: 'bikes', text: 'bici' },
            ],
          },
          { kind: 'paragraph', key: 'p2', text: 'Nient’altro.' },
        ],
      },
    ]);
  });

  it('gives no sections for a missing key (i18next returns the key as a string)', () => {
    expect(readLegalSections('privacy.sections')).toEqual([]);
    expect(readLegalSections(undefined)).toEqual([]);
  });

  it('skips a section without a title, blank paragraphs and empty lists', () => {
    expect(
      readLegalSections({
        untitled: { p1: 'Orfano.' },
        rights: { title: 'Diritti', p1: ' ', list: { a: '' }, p2: 'Scrivici.' },
      }),
    ).toEqual([{ id: 'rights', title: 'Diritti', blocks: [{ kind: 'paragraph', key: 'p2', text: 'Scrivici.' }] }]);
  });
});
