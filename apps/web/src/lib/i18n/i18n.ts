import { defaultLanguage, type Language, languageStorageKey, languages } from '@ritrova/shared';
import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import it from '../../locales/it';

export const namespaces = [
  'common',
  'nav',
  'auth',
  'google',
  'account',
  'dashboard',
  'bikes',
  'transfers',
  'theft',
  'photos',
  'maintenance',
  'rewards',
  'hunter',
  'messages',
  'admin',
  'notifications',
  'verify',
  'nfc',
  'stolenCheck',
  'home',
  'contact',
  'errors',
  'validation',
  'status',
] as const;

/**
 * Long texts read on one page only (audience pages, FAQ, legal): not in the
 * shell, loaded when a page asks for them — in Italian too — so the public
 * tag page stays small.
 */
const onDemand: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  audiences: () => import('../../locales/it/audiences.json'),
  // The admin and shop areas: only their users ever load these.
  adminUsers: () => import('../../locales/it/adminUsers.json'),
  adminTags: () => import('../../locales/it/adminTags.json'),
  adminMoney: () => import('../../locales/it/adminMoney.json'),
  shopArea: () => import('../../locales/it/shopArea.json'),
  adminDebug: () => import('../../locales/it/adminDebug.json'),
  faq: () => import('../../locales/it/faq.json'),
  legal: () => import('../../locales/it/legal.json'),
};

// Italian is the source and the fallback, so it ships in the main bundle (but for
// the namespaces above); the other languages are fetched the first time someone picks them.
const loaders: Record<Exclude<Language, 'it'>, () => Promise<{ default: Record<string, ResourceLanguage> }>> = {
  en: () => import('../../locales/en'),
  zh: () => import('../../locales/zh'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language === 'it') {
      const italian = onDemand[namespace];
      if (!italian) return callback(null, {});
      italian()
        .then((module) => callback(null, module.default))
        .catch((err: Error) => callback(err, false));
      return;
    }
    const load = loaders[language as keyof typeof loaders];
    if (!load) return callback(null, {});
    load()
      .then((module) => callback(null, module.default[namespace] ?? {}))
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

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = isLanguage(lng) ? lng : defaultLanguage;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n
  .use(lazyBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { it },
    partialBundledLanguages: true,
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: defaultLanguage,
    ns: [...namespaces],
    defaultNS: 'common',
    // Only an explicit choice is remembered (see use-language.ts); the UI is Italian-first,
    // so the browser's language does not override it.
    detection: { order: ['localStorage'], lookupLocalStorage: languageStorageKey, caches: [] },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18n };
