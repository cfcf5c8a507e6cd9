#!/usr/bin/env node
// Part of `npm run lint` (issue #29 item 6, decision 070): the web does not describe the API's answers by hand.
// A call goes through `apiClient.call('METHOD /path', …)`, whose answer type is the route's own response
// schema in packages/shared/src/api; a call site that names the answer's type itself is a cast in disguise
// (`apiClient.get<T>(…)`, `uploadForm<T>(…)`: the client hands the body back `as T`), and so is an `as` on
// what a call returned. Each is counted per file of apps/web/src (tests left out); the counts may only fall:
// a file above its line in scripts/api-casts-baseline.json, or a new file with one, fails, and so does a
// line the code has fallen below (lower it, so the ratchet holds).
// NOTE: not counted: lib/auth/auth-api.ts reads sign-in answers through type guards (`isAuthResponse`), which
// check the fields they cast to; and the admin API debugger (features/admin-debug) shows whatever a route answers.
//
//   node scripts/api-casts.mjs            check
//   node scripts/api-casts.mjs --list     print every site found
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.join(root, 'apps/web/src');
const baselineFile = path.join(root, 'scripts/api-casts-baseline.json');
// The client's own boundary: the one place that says what the body of a route is (lib/api-client.ts, lib/upload.ts).
const boundary = new Set(['lib/api-client.ts', 'lib/upload.ts']);

// A call by URL, whose answer type the call site writes (`apiClient.get<T>(…)`, `uploadForm<T>(…)`: the client
// hands the body back `as T`) or leaves to the function's declared return type (`return apiClient.post(…)` in a
// function that promises `{ message: string }`: the same cast, unwritten). Only `apiClient.call` knows the answer.
const TYPED_CALL = /\b(?:apiClient|api)\s*\.\s*(?:get|post|put|patch|delete|request)\s*[<(]|\buploadForm\s*<(?![=<])/g;
// An `as` on an API answer: within one statement that calls the client (`apiClient.`, `api.`, `uploadForm(`, `.call(`).
const CLIENT_CALL = /\b(?:apiClient|api)\s*\.\s*(?:get|post|put|patch|delete|request|call)\b|\buploadForm\s*[(<]/;
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
  for (const m of body.matchAll(TYPED_CALL)) sites.push({ line: lineOf(m.index), kind: 'call by URL' });
  // Statements: split at `;` and at blank lines; a statement that calls the client may not cast.
  let offset = 0;
  for (const statement of body.split(/;|\n\s*\n/)) {
    if (CLIENT_CALL.test(statement)) {
      for (const m of statement.matchAll(CAST)) sites.push({ line: lineOf(offset + m.index), kind: 'cast' });
    }
    offset += statement.length + 1;
  }
  return sites;
}

const found = {};
const listing = [];
for (const file of files(source)) {
  const relative = path.relative(source, file).split(path.sep).join('/');
  if (boundary.has(relative)) continue;
  const sites = sitesOf(fs.readFileSync(file, 'utf8'));
  if (sites.length === 0) continue;
  found[relative] = sites.length;
  for (const site of sites) listing.push(`apps/web/src/${relative}:${site.line} ${site.kind}`);
}

if (process.argv.includes('--list')) for (const line of listing) console.log(line);

const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8'));
const problems = [];
for (const [file, n] of Object.entries(found)) {
  const allowed = baseline[file] ?? 0;
  if (n > allowed) {
    problems.push(
      `api-casts: apps/web/src/${file} types or casts ${n} API answer(s) itself (${allowed} allowed) — call apiClient.call('METHOD /path', …) and add the route's response schema to packages/shared/src/api`,
    );
  }
}
for (const [file, allowed] of Object.entries(baseline)) {
  const n = found[file] ?? 0;
  if (n < allowed) problems.push(`api-casts: apps/web/src/${file} has ${n} site(s), the baseline says ${allowed} — lower scripts/api-casts-baseline.json`);
}
for (const problem of problems) console.error(problem);
const total = Object.values(found).reduce((a, b) => a + b, 0);
console.log(`api-casts: ${total} call site(s) in ${Object.keys(found).length} file(s) of apps/web/src type or cast an API answer themselves`);
process.exit(problems.length > 0 ? 1 : 0);
