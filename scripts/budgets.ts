#!/usr/bin/env node
// The size budgets of DESIGN §6, checked on every build; `npm test` runs this as its `budgets` tier
// (decision 026). Sizes, unlike timings, are the same on every machine, so they may fail the suite.
//
//   node --import tsx scripts/budgets.ts [--no-build] [--report=FILE]
//
// Builds the web app (unless --no-build), then measures what is served — the .gz siblings the build
// writes — against each budget in BUDGETS, prints every figure and exits 1 when one is over.
// bench/bundle-size.ts imports the same table and measurement, so both print the same numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { languages, type VerificationResponse } from '@ritrova/shared';
import { loadPageRenderer } from '../apps/api/src/lib/pages/page-renderer.js';
// The files the build compresses: those must have their siblings.
import { COMPRESSIBLE } from '../apps/web/build/compress.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(root, 'apps/web/dist');

const KIB = 1024;

/** Every budget, in one place. A budget is a limit on compressed bytes that a visitor downloads. */
export const BUDGETS = {
  /** The app's entry: every JS file index.html loads (its module script and modulepreloads), gzip. */
  entryJs: { title: 'app entry (JS loaded by index.html, gzip)', limitBytes: 120 * KIB, shown: '120 KiB' },
  /**
   * The public tag page before its verdict is visible: compressed HTML + CSS + fonts. "30 KB" as
   * DESIGN §6 writes it, read strictly (1000-byte KB).
   */
  tapPage: { title: 'tap page before the verdict (HTML + CSS + fonts, compressed)', limitBytes: 30 * 1000, shown: '30 KB' },
  /**
   * The tag page's script before its sighting form works (issue #27, decision 058): every JS file the
   * document loads before the visitor does anything — its scripts, their static imports, and the app its
   * starter loads unless that waits for the visitor (`when: "intent"`) — gzip. The form itself posts
   * without script. "30 KB" read strictly (1000-byte KB).
   */
  tapScript: { title: 'tap page script before the sighting form works (JS, gzip)', limitBytes: 30 * 1000, shown: '30 KB' },
  /**
   * The service worker (decision 064): its code and the precache list, fetched by the browser when the app
   * registers it and at each update check (never by the tag page's first load), gzip.
   */
  serviceWorker: { title: 'service worker script (sw.js with its precache list, gzip)', limitBytes: 16 * KIB, shown: '16 KiB' },
} as const;

/**
 * Per route (decisions 057, 060): the JS files the browser fetches for a page before it runs — what the server's
 * document for that page has it fetch at once: the entry and its preloads, the early script, and the page's
 * modules and texts (Italian) that the early script hints — and their gzip bytes. A page that needs a hundred
 * requests on a slow phone waits for them in rounds of six; this keeps it to a handful. Set at the build of
 * decision 060, then raised once by what issue #28 added to every page (the offline banner and state in the
 * shell, 1 KiB) and to the dashboard (the notifications switch, 2 files): a few KiB of margin, no more.
 * Tightened again with issue #27 item 6's second pass (decision 060, amended): the dialogs (Radix), the forms
 * (react-hook-form, zod) and the toasts (sonner) load on use, so `without` names the chunks a page must not fetch
 * before it runs — brought back by one static import, they fail the tier whatever the bytes.
 */
export const ROUTE_BUDGETS = [
  {
    route: '/bikes/:bikeId',
    path: '/bikes/00000000-0000-4000-8000-000000000000',
    src: 'src/app/routes/bike-detail.tsx',
    maxFiles: 36,
    maxBytes: 197 * KIB,
    without: ['radix', 'forms'],
  },
  { route: '/dashboard', path: '/dashboard', src: 'src/app/routes/dashboard.tsx', maxFiles: 28, maxBytes: 182 * KIB, without: ['radix', 'forms'] },
  { route: '/hunter/hunts', path: '/hunter/hunts', src: 'src/app/routes/hunter-hunts.tsx', maxFiles: 28, maxBytes: 176 * KIB, without: ['radix', 'forms'] },
  // The tag page in the app, with its sighting form (react-hook-form and zod: the `forms` chunk) and the
  // verification fallback, map-on-request and reward figure of issues #26/#27. Since decision 058 a
  // visitor of the server-rendered tag page loads none of it until they use a control (`tapScript`
  // below, ≤ 30 KB); this cap keeps the app's own route from growing.
  { route: '/nfc/verifica', path: '/nfc/verifica', src: 'src/app/routes/nfc-verifica.tsx', maxFiles: 38, maxBytes: 220 * KIB },
] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files the document of an app page has the browser fetch at once (decision 060): its scripts and hints, and the early script's. */
export function appPageFiles(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)) files.add(m[1] as string);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) files.add(m[1] as string);
  const block = html.match(/<script type="application\/json" id="ritrova-early">([^<]*)<\/script>/)?.[1];
  for (const href of block ? ((JSON.parse(block) as { preload?: string[] }).preload ?? []) : []) files.add(href.replace(/^\//, ''));
  return [...files];
}

/** Each budgeted route's scripts as its document has them fetched (gzip), with whether it is within its budget. */
export async function checkRouteBudgets(distDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const renderer = await loadPageRenderer(distDir);
  return ROUTE_BUDGETS.map((budget) => {
    const files = renderer ? appPageFiles(renderer.appShell(budget.path, 'it')).filter((f) => f.endsWith('.js')) : [];
    const bytes = files.reduce((n, f) => n + servedSize(distDir, f).gzip, 0);
    // The page's own module must be among them (else the route's name or the build changed: not measured).
    const found = files.includes(manifest[budget.src]?.file ?? '');
    // The shared chunks (vite.config.ts `codeSplitting.groups`) that the page must load only on use.
    const without: readonly string[] = 'without' in budget ? budget.without : [];
    const unwanted = files.filter((f) => without.some((chunk) => f.startsWith(`assets/${chunk}-`)));
    return {
      ...budget,
      files: files.length,
      bytes,
      unwanted,
      ok: found && unwanted.length === 0 && files.length <= budget.maxFiles && bytes <= budget.maxBytes,
    };
  });
}

/** Below this a compressed sibling may rightly be missing (it would not be smaller); above, it must exist. */
const SIBLING_REQUIRED_FROM_BYTES = 1024;

export interface FileSize {
  /** Path inside dist, as the browser asks for it (without the leading slash). */
  file: string;
  raw: number;
  /** Bytes sent to a browser that accepts gzip: the .gz sibling, or the file itself when there is none. */
  gzip: number;
  /** Likewise for brotli. */
  br: number;
}

export interface Measurement {
  files: FileSize[];
  /** The total the budget limits. */
  totalBytes: number;
}

export interface BudgetResult {
  name: keyof typeof BUDGETS;
  title: string;
  limitBytes: number;
  /** The limit as DESIGN §6 writes it. */
  shown: string;
  /** null: not measured (nothing to measure yet); never a failure. */
  measurement: Measurement | null;
  ok: boolean;
}

/** What the server sends for one built file, per encoding (see @fastify/static `preCompressed`). */
export function servedSize(distDir: string, file: string): FileSize {
  const full = path.join(distDir, file);
  const raw = fs.statSync(full).size;
  const sibling = (ext: string) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw);
  return { file, raw, gzip: sibling('.gz'), br: sibling('.br') };
}

/** The files index.html loads before the app runs: module scripts, modulepreloads and stylesheets. */
export function entryFiles(distDir: string): { js: string[]; css: string[] } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = Object.fromEntries([...(tag[2] ?? '').matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((a) => [a[1]?.toLowerCase(), a[2] ?? '']));
    const local = (url: string | undefined) => (url?.startsWith('/') && !url.startsWith('//') ? url.slice(1).split(/[?#]/)[0] : undefined);
    if (tag[1]?.toLowerCase() === 'script' && attrs.type === 'module') {
      const file = local(attrs.src);
      if (file) js.push(file);
    } else if (tag[1]?.toLowerCase() === 'link') {
      const file = local(attrs.href);
      if (file && attrs.rel === 'modulepreload') js.push(file);
      if (file && attrs.rel === 'stylesheet') css.push(file);
    }
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

function measure(distDir: string, files: string[]): Measurement {
  const sizes = files.map((f) => servedSize(distDir, f));
  return { files: sizes, totalBytes: sizes.reduce((n, s) => n + s.gzip, 0) };
}

/** The app's entry JS as served gzip-compressed. */
export function measureEntryJs(distDir: string): Measurement {
  return measure(distDir, entryFiles(distDir).js);
}

/** The stylesheets index.html loads, gzip: printed, not limited. */
export function measureEntryCss(distDir: string): Measurement {
  return measure(distDir, entryFiles(distDir).css);
}

/** The tag page's heaviest state: a stolen bike with a photo and a reward, the steps and the sighting form. */
const stolenBike: VerificationResponse = {
  success: true,
  status: 'stolen',
  isStolen: true,
  message: 'This bike has been reported stolen',
  scanId: null,
  authenticity: null,
  tag: { uid: '04D3E0A1B2C302', status: 'stolen', type: 'nfc', secure: false },
  bike: {
    name: 'Corsa della domenica',
    brand: 'Pinarello',
    model: 'Dogma F',
    type: 'road',
    color: 'Nero opaco',
    status: 'stolen',
    isStolen: true,
    stolenAt: '2026-11-20T10:00:00.000Z',
    stolenNear: 'Milano (MI)',
    reward: 620,
    rewardFunded: true,
    rewardCents: 62_000,
    finderRewardCents: 40_300,
    mainPhoto: '/media/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000/medium.jpg',
  },
};

const tapPageConfig = {
  success: true as const,
  company: { name: 'Ritrova S.r.l.', vat: 'IT00000000000', address: 'Milano' },
  supportEmail: 'support@ritrova.it',
  version: '0',
  googleSignIn: false,
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    provider: 'OpenStreetMap Foundation (United Kingdom)',
  },
};

/**
 * The tap page budget: what a phone downloads before the verdict shows — the server-rendered
 * document of a stolen bike's tag page (the web build's own renderer, as the server composes it;
 * its heaviest language) and the stylesheets it links, compressed as served. No fonts: the app
 * uses the system's. Images are not counted: the verdict is text.
 */
export async function measureTapPage(distDir: string): Promise<Measurement | null> {
  const renderer = await loadPageRenderer(distDir);
  if (!renderer) return null;
  const publicConfig = tapPageConfig;
  let heaviest: FileSize | null = null;
  let css: string[] = [];
  for (const language of languages) {
    const { html } = await renderer.render({ url: `/nfc/verifica?uid=${stolenBike.tag?.uid}`, language, publicConfig, verification: stolenBike });
    const body = Buffer.from(html);
    const page: FileSize = {
      file: `/nfc/verifica (stolen bike, ${language})`,
      raw: body.length,
      gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    if (!heaviest || page.gzip > heaviest.gzip) heaviest = page;
    css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1] as string);
  }
  if (!heaviest) return null;
  const files = [heaviest, ...css.map((file) => servedSize(distDir, file))];
  return { files, totalBytes: files.reduce((n, f) => n + f.gzip, 0) };
}

/** The tag page's document (a stolen bike: the sighting form shows) as the server composes it, in Italian. */
async function renderTapPage(distDir: string): Promise<string | null> {
  const renderer = await loadPageRenderer(distDir);
  if (!renderer) return null;
  const { html } = await renderer.render({
    url: `/nfc/verifica?uid=${stolenBike.tag?.uid}`,
    language: 'it',
    publicConfig: tapPageConfig,
    verification: stolenBike,
  });
  return html;
}

/**
 * The JS the tag page loads before the visitor does anything (see BUDGETS.tapScript): the document's
 * module scripts and modulepreloads with their static imports (Vite manifest), plus the app's entry and
 * preloads named in the starter's block unless it waits for the visitor's intent.
 */
export async function measureTapScript(distDir: string): Promise<Measurement | null> {
  const html = await renderTapPage(distDir);
  if (html === null) return null;
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const key = keyOf.get(file);
    for (const imported of (key && manifest[key]?.imports) || []) {
      const chunk = manifest[imported];
      if (chunk) add(chunk.file);
    }
  };
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)) add(m[1] as string);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) add(m[1] as string);
  const block = html.match(/<script type="application\/json" id="ritrova-boot">([^<]*)<\/script>/)?.[1];
  const start = block ? (JSON.parse(block) as { entry: string; preload: string[]; when?: string }) : null;
  if (start && start.when !== 'intent') for (const file of [start.entry, ...start.preload]) add(file.replace(/^\//, ''));
  return measure(
    distDir,
    [...files].filter((file) => file.endsWith('.js')),
  );
}

/** Built text files over SIBLING_REQUIRED_FROM_BYTES without a .br or .gz: the build's compression failed. */
export function missingSiblings(distDir: string): string[] {
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size >= SIBLING_REQUIRED_FROM_BYTES)
        for (const ext of ['.br', '.gz']) if (!fs.existsSync(full + ext)) missing.push(path.relative(distDir, full) + ext);
    }
  };
  walk(distDir);
  return missing;
}

/** Measures every budget of BUDGETS on a built dist folder (a budget with nothing to measure fails). */
export async function checkBudgets(distDir: string): Promise<BudgetResult[]> {
  const measurers: Record<keyof typeof BUDGETS, (dist: string) => Measurement | null | Promise<Measurement | null>> = {
    entryJs: measureEntryJs,
    tapPage: measureTapPage,
    tapScript: measureTapScript,
    serviceWorker: (dist) => (fs.existsSync(path.join(dist, 'sw.js')) ? measure(dist, ['sw.js']) : null),
  };
  const results: BudgetResult[] = [];
  for (const name of Object.keys(BUDGETS) as (keyof typeof BUDGETS)[]) {
    const { title, limitBytes, shown } = BUDGETS[name];
    const measurement = await measurers[name](distDir);
    results.push({ name, title, limitBytes, shown, measurement, ok: measurement !== null && measurement.totalBytes <= limitBytes });
  }
  return results;
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function printFiles(m: Measurement) {
  console.log(`  ${'file'.padEnd(46)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const f of [...m.files].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.file.padEnd(46)} ${kib(f.raw).padStart(10)} ${kib(f.gzip).padStart(10)} ${kib(f.br).padStart(10)}`);
  const sum = (k: 'raw' | 'gzip' | 'br') => m.files.reduce((n, f) => n + f[k], 0);
  console.log(
    `  ${`total (${m.files.length} files)`.padEnd(46)} ${kib(sum('raw')).padStart(10)} ${kib(sum('gzip')).padStart(10)} ${kib(sum('br')).padStart(10)}`,
  );
}

function build(): boolean {
  const t0 = Date.now();
  const run = spawnSync('npm', ['run', 'build', '-w', '@ritrova/web'], { cwd: root, encoding: 'utf8' });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.status !== 0) {
    console.log(output);
    console.log(`budgets: the web build failed (exit ${run.status})`);
    return false;
  }
  // The build lists every file; the figures that matter are below. Keep its route budgets and its
  // warnings (with their detail lines), each once: the web build may run Vite more than once.
  const seen = new Set<string>();
  let inWarning = false;
  for (const line of output.split('\n')) {
    if (/^\(!\)/.test(line)) inWarning = !seen.has(line);
    else if (!/^\s+- /.test(line)) inWarning = false;
    if ((/^route /.test(line) || inWarning) && !seen.has(line)) console.log(line);
    seen.add(line);
  }
  console.log(`web app built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}

async function main(args: string[]): Promise<number> {
  if (!args.includes('--no-build') && !build()) return 1;
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log(`budgets: no build in ${path.relative(root, WEB_DIST)}`);
    return 1;
  }
  const results = await checkBudgets(WEB_DIST);
  for (const r of results) {
    console.log(`\n${r.title}: budget ${r.shown}`);
    if (!r.measurement) {
      console.log('  could not be measured (no server renderer in the build): counted as over');
      continue;
    }
    printFiles(r.measurement);
    console.log(
      `  ${r.ok ? 'within' : 'OVER'} budget: ${r.measurement.totalBytes} bytes = ${kib(r.measurement.totalBytes)} of ${r.shown} (${r.limitBytes} bytes)`,
    );
  }
  const routes = await checkRouteBudgets(WEB_DIST);
  console.log("\nscripts a page needs before it runs (those its document has fetched at once: entry, early script, the page's modules and texts; gzip)");
  for (const r of routes)
    console.log(
      `  ${r.route.padEnd(16)} ${String(r.files).padStart(3)} files (≤ ${r.maxFiles})  ${kib(r.bytes).padStart(10)} (≤ ${kib(r.maxBytes)})  ${r.ok ? 'within' : 'OVER'}${r.unwanted.length ? `  (loads ${r.unwanted.join(', ')}, which it should load on use)` : ''}`,
    );

  const css = measureEntryCss(WEB_DIST);
  console.log(`\nCSS loaded by index.html (gzip; printed, no budget): ${kib(css.totalBytes)} in ${css.files.length} file(s)`);

  const missing = missingSiblings(WEB_DIST);
  console.log(
    `\ncompressed siblings of built text files ≥ ${SIBLING_REQUIRED_FROM_BYTES} bytes: ${missing.length === 0 ? 'all present' : `${missing.length} missing`}`,
  );
  for (const m of missing.slice(0, 20)) console.log(`  missing ${m}`);

  const checks = [...results.map((r) => r.ok), ...routes.map((r) => r.ok), missing.length === 0];
  const failed = checks.filter((ok) => !ok).length;
  const report = args.find((a) => a.startsWith('--report='))?.slice('--report='.length);
  if (report) fs.writeFileSync(report, JSON.stringify({ passed: checks.length - failed, failed }));
  console.log(`\nbudgets: ${checks.length - failed} within, ${failed} over`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
