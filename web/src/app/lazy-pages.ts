import { lazy } from 'react';

/** Every page and layout is its own chunk, so a visitor on /login never downloads the admin area. */

export const LandingPlaceholder = lazy(() =>
  import('../features/public/LandingPlaceholder').then((m) => ({ default: m.LandingPlaceholder })),
);
export const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
export const ComingSoonPage = lazy(() =>
  import('../features/placeholders/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
export const MemberDashboardPage = lazy(() =>
  import('../features/member-portal/MemberDashboardPage').then((m) => ({ default: m.MemberDashboardPage })),
);
export const AdminLayout = lazy(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));
export const MemberLayout = lazy(() => import('./layouts/MemberLayout').then((m) => ({ default: m.MemberLayout })));
