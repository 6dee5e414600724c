import { lazy } from 'react';

/** Every page and layout is its own chunk, so a visitor on /login never downloads the admin area. */

export const LandingPage = lazy(() =>
  import('../features/public/LandingPage').then((m) => ({ default: m.LandingPage })),
);
export const RegisterPage = lazy(() =>
  import('../features/register/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
export const SetupPasswordPage = lazy(() =>
  import('../features/password/SetupPasswordPage').then((m) => ({ default: m.SetupPasswordPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../features/password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export const PolicyPage = lazy(() =>
  import('../features/policies/PolicyPage').then((m) => ({ default: m.PolicyPage })),
);
export const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
export const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const ComingSoonPage = lazy(() =>
  import('../features/placeholders/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
export const MemberDashboardPage = lazy(() =>
  import('../features/member-portal/MemberDashboardPage').then((m) => ({ default: m.MemberDashboardPage })),
);
export const MembersPage = lazy(() =>
  import('../features/members/MembersPage').then((m) => ({ default: m.MembersPage })),
);
export const MemberDetailPage = lazy(() =>
  import('../features/member-detail/MemberDetailPage').then((m) => ({ default: m.MemberDetailPage })),
);
export const MemberRenewalPage = lazy(() =>
  import('../features/renewal/MemberRenewalPage').then((m) => ({ default: m.MemberRenewalPage })),
);
export const MemberApprovalsPage = lazy(() =>
  import('../features/approvals/MemberApprovalsPage').then((m) => ({ default: m.MemberApprovalsPage })),
);
export const PaymentRecordsPage = lazy(() =>
  import('../features/payments/PaymentRecordsPage').then((m) => ({ default: m.PaymentRecordsPage })),
);
export const MakePaymentPage = lazy(() =>
  import('../features/payments/MakePaymentPage').then((m) => ({ default: m.MakePaymentPage })),
);
export const SchemeSettingsPage = lazy(() =>
  import('../features/payments/SchemeSettingsPage').then((m) => ({ default: m.SchemeSettingsPage })),
);
export const EventsPage = lazy(() => import('../features/events/EventsPage').then((m) => ({ default: m.EventsPage })));
export const GalleryPage = lazy(() =>
  import('../features/gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })),
);
export const SchemeDocumentsPage = lazy(() =>
  import('../features/scheme-documents/SchemeDocumentsPage').then((m) => ({ default: m.SchemeDocumentsPage })),
);
export const ProfileSettingsPage = lazy(() =>
  import('../features/profile-settings/ProfileSettingsPage').then((m) => ({ default: m.ProfileSettingsPage })),
);
export const ConfirmEmailPage = lazy(() =>
  import('../features/profile-settings/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);
export const MemberEventsPage = lazy(() =>
  import('../features/member-events/MemberEventsPage').then((m) => ({ default: m.MemberEventsPage })),
);
export const NotificationsPage = lazy(() =>
  import('../features/notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
export const AdminLayout = lazy(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));
export const MemberLayout = lazy(() => import('./layouts/MemberLayout').then((m) => ({ default: m.MemberLayout })));
export const IdCardsPage = lazy(() =>
  import('../features/id-cards/IdCardsPage').then((m) => ({ default: m.IdCardsPage })),
);
export const VerifyMemberPage = lazy(() =>
  import('../features/verify/VerifyMemberPage').then((m) => ({ default: m.VerifyMemberPage })),
);
export const AntdLayout = lazy(() => import('./layouts/AntdLayout').then((m) => ({ default: m.AntdLayout })));

/**
 * A page inside AntdLayout would otherwise start downloading only once the layout's chunk has arrived and
 * rendered: on a first visit to /login or /register, fetch both at once (a later `import()` of the same
 * module finds it loaded).
 */
const FIRST_VISIT_PAGES: Record<string, () => Promise<unknown>> = {
  '/login': () => import('../features/auth/LoginPage'),
  '/register': () => import('../features/register/RegisterPage'),
};

export function preloadFirstPage(pathname: string): void {
  if (pathname === '/') return;
  void import('./layouts/AntdLayout');
  void FIRST_VISIT_PAGES[pathname]?.();
}
