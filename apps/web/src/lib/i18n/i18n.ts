import { defaultLanguage, type Language, languages } from '@ritrova/shared';
import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from './language-choice';
import { type Namespace, shellNamespaces, textGroupOf } from './namespaces';

export { type Namespace, namespaces, shellNamespaces } from './namespaces';

/**
 * The texts a page needs are fetched when it is opened (routes list their namespaces, app/routes.tsx): the
 * namespaces of a group (`textGroups`: those the signed-in pages read together) in one file per language
 * (decision 060), every other namespace its own small file. Only what the shell shows on every page (header,
 * footer, errors) ships with the entry, in Italian, the source and the fallback.
 */
// NOTE: the glob patterns are literals (Vite reads them at build time): the grouped namespaces are those of `textGroups`.
const files = import.meta.glob<ResourceLanguage>(
  [
    '../../locales/*/*.json',
    '!../../locales/it/{common,nav,status}.json',
    '!../../locales/*/{errors,validation,bikes,photos,stolen,theft,dashboard,maintenance,rewards,notifications,transfers,account,hunter,messages}.json',
  ],
  { import: 'default' },
);
const groups = import.meta.glob<Record<string, ResourceLanguage>>('../../locales/groups/*.ts', { import: 'default' });
const shell = import.meta.glob<ResourceLanguage>('../../locales/it/{common,nav,status}.json', { import: 'default', eager: true });

const fileOf = (language: string, namespace: string) => `../../locales/${language}/${namespace}.json`;

/** A namespace's texts in a language: from its group's file (loaded once for all its namespaces), else its own. */
function readTexts(language: string, namespace: string): Promise<ResourceLanguage> {
  const group = textGroupOf(namespace);
  const load = group ? groups[`../../locales/groups/${group}-${language}.ts`] : files[fileOf(language, namespace)];
  if (!load) return Promise.resolve({});
  return group
    ? load().then((texts) => (texts as Record<string, ResourceLanguage>)[`../${language}/${namespace}.json`] ?? {})
    : (load() as Promise<ResourceLanguage>);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    readTexts(language, namespace)
      .then((resources) => callback(null, resources))
      .catch((err: Error) => callback(err, false));
  },
};

export function isLanguage(value: string | undefined | null): value is Language {
  return (languages as readonly string[]).includes(value ?? '');
}

/** The language in use, reduced to one of ours. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}

/** The browser's start of i18next (`startI18n`), once called: namespaces asked for meanwhile load once it is done. */
let starting: Promise<void> | null = null;

/** Loads the namespaces a page needs in the language in use (and Italian, the fallback), before it renders. */
export function loadNamespaces(ns: readonly Namespace[]): Promise<void> {
  // NOTE: on the server this instance is never started: each render has its own, with every text.
  if (starting) return starting.then(() => i18n.loadNamespaces([...ns]));
  if (!i18n.isInitialized) return Promise.resolve();
  return i18n.loadNamespaces([...ns]);
}

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = isLanguage(lng) ? lng : defaultLanguage;
}

i18n.on('languageChanged', syncDocumentLanguage);

const italianShell = Object.fromEntries(shellNamespaces.map((ns) => [ns, shell[fileOf('it', ns)] ?? {}]));

/**
 * Starts i18next in `language` (the server's choice for a page it rendered, else the
 * visitor's: their choice, else the browser's languages among ours, else Italian) and
 * resolves once the shell's texts are there in that language.
 */
export function startI18n(language: Language = initialLanguage()): Promise<void> {
  starting ??= init(language);
  return starting;
}

async function init(language: Language): Promise<void> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      resources: { it: italianShell },
      partialBundledLanguages: true,
      supportedLngs: [...languages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      ns: [...shellNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // No advertisement in the console (the browser's, the server's log).
      showSupportNotice: false,
    });
}

export { i18n };
