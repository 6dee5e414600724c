import type { QueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@portal/contracts/rules';
import { authKeys } from '../api/auth';

/** Who is signed in, and the calls the admin layout makes, for the route-map specs (router*.spec.tsx) and role checks. */

// A page's first lazy import is compiled on demand; on a loaded 2-core machine that takes seconds.
export const LAZY_PAGE_MS = 15_000;

export const admin = {
  id: 'u1',
  email: 'admin@kpwa.in',
  firstName: 'Asha',
  lastName: 'Rao',
  role: 'admin',
  userType: 'admin',
};
export const member = { id: 'm1', email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar', userType: 'member' };

export const adminApis = {
  'GET /api/auth/user': { body: admin },
  'GET /api/notifications': { body: [] },
  'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
  'GET /api/dashboard/stats': { body: {} },
  'GET /api/dashboard/activity': { body: [] },
  'GET /api/members': { body: { members: [], total: 0 } },
};

/**
 * Signs an office-bearer with `role` in for a page rendered on its own (issue 27): the sign-in the app holds, which
 * the role checks read. Call it after rendering, with the render's query client.
 */
export function signInAsStaff(queryClient: QueryClient, role: AdminRole): void {
  queryClient.setQueryData(authKeys.user(), { ...admin, role });
}
