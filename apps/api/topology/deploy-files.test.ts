import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HAPROXY, repo } from './deployment.ts';

/**
 * The files of deploy/ as the machines read them: HAProxy's own check of deploy/haproxy.cfg (with
 * production's defaults and with the variables the topology tier sets) and systemd's of the units.
 */
const run = promisify(execFile);

describe('deploy/', () => {
  it("is a configuration HAProxy accepts, with production's defaults and with every variable set", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-haproxy-check-'));
    try {
      const defaults = await run(HAPROXY, ['-c', '-f', 'deploy/haproxy.cfg'], { cwd: repo, env: { PATH: process.env.PATH } });
      expect(defaults.stdout).toContain('Configuration file is valid');
      const set = await run(HAPROXY, ['-c', '-f', 'deploy/haproxy.cfg'], {
        cwd: repo,
        env: {
          PATH: process.env.PATH,
          RITROVA_LB_BIND: '127.0.0.1:8080',
          RITROVA_LB_API_1: '10.0.0.11:3001',
          RITROVA_LB_API_2: '10.0.0.12:3001',
          RITROVA_LB_API_3: '10.0.0.13:3001',
          RITROVA_LB_STATS_SOCKET: path.join(folder, 'admin.sock'),
          RITROVA_LB_CHECK_INTERVAL: '1s',
          RITROVA_LB_CHECK_FASTINTER: '250ms',
          RITROVA_LB_MAXCONN: '1000',
          RATE_LIMIT_VERIFY_PER_MINUTE: '60',
        },
      });
      expect(set.stdout).toContain('Configuration file is valid');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has systemd units that systemd-analyze verify accepts (an API instance, the worker, the migrations)', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ritrova-units-'));
    try {
      for (const unit of fs.readdirSync(path.join(repo, 'deploy/systemd'))) fs.copyFileSync(path.join(repo, 'deploy/systemd', unit), path.join(folder, unit));
      // An instance of the template, as `systemctl enable ritrova-api@3001` makes.
      fs.symlinkSync('ritrova-api@.service', path.join(folder, 'ritrova-api@3001.service'));
      const units = ['ritrova-api@3001.service', 'ritrova-worker.service', 'ritrova-migrate.service'].map((u) => `./${u}`);
      const { stderr } = await run('systemd-analyze', ['verify', ...units], { cwd: folder });
      expect(stderr).toBe('');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
