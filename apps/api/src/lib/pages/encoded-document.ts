import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page kept in memory with its compressed forms, each made once,
 * on first demand (pages are cached, so the cost is paid once per page and
 * language, not per request; hence the best settings).
 */
export class EncodedDocument {
  private br: Promise<Buffer> | null = null;
  private gz: Promise<Buffer> | null = null;
  readonly body: Buffer;
  readonly status: number;

  constructor(html: string, status: number) {
    this.body = Buffer.from(html, 'utf8');
    this.status = status;
  }

  /** The bytes for this request's Accept-Encoding, and their encoding. */
  async encodedFor(acceptEncoding: string | undefined): Promise<{ bytes: Buffer; encoding: 'br' | 'gzip' | null }> {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'br') {
      this.br ??= brotli(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
      return { bytes: await this.br, encoding };
    }
    if (encoding === 'gzip') {
      this.gz ??= gzipAsync(this.body, { level: constants.Z_BEST_COMPRESSION });
      return { bytes: await this.gz, encoding };
    }
    return { bytes: this.body, encoding: null };
  }
}

/** brotli if accepted, else gzip, else nothing (a `q=0` refuses an encoding). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a page: its status, the encoding the client accepts, and headers
 * saying what the answer varies with. `cache` is the Cache-Control value.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: EncodedDocument,
  cache: string,
  status = document.status,
): Promise<FastifyReply> {
  const { bytes, encoding } = await document.encodedFor(request.headers['accept-encoding']);
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', cache).header('vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : bytes);
}
