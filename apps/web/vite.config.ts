import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets, compressServiceWorker } from './build/compress.ts';
import { jsonAsData } from './build/json-as-data.ts';
import { routeBudget } from './route-budget';

// The API serves the built app from the same origin; in development Vite forwards /api to it.
const apiPort = process.env.API_PORT ?? '3000';

/**
 * Two builds: the browser's (dist/, compressed, with a manifest naming each source's chunk) and,
 * with `--ssr src/entry-server.tsx`, the server's renderer of the public pages (dist-server/),
 * which the API imports (decision 029).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // `@/x` is apps/web/src/x (tsconfig.json `paths` says the same to TypeScript).
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }] },
  plugins: [
    // The confusables data of Hunter names, as data (decision 042).
    jsonAsData(/node_modules[\\/]unhomoglyph[\\/]data\.json$/),
    react(),
    tailwindcss(),
    // The app's tag page beyond the shell (sighting form included); visitors of the server-rendered page load it
    // only on use since decision 058 (scripts/budgets.ts `tapScript`: ≤ 30 KB before that).
    ...(isSsrBuild ? [] : [routeBudget([{ chunk: 'nfc-verifica', route: '/nfc/verifica', maxKb: 90 }]), compressAssets()]),
    // The one service worker (decision 064): sw/sw.ts built to dist/sw.js with the precache list of the
    // build's files. The app registers it itself (lib/offline/service-worker.ts); the manifest is public/'s.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            devOptions: { enabled: false },
            injectManifest: {
              // A classic script: every browser with service workers runs it, and /sw-push.js can importScripts it.
              rollupFormat: 'iife',
              // The shell, the app's scripts, styles and texts, the icons and the manifest. Not the admins' pages,
              // the map's tiles library (no map offline), the link preview image, nor the compressed siblings.
              globPatterns: ['index.html', 'manifest.webmanifest', '*.{png,svg}', 'assets/**/*.{js,css,woff2}'],
              globIgnores: ['**/*.br', '**/*.gz', 'og-image.png', 'sw-push.js', 'assets/admin*', 'assets/provider-tiles*', 'assets/api-debugger*'],
            },
          }),
          compressServiceWorker(path.resolve(import.meta.dirname, 'dist')),
        ]),
  ],
  // The shared package is TypeScript source: bundled into the server build, not imported at run time.
  ssr: { noExternal: ['@ritrova/shared'] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // The server reads it to name a rendered page's chunks in preload hints.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // NOTE: the strict CSP forbids inline script, so nothing may be inlined as a data: module.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The browser build has three entries: the app (index.html), the starter of server-rendered pages (src/boot.ts)
      // and the early script of the pages the browser renders (src/early.ts: their first API calls, decision 060).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: path.resolve(import.meta.dirname, 'index.html'),
              boot: path.resolve(import.meta.dirname, 'src/boot.ts'),
              early: path.resolve(import.meta.dirname, 'src/early.ts'),
            },
          }),
      treeshake: {
        // packages/shared only declares constants and schemas. Saying so lets the first page skip
        // the zod schemas (and zod) that only the forms, loaded later, use.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // What every page runs, in one file instead of a dozen small ones (each small file
                // compresses worse and costs a request on a slow phone).
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/ },
                // The shell's own small modules, which pages share too: with the entry, not as a dozen files.
                {
                  name: 'shell',
                  test: /(apps[\\/]web[\\/]src[\\/](app[\\/]((layout[\\/])?(header|footer|root-layout|audience-menu|section-links|scroll-manager|admin-debugger-mount|social-icons|paths|routes|router|route-error|app))|lib[\\/](auth[\\/][\w-]+|offline[\\/](connection|offline-rules)|i18n[\\/][\w-]+|api-client|api-error|notify|public-config|hydration|server-render-data|cn)|components[\\/](ui[\\/](button|spinner)|logo|language-switcher|offline-notice))|packages[\\/]shared[\\/]src[\\/](languages|limits|errors|server-message))\.tsx?$/,
                },
                // NOTE: the texts the signed-in pages read together are grouped by modules of their own, one per
                // language (src/locales/groups, decision 060), not here: a group here leaves a small file per namespace.
                // The libraries the app's pages share, one file each instead of a file per module: TanStack Query
                // with the app's cache, the dialogs and menus (Radix and its helpers), forms (react-hook-form, zod).
                // NOTE (decision 057): grouping the app's own modules (per feature, per area) was measured and
                // rejected: a group drags its modules' dependencies along, and the public pages then load them.
                { name: 'query', test: /(node_modules[\\/]@tanstack[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/](page-queries|query-client|query-keys)\.tsx?$)/ },
                {
                  name: 'radix',
                  test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll[\w-]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|detect-node-es|get-nonce)[\\/]/,
                },
                { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/ },
                // Every icon the shell does not show: about 13 KB in one file, not thirty files of 300 bytes.
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
    },
  },
}));
