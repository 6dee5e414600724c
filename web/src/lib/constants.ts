/** Shown in headers, the login page and e-mail links. */
export const ASSOCIATION_NAME = 'Karnataka Photographers Welfare Association';
export const ASSOCIATION_SHORT_NAME = 'KPWA';
/** The help address printed on the login page and member screens. */
export const SUPPORT_EMAIL = 'support@kpwa.in';

/** Spec §9: below this width the admin sidebar goes off-canvas. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Spec §9: the unread badge shows "9+" above this. */
export const NOTIFICATION_BADGE_CAP = 9;
/** Spec §9: the dashboard lists this many recent members. */
export const DASHBOARD_RECENT_MEMBERS = 5;
/** Spec §9: toasts stay up for 5 s and only one shows at a time. */
export const TOAST_DURATION_SECONDS = 5;

/** Login page → /setup-password hand-over of the typed identifier (spec §2, Login page). */
export const SETUP_PASSWORD_IDENTIFIER_KEY = 'setupPasswordIdentifier';

export { INDIA_TIME_ZONE as TIME_ZONE } from '@portal/contracts/rules';
export const LOCALE = 'en-IN';

/** Spec §2: always-available policy pages (full page navigations). */
export const POLICY_LINKS = [
  { href: '/pricing-policy', label: 'Pricing Policy', key: 'pricing' },
  { href: '/shipping-policy', label: 'Shipping Policy', key: 'shipping' },
  { href: '/terms-conditions', label: 'Terms & Conditions', key: 'terms' },
  { href: '/privacy-policy', label: 'Privacy Policy', key: 'privacy' },
  { href: '/cancellation-refund-policy', label: 'Cancellation & Refund Policy', key: 'refund' },
] as const;

/** Spec part 1 §9 and part 2 §9: after registering or setting a password the user moves on after 2 s. */
export const REDIRECT_DELAY_MS = 2000;

/** Spec part 1 §2 and §9: the association office's opening hours. */
export const OFFICE_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
  { days: 'Saturday', hours: '9:00 AM to 2:00 PM' },
] as const;
