import schemeDocuments from './locales/en/admin/scheme-documents.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The scheme documents page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminSchemeDocumentsTexts = areaTextsOf('adminSchemeDocuments', schemeDocuments, {
  kn: () => import('./locales/kn/admin/scheme-documents.json'),
});

export type AdminSchemeDocumentsTexts = Translate<typeof schemeDocuments>;
