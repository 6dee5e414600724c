import checkIn from './locales/en/admin/check-in.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The event check-in page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminCheckInTexts = areaTextsOf('adminCheckIn', checkIn, {
  kn: () => import('./locales/kn/admin/check-in.json'),
});

export type AdminCheckInTexts = Translate<typeof checkIn>;
