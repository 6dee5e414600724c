import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { AdminDuty, AdminDutyNames } from '@portal/contracts';

/**
 * Who may call a route (DESIGN.md §6): the one access table, spread over the routes. Every route declares
 * one; a route without a rule is refused (fail closed). The rule is also published as `x-access` on the
 * route's operation in /api/docs-json, which the access matrix test reads.
 * - public: anyone
 * - member: members only
 * - staff:<duty>: admins whose role may do that kind of work (AdminDuties in contracts)
 * - member-or-staff:<duty>: either (routes narrow members to their own data themselves)
 */
export type StaffRule = `staff:${AdminDuty}`;
export type AccessRule = 'public' | 'member' | StaffRule | `member-or-${StaffRule}`;

export const ACCESS_KEY = 'portal:access';
export const ACCESS_EXTENSION = 'x-access';

export const Access = (rule: AccessRule) =>
  applyDecorators(SetMetadata(ACCESS_KEY, rule), ApiExtension(ACCESS_EXTENSION, rule));

export interface ParsedAccessRule {
  public: boolean;
  member: boolean;
  /** The kind of work an admin's role must allow; none when no admin may call the route. */
  duty: AdminDuty | null;
}

/** A rule taken apart; null for anything that is not a rule (treated as no rule: refused). */
export function parseAccessRule(rule: unknown): ParsedAccessRule | null {
  if (rule === 'public') return { public: true, member: true, duty: null };
  if (rule === 'member') return { public: false, member: true, duty: null };
  if (typeof rule !== 'string') return null;
  const match = /^(member-or-)?staff:(\w+)$/.exec(rule);
  const duty = match?.[2] as AdminDuty | undefined;
  if (!match || !duty || !AdminDutyNames.includes(duty)) return null;
  return { public: false, member: match[1] !== undefined, duty };
}
