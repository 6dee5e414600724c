import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { fetchRegistrationStatus, registrationKeys } from '../api/registration';

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
export const AcceptInvitationPage = lazy(() =>
  import('../features/password/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })),
);
export const AdminAccountsPage = lazy(() =>
  import('../features/admin-accounts/AdminAccountsPage').then((m) => ({ default: m.AdminAccountsPage })),
);
export const DataRequestsPage = lazy(() =>
  import('../features/data-requests/DataRequestsPage').then((m) => ({ default: m.DataRequestsPage })),
);
export const AuditLogPage = lazy(() =>
  import('../features/audit-log/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);
export const PolicyPage = lazy(() =>
  import('../features/policies/PolicyPage').then((m) => ({ default: m.PolicyPage })),
);
export const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
export const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
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
/** Issue 33: members long unpaid (the policy's 6 months). */
export const DuesLapsesPage = lazy(() =>
  import('../features/dues-lapses/DuesLapsesPage').then((m) => ({ default: m.DuesLapsesPage })),
);
export const MakePaymentPage = lazy(() =>
  import('../features/payments/MakePaymentPage').then((m) => ({ default: m.MakePaymentPage })),
);
export const SchemeSettingsPage = lazy(() =>
  import('../features/payments/SchemeSettingsPage').then((m) => ({ default: m.SchemeSettingsPage })),
);
export const EventsPage = lazy(() => import('../features/events/EventsPage').then((m) => ({ default: m.EventsPage })));
export const CheckInPage = lazy(() =>
  import('../features/event-check-in/CheckInPage').then((m) => ({ default: m.CheckInPage })),
);
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
export const RestoreEmailPage = lazy(() =>
  import('../features/profile-settings/RestoreEmailPage').then((m) => ({ default: m.RestoreEmailPage })),
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
 * On a first visit, fetch the page's code while the sign-in check runs. The landing, login and registration
 * pages render without antd; any other page renders inside AntdLayout and would otherwise start downloading
 * only once the layout's chunk has arrived and rendered, so both are fetched at once (a later `import()` of
 * the same module finds it loaded).
 */
const PLAIN_PAGES: Record<string, () => Promise<unknown>> = {
  // Fetched for a signed-in visitor on '/' too (who gets a dashboard there): 9 KiB against a round trip
  // saved on every first visit.
  '/': () => import('../features/public/LandingPage'),
  '/login': () => import('../features/auth/LoginPage'),
  '/register': () => import('../features/register/RegisterPage'),
};

export function preloadFirstPage(pathname: string, queryClient: QueryClient): void {
  const plain = PLAIN_PAGES[pathname];
  if (plain) void plain();
  else void import('./layouts/AntdLayout');
  // The registration page shows its form once the status says registration is open (spec part 1 §4):
  // asked for now, beside the sign-in check, instead of once the page has rendered.
  if (pathname === '/register') {
    void queryClient.prefetchQuery({ queryKey: registrationKeys.status(), queryFn: fetchRegistrationStatus });
  }
}
