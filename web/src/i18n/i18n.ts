import { use } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';
import { pendingTexts, registerAreaTexts } from './area-texts';
import type { englishCatalogues } from './locales/en';
import type { PublicPageNamespace } from './locales/kn';
import common from './locales/en/common.json';
import { LANGUAGES, shownLanguage, useShownLanguage, type Language } from './language';
import { followLanguage } from './switch-language';
import { loadedNamespaces, onTextsAdded } from './texts';

// Pages take these from here, not from react-i18next, so that i18next and react-i18next stay in one chunk that
// only pages with translated texts load (not the entry, not antd's chunks: vite/chunk-groups.ts).
export { Trans } from 'react-i18next';
export { isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language';
// Switching the language needs no i18next (switch-language.ts); these stay reachable from here for the pages and tests.
export { applyStoredLanguage, chooseLanguage, showLanguage } from './switch-language';

/**
 * The texts of the pages that use i18next (issue 31): landing, sign-in and registration. English, the spec's words:
 * `common` comes with this module, each page's own namespace with the page's code (i18n/namespaces/*), so admin
 * pages do not carry the landing page's texts; both are there before the page's first render. In Kannada `common`
 * comes with the catalogues switch-language.ts downloads when someone chooses it, and each page's own namespace
 * is downloaded when the page is shown in Kannada (useTranslation waits for it), so a member's pages, whose
 * Kannada chunk is the same, do not carry the public pages' texts (issue 30). This module starts in the language
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

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * A page's English texts, added when its code loads (i18n/namespaces/*), and where its other languages are: each
 * downloaded the first time the page is shown in that language (or with the switch, while the page is open).
 */
export function addEnglish<N extends PublicPageNamespace>(
  ns: N,
  texts: (typeof englishCatalogues)[N],
  other: Record<OtherLanguage, () => Promise<{ default: object }>>,
): void {
  i18n.addResourceBundle('en', ns, texts, true, true);
  registerAreaTexts(ns, other);
}

/**
 * react-i18next's `useTranslation`, which first waits (the nearest Suspense shows its spinner) until the page's
 * own namespaces have downloaded in the language shown: without it the page would show its English meanwhile.
 */
export const useTranslation = ((...args: Parameters<typeof useI18nextTranslation>) => {
  const [ns] = args;
  const language = useShownLanguage();
  if (language !== 'en') {
    for (const name of [ns ?? 'common'].flat() as string[]) {
      const pending = pendingTexts(name, language);
      if (pending) use(pending);
    }
  }
  return useI18nextTranslation(...args);
}) as typeof useI18nextTranslation;

/** What switch-language.ts has loaded before this module: the languages other than English with their namespaces. */
function otherLanguagesLoaded() {
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'en').map((language) => [
      language,
      Object.fromEntries(loadedNamespaces(language)),
    ]),
  );
}

// Every catalogue downloaded from now on goes to i18next too; every later switch is shown by it.
onTextsAdded((language, ns, texts) => i18n.addResourceBundle(language, ns, texts, true, true));
followLanguage(async (language: Language) => {
  await i18n.changeLanguage(language);
});
