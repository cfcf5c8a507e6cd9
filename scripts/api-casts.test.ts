import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Probes of `node scripts/api-casts.mjs` (in `npm run lint:layers`, decision 070): each breaks the rule once.
const script = path.join(import.meta.dirname, 'api-casts.mjs');
const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

/** Runs the check on a tree of web files (path under apps/web/src → text), as `npm run lint` runs it on apps/web/src. */
function check(files: Record<string, string>) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'api-casts-'));
  trees.push(tree);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, API_CASTS_ROOT: tree }, encoding: 'utf8' });
  return { status: run.status, errors: run.stderr };
}

const byEndpoint = [
  "import { apiClient } from '@/lib/api-client';",
  "export const bike = async (id: string) => (await apiClient.call('GET /api/bikes/:id', { params: { id } })).bike;",
  "export const csv = () => apiClient.download('GET /api/admin/tags/export.csv');",
  "export const photo = (bikeId: string, form: FormData) => uploadTo('POST /api/photos/:bikeId/photo', { bikeId }, form);",
  '',
].join('\n');

describe('api-casts (lint)', () => {
  it('passes calls by endpoint (call, download, uploadTo), the client itself and tests', () => {
    const run = check({
      'features/bikes/api/bike.ts': byEndpoint,
      'lib/api-client.ts': 'const request = <T>(path: string) => exchange(path) as Promise<T>;\n',
      'lib/upload.ts': 'export const uploadForm = <T>(path: string) => send(path) as Promise<T>;\n',
      'features/bikes/api/bike.test.ts': "await apiClient.get<{ a: 1 }>('/api/bikes/1');\n",
    });
    expect(run).toEqual({ status: 0, errors: '' });
  });

  it('fails one call by URL with a written answer type, naming the file and line: there is no baseline', () => {
    const run = check({ 'features/bikes/api/bike.ts': `${byEndpoint}export const x = () => apiClient.get<{ success: true }>('/api/bikes/x');\n` });
    expect(run.status).toBe(1);
    expect(run.errors).toContain('apps/web/src/features/bikes/api/bike.ts:5 call by URL');
  });

  it('fails a call by URL in a file the former baseline allowed (lib/tags/download-tag-program.ts)', () => {
    const run = check({ 'lib/tags/download-tag-program.ts': 'export const csv = (url: string) => apiClient.get<string>(url);\n' });
    expect(run.status).toBe(1);
    expect(run.errors).toContain('apps/web/src/lib/tags/download-tag-program.ts:1 call by URL');
  });

  it('fails an untyped call by URL, whose answer type comes from the function that returns it', () => {
    const run = check({ 'lib/sighting.ts': 'export function send(path: string): Promise<{ ok: true }> {\n  return apiClient.post(path, {});\n}\n' });
    expect(run.status).toBe(1);
    expect(run.errors).toContain('apps/web/src/lib/sighting.ts:2 call by URL');
  });

  it("fails a cast of an endpoint's answer", () => {
    const run = check({ 'features/bikes/api/bike.ts': "export const b = async () => (await apiClient.call('GET /api/bikes/my-bikes')) as Bike[];\n" });
    expect(run.status).toBe(1);
    expect(run.errors).toContain('apps/web/src/features/bikes/api/bike.ts:1 cast');
  });

  it('fails a multipart upload by URL and a fetch of an API path past the client', () => {
    const run = check({
      'lib/report.ts':
        "export const a = (form: FormData) => uploadForm('/api/sightings', form);\nexport const b = () => fetch('/api/tags/verify/complete', { method: 'POST' });\n",
    });
    expect(run.status).toBe(1);
    expect(run.errors).toContain('apps/web/src/lib/report.ts:1 call by URL');
    expect(run.errors).toContain('apps/web/src/lib/report.ts:2 call by URL');
  });
});
