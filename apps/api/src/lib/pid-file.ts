import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../db/embedded.ts';

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * One server per DATA_DIR: the pid file names the running server. A file whose
 * process is gone (the server was killed) is stale and replaced.
 */
export function claimPidFile(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'ritrova.pid');
  fs.mkdirSync(dataDir, { recursive: true });
  const pid = readPid(file);
  if (pid !== null && pid !== process.pid && isAlive(pid)) {
    throw new Error(`Another Ritrova server (pid ${pid}) is already running with DATA_DIR ${dataDir}.`);
  }
  fs.writeFileSync(file, String(process.pid));
  return {
    release() {
      if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

/** The pid of the server running on this DATA_DIR, if any. */
export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, 'ritrova.pid'));
  return pid !== null && isAlive(pid) ? pid : null;
}
