#!/usr/bin/env node
// `npm test`: every tier, in order of speed, then a summary.
//   unit  — pure rules (Vitest)
//   budgets — builds the web app and checks its compressed sizes against DESIGN §6 (scripts/budgets.ts)
//   api   — Fastify inject against a real embedded PostgreSQL, plus the server process lifecycle (Vitest)
//   topology — HAProxy in front of 3 API processes and a worker, as in production (Vitest, real processes)
//   e2e   — the production build in Debian's Chromium (Playwright)
//   i18n  — Italian, English and Chinese have the same keys
// Prints per-tier counts and a closing "N passed, N failed" line; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-test-'));
const only = process.argv.slice(2);
const tiers = [
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
    count: () => vitestCounts(`${reports}/unit.json`),
  },
  {
    name: 'budgets',
    cmd: ['node', '--import', 'tsx', 'scripts/budgets.ts', `--report=${reports}/budgets.json`],
    count: () => JSON.parse(fs.readFileSync(`${reports}/budgets.json`, 'utf8')),
  },
  {
    name: 'api',
    cmd: ['npx', 'vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/api.json`],
    count: () => vitestCounts(`${reports}/api.json`),
  },
  {
    // The production topology as real processes: HAProxy (deploy/haproxy.cfg), 3 API processes, a worker,
    // PostgreSQL through DATABASE_URL and object storage; rolling restart and kill -9 under load (decision 048).
    name: 'topology',
    cmd: ['npx', 'vitest', 'run', '--project', 'topology', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/topology.json`],
    count: () => vitestCounts(`${reports}/topology.json`),
  },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    count: () => playwrightCounts(`${reports}/e2e.json`),
  },
  { name: 'i18n', cmd: ['node', 'scripts/i18n-parity.mjs'], count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
].filter((t) => only.length === 0 || only.includes(t.name));

function vitestCounts(file) {
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}
function playwrightCounts(file) {
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  return { passed: s.expected, failed: s.unexpected + s.flaky + s.skipped };
}

const results = [];
const started = Date.now();
for (const tier of tiers) {
  console.log(`\n━━ ${tier.name} ━━`);
  const t0 = Date.now();
  const run = spawnSync(tier.cmd[0], tier.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...tier.env } });
  let counts;
  try {
    counts = tier.count(run.status === 0);
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name: tier.name, ...counts, seconds: Math.round((Date.now() - t0) / 1000) });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.name.padEnd(8)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`total time ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
