import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every rule that depends on time (link lifetimes, windows, expiries, business
 * days, retention) must read `ctx.clock`, so that tests move one clock instead
 * of editing rows. This guards the modules against the clock being bypassed:
 * the JavaScript one (`Date.now()`, `new Date()`) or PostgreSQL's in a statement.
 */

const MODULES_DIR = import.meta.dirname;

const RAW_TIME_READS: { name: string; pattern: RegExp }[] = [
  { name: 'Date.now()', pattern: /\bDate\.now\b/ },
  { name: 'new Date()', pattern: /\bnew\s+Date\s*(\(\s*\)|(?!\s*\())/ },
  // `clock.now()` and the like are method calls; a bare `now()` is PostgreSQL's.
  { name: 'SQL now()', pattern: /(?<![.\w$])now\s*\(\s*\)/i },
  { name: 'SQL current time', pattern: /\b(current_timestamp|current_date|current_time|localtimestamp|localtime)\b/i },
  { name: 'SQL clock function', pattern: /\b(clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\s*\(/i },
];

/** Characters after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);

/**
 * The source with its comments blanked out (line breaks kept, so line numbers
 * hold). Strings and template literals stay: SQL lives in them.
 */
export function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  // Each `${` inside a template literal opens code that ends at its matching `}`.
  const templateDepths: number[] = [];
  let braces = 0;
  let lastSignificant = '';
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');

  const readQuoted = (quote: string) => {
    let j = i + 1;
    while (j < source.length && source[j] !== quote && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  };

  const readTemplate = (): void => {
    // From just after a backtick (or a closing `}` of `${…}`) to the next backtick or `${`.
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        out += c;
        i += 1;
        lastSignificant = '`';
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        out += '${';
        i += 2;
        templateDepths.push(braces);
        braces += 1;
        lastSignificant = '{';
        return;
      } else {
        out += c;
        i += 1;
      }
    }
  };

  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && BEFORE_REGEX.has(lastSignificant)) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (inClass || source[j] !== '/')) {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j += 1;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
      lastSignificant = '/';
    } else if (c === "'" || c === '"') {
      const end = readQuoted(c);
      out += source.slice(i, end);
      i = end;
      lastSignificant = c;
    } else if (c === '`') {
      out += c;
      i += 1;
      readTemplate();
    } else if (c === '}' && templateDepths.length > 0 && braces - 1 === templateDepths[templateDepths.length - 1]) {
      templateDepths.pop();
      braces -= 1;
      out += c;
      i += 1;
      readTemplate();
    } else {
      if (c === '{') braces += 1;
      if (c === '}') braces -= 1;
      if (!/\s/.test(c)) lastSignificant = /[\w$)\].]/.test(c) ? 'x' : c;
      out += c;
      i += 1;
    }
  }
  return out;
}

/** `file:line: what — the line` for each raw time read in a source text. */
export function rawTimeReads(file: string, source: string): string[] {
  const found: string[] = [];
  const original = source.split('\n');
  withoutComments(source)
    .split('\n')
    .forEach((line, index) => {
      for (const { name, pattern } of RAW_TIME_READS) {
        if (pattern.test(line)) found.push(`${file}:${index + 1}: ${name} — ${original[index]?.trim()}`);
      }
    });
  return found;
}

function moduleSources(): string[] {
  return (
    (fs.readdirSync(MODULES_DIR, { recursive: true }) as string[])
      // Their unit tests too: a rule's test reads a fixed moment, never the machine's time.
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && path.basename(f) !== 'time-source.test.ts')
      .map((f) => f.split(path.sep).join('/'))
      .sort()
  );
}

describe('the application clock', () => {
  it("no module (nor its unit tests) reads the time except through the application's clock", () => {
    const files = moduleSources();
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => rawTimeReads(`apps/api/src/modules/${f}`, fs.readFileSync(path.join(MODULES_DIR, f), 'utf8')));
    expect(found, `read ctx.clock.now() (or take \`now\` as a parameter) instead of:\n${found.join('\n')}`).toEqual([]);
  });

  it('the check finds raw reads in code and SQL, and not in comments or through a clock', () => {
    const sample = [
      'const a = Date.now();',
      'const b = new Date();',
      'await sql`UPDATE t SET at = now() WHERE d < CURRENT_DATE`;',
      "db.updateTable('t').set({ at: sql`clock_timestamp()` });",
      '// Date.now() in a comment is fine',
      '/* so is new Date() */ const c = ctx.clock.now();',
      'const d = new Date(now.getTime() + 1000);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample file, template literal included
      "const e = '//' + `${x}` + 1; const f = /['`]/.test(y) ? 2 : 3; const g = Date.now;",
    ].join('\n');
    expect(rawTimeReads('sample.ts', sample).map((r) => r.split(' — ')[0])).toEqual([
      'sample.ts:1: Date.now()',
      'sample.ts:2: new Date()',
      'sample.ts:3: SQL now()',
      'sample.ts:3: SQL current time',
      'sample.ts:4: SQL clock function',
      'sample.ts:8: Date.now()',
    ]);
  });
});
