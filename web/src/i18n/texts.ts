import { useMemo } from 'react';
import { useShownLanguage } from './language';

/**
 * Translated texts without i18next in English (issues 30 and 31). A member's pages must not download i18next and
 * react-i18next (about 20 KiB brotli) to be shown in English, so they read their texts through this hook: in
 * English it fills the page's own English catalogue (bundled with the page, the same JSON i18next would get) in
 * place; in another language, which only shows after i18n.ts has loaded that language's catalogues
 * (chooseLanguage), i18next translates from them. One catalogue per namespace, the same keys and the same
 * `{{name}}` placeholders and `_one`/`_other` plurals in both paths (catalogues.spec.ts checks the files).
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

type Translator = (ns: string, key: string, values: TextValues | undefined, english: string) => string;

let translator: Translator | null = null;

/** Called by i18n.ts when it loads: how texts are translated once a language other than English is shown. */
export function setTranslator(translate: Translator): void {
  translator = translate;
}

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let at: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof at !== 'object') return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}

const englishPlural = new Intl.PluralRules('en');

/** The English text of `key` (its plural form by `count`), placeholders still in it. */
export function englishText(tree: Tree, key: string, values?: TextValues): string {
  if (values && typeof values.count === 'number') {
    const plural = lookup(tree, `${key}_${englishPlural.select(values.count)}`) ?? lookup(tree, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(tree, key) ?? key;
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
    const text = englishText(english as Tree, key, values);
    if (language !== 'en' && translator) return translator(ns, key, values, text);
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
