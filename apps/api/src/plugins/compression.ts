import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers smaller than this leave as they are. Below about 1 KiB the saving is
 * a few hundred bytes at most, within the same TCP packet, while compressing
 * still costs CPU on every request; the verification answers (a few hundred
 * bytes) stay below it, so the hot path never compresses (decision 026).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses larger API answers (brotli or gzip, as the client accepts) on the
 * fly. The built web app is compressed at build time instead and served as it
 * is (`preCompressed` in plugins/web.ts): its routes are left out here, so a
 * tiny file that has no smaller sibling is not compressed on every request.
 * Must be registered before the routes (its onRoute hook decorates them).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    // @fastify/static marks each file route it declares with `config.file`.
    const config = route.config as { file?: unknown } | undefined;
    if (typeof config?.file === 'string') route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Every current browser sends both; zstd and deflate would add code paths and nothing for them.
    encodings: ['br', 'gzip'],
    // Quality 4 is about as fast as gzip's default and still smaller; 11 is for build time only.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    // Request bodies are never compressed by our clients; inflating them would only open a
    // decompression bomb past the body limit and add a hook to every route.
    globalDecompression: false,
  });
});
