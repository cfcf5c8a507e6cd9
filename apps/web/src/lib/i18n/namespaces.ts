/** Every translation namespace: one JSON file per language in locales/{it,en,zh}/. */
export const namespaces = [
  'common',
  'nav',
  'auth',
  'google',
  'account',
  'dashboard',
  'bikes',
  'transfers',
  'theft',
  'photos',
  'maintenance',
  'rewards',
  'hunter',
  'messages',
  'admin',
  'notifications',
  'verify',
  'nfc',
  'stolenCheck',
  'stolen',
  'home',
  'contact',
  'errors',
  'validation',
  'status',
  'audiences',
  'adminUsers',
  'adminTags',
  'adminMoney',
  'shopArea',
  'adminDebug',
  'faq',
  'legal',
  'privacy',
] as const;

export type Namespace = (typeof namespaces)[number];

/** What the shell (header, footer, skip link, server status) shows on every page: ships with the entry. */
export const shellNamespaces = ['common', 'nav', 'status'] as const satisfies readonly Namespace[];

/**
 * Namespaces read together, each group one file per language (`locales/groups/<group>-<language>.ts`, decision
 * 060): `core` — the forms' errors and the bike's texts, which the signed-in pages and the public pages' app
 * share; `owner` — the rest of the owner's pages'; `hunter` — the Hunter's and the messages'. A signed-in page then
 * needs two or three text files, not one per namespace. Other namespaces are a file each. locales/groups.test.ts holds the files to these lists.
 */
export const textGroups = {
  core: ['errors', 'validation', 'bikes', 'photos', 'stolen'],
  owner: ['theft', 'dashboard', 'maintenance', 'rewards', 'notifications', 'transfers', 'account'],
  hunter: ['hunter', 'messages'],
} as const satisfies Record<string, readonly Namespace[]>;

export type TextGroup = keyof typeof textGroups;

/** The group a namespace's texts come in, if any. */
export function textGroupOf(ns: string): TextGroup | undefined {
  return (Object.keys(textGroups) as TextGroup[]).find((group) => (textGroups[group] as readonly string[]).includes(ns));
}

/**
 * The files (from the web app's root, as the build manifest names them) that hold `ns` in `language` and in
 * Italian, the fallback i18next loads too — less the shell's Italian texts, which are in the entry.
 */
export function textSourcesOf(ns: readonly string[], language: string): string[] {
  const files = new Set<string>();
  for (const lng of new Set([language, 'it'])) {
    for (const name of ns) {
      if (lng === 'it' && (shellNamespaces as readonly string[]).includes(name)) continue;
      const group = textGroupOf(name);
      files.add(group ? `src/locales/groups/${group}-${lng}.ts` : `src/locales/${lng}/${name}.json`);
    }
  }
  return [...files];
}
