import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets for what a visitor on a phone downloads (gzip), in KiB. */
const budgets = { entryJs: 150, largestLazyChunk: 60, css: 30 };

/** Prints the gzip size of every built asset and how the entry compares with its budget. */
export function reportBundleSizes(distDir: string): void {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) {
    console.log('bundle: no build found — run `npm run build` first');
    return;
  }
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const rows = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = fs.readFileSync(path.join(assets, f));
      return { file: f, raw: buf.length / 1024, gzip: gzipSync(buf).length / 1024, entry: html.includes(f) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nbundle (KiB)            raw    gzip');
  for (const r of rows.slice(0, 15))
    console.log(`${(r.entry ? '* ' : '  ') + r.file.padEnd(36).slice(0, 36)} ${r.raw.toFixed(1).padStart(7)} ${r.gzip.toFixed(1).padStart(7)}`);
  const entryJs = rows.filter((r) => r.entry && r.file.endsWith('.js')).reduce((n, r) => n + r.gzip, 0);
  const css = rows.filter((r) => r.file.endsWith('.css')).reduce((n, r) => n + r.gzip, 0);
  const lazy = rows.filter((r) => !r.entry && r.file.endsWith('.js'))[0]?.gzip ?? 0;
  console.log(
    `entry JS ${entryJs.toFixed(1)} KiB gzip (budget ${budgets.entryJs}); largest lazy chunk ${lazy.toFixed(1)} (budget ${budgets.largestLazyChunk}); CSS ${css.toFixed(1)} (budget ${budgets.css}); ${rows.length} files (* = loaded by index.html)`,
  );
}
