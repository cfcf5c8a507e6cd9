import { describe, expect, it } from 'vitest';
import { currentPrivacySource, privacyTextsHash, privacyVersionStale, recordedPrivacyVersion } from './privacy-version.ts';

describe('the privacy text’s recorded version', () => {
  it('is the version of the texts and the retention table as they are now', () => {
    const recorded = recordedPrivacyVersion();
    expect(recorded.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${recorded.date}T12:00:00Z`).toISOString().slice(0, 10)).toBe(recorded.date);
    if (recorded.hash !== privacyTextsHash(currentPrivacySource())) expect.fail(privacyVersionStale);
  });

  it('changes with a word of any language or a period of the table, not with the files’ layout', () => {
    const source = () => ({
      texts: { it: { title: 'Informativa' }, en: { title: 'Privacy policy' }, zh: { title: '隐私政策' } },
      retentionPolicy: [{ id: 'scans', keep: { count: 30, unit: 'days', after: 'created' } }],
      recipientIds: ['hosting'],
    });
    const base = privacyTextsHash(source());
    expect(privacyTextsHash(source())).toBe(base);
    const reworded = source();
    reworded.texts.zh.title = '隐私声明';
    expect(privacyTextsHash(reworded)).not.toBe(base);
    const longer = source();
    longer.retentionPolicy[0] = { id: 'scans', keep: { count: 31, unit: 'days', after: 'created' } };
    expect(privacyTextsHash(longer)).not.toBe(base);
    const recipient = source();
    recipient.recipientIds = ['hosting', 'mail'];
    expect(privacyTextsHash(recipient)).not.toBe(base);
  });
});
