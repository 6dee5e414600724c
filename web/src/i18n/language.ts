import { useSyncExternalStore } from 'react';

/**
 * The language the app is shown in, without i18next (issue 30). The entry and antd's providers need only this:
 * which language, and the one chosen on an earlier visit. i18next and react-i18next (about 20 KiB brotli) come
 * with the pages that use them (i18n.ts, imported by them), so a member's pages do not download them, in any
 * language; switch-language.ts (in the entry too) tells this module whenever the language changes.
 */
export const LANGUAGES = ['en', 'kn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The visitor's choice, kept in this browser. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on an earlier visit in this browser (English when none). */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

let shown: Language = 'en';
const listeners = new Set<() => void>();

/** Called by switch-language.ts when the texts of the language chosen have loaded. */
export function setShownLanguage(language: Language): void {
  if (language === shown) return;
  shown = language;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => shown;

/** The language shown now, outside React (the API calls that send it). */
export function shownLanguage(): Language {
  return shown;
}

/** The language shown now; re-renders when it changes. */
export function useShownLanguage(): Language {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
