import gallery from './locales/en/admin/gallery.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's gallery page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminGalleryTexts = areaTextsOf('adminGallery', gallery, {
  kn: () => import('./locales/kn/admin/gallery.json'),
});

export type AdminGalleryTexts = Translate<typeof gallery>;
