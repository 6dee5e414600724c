import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE_LABELS, AdminDuties, roleMayDo, type AdminDuty } from '@portal/contracts/rules';
import { authKeys, fetchCurrentUser, type CurrentUser } from '../api/auth';

/** Whether `user` may do `duty`: only a signed-in admin is held to a role (see useAdminCan). */
export function adminMayDo(user: CurrentUser | null | undefined, duty: AdminDuty): boolean {
  if (user?.userType !== 'admin') return true;
  return roleMayDo(user.role, duty);
}

/**
 * The question "may the signed-in admin's role do this duty?" (issue 27), for a screen that asks it of several
 * duties (the sidebar). It reads the sign-in the app already holds and never asks the server again.
 */
export function useAdminDuties(): (duty: AdminDuty) => boolean {
  const { data: user } = useQuery<CurrentUser | null>({
    queryKey: authKeys.user(),
    queryFn: fetchCurrentUser,
    enabled: false,
  });
  return (duty) => adminMayDo(user, duty);
}

/**
 * Whether the signed-in admin's role may do `duty` (issue 27): the one check admin menus and write buttons use to
 * hide work the role may not do (the gateway refuses it anyway, with 403 and its message). Only a signed-in admin
 * is held to a role: a member's pages, and a page rendered before anyone is known, leave it to the server.
 */
export function useAdminCan(duty: AdminDuty): boolean {
  return useAdminDuties()(duty);
}

/** 'administrators', 'secretaries': a role's label as the plural a sentence uses. */
const pluralLabel = (label: string) => {
  const word = label.toLowerCase();
  return word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
};

/**
 * The roles that may do `duty`, in words for a sentence ('administrators and treasurers'), read from the same
 * table as the checks, so a page that says who may do something never disagrees with what it offers.
 */
export function rolesWhoMay(duty: AdminDuty): string {
  const names = AdminDuties[duty].map((role) => pluralLabel(ADMIN_ROLE_LABELS[role]));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
}
