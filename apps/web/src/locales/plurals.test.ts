import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeKeys } from '@/lib/translate-key';
import { catalogues } from './catalogues';

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({ resources: catalogues, lng: 'it', fallbackLng: 'it', interpolation: { escapeValue: false }, showSupportNotice: false });
});
// The keys are read from the catalogues as the test runs.
const t = (language: string, key: string, values: Record<string, unknown> = {}) => runtimeKeys(i18n.getFixedT(language))(key, values);

/** Every text of a catalogue as `namespace:key.path` → text. */
function texts(language: keyof typeof catalogues): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.set(path, node);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path.endsWith(':') ? `${path}${k}` : `${path}.${k}`);
  };
  for (const [namespace, resources] of Object.entries(catalogues[language])) walk(resources, `${namespace}:`);
  return out;
}

describe('counts take the language’s plural forms', () => {
  it.each([
    ['adminMoney:overview.bikes_details', '1 rubata', '2 rubate', '1 stolen', '2 stolen'],
    ['adminMoney:overview.users_admin', '1 amministratore', '2 amministratori', '1 admin', '2 admins'],
    ['adminMoney:overview.users_user', '1 utente', '2 utenti', '1 user', '2 users'],
    ['adminMoney:overview.users_shop', '1 negozio', '2 negozi', '1 shop', '2 shops'],
    [
      'adminMoney:overview.users_recent',
      '1 nuovo negli ultimi 30 giorni',
      '2 nuovi negli ultimi 30 giorni',
      '1 new in the last 30 days',
      '2 new in the last 30 days',
    ],
    ['adminMoney:overview.tags_lost', '1 perso', '2 persi', '1 lost', '2 lost'],
    ['theft:recovered.who.scans', '1 scansione', '2 scansioni', '1 scan', '2 scans'],
    [
      'validation:max_length_count',
      'Inserisci al massimo 1 carattere',
      'Inserisci al massimo 2 caratteri',
      'Enter at most 1 character',
      'Enter at most 2 characters',
    ],
    ['contact:form.message_hint', 'Al massimo 1 carattere.', 'Al massimo 2 caratteri.', 'At most 1 character.', 'At most 2 characters.'],
  ])('%s: %s / %s in Italian, %s / %s in English', (key, itOne, itTwo, enOne, enTwo) => {
    expect(t('it', key, { count: 1 })).toBe(itOne);
    expect(t('it', key, { count: 2 })).toBe(itTwo);
    expect(t('en', key, { count: 1 })).toBe(enOne);
    expect(t('en', key, { count: 2 })).toBe(enTwo);
  });

  it('the sighting note says how many characters are left, in the singular for one', () => {
    expect(t('it', 'verify:sighting.note_hint', { count: 1 })).toMatch(/Resta 1 carattere\.$/);
    expect(t('it', 'verify:sighting.note_hint', { count: 2 })).toMatch(/Restano 2 caratteri\.$/);
    expect(t('en', 'verify:sighting.note_hint', { count: 1 })).toMatch(/1 character left\.$/);
  });

  it('a Hunter’s point history and a partial photo upload agree with their number', () => {
    expect(t('it', 'hunter:history.points', { count: 1, points: '+1' })).toBe('+1 punto');
    expect(t('it', 'hunter:history.points', { count: 10, points: '+10' })).toBe('+10 punti');
    expect(t('en', 'hunter:history.points', { count: 1, points: '+1' })).toBe('+1 point');
    expect(t('it', 'photos:errors.partial_upload', { count: 1, uploaded: 1, total: 3 })).toBe('Caricata 1 foto su 3.');
    expect(t('it', 'photos:errors.partial_upload', { count: 2, uploaded: 2, total: 3 })).toBe('Caricate 2 foto su 3.');
  });

  it('the admin overview writes large counts with the language’s grouping', () => {
    expect(t('it', 'adminMoney:overview.users_user', { count: 12345 })).toBe('12.345 utenti');
    expect(t('en', 'adminMoney:overview.users_user', { count: 12345 })).toBe('12,345 users');
    expect(t('zh', 'adminMoney:overview.users_user', { count: 2 })).toBe('2 名用户');
  });

  it('every text that shows {{count}} has the plural forms: one and other in Italian and English, other in Chinese', () => {
    for (const language of ['it', 'en', 'zh'] as const) {
      const all = texts(language);
      for (const [key, text] of all) {
        if (!/\{\{count(,[^}]*)?\}\}/.test(text) || /_(one|other)$/.test(key)) continue;
        // A key named for a count above one on purpose (notifications' `_many`: "avvistata 4 volte") is chosen by code, not by i18next.
        if (/_many$/.test(key)) continue;
        // A bare counter ("12/1000") has no word to agree.
        if (/^\{\{count\}\}\/\{\{max\}\}$/.test(text)) continue;
        expect.soft(key, `${language} ${key}: "${text}" needs plural forms`).toBe('');
      }
      for (const key of all.keys()) {
        const base = key.match(/^(.*)_(one|other)$/)?.[1];
        if (!base) continue;
        expect(all.has(`${base}_other`), `${language} ${base}_other`).toBe(true);
        if (language !== 'zh') expect(all.has(`${base}_one`), `${language} ${base}_one`).toBe(true);
      }
    }
  });
});

describe('one source of facts, in every language', () => {
  it('support answers within 24 hours everywhere the pages say it (spec §9), never "24-48"', () => {
    for (const language of ['it', 'en', 'zh'] as const) {
      const all = texts(language);
      for (const [key, text] of all) expect(text, `${language} ${key}`).not.toMatch(/24\s*[-–]\s*48/);
      for (const key of ['home:contact.reply_time', 'contact:subtitle', 'faq:intro']) expect(all.get(key), `${language} ${key}`).toMatch(/24/);
    }
  });

  it('no text writes a support or company address of its own: they come from the configuration', () => {
    for (const language of ['it', 'en', 'zh'] as const)
      for (const [key, text] of texts(language)) {
        expect(text, `${language} ${key}`).not.toMatch(/customercare@|support@|Via Example/i);
        expect(key, `${language} ${key}`).not.toBe('home:contact.where_default');
      }
  });
});

describe('greetings are gender-neutral in Italian', () => {
  it('the dashboard greets by name with "Ciao"', () => {
    expect(t('it', 'dashboard:welcome', { nome: 'Giulia' })).toBe('Ciao, Giulia');
  });

  it('no text welcomes the reader with a masculine or feminine word', () => {
    // "Ti diamo il benvenuto" is the neutral form: the noun, not the adjective.
    for (const [key, text] of texts('it')) expect(text, key).not.toMatch(/(?<!il )\b(benvenut[oa]|bentornat[oa])\b|\bpront[oa] a\b/i);
  });
});
