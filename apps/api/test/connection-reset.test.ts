import { execFile } from 'node:child_process';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/bootstrap.ts';
import { setupTestApp, type TestApp } from './helpers/app.ts';

/**
 * A client that resets its connection as soon as the answer arrives — what HAProxy's health checks
 * do, every few seconds — can leave the request without an address by the time its log line is
 * written. The process must go on serving (the topology tier's processes all ended at the first check).
 */
let t: TestApp;
let address: string;

beforeAll(async () => {
  // The request lines written, as in production (a silent logger writes none).
  const lines = new Writable({ write: (_chunk, _encoding, done) => done() });
  t = await setupTestApp({}, { logger: createLogger({ logLevel: 'info' }, lines) });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

// NOTE: another process: a client in the server's own event loop reads the answer only after the server has logged it.
const client = `
const net = require('node:net');
const [host, port, path, times] = process.argv.slice(1);
let left = Number(times);
const once = () => {
  const socket = net.connect({ host, port: Number(port) }, () => socket.write('GET ' + path + ' HTTP/1.1\\r\\nHost: localhost\\r\\n\\r\\n'));
  socket.once('data', (chunk) => {
    socket.resetAndDestroy();
    console.log(chunk.toString('latin1').split('\\r\\n')[0]);
    if (--left > 0) once();
  });
  socket.on('error', () => {});
};
once();
`;

describe('clients resetting their connection as soon as the answer arrives', () => {
  it('get their answers, and the process goes on answering', async () => {
    const { hostname, port } = new URL(address);
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', client, hostname, port, '/api/health', '20']);
    expect(stdout.trim().split('\n')).toEqual(Array(20).fill('HTTP/1.1 200 OK'));
    const next = await fetch(`${address}/api/health`);
    expect(next.status).toBe(200);
  });
});
