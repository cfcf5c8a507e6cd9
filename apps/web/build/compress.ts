import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Text assets worth compressing. Images (PNG) are compressed already; a `.br`
 * beside them would only add files. HTML is included because the API serves
 * `index.html` from disk too (decision 026).
 */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/;

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) sibling of
 * every text asset of the build, the public folder's files included, so that
 * the server sends them as they are (@fastify/static `preCompressed`) instead
 * of compressing on every request. Time is spent once, at build, so the
 * slowest, smallest settings are the right ones. A sibling that would not be
 * smaller is not written (the server then sends the original).
 */
export function compressAssets(): Plugin {
  return compression({
    include: COMPRESSIBLE,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    skipIfLargerOrEqual: true,
    deleteOriginalAssets: false,
    // Vite already lists every file; the plugin's list would add two lines per file. NOTE: 'silent'
    // also swallows the plugin's errors, so the `budgets` test tier (scripts/budgets.ts) fails when
    // a built text file has no .br or .gz sibling.
    logLevel: 'silent',
  });
}

/**
 * The service worker (dist/sw.js, decision 064) is written by vite-plugin-pwa once the bundle is
 * closed, after `compressAssets` has run: its siblings are written here, last, with the same settings.
 */
export function compressServiceWorker(outDir: string): Plugin {
  return {
    name: 'ritrova-compress-service-worker',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const file = path.join(outDir, 'sw.js');
        if (!fs.existsSync(file)) return;
        const source = await fs.promises.readFile(file);
        const br = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
        await fs.promises.writeFile(`${file}.br`, br);
        await fs.promises.writeFile(`${file}.gz`, gz);
      },
    },
  };
}
