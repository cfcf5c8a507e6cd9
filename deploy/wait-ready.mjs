#!/usr/bin/env node
// Waits until a Ritrova API process is ready to take traffic, for a rolling restart (docs/operations.md,
// "Release"):
//   node deploy/wait-ready.mjs <port> [--host 127.0.0.1] [--balancer-socket /run/haproxy/admin.sock] [--timeout 90]
// First the process itself: GET /api/health/ready answers 200. Then, with --balancer-socket, HAProxy's
// view of it: the server at that address and port in `show servers state` is running (its checks
// passed `rise` times), so the next process may be stopped. Exits 0 when ready, 1 at the deadline.
// The API units run it as ExecStartPost (process only); the topology tier runs it as the operator does.
import net from 'node:net';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { host: { type: 'string', default: '127.0.0.1' }, 'balancer-socket': { type: 'string' }, timeout: { type: 'string', default: '90' } },
});
const port = Number(positionals[0]);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('Usage: node deploy/wait-ready.mjs <port> [--host 127.0.0.1] [--balancer-socket /run/haproxy/admin.sock] [--timeout 90]');
  process.exit(2);
}
const deadline = Date.now() + Number(values.timeout) * 1000;
const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Whether the process answers ready (200 from /api/health/ready). */
async function processReady() {
  try {
    const res = await fetch(`http://${values.host}:${port}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** One command on HAProxy's admin socket, its whole answer. */
function balancerCommand(socket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.setTimeout(2000, () => connection.destroy(new Error('no answer from the balancer')));
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

// srv_op_state 2: SRV_ST_RUNNING (0 stopped, 1 starting, 3 stopping).
const RUNNING = '2';

/** Whether HAProxy runs the server at host:port (in any backend): its checks say it is up. */
async function balancerRunsIt(socket) {
  try {
    const lines = (await balancerCommand(socket, 'show servers state')).split('\n');
    const header =
      lines
        .find((l) => l.startsWith('# be_id'))
        ?.slice(2)
        .split(' ') ?? [];
    const column = (name) => header.indexOf(name);
    const servers = lines.filter((l) => /^\d+ /.test(l)).map((l) => l.split(' '));
    const ours = servers.filter((s) => s[column('srv_addr')] === values.host && s[column('srv_port')] === String(port));
    return ours.length > 0 && ours.every((s) => s[column('srv_op_state')] === RUNNING);
  } catch {
    return false;
  }
}

while (!(await processReady())) {
  if (Date.now() > deadline) {
    console.error(`The process on ${values.host}:${port} did not answer ready within ${values.timeout} s.`);
    process.exit(1);
  }
  await pause();
}
const socket = values['balancer-socket'];
if (socket) {
  while (!(await balancerRunsIt(socket))) {
    if (Date.now() > deadline) {
      console.error(`HAProxy did not take ${values.host}:${port} back within ${values.timeout} s (show servers state on ${socket}).`);
      process.exit(1);
    }
    await pause();
  }
}
console.log(`${values.host}:${port} is ready${socket ? ' and in the balancer' : ''}.`);
