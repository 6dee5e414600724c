import { useMemo } from 'react';
import { useShownLanguage } from './language';

/**
 * Translated texts without i18next (issues 30 and 31). A member's pages must not download i18next and
 * react-i18next (about 20 KiB brotli), so they read their texts through this hook: in English it fills the page's
 * own English catalogue (bundled with the page, the same JSON i18next would get) in place; in another language,
 * which only shows after switch-language.ts has loaded that language's catalogues (chooseLanguage), it fills the
 * text from them the same way, with the language's plural rules. One catalogue per namespace, the same keys and
 * the same `{{name}}` placeholders and `_one`/`_other` plurals in both (catalogues.spec.ts checks the files).
 */

export type TextValues = Record<string, string | number>;

/** The dotted keys of a catalogue's texts ('header.logout'); plural pairs by their stem ('events.count'). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Stem}_${'one' | 'other' | 'zero' | 'two' | 'few' | 'many'}`
      ? Stem | K
      : K
    : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

type Tree = { [key: string]: string | Tree };

/** The catalogues of languages other than English loaded so far, by `language:namespace` (switch-language.ts). */
const loadedTexts = new Map<string, Tree>();

type TextsListener = (language: string, ns: string, texts: object) => void;
let textsListener: TextsListener | null = null;

/** i18n.ts, once loaded, gets every catalogue added later too (for the pages that read them through i18next). */
export function onTextsAdded(listener: TextsListener): void {
  textsListener = listener;
}

/** Makes a namespace's texts in `language` available (once downloaded); a later call replaces them. */
export function addTexts(language: string, ns: string, texts: object): void {
  loadedTexts.set(`${language}:${ns}`, texts as Tree);
  textsListener?.(language, ns, texts);
}

/** Every namespace loaded in `language` with its texts (i18n.ts hands them to i18next). */
export function loadedNamespaces(language: string): [string, object][] {
  const prefix = `${language}:`;
  return [...loadedTexts]
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, tree]) => [key.slice(prefix.length), tree]);
}

function lookup(tree: Tree, key: string): string | undefined {
  let at: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof at !== 'object') return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The text of `key` in a catalogue, its plural form by `count` as the language's rules say (as i18next picks). */
function textOf(tree: Tree, key: string, language: string, values?: TextValues): string | undefined {
  if (values && typeof values.count === 'number') {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    const plural = lookup(tree, `${key}_${rules.select(values.count)}`) ?? lookup(tree, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(tree, key);
}

/** The English text of `key` (its plural form by `count`), placeholders still in it. */
export function englishText(tree: Tree, key: string, values?: TextValues): string {
  return textOf(tree, key, 'en', values) ?? key;
}

/** Fills `{{name}}` placeholders as i18next does (no escaping: React escapes what it renders). */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/{{\s*([\w.]+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Translate<T> = (key: TextKey<T>, values?: TextValues) => string;

/** The texts of one namespace outside React (toasts from mutation callbacks, constants): in the shown language. */
export function translateWith<T extends object>(ns: string, english: T, language: string): Translate<T> {
  return (key, values) => {
    const other = language === 'en' ? undefined : loadedTexts.get(`${language}:${ns}`);
    // Not downloaded yet (or a key it lacks): the English, as i18next's fallback would give.
    const text = (other && textOf(other, key, language, values)) ?? englishText(english as Tree, key, values);
    return interpolate(text, values);
  };
}

/**
 * `const useDashboardTexts = textsOf('dashboard', dashboardEnglish)`; in a component
 * `const t = useDashboardTexts(); t('tabs.dashboard')`. Re-renders when the language changes.
 */
export function textsOf<T extends object>(ns: string, english: T): () => Translate<T> {
  return function useTexts() {
    const language = useShownLanguage();
    return useMemo(() => translateWith(ns, english, language), [language]);
  };
}
