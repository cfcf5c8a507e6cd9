import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for routes that read their body as a stream (multipart
 * uploads). A request answered before its body was read to the end — refused
 * early, or with parts nobody wanted — leaves the rest of the body on the
 * connection, and a keep-alive connection then hangs until it times out: the
 * next request on it is never read (issue #17). So whatever is still unread
 * when the answer goes is read and dropped, up to `maxBytes`; a body announced
 * larger closes the connection after the answer instead, and one that turns
 * out larger is cut off there.
 */
export function settleUnreadBody(maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const raw = request.raw;
    if (raw.readableEnded || raw.destroyed) return payload;
    const declared = Number(raw.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reply.header('connection', 'close');
      return payload;
    }
    // Whoever was reading it (the multipart parser) is done with it.
    raw.unpipe();
    let left = maxBytes;
    const cutOff = () => {
      if (reply.raw.writableFinished) raw.socket?.destroy();
      else reply.raw.once('finish', () => raw.socket?.destroy());
    };
    const count = (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) {
        raw.off('data', count);
        raw.pause();
        cutOff();
      }
    };
    raw.on('data', count);
    raw.resume();
    return payload;
  };
}
