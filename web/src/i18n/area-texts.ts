import { use } from 'react';
import { useShownLanguage, type Language } from './language';
import { addTexts, textsOf, type Translate } from './texts';

/**
 * Texts of an area whose Kannada is downloaded only when it is shown (issue 31: the admin screens; issue 30: also
 * the landing, sign-in and registration pages' i18next namespaces, i18n.ts). The English
 * comes with the area's code, read without i18next as the member pages do (texts.ts); the Kannada catalogue of
 * each area is its own small file, fetched the first time that area is shown in Kannada (or, for the areas
 * whose code is already loaded, when someone chooses ಕನ್ನಡ: chooseLanguage waits for them), so neither the member
 * pages nor the Kannada chunk they load carry the admin screens' texts.
 */
type Catalogue = () => Promise<{ default: object }>;
type OtherLanguage = Exclude<Language, 'en'>;

const catalogues = new Map<string, Record<OtherLanguage, Catalogue>>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Tells where `ns`'s catalogue in each other language is (downloaded when shown: areaTextsOf, i18n.ts's pages). */
export function registerAreaTexts(ns: string, other: Record<OtherLanguage, Catalogue>): void {
  catalogues.set(ns, other);
}

/** Downloads `ns` in `language` for texts.ts (once); null when it is there already or `ns` is not an area's. */
export function pendingTexts(ns: string, language: OtherLanguage): Promise<void> | null {
  const key = `${language}:${ns}`;
  const catalogue = catalogues.get(ns)?.[language];
  if (!catalogue || loaded.has(key)) return null;
  let pending = loading.get(key);
  if (!pending) {
    pending = catalogue()
      .then((texts) => addTexts(language, ns, texts.default))
      // A failed download shows the English (the translator's fallback) rather than waiting for ever.
      .catch(() => undefined)
      .finally(() => {
        loaded.add(key);
        loading.delete(key);
      });
    loading.set(key, pending);
  }
  return pending;
}

/** The catalogues in `language` of every area whose code has loaded: before the app switches to it. */
export async function loadAreaTexts(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all([...catalogues.keys()].map((ns) => pendingTexts(ns, language) ?? Promise.resolve()));
}

/**
 * `const useMembersTexts = areaTextsOf('adminMembers', english, { kn: () => import('./locales/kn/admin/members.json') })`.
 * The hook suspends (the nearest Suspense shows its spinner) while the area's Kannada downloads.
 */
export function areaTextsOf<T extends object>(
  ns: string,
  english: T,
  other: Record<OtherLanguage, Catalogue>,
): () => Translate<T> {
  registerAreaTexts(ns, other);
  const useEnglishOrLoaded = textsOf(ns, english);
  return function useAreaTexts() {
    const language = useShownLanguage();
    const pending = language === 'en' ? null : pendingTexts(ns, language);
    if (pending) use(pending);
    return useEnglishOrLoaded();
  };
}
