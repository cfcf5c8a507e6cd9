import fs from 'node:fs';
import { type Language, recipientIds, retentionPolicy } from '@ritrova/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { buildWebApp, type WebBuild } from './helpers/web-build.ts';

/**
 * The privacy page as the server renders it (issue #26, items 2 and 6): it names every recipient of
 * the retention table with where it processes the data — the map tiles' provider as configured —,
 * lists every retention rule, carries the date of its text, and no longer claims that everything is
 * processed in the European Union. Read in the page's first HTML, in it, en and zh.
 */
const locales = new URL('../../web/src/locales/', import.meta.url);
type Texts = { recipients: Record<string, Record<string, string>>; retention: Record<string, Record<string, string>> };
const privacyTexts = (language: Language): Texts => JSON.parse(fs.readFileSync(new URL(`${language}/privacy.json`, locales), 'utf8'));
const recordedVersion = (): { date: string } => JSON.parse(fs.readFileSync(new URL('privacy-version.json', locales), 'utf8'));

const acceptLanguage: Record<Language, string> = { it: 'it-IT,it;q=0.9', en: 'en-GB,en;q=0.9', zh: 'zh-CN,zh;q=0.9' };

/** What a reader sees: the markup's text, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<head>[\s\S]*?<\/head>/, ' ');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The claim the page made before issue #26, in each language. */
const everythingInTheEu: Record<Language, string> = {
  it: "I dati sono trattati nell'Unione europea.",
  en: 'Data is processed in the European Union.',
  zh: '数据在欧盟境内处理。',
};

let web: WebBuild;
beforeAll(async () => {
  web = await buildWebApp();
}, 180_000);
afterAll(async () => {
  await web?.remove();
});

describe('the privacy page with the default map provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({}, { webDist: web.dist });
  });
  afterAll(() => t?.close());

  it.each(['it', 'en', 'zh'] as const)('names every recipient, where it processes the data and on what safeguard, in %s', async (language) => {
    const res = await t.app.inject({ method: 'GET', url: '/privacy', headers: { 'accept-language': acceptLanguage[language] } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${language}">`);
    const page = visibleText(res.body);
    const { recipients } = privacyTexts(language);
    for (const id of recipientIds) {
      const texts = recipients[id] ?? {};
      for (const field of ['name', 'receives', 'where', 'safeguard']) expect.soft(page, `${language}: ${id}.${field}`).toContain(texts[field]);
    }
    // The map tiles' provider by default (MAP_TILE_PROVIDER unset): OpenStreetMap's tile servers, behind Fastly's network.
    expect(page).toContain('OpenStreetMap');
    expect(page).toContain('Fastly');
    expect(page).not.toContain(everythingInTheEu[language]);
  });

  it.each(['it', 'en', 'zh'] as const)('lists every retention rule of the table with its period, and the date of its text, in %s', async (language) => {
    const res = await t.app.inject({ method: 'GET', url: '/privacy', headers: { 'accept-language': acceptLanguage[language] } });
    const page = visibleText(res.body);
    const { retention } = privacyTexts(language);
    for (const rule of retentionPolicy) {
      expect.soft(page, `${language}: rule ${rule.id}`).toContain(retention[rule.id]?.name);
      expect.soft(page, `${language}: rule ${rule.id}`).toContain(retention[rule.id]?.end);
    }
    const periods: Record<Language, string> = {
      it: "36 mesi dall'ultimo utilizzo dell'account",
      en: '36 months after the account was last used',
      zh: '账户最后一次使用后 36 个月',
    };
    expect(page).toContain(periods[language]);
    expect(res.body).toContain(`<time dateTime="${recordedVersion().date}">`);
  });
});

describe('the privacy page with a map provider of the operator’s choice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp(
      { MAP_TILE_URL: 'https://tiles.example.eu/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps', MAP_TILE_PROVIDER: 'Example Maps GmbH (Germany)' },
      { webDist: web.dist },
    );
  });
  afterAll(() => t?.close());

  it('names that provider, and not OpenStreetMap, as the recipient of the map tiles', async () => {
    for (const language of ['it', 'en', 'zh'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/privacy', headers: { 'accept-language': acceptLanguage[language] } });
      const page = visibleText(res.body);
      expect(page, language).toContain('Example Maps GmbH (Germany)');
      expect(page, language).not.toContain('OpenStreetMap Foundation');
      expect(page, language).not.toContain('Fastly');
    }
  });
});
