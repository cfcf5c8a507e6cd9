import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One keep-alive TCP connection spoken to byte by byte: requests are written
 * as given, answers read in order. Nothing is hidden by an HTTP client (no
 * new connection behind one's back), so a test sees exactly what a reused
 * connection does. An answer that does not come within `timeoutMs` fails.
 */
export async function rawConnection(address: string, timeoutMs = 10_000) {
  const { hostname, port } = new URL(address);
  const socket = net.connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = Buffer.alloc(0);
  let ended = false;
  let waiting: (() => void) | null = null;
  const wake = () => {
    const w = waiting;
    waiting = null;
    w?.();
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('close', () => {
    ended = true;
    wake();
  });
  socket.on('error', () => {});

  /** A whole response at the front of the buffer (Content-Length bodies only), or null. */
  const take = (): RawResponse | null => {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (buffered.length < headEnd + 4 + length) return null;
    const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString();
    buffered = buffered.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  };

  return {
    /** Writes raw bytes (a request, or part of one). */
    write(bytes: Buffer | string) {
      socket.write(bytes);
    },
    /** The next response on this connection; rejects if none arrives in time or the connection closes. */
    async response(what: string): Promise<RawResponse> {
      const deadline = setTimeout(() => {
        ended = true;
        wake();
      }, timeoutMs);
      try {
        for (;;) {
          const got = take();
          if (got) return got;
          if (ended || socket.destroyed) throw new Error(`${what}: no answer on this connection within ${timeoutMs / 1000} s (or it closed)`);
          await new Promise<void>((resolve) => {
            waiting = resolve;
          });
        }
      } finally {
        clearTimeout(deadline);
      }
    },
    /** Resolves when the server has closed the connection; rejects if it is still open after `timeoutMs`. */
    async closed(what: string): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: the connection is still open after ${timeoutMs / 1000} s`)), timeoutMs);
      });
      try {
        await Promise.race([closed, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      socket.destroy();
    },
  };
}

/** An HTTP/1.1 request as bytes, with Content-Length when it has a body. */
export function rawRequest(method: string, path: string, headers: Record<string, string>, body?: Buffer): Buffer {
  const all = { host: 'localhost', connection: 'keep-alive', ...headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0)]);
}
