import fs from 'node:fs';
import { createInstance } from 'i18next';
import { recipientTexts, retentionPeriodText, type Translate } from '../../apps/web/src/features/public-site/retention-schedule.ts';
import { type RecipientId, type RetentionRule, recipientIds, retentionPolicy } from '../../packages/shared/src/retention-policy.ts';

/**
 * docs/privacy.md, the operator's record of processing (GDPR art. 30) and guide to people's requests:
 * the hand-written template (privacy.template.md) with the parts that come from the retention table
 * filled in, in the English of the privacy page (apps/web/src/locales/en/privacy.json), so the record,
 * the page and the worker's job cannot tell different stories. `npm run docs:privacy` writes it; a test
 * fails when the committed file differs.
 */

export const privacyDocsFile = new URL('../../docs/privacy.md', import.meta.url);
const templateFile = new URL('privacy.template.md', import.meta.url);
const englishTexts = new URL('../../apps/web/src/locales/en/privacy.json', import.meta.url);

/** Whose data a rule holds, for art. 30(1)(c). */
const subjects: Record<RetentionRule['subjects'], string> = {
  users: 'people with an account',
  finders: 'people who report a sighting (with or without an account)',
  hunters: 'Hunters and other signed-in people who tap a tag',
  owners: 'bike owners who report a theft',
  shop_customers: 'people a bike is transferred to, shop customers',
  visitors: 'visitors: people who tap a tag or use the site without an account, senders of the contact form',
  admins: 'administrators, and the people their actions concern',
};

/**
 * Where each recipient processes data outside the EU and on what transfer tool (art. 30(1)(e)); null:
 * inside the EU only. What the privacy page says of each, in a line an auditor can check.
 */
const transfers: Record<RecipientId, string | null> = {
  hosting: null,
  object_storage: null,
  mail: null,
  stripe: 'United States (Stripe, Inc.): EU–US Data Privacy Framework; the standard contractual clauses of Stripe’s Data Transfers Addendum otherwise',
  payouts: 'PayPal’s group outside the EU: PayPal’s binding corporate rules (art. 47); the bank stays in the EU',
  google_sign_in: 'United States (Google LLC): EU–US Data Privacy Framework',
  push_services:
    'United States and wherever the browser’s vendor runs its push service (Google FCM, Mozilla autopush, Apple, Microsoft WNS): EU–US Data Privacy Framework for the certified companies; otherwise art. 49(1)(b), the alerts the person asked for',
  map_tiles:
    'With the default MAP_TILE_PROVIDER: United Kingdom (OpenStreetMap Foundation): adequacy decision; United States (Fastly, Inc., its CDN): EU–US Data Privacy Framework. Another provider: whatever the operator checked before setting it (see "Choices the privacy page assumes")',
  police_on_request: null,
};

const enforcement: Record<RetentionRule['enforcement'], (id: string) => string> = {
  job: (id) => `the worker's retention job, step \`${id}\` (apps/api/src/modules/privacy), on its schedule`,
  operator: () => 'the operator (see "What the logs keep" and "Backups" below)',
  device: () => "the app on the person's device, which deletes it when they sign out (decision 064)",
};

/** The page's English texts as a translation function, plurals included (the same i18next as the page). */
function englishTranslate(): Translate {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { privacy: JSON.parse(fs.readFileSync(englishTexts, 'utf8')) } },
    ns: ['privacy'],
    defaultNS: 'privacy',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const t = i18n.getFixedT('en', 'privacy');
  return (key, options) => String(t(key, options ?? {}));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;
/** Whether a rule's `data` entry is a table and its columns (else a place: a folder, the process logs, the backups). */
export const isTable = (place: string, items: readonly string[]) => /^\w+$/.test(place) && items.every((item) => /^\w+$/.test(item));

/** `users.email`, or for a place that is not a table `place`: `item`. */
function dataOf(rule: RetentionRule): string {
  return Object.entries(rule.data)
    .map(([place, items]) =>
      isTable(place, items) ? items.map((column) => code(`${place}.${column}`)).join(', ') : `${code(place)}: ${items.map(code).join(', ')}`,
    )
    .join('; ');
}

function recordOf(t: Translate): string {
  return retentionPolicy
    .map((rule, index) => {
      const recipients =
        rule.recipients.length > 0 ? rule.recipients.map((id) => `[${recipientTexts(t, id).name}](#recipient-${id})`).join(', ') : 'none beyond hosting';
      const reduces = 'reduces' in rule ? ` Columns cleared or coarsened: ${rule.reduces.map(code).join(', ')}.` : '';
      return [
        `### ${index + 1}. ${t(`retention.${rule.id}.name`)} (${code(rule.id)})`,
        '',
        `- **Purpose**: ${t(`retention.${rule.id}.purpose`)}`,
        `- **Legal basis**: ${t(`basis.${rule.basis}`)}`,
        `- **Data subjects**: ${subjects[rule.subjects]}`,
        `- **Personal data**: ${dataOf(rule)}`,
        `- **Recipients**: ${recipients}`,
        `- **Kept**: ${retentionPeriodText(t, rule.keep)}`,
        `- **Then**: ${t(`end.${rule.end}`)} ${t(`retention.${rule.id}.end`)}${reduces}`,
        `- **Applied by**: ${enforcement[rule.enforcement](rule.id)}`,
      ].join('\n');
    })
    .join('\n\n');
}

function summaryOf(t: Translate): string {
  const rows = retentionPolicy.map(
    (rule) => `| ${code(rule.id)} | ${cell(t(`retention.${rule.id}.name`))} | ${cell(retentionPeriodText(t, rule.keep))} | ${rule.end} | ${rule.enforcement} |`,
  );
  return ['| rule | data | kept | then | applied by |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

function recipientsOf(t: Translate): string {
  return recipientIds
    .map((id) => {
      const texts = recipientTexts(t, id);
      const rules = retentionPolicy.filter((rule) => (rule.recipients as readonly string[]).includes(id)).map((rule) => code(rule.id));
      const configured =
        id === 'map_tiles'
          ? `\n- **With another MAP_TILE_PROVIDER** the page names that provider and says: ${t('recipients.map_tiles.configured_where')} ${t('recipients.map_tiles.configured_safeguard')}`
          : '';
      return [
        `<a id="recipient-${id}"></a>`,
        `#### ${texts.name} (${code(id)})`,
        '',
        `- **Receives**: ${texts.receives}`,
        `- **Where**: ${texts.where}`,
        `- **Safeguard**: ${texts.safeguard}${configured}`,
        `- **Rules**: ${rules.length > 0 ? rules.join(', ') : 'none (named on the page only)'}`,
      ].join('\n');
    })
    .join('\n\n');
}

function transfersOf(t: Translate): string {
  const rows = recipientIds.flatMap((id) => {
    const where = transfers[id];
    return where ? [`| [${cell(recipientTexts(t, id).name)}](#recipient-${id}) | ${cell(where)} |`] : [];
  });
  const inside = recipientIds.filter((id) => transfers[id] === null).map((id) => recipientTexts(t, id).name);
  return ['| recipient | outside the EU, and the transfer tool |', '| --- | --- |', ...rows, '', `Inside the EU only: ${inside.join('; ')}.`].join('\n');
}

/** docs/privacy.md as the template and the table make it now. */
export function renderPrivacyDocs(): string {
  const t = englishTranslate();
  const parts: Record<string, string> = { summary: summaryOf(t), record: recordOf(t), recipients: recipientsOf(t), transfers: transfersOf(t) };
  const template = fs.readFileSync(templateFile, 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const part = parts[name];
    if (part === undefined) throw new Error(`privacy.template.md: unknown placeholder ${placeholder}`);
    return part;
  });
}
