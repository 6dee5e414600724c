import { matchPath } from 'react-router-dom';
import type { SessionEndReason, UserType } from '@portal/contracts/shapes';
import { ADMIN_PAGES, MEMBER_PAGES } from './route-map';

/**
 * Signed-out deep links (issue 8): a page that needs a login sends the visitor to /login with the
 * page in `?next=`, and signing in as the right kind of user goes back there.
 */

const PAGES: Record<UserType, readonly string[]> = {
  admin: ADMIN_PAGES,
  member: MEMBER_PAGES,
};

export const HOME: Record<UserType, string> = { admin: '/', member: '/member-dashboard' };

/** Which kinds of signed-in user have a page at this path (none: it is public or does not exist). */
export function pageOwners(pathname: string): UserType[] {
  return (Object.keys(PAGES) as UserType[]).filter((kind) =>
    PAGES[kind].some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null),
  );
}

/** Route patterns only signed-in users have, so a signed-out visitor there is asked to log in (not shown a 404). */
export function signedInOnlyPatterns(): string[] {
  return [...new Set([...PAGES.admin, ...PAGES.member])].filter((pattern) => pattern !== '/');
}

/** Patterns of the other kind's pages that this kind lacks: they lead home rather than to the 404 page. */
export function otherKindPatterns(kind: UserType): string[] {
  const own = new Set(PAGES[kind]);
  const other: UserType = kind === 'admin' ? 'member' : 'admin';
  return PAGES[other].filter((pattern) => !own.has(pattern));
}

/** `?next=` when it is a page of this site that needs a login; anything else (another site, '//x', a 404) is dropped. */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const pathname = raw.split(/[?#]/)[0];
  return pageOwners(pathname).length ? raw : null;
}

/** Where a user of this kind goes after signing in: the page asked for when they have it, else their home. */
export function afterSignIn(kind: UserType, next: string | null): string {
  if (next && pageOwners(next.split(/[?#]/)[0]).includes(kind)) return next;
  return HOME[kind];
}

/** The login tab for a page: Admin for admin pages, else Member. */
export function tabFor(next: string | null): UserType {
  if (!next) return 'member';
  const owners = pageOwners(next.split(/[?#]/)[0]);
  return owners.length === 1 && owners[0] === 'admin' ? 'admin' : 'member';
}

export interface LoginLinkOptions {
  next?: string | null;
  tab?: UserType;
  /**
   * The session ended (true: after a period of inactivity, or the reason the gateway gave): the login page
   * says why. Inactivity keeps the `expired=1` the page has always had.
   */
  expired?: boolean | SessionEndReason;
}

export function loginUrl({ next, tab, expired }: LoginLinkOptions = {}): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  const page = safeNext(next);
  if (page && page !== '/') params.set('next', page);
  if (expired) params.set('expired', expired === true || expired === 'idle' ? '1' : expired);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
