import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { englishCatalogues } from './locales/en';
import common from './locales/en/common.json';
import { LANGUAGES, shownLanguage, type Language } from './language';
import { followLanguage } from './switch-language';
import { loadedNamespaces } from './texts';

// Pages take these from here, not from react-i18next, so that i18next and react-i18next stay in one chunk that
// only pages with translated texts load (not the entry, not antd's chunks: vite/chunk-groups.ts).
export { Trans, useTranslation } from 'react-i18next';
export { isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language';
// Switching the language needs no i18next (switch-language.ts); these stay reachable from here for the pages and tests.
export { applyStoredLanguage, chooseLanguage, showLanguage } from './switch-language';

/**
 * The texts of the pages that use i18next (issue 31): landing, sign-in and registration. English, the spec's words:
 * `common` comes with this module, each page's own namespace with the page's code (i18n/namespaces/*), so admin
 * pages do not carry the landing page's texts; both are there before the page's first render. Another language's
 * catalogues are downloaded by switch-language.ts when someone chooses it; this module starts in the language
 * shown with what is loaded, and follows every later switch. It is not in the entry (issue 30), and a member's
 * pages, whose texts texts.ts fills without i18next, never load it.
 */
export const NAMESPACES = [
  'common',
  'landing',
  'login',
  'register',
] as const satisfies readonly (keyof typeof englishCatalogues)[];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: shownLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en: { common }, ...otherLanguagesLoaded() },
  // Other languages are added when chosen (switch-language.ts).
  partialBundledLanguages: true,
  // Synchronous: the English texts are there for the first render (and in tests, without a provider).
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A page's English texts, added when its code loads (i18n/namespaces/*). */
export function addEnglish<N extends keyof typeof englishCatalogues>(
  ns: N,
  texts: (typeof englishCatalogues)[N],
): void {
  i18n.addResourceBundle('en', ns, texts, true, true);
}

/** What switch-language.ts has loaded before this module: the languages other than English with their namespaces. */
function otherLanguagesLoaded() {
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'en').map((language) => [
      language,
      Object.fromEntries(loadedNamespaces(language)),
    ]),
  );
}

// Every later switch: the language's catalogues (downloaded by then) handed to i18next, then shown by it.
followLanguage(async (language: Language) => {
  for (const [ns, texts] of loadedNamespaces(language)) i18n.addResourceBundle(language, ns, texts, true, true);
  await i18n.changeLanguage(language);
});
