import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppPageNeeds, appEarlyDataId, type Language, languages, type PageRenderRequest, type RenderedPage, serverRenderDataId } from '@ritrova/shared';

/** What the web app's server build (apps/web/src/entry-server.tsx → dist-server/entry-server.js) exports. */
interface ServerEntry {
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
  isKnownPath(pathname: string): boolean;
  pageNeeds(pathname: string, language: Language): AppPageNeeds;
  signedInRenderPaths(pathname: string): Promise<string[] | null>;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Renders the app's pages on the server into whole documents: the built
 * index.html with the page's title, language, markup, data block and preload
 * hints for the chunks and texts it needs. Null when the web app was not built
 * with its server renderer (e.g. the API tests, which serve no web app).
 */
export interface PageRenderer {
  /** The whole HTML document of a page, and its status. */
  render(request: PageRenderRequest): Promise<{ status: number; html: string }>;
  /** Whether a path is one of the app's pages (others get the not-found page, 404). */
  isKnownPath(pathname: string): boolean;
  /** The app shell (index.html) for pages the browser renders alone. */
  shell: string;
  /**
   * The app shell for one of those pages (decision 060): index.html naming what the page needs first — the API
   * paths it reads first, and its modules and texts in `language` — for the early script, which asks for the
   * answers with the stored session, then for the modules and texts, while the app's entry loads.
   */
  appShell(pathname: string, language: Language): string;
  /**
   * The API paths a signed-in page is rendered from for its owner (issue #27 item 6) — the session's check and
   * the page's first answers — or null for a page the browser renders alone.
   */
  signedInPaths(pathname: string): Promise<string[] | null>;
}

/** JSON safe inside <script type="application/json">: nothing can close the element or start markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export async function loadPageRenderer(webDist: string | null): Promise<PageRenderer | null> {
  if (!webDist) return null;
  const entryFile = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const templateFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (![entryFile, templateFile, manifestFile].every((file) => fs.existsSync(file))) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = fs.readFileSync(templateFile, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const inShell = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
  const boot = manifest['src/boot.ts']?.file;
  const appEntry = manifest['index.html']?.file;
  const early = manifest['src/early.ts']?.file;
  if (!boot || !appEntry || !early) return null;
  // A rendered page starts with the boot script alone (src/boot.ts): the app's scripts are fetched once the page is painted.
  const appScripts = /<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
  const renderedTemplate = template.replace(appScripts, '');

  /** A source's chunk and every chunk it imports statically, less what the shell already loads. */
  const chunksOf = (source: string, into = new Set<string>()) => {
    const chunk = manifest[source];
    if (!chunk || into.has(chunk.file)) return into;
    if (!inShell.has(chunk.file)) into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, into);
    return into;
  };

  // NOTE: the data block is data (type application/json), never executed, so the strict CSP needs no exception.
  const document = (page: RenderedPage, language: Language) => {
    const preloads = new Set<string>(inShell);
    for (const source of [...page.sources, ...page.texts]) chunksOf(source, preloads);
    preloads.delete(appEntry);
    // The app loads when the visitor starts to use the page, not to read it (decision 058).
    // A page rendered for its signed-in owner is the app's at once: its header, menu and buttons (boot.ts).
    const start = { entry: `/${appEntry}`, preload: [...preloads].map((file) => `/${file}`), ...(page.data.signedIn ? {} : { when: 'intent' }) };
    return (
      renderedTemplate
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        // The page's own title replaces the shell's; its meta elements join the head (React rendered and escaped them).
        .replace(/<title>[^<]*<\/title>/, page.head.includes('<title>') ? '' : '$&')
        .replace('</head>', `${page.head}<script type="module" src="/${boot}"></script></head>`)
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>` +
            `<script type="application/json" id="${serverRenderDataId}">${jsonForScript(page.data)}</script>` +
            `<script type="application/json" id="ritrova-boot">${jsonForScript(start)}</script>`,
        )
    );
  };

  // The query cache's provider comes with every page of the app (app/routes.tsx `pageOf`).
  const everyPage = ['src/lib/page-queries.tsx'];
  const appShell = (pathname: string, language: Language) => {
    const needs = entry.pageNeeds(pathname, language);
    const preloads = new Set<string>();
    for (const source of [...needs.sources, ...everyPage, ...needs.texts]) chunksOf(source, preloads);
    preloads.delete(appEntry);
    // The early script asks for the page's answers first, then for these (decision 060): not as link elements
    // here, which a phone's few connections would serve before the answers.
    const block = { data: needs.data, preload: [...preloads].map((file) => `/${file}`) };
    return (
      template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        // First in the document: the block the early script reads, then the script, asked for before anything else.
        .replace(
          '<head>',
          `<head><script type="application/json" id="${appEarlyDataId}">${jsonForScript(block)}</script>` +
            `<script type="module" async src="/${early}"></script>`,
        )
    );
  };

  return {
    appShell,
    async render(request) {
      if (!languages.includes(request.language)) throw new Error(`not a language of ours: ${request.language}`);
      const page = await entry.renderPage(request);
      return { status: page.status, html: document(page, request.language) };
    },
    isKnownPath: (pathname) => entry.isKnownPath(pathname),
    signedInPaths: (pathname) => entry.signedInRenderPaths(pathname),
    shell: template,
  };
}
