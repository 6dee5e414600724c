import type { MemberStatus } from '../shapes/member.shapes';

/**
 * Statuses whose members may sign in and hold a session (DESIGN.md §7: active
 * and expired). Identity owns this rule; membership and the gateway apply it.
 */
export const SESSION_MEMBER_STATUSES = ['active', 'expired'] as const satisfies readonly MemberStatus[];
export type SessionMemberStatus = (typeof SESSION_MEMBER_STATUSES)[number];

export function isSessionMemberStatus(status: string): status is SessionMemberStatus {
  return (SESSION_MEMBER_STATUSES as readonly string[]).includes(status);
}
