import { loadAreaTexts } from './area-texts';
import { LANGUAGE_STORAGE_KEY, setShownLanguage, storedLanguage, type Language } from './language';
import { addTexts } from './texts';

/**
 * Switching the language shown, without i18next (issue 30). A member's pages read their texts through texts.ts,
 * which translates from the catalogues loaded here, so showing them in Kannada downloads the Kannada catalogue and
 * nothing else; i18next and react-i18next (about 20 KiB brotli) come only with the pages that use them (landing,
 * sign-in, registration: i18n.ts), which follow every switch through `followLanguage`. This module is in the entry
 * (about 1 KB): a Kannada page then waits for one request fewer before its texts (issue 30).
 */

type Follower = (language: Language) => Promise<void>;
let follower: Follower | null = null;

/** i18n.ts, when it loads, follows every later switch (it adds the loaded catalogues to i18next and changes to it). */
export function followLanguage(follow: Follower): void {
  follower = follow;
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<void>> = {
  kn: async () => {
    // antd's and dayjs's Kannada come with antd's pages (app/antd-providers.tsx).
    const { kannadaCatalogues } = await import('./locales/kn');
    for (const [ns, texts] of Object.entries(kannadaCatalogues)) addTexts('kn', ns, texts);
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
  // The admin screens' and public pages' texts (area-texts.ts) of the areas already open, so they switch with the rest.
  await Promise.all([loadLanguage(language), loadAreaTexts(language)]);
  // And of those whose code arrived meanwhile (at start-up, the first page's, fetched alongside).
  await loadAreaTexts(language);
  // <html lang> follows the language shown, so screen readers pronounce the page right.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // Shown and handed to i18next in one step: i18n.ts, loading meanwhile, starts in the language shown.
  setShownLanguage(language);
  await follower?.(language);
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
