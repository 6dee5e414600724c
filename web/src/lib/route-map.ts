/** Spec part 1 §2 "Route map by login state": every route of it has its screen. */

export interface NamedRoute {
  path: string;
  title: string;
}

/** Reachable whatever the login state. */
export const ALWAYS_AVAILABLE_ROUTES: NamedRoute[] = [
  { path: '/reset-password', title: 'Reset Password' },
  { path: '/forgot-password', title: 'Forgot Password' },
  // The link e-mailed to a member's new address (issue 12): it may be opened signed in or not.
  { path: '/confirm-email', title: 'Confirm E-mail Address' },
  // The link e-mailed to a member's OLD address when it changed (issue 27): it puts that address back.
  { path: '/restore-email', title: 'Restore E-mail Address' },
  // The link e-mailed to an invited office-bearer (issue 27) to choose the password of their admin account.
  { path: '/accept-invitation', title: 'Accept Invitation' },
  { path: '/pricing-policy', title: 'Pricing Policy' },
  { path: '/shipping-policy', title: 'Shipping Policy' },
  { path: '/terms-conditions', title: 'Terms & Conditions' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/cancellation-refund-policy', title: 'Cancellation & Refund Policy' },
  // The page an ID card's QR code opens (issue 13): whoever scans it, signed in or not.
  { path: '/verify/:memberId', title: 'Verify Membership' },
];

/** Login aliases of the spec that all lead to /login: /admin-login opens its Admin tab, /member-login its Member tab. */
export const LOGIN_ALIASES = ['/admin-login', '/member-login'];

/** Admin screens, as route patterns ('/' is the dashboard). */
export const ADMIN_PAGES = [
  '/',
  '/members',
  '/members/:id',
  '/member/:id/renewal',
  '/member-approvals',
  '/reports',
  '/payment-records',
  '/dues-lapses',
  '/make-payment',
  '/scheme-settings',
  '/events',
  '/gallery',
  '/scheme-documents',
  '/notifications',
  '/id-cards',
  '/admin-accounts',
  '/audit-log',
  '/data-requests',
];

/** Member screens ('/' shows the member dashboard too). */
export const MEMBER_PAGES = ['/', '/member-dashboard', '/make-payment', '/member-events', '/profile-settings'];
