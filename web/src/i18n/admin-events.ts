import events from './locales/en/admin/events.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's Events page and its dialogs (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminEventsTexts = areaTextsOf('adminEvents', events, {
  kn: () => import('./locales/kn/admin/events.json'),
});

export type AdminEventsTexts = Translate<typeof events>;
