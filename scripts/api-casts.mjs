#!/usr/bin/env node
// Part of `npm run lint` (issue #29 item 6, decision 070): the web does not describe the API's answers by hand.
// A call goes through `apiClient.call('METHOD /path', …)` (or `uploadTo` for multipart), whose answer type is the
// route's own response schema in packages/shared/src/api, or `apiClient.download('GET /path', …)` for a file,
// whose content type is its entry of packages/shared/src/api/downloads.ts. Anything else is a call by URL whose
// answer the call site describes itself, a cast in disguise: `apiClient.get<T>(…)`, `uploadForm<T>(…)` (the
// client hands the body back `as T`), an untyped `apiClient.post(…)` whose type comes from the function's declared
// return type, an `uploadForm(…)` or a `fetch('/api/…')` past the client; and so is an `as` on what a call
// returned. Strict: there is no baseline, one such site in a file of apps/web/src (tests left out) fails.
// NOTE: not counted: lib/auth/auth-api.ts reads sign-in answers through type guards (`isAuthResponse`), which
// check the fields they cast to; and the admin API debugger (features/admin-debug) shows whatever a route answers.
//
//   node scripts/api-casts.mjs            check
//   node scripts/api-casts.mjs --list     print every site found
// API_CASTS_ROOT=<dir> checks another tree in place of apps/web/src (the script's test).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = process.env.API_CASTS_ROOT ? path.resolve(process.env.API_CASTS_ROOT) : path.join(root, 'apps/web/src');
// The client's own boundary: the one place that says what the body of a route is (lib/api-client.ts, lib/upload.ts).
const boundary = new Set(['lib/api-client.ts', 'lib/upload.ts']);

// A call by URL: typed (`apiClient.get<T>(…)`, `uploadForm<T>(…)`) or not (`return apiClient.post(…)` in a function
// that promises `{ message: string }`: the same cast, unwritten), an `uploadForm(…)`, or a `fetch` of an API path.
// Only `apiClient.call`, `apiClient.download` and `uploadTo` know the answer.
const BY_URL = /\b(?:apiClient|api)\s*\.\s*(?:get|post|put|patch|delete|request)\s*[<(]|\buploadForm\s*[<(]|\bfetch\s*\(\s*['"`]\/api\//g;
// An `as` on an API answer: within one statement that calls the client (`apiClient.`, `api.`, `uploadForm(`, `uploadTo(`, `.call(`, `.download(`).
const CLIENT_CALL = /\b(?:apiClient|api)\s*\.\s*(?:get|post|put|patch|delete|request|call|download)\b|\b(?:uploadForm|uploadTo)\s*[(<]/;
const CAST = /\bas\s+(?!const\b)[A-Za-z_{([]/g;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The text without comments, so prose ("sent as JSON") is not taken for code. */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function sitesOf(text) {
  const body = code(text);
  const sites = [];
  const lineOf = (index) => body.slice(0, index).split('\n').length;
  for (const m of body.matchAll(BY_URL)) sites.push({ line: lineOf(m.index), kind: 'call by URL' });
  // Statements: split at `;` and at blank lines; a statement that calls the client may not cast.
  let offset = 0;
  for (const statement of body.split(/;|\n\s*\n/)) {
    if (CLIENT_CALL.test(statement)) {
      for (const m of statement.matchAll(CAST)) sites.push({ line: lineOf(offset + m.index), kind: 'cast' });
    }
    offset += statement.length + 1;
  }
  return sites.sort((a, b) => a.line - b.line);
}

const found = [];
for (const file of files(source)) {
  const relative = path.relative(source, file).split(path.sep).join('/');
  if (boundary.has(relative)) continue;
  for (const site of sitesOf(fs.readFileSync(file, 'utf8'))) found.push(`apps/web/src/${relative}:${site.line} ${site.kind}`);
}

if (process.argv.includes('--list')) for (const line of found) console.log(line);
for (const site of found) {
  console.error(
    `api-casts: ${site} — the call site describes the API's answer itself: call apiClient.call('METHOD /path', …) (uploadTo for multipart, apiClient.download for a file) with the route's answer in packages/shared/src/api`,
  );
}
console.log(`api-casts: ${found.length} call site(s) of apps/web/src type or cast an API answer themselves`);
process.exit(found.length > 0 ? 1 : 0);
