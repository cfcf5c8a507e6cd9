import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const subject = 'mailto:support@ritrova.it';

describe('resolveVapidKeys', () => {
  it('generates a P-256 pair into DATA_DIR once and reads the same pair on the next start', () => {
    const dataDir = tempDir();
    const config = { dataDir, vapid: { publicKey: undefined, privateKey: undefined, subject } };
    const first = resolveVapidKeys(config);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(config)).toEqual(first);
  });

  it('uses the configured pair and writes nothing', () => {
    const dataDir = tempDir();
    const keys = resolveVapidKeys({ dataDir, vapid: { publicKey: 'pub', privateKey: 'priv', subject } });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject });
    expect(fs.existsSync(path.join(dataDir, 'vapid-keys'))).toBe(false);
  });
});
