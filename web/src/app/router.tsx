import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import {
  clearSessionEnd,
  useCurrentUserQuery,
  useSessionEnd,
  useSessionEndReason,
  type CurrentUser,
  type SessionEnd,
  type UserType,
} from '../api/auth';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useCommonTexts } from '../i18n/common-texts';
import { OfflineCardGate } from '../features/offline-card/OfflineCardGate';
import { useOfflineCardKeeper, useOfflineFallback } from '../features/offline-card/use-offline-card';
import {
  AcceptInvitationPage,
  AdminAccountsPage,
  AdminLayout,
  AntdLayout,
  AuditLogPage,
  DataRequestsPage,
  ConfirmEmailPage,
  DashboardPage,
  EventsPage,
  CheckInPage,
  ForgotPasswordPage,
  GalleryPage,
  IdCardsPage,
  LandingPage,
  LoginPage,
  MakePaymentPage,
  MemberApprovalsPage,
  MemberDashboardPage,
  MemberDetailPage,
  MemberEventsPage,
  MemberLayout,
  MemberRenewalPage,
  MembersPage,
  NotFoundPage,
  NotificationsPage,
  PaymentRecordsPage,
  DuesLapsesPage,
  PolicyPage,
  ProfileSettingsPage,
  RegisterPage,
  ReportsPage,
  ResetPasswordPage,
  RestoreEmailPage,
  SchemeDocumentsPage,
  SchemeSettingsPage,
  SetupPasswordPage,
  VerifyMemberPage,
} from './lazy-pages';
import { ALWAYS_AVAILABLE_ROUTES, LOGIN_ALIASES } from '../lib/route-map';
import { afterSignIn, HOME, loginUrl, otherKindPatterns, safeNext, signedInOnlyPatterns } from '../lib/sign-in-return';

/** The password, invitation and e-mail link pages have their own screens; every other always-available route is a policy page. */
function alwaysAvailableElement(path: string) {
  if (path === '/reset-password') return <ResetPasswordPage />;
  if (path === '/forgot-password') return <ForgotPasswordPage />;
  if (path === '/confirm-email') return <ConfirmEmailPage />;
  if (path === '/restore-email') return <RestoreEmailPage />;
  if (path === '/accept-invitation') return <AcceptInvitationPage />;
  if (path === '/verify/:memberId') return <VerifyMemberPage />;
  return <PolicyPage path={path} />;
}

function alwaysAvailableRoutes() {
  return ALWAYS_AVAILABLE_ROUTES.map((route) => (
    <Route key={route.path} path={route.path} element={alwaysAvailableElement(route.path)} />
  ));
}

/** A signed-in person on a login link goes on to the page the login was for (`?next=`), else home. */
function SignedInLogin({ kind }: { kind: UserType }) {
  const [params] = useSearchParams();
  return <Navigate to={afterSignIn(kind, safeNext(params.get('next')))} replace />;
}

function loginRedirects(kind: UserType) {
  return ['/login', ...LOGIN_ALIASES].map((path) => (
    <Route key={path} path={path} element={<SignedInLogin kind={kind} />} />
  ));
}

/** The other kind's pages lead home: the 404 page is only for paths that do not exist. */
function otherKindRedirects(kind: UserType) {
  return otherKindPatterns(kind).map((path) => (
    <Route key={path} path={path} element={<Navigate to={HOME[kind]} replace />} />
  ));
}

/** /admin-login and /member-login open /login on their tab, keeping the page to return to. */
function LoginAlias({ tab }: { tab: UserType }) {
  const [params] = useSearchParams();
  return <Navigate to={loginUrl({ tab, next: params.get('next') })} replace />;
}

const isExpiry = (end: SessionEnd) => end === 'expired-during-visit' || end === 'expired-before-visit';

/** A signed-out visitor on a page that needs a login: log in first, then come back here. */
function SignInFirst() {
  const location = useLocation();
  const end = useSessionEnd();
  const reason = useSessionEndReason();
  return (
    <Navigate to={loginUrl({ next: location.pathname + location.search, expired: isExpiry(end) && reason })} replace />
  );
}

function loggedOutRoutes() {
  return (
    <>
      <Route path="/setup-password" element={<SetupPasswordPage />} />
      <Route path="/admin-login" element={<LoginAlias tab="admin" />} />
      <Route path="/member-login" element={<LoginAlias tab="member" />} />
      {signedInOnlyPatterns().map((path) => (
        <Route key={path} path={path} element={<SignInFirst />} />
      ))}
    </>
  );
}

function adminRoutes(user: CurrentUser) {
  return (
    <>
      <Route element={<AdminLayout user={user} />}>
        <Route index element={<DashboardPage />} />
        <Route path="/members" element={<MembersPage />} />
        <Route path="/members/:id" element={<MemberDetailPage />} />
        <Route path="/member/:id/renewal" element={<MemberRenewalPage />} />
        <Route path="/member-approvals" element={<MemberApprovalsPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/payment-records" element={<PaymentRecordsPage />} />
        <Route path="/dues-lapses" element={<DuesLapsesPage />} />
        <Route path="/make-payment" element={<MakePaymentPage user={user} />} />
        <Route path="/scheme-settings" element={<SchemeSettingsPage />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/events/:id/check-in" element={<CheckInPage />} />
        <Route path="/gallery" element={<GalleryPage />} />
        <Route path="/scheme-documents" element={<SchemeDocumentsPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/id-cards" element={<IdCardsPage />} />
        <Route path="/admin-accounts" element={<AdminAccountsPage user={user} />} />
        <Route path="/audit-log" element={<AuditLogPage />} />
        <Route path="/data-requests" element={<DataRequestsPage />} />
      </Route>
      {loginRedirects('admin')}
      {otherKindRedirects('admin')}
    </>
  );
}

function memberRoutes(user: CurrentUser) {
  return (
    <>
      <Route element={<MemberLayout user={user} />}>
        {/* '/' shows the dashboard itself (not a redirect) so logging out from '/' never flashes a 404. */}
        <Route index element={<MemberDashboardPage user={user} />} />
        <Route path="/member-dashboard" element={<MemberDashboardPage user={user} />} />
        <Route path="/make-payment" element={<MakePaymentPage user={user} />} />
        <Route path="/member-events" element={<MemberEventsPage />} />
        <Route path="/profile-settings" element={<ProfileSettingsPage user={user} />} />
      </Route>
      {loginRedirects('member')}
      {otherKindRedirects('member')}
    </>
  );
}

/** Spec §2: which routes exist depends on who is signed in; anything else is the 404 page. */
export function AppRoutes() {
  const { data: user, isPending, error, refetch } = useCurrentUserQuery();
  const t = useCommonTexts();
  // Issue 30: the signed-in member's card is kept on the phone; with no network it is shown instead of a login.
  useOfflineCardKeeper(user);
  const offline = useOfflineFallback(error);
  const end = useSessionEnd();
  const endReason = useSessionEndReason();
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedOutHome = !user && end === 'logged-out' && location.pathname === '/';
  // Once the welcome page shows after a logout, later visits to pages that need a login ask for one again.
  useEffect(() => {
    if (loggedOutHome) clearSessionEnd(queryClient);
  }, [loggedOutHome, queryClient]);

  if (isPending) return <FullPageSpinner label={t('status.checkingSignIn')} />;
  if (offline.state !== 'none') return <OfflineCardGate fallback={offline} onRetry={() => void refetch()} />;
  // Spec part 2 §7: after logging out the member sees the welcome page, whichever page they were on.
  if (!user && end === 'logged-out' && location.pathname !== '/') return <Navigate to="/" replace />;
  // The session ended while this page was open (idled out, or ended elsewhere): log in again, then come back to it.
  if (!user && end === 'expired-during-visit' && location.pathname !== '/login') {
    return <Navigate to={loginUrl({ next: location.pathname + location.search, expired: endReason })} replace />;
  }

  let stateRoutes;
  if (!user) stateRoutes = loggedOutRoutes();
  else if (user.userType === 'admin') stateRoutes = adminRoutes(user);
  else if (user.userType === 'member') stateRoutes = memberRoutes(user);
  // Spec §2: any other user type only gets a landing screen.
  const landing = !user || (user.userType !== 'admin' && user.userType !== 'member');

  // The landing, login and registration pages are plain HTML and CSS, outside antd's providers, so a first
  // visit does not wait for antd.
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {landing && <Route path="/" element={<LandingPage />} />}
        {!user && <Route path="/login" element={<LoginPage />} />}
        {!user && <Route path="/register" element={<RegisterPage />} />}
        <Route element={<AntdLayout />}>
          {alwaysAvailableRoutes()}
          {stateRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
