import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { englishCatalogues } from './locales/en';
import common from './locales/en/common.json';
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  setShownLanguage,
  storedLanguage,
  type Language,
} from './language';
import { loadAreaTexts } from './area-texts';
import { setTranslator } from './texts';

// Pages take these from here, not from react-i18next, so that i18next and react-i18next stay in one chunk that
// only pages with translated texts load (not the entry, not antd's chunks: vite/chunk-groups.ts).
export { Trans, useTranslation } from 'react-i18next';
export { isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language';

/**
 * The web app's translations (issue 31). English, the spec's words: `common` comes with this module, each page's
 * own namespace with the page's code (i18n/namespaces/*), so admin pages do not carry the landing page's texts;
 * both are there before the page's first render. Kannada is its own chunk, downloaded only when someone chooses it.
 * This module is not in the entry (issue 30): the pages that show translated texts import it; the entry and antd's
 * providers only read which language is shown (language.ts).
 */
export const NAMESPACES = [
  'common',
  'landing',
  'login',
  'register',
] as const satisfies readonly (keyof typeof englishCatalogues)[];

export const i18n = i18next.createInstance();

// <html lang> follows the language shown, so screen readers pronounce the page right.
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = isLanguage(language) ? language : 'en';
  setShownLanguage(isLanguage(language) ? language : 'en');
});

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en: { common } },
  // Other languages are added when chosen (loadLanguage).
  partialBundledLanguages: true,
  // Synchronous: the English texts are there for the first render (and in tests, without a provider).
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The member pages' texts (texts.ts) in a language other than English: i18next translates them from that language's
// catalogue; their English, the fallback, is the page's own (never missing: the catalogues have the same keys).
setTranslator((ns, key, values, english) => {
  const text: unknown = i18n.t(key, { ns, defaultValue: english, ...values } as never);
  return typeof text === 'string' ? text : english;
});

/** A page's English texts, added when its code loads (i18n/namespaces/*). */
export function addEnglish<N extends keyof typeof englishCatalogues>(
  ns: N,
  texts: (typeof englishCatalogues)[N],
): void {
  i18n.addResourceBundle('en', ns, texts, true, true);
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<void>> = {
  kn: async () => {
    // antd's and dayjs's Kannada come with antd's pages (app/antd-providers.tsx).
    const { kannadaCatalogues } = await import('./locales/kn');
    for (const [ns, texts] of Object.entries(kannadaCatalogues)) i18n.addResourceBundle('kn', ns, texts, true, true);
  },
};

const loading = new Map<Language, Promise<void>>();

/** Downloads a language's catalogues (once). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().catch((err: unknown) => {
      loading.delete(language);
      throw err;
    });
    loading.set(language, pending);
  }
  return pending;
}

function remember(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
}

/** Shows the app in `language` once its texts have loaded, and remembers the choice in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  remember(language);
  // The admin screens' texts (area-texts.ts) of the areas already open, so they switch with the rest.
  await Promise.all([loadLanguage(language), loadAreaTexts(language)]);
  await i18n.changeLanguage(language);
}

/** At start-up: the language chosen on an earlier visit (English when none). */
export function applyStoredLanguage(): Promise<void> {
  const language = storedLanguage();
  return language === 'en' ? Promise.resolve() : chooseLanguage(language);
}

/**
 * Shows the app in `language` (a signed-in account's, issue 31: i18n/account-language.ts) and keeps the visitor's
 * own choice in this browser as it was.
 */
export async function showLanguage(language: Language): Promise<void> {
  const visitorsChoice = storedLanguage();
  await chooseLanguage(language);
  remember(visitorsChoice);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
