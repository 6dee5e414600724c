import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useCurrentUserQuery, type CurrentUser } from '../api/auth';
import { FullPageSpinner } from '../components/FullPageSpinner';
import {
  AdminLayout,
  ComingSoonPage,
  DashboardPage,
  ForgotPasswordPage,
  LandingPage,
  LoginPage,
  MemberApprovalsPage,
  MemberDashboardPage,
  MemberDetailPage,
  MemberLayout,
  MemberRenewalPage,
  MembersPage,
  NotFoundPage,
  PolicyPage,
  RegisterPage,
  ReportsPage,
  ResetPasswordPage,
  SetupPasswordPage,
} from './lazy-pages';
import {
  ADMIN_PLANNED_ROUTES,
  ALWAYS_AVAILABLE_ROUTES,
  LOGIN_ALIASES,
  MEMBER_PLANNED_ROUTES,
  PUBLIC_PLANNED_ROUTES,
} from './route-map';

/** The password pages have their own screens; every other always-available route is a policy page. */
function alwaysAvailableElement(path: string) {
  if (path === '/reset-password') return <ResetPasswordPage />;
  if (path === '/forgot-password') return <ForgotPasswordPage />;
  return <PolicyPage path={path} />;
}

function alwaysAvailableRoutes() {
  return ALWAYS_AVAILABLE_ROUTES.map((route) => (
    <Route key={route.path} path={route.path} element={alwaysAvailableElement(route.path)} />
  ));
}

/** A signed-in person who opens a login link lands on their home instead of a 404. */
function loginRedirects(home: string) {
  return ['/login', ...LOGIN_ALIASES].map((path) => (
    <Route key={path} path={path} element={<Navigate to={home} replace />} />
  ));
}

function loggedOutRoutes() {
  return (
    <>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/setup-password" element={<SetupPasswordPage />} />
      {LOGIN_ALIASES.map((path) => (
        <Route key={path} path={path} element={<Navigate to="/login" replace />} />
      ))}
      {PUBLIC_PLANNED_ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<ComingSoonPage title={route.title} standalone backTo={{ to: '/login', label: 'Back to Login' }} />}
        />
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
        {ADMIN_PLANNED_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<ComingSoonPage title={route.title} backTo={{ to: '/', label: 'Back to Dashboard' }} />}
          />
        ))}
      </Route>
      {loginRedirects('/')}
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
        {MEMBER_PLANNED_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <ComingSoonPage title={route.title} backTo={{ to: '/member-dashboard', label: 'Back to Dashboard' }} />
            }
          />
        ))}
      </Route>
      {loginRedirects('/member-dashboard')}
    </>
  );
}

/** Spec §2: which routes exist depends on who is signed in; anything else is the 404 page. */
export function AppRoutes() {
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) return <FullPageSpinner label="Checking your sign-in…" />;

  let stateRoutes;
  if (!user) stateRoutes = loggedOutRoutes();
  else if (user.userType === 'admin') stateRoutes = adminRoutes(user);
  else if (user.userType === 'member') stateRoutes = memberRoutes(user);
  // Spec §2: any other user type only gets a landing screen.
  else stateRoutes = <Route path="/" element={<LandingPage />} />;

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {alwaysAvailableRoutes()}
        {stateRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
