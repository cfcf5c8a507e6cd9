import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the specs read on screen comes from the app's own locale files, so a changed text changes the tests too. */
export type Language = 'it' | 'en' | 'zh';
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/** The text of `ns:dotted.key` in `language`, with `{{vars}}` filled in (`_one`/`_other` by `count`). */
export function text(language: Language, ref: string, vars: Record<string, string | number> = {}): string {
  const [ns, key] = ref.split(':') as [string, string];
  const texts = JSON.parse(readFileSync(path.join(localesDir, `${language}/${ns}.json`), 'utf8')) as Record<string, unknown>;
  const lookup = (k: string) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  const found = lookup(key) ?? (vars.count !== undefined ? lookup(`${key}_${vars.count === 1 ? 'one' : 'other'}`) : undefined);
  if (typeof found !== 'string') throw new Error(`no text ${ref} in ${language}`);
  return found.replace(/{{(\w+)}}/g, (_, name: string) => String(vars[name] ?? ''));
}
