import { recipientIds, retentionPolicy } from '@ritrova/shared';
import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@/locales/catalogues';
import { retentionPeriodText } from './retention-schedule';

/**
 * The privacy page's retention section and its recipients are rendered from the retention table
 * (`retentionPolicy`, `recipientIds`): each row needs its words in every language, and a text for a
 * row the table no longer has is a promise nothing keeps.
 */
const languages = ['it', 'en', 'zh'] as const;
type Texts = Record<string, unknown>;

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);
const textsAt = (language: (typeof languages)[number], ...path: string[]): Texts => {
  let node: unknown = catalogues[language]?.privacy;
  for (const key of path) node = isTexts(node) ? node[key] : undefined;
  return isTexts(node) ? node : {};
};
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Keys of `privacy:retention` that are not rule ids. */
const retentionWords = ['clock'];

describe.each(languages)('the privacy texts in %s', (language) => {
  it('give every rule of the retention table its name, purpose and end', () => {
    const retention = textsAt(language, 'retention');
    for (const rule of retentionPolicy)
      for (const field of ['name', 'purpose', 'end'])
        expect.soft(hasText(textsAt(language, 'retention', rule.id)[field]), `privacy:retention.${rule.id}.${field}`).toBe(true);
    expect(Object.keys(retention).length).toBeGreaterThan(0);
  });

  it('have no text for a rule the table does not have', () => {
    const ruleIds: string[] = retentionPolicy.map((rule) => rule.id);
    const strays = Object.keys(textsAt(language, 'retention')).filter((key) => !ruleIds.includes(key) && !retentionWords.includes(key));
    expect(strays).toEqual([]);
    for (const rule of retentionPolicy) expect(Object.keys(textsAt(language, 'retention', rule.id)).sort(), rule.id).toEqual(['end', 'name', 'purpose']);
  });

  it('name every moment a period counts from, every legal basis and every end the table uses', () => {
    for (const { keep, basis, end } of retentionPolicy) {
      const clock = textsAt(language, 'retention', 'clock', keep.after);
      expect.soft(hasText(clock.after), `privacy:retention.clock.${keep.after}.after`).toBe(true);
      expect.soft(hasText(clock.at), `privacy:retention.clock.${keep.after}.at`).toBe(true);
      expect.soft(hasText(textsAt(language, 'basis')[basis]), `privacy:basis.${basis}`).toBe(true);
      expect.soft(hasText(textsAt(language, 'end')[end]), `privacy:end.${end}`).toBe(true);
    }
  });

  it('name every recipient with what it receives, where it processes it and on what safeguard, and no other', () => {
    const recipients = textsAt(language, 'recipients');
    for (const id of recipientIds)
      for (const field of ['name', 'receives', 'where', 'safeguard'])
        expect.soft(hasText(textsAt(language, 'recipients', id)[field]), `privacy:recipients.${id}.${field}`).toBe(true);
    expect(Object.keys(recipients).filter((key) => !(recipientIds as readonly string[]).includes(key))).toEqual([]);
  });
});

describe('retentionPeriodText', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = createInstance();
    await i18n.init({ resources: catalogues, lng: 'it', fallbackLng: 'it', ns: ['privacy'], interpolation: { escapeValue: false }, showSupportNotice: false });
  });
  const period = (language: string, count: number, unit: 'days' | 'months' | 'years', after: 'created' | 'theft_closed' | 'account_deleted') =>
    retentionPeriodText(i18n.getFixedT(language, 'privacy'), { count, unit, after });

  it('writes one and many days, months and years in the language’s plural forms', () => {
    expect(period('it', 1, 'days', 'created')).toBe('1 giorno da quando vengono registrati');
    expect(period('it', 30, 'days', 'account_deleted')).toBe("30 giorni dall'eliminazione dell'account");
    expect(period('it', 1, 'months', 'created')).toBe('1 mese da quando vengono registrati');
    expect(period('it', 6, 'months', 'created')).toBe('6 mesi da quando vengono registrati');
    expect(period('it', 10, 'years', 'created')).toBe('10 anni da quando vengono registrati');
    expect(period('en', 1, 'days', 'created')).toBe('1 day after they are recorded');
    expect(period('en', 2, 'days', 'created')).toBe('2 days after they are recorded');
    expect(period('en', 1, 'years', 'account_deleted')).toBe('1 year after the account is deleted');
    expect(period('en', 36, 'months', 'account_deleted')).toBe('36 months after the account is deleted');
    expect(period('zh', 1, 'days', 'created')).toBe('记录后 1 天');
    expect(period('zh', 6, 'months', 'account_deleted')).toBe('账户删除后 6 个月');
  });

  it('says "when" instead of a count of zero', () => {
    expect(period('it', 0, 'days', 'theft_closed')).toMatch(/^Alla chiusura del furto/);
    expect(period('en', 0, 'days', 'theft_closed')).toMatch(/^When the theft ends/);
    expect(period('zh', 0, 'days', 'theft_closed')).toMatch(/^失窃结束/);
  });
});
