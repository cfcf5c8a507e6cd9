/**
 * Setup file of the `unit` and `api` tiers (as the end-to-end tier already
 * does in the browser): a test fails when anything writes to console.error or
 * console.warn that the test did not say it expects. A warning nobody reads is
 * a bug report nobody files.
 */
import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

const unexpected: string[] = [];
const expected: RegExp[] = [];

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(`console.${level}: ${text}`);
    original(...args);
  };
}

/** Declares console output the current test means to cause (e.g. a logged refusal); cleared after each test. */
export function expectConsole(pattern: RegExp): void {
  expected.push(pattern);
}

function report(when: string): void {
  const found = unexpected.splice(0);
  if (found.length > 0) throw new Error(`unexpected console output ${when}:\n${found.join('\n')}`);
}

afterEach(() => {
  expected.length = 0;
  report('during this test');
});
afterAll(() => report('outside the tests of this file'));
