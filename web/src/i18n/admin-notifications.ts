import notifications from './locales/en/admin/notifications.json';
import { areaTextsOf } from './area-texts';
import type { Translate } from './texts';

/** The admin's Notifications page (issue 31), English with the page's code; Kannada downloaded when shown. */
export const useAdminNotificationsTexts = areaTextsOf('adminNotifications', notifications, {
  kn: () => import('./locales/kn/admin/notifications.json'),
});

export type AdminNotificationsTexts = Translate<typeof notifications>;
