import 'i18next';
import type { englishCatalogues } from './locales/en';

// Keys are checked against the English catalogues (the reference).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishCatalogues;
  }
}
