import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeBudget } from './route-budget';

// The API serves the built app from the same origin; in development Vite forwards /api to it.
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), routeBudget([{ chunk: 'nfc-verifica', route: '/nfc/verifica', maxKb: 60 }])],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // NOTE: the strict CSP forbids inline script, so nothing may be inlined as a data: module.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // packages/shared only declares constants and schemas. Saying so lets the first page skip
        // the zod schemas (and zod) that only the forms, loaded later, use.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
