import fs from 'node:fs';
import path from 'node:path';

/**
 * Which tables a source file reads or writes (issue #29 item 1, decision 069), found in its text:
 * a Kysely query begun or joined on a table (`selectFrom('bikes as b')`, `insertInto`, `updateTable`,
 * `deleteFrom`, `mergeInto`, `replaceInto`, `…Join('tags')`, a list of tables in `selectFrom([…])`) and
 * SQL in a `sql` template (`FROM`, `JOIN`, `INTO`, `UPDATE`, `USING` — the repository writes SQL keywords in
 * capitals). Only names of real tables count (a CTE's name is not one); comments are left out.
 */

const QUERY =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const SQL_TEXT = /\b(?:FROM|JOIN|INTO|UPDATE|USING)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/g;
const QUOTED = /'([^']*)'|"([^"]*)"/g;

/** The text without comments (`//` to the end of a line, `/* … *\/`), strings and templates kept. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

/** The tables of `tables` the text names in a query or in SQL, sorted. */
export function tablesUsed(text: string, tables: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const code = withoutComments(text);
  for (const match of code.matchAll(QUERY))
    for (const quoted of (match[1] ?? '').matchAll(QUOTED)) {
      const name = (quoted[1] ?? quoted[2] ?? '').trim().split(/\s+/)[0] ?? '';
      if (tables.has(name)) found.add(name);
    }
  for (const match of code.matchAll(SQL_TEXT)) if (tables.has(match[1] ?? '')) found.add(match[1] as string);
  return [...found].sort();
}

/** Every .ts file under `dir` (tests left out: they set up and read any table), as paths relative to `dir`. */
export function sourceFiles(dir: string, under = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...sourceFiles(dir, relative));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(relative);
  }
  return files.sort();
}

/**
 * The part of apps/api/src a file belongs to, for ownership: its module (`modules/<m>/…` → m), `lib`
 * for lib/ (shared infrastructure that keeps a table or two: rate-limit counters, rotating keys), null
 * for db/ (migrations, backup and restore, type generation: the schema's own tools, which touch every
 * table). Anything else (cli/, app.ts, …) is its own folder or file, which owns no table.
 */
export function unitOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] === 'db') return null;
  if (parts[0] === 'modules') return parts.length > 2 ? (parts[1] ?? null) : file;
  if (parts[0] === 'lib') return 'lib';
  return parts.length > 1 ? (parts[0] ?? file) : file;
}
