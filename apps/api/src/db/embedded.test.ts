import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertReachableByPostgresUser } from './embedded.ts';

describe('assertReachableByPostgresUser', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the private folder the postgres user cannot enter, and passes once it can', () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-private-'));
    made.push(outer);
    fs.chmodSync(outer, 0o700);
    const data = path.join(outer, 'app', 'data');
    fs.mkdirSync(data, { recursive: true });
    expect(() => assertReachableByPostgresUser([data], true)).toThrow(new RegExp(`cannot enter ${outer}\\. .*chmod o\\+x ${outer}`));
    fs.chmodSync(outer, 0o755);
    expect(() => assertReachableByPostgresUser([data], true)).not.toThrow();
    // Not root: PostgreSQL runs as this user, who reaches what it made.
    fs.chmodSync(outer, 0o700);
    expect(() => assertReachableByPostgresUser([data], false)).not.toThrow();
  });
});
