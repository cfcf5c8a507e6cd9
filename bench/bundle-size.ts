import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, entryFiles, kib, measureEntryJs, servedSize } from '../scripts/budgets.js';

/**
 * Figures watched here only, in KiB of gzip. The entry's budget is not among them: it fails the
 * suite and lives with the others in scripts/budgets.ts (decision 026).
 */
const watched = { largestLazyChunk: 60, css: 30 };

/**
 * Prints what each built asset costs as served (the build's .gz and .br siblings, decision 026)
 * and how the entry compares with its budget.
 */
export function reportBundleSizes(distDir: string): void {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) {
    console.log('bundle: no build found — run `npm run build` first');
    return;
  }
  const entry = new Set(Object.values(entryFiles(distDir)).flat());
  const rows = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ ...servedSize(distDir, `assets/${f}`), name: f, entry: entry.has(`assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nbundle (KiB, as served)      raw    gzip  brotli');
  for (const r of rows.slice(0, 15))
    console.log(
      `${(r.entry ? '* ' : '  ') + r.name.padEnd(36).slice(0, 36)} ${(r.raw / 1024).toFixed(1).padStart(7)} ${(r.gzip / 1024).toFixed(1).padStart(7)} ${(r.br / 1024).toFixed(1).padStart(7)}`,
    );
  const entryJs = measureEntryJs(distDir).totalBytes;
  const css = rows.filter((r) => r.name.endsWith('.css')).reduce((n, r) => n + r.gzip, 0) / 1024;
  const lazy = (rows.find((r) => !r.entry && r.name.endsWith('.js'))?.gzip ?? 0) / 1024;
  console.log(
    `entry JS ${kib(entryJs)} gzip (budget ${BUDGETS.entryJs.shown}, checked by npm test); largest lazy chunk ${lazy.toFixed(1)} (watched ${watched.largestLazyChunk}); CSS ${css.toFixed(1)} (watched ${watched.css}); ${rows.length} files (* = loaded by index.html)`,
  );
}
