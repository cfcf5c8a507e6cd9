#!/usr/bin/env node
// Part of `npm run lint` (issue #29): every decision record in docs/decisions/ starts with its title,
// then `Date: YYYY-MM-DD` and `Status: …` (accepted, amended, superseded, …), so a reader knows when
// it was taken and whether it still holds.
import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../docs/decisions');
const problems = [];
for (const name of fs
  .readdirSync(folder)
  .filter((n) => n.endsWith('.md'))
  .sort()) {
  const lines = fs.readFileSync(path.join(folder, name), 'utf8').split('\n');
  const head = lines.slice(0, 8).join('\n');
  if (!/^# \d{3} — /.test(lines[0] ?? '')) problems.push(`${name}: the first line is not "# NNN — title"`);
  if (!/^Date: \d{4}-\d{2}-\d{2}\b/m.test(head)) problems.push(`${name}: no "Date: YYYY-MM-DD" line after the title`);
  if (!/^Status: \S/m.test(head)) problems.push(`${name}: no "Status: …" line after the title`);
}
for (const problem of problems) console.error(`decision-records: ${problem}`);
console.log(`decision-records: ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
