import type { CurrentUser } from '../../api/auth';
import type { Member } from '../../api/members';
import { memberName } from '../../lib/member-display';

/** Spec part 2 §9: the payment pickers load up to 1000 active members. */
export const PICKER_MEMBERS_QUERY = { page: 1, limit: 1000, status: 'active' } as const;

/**
 * The signed-in person's own member record (spec part 2 §4): a member is their own record (the session's
 * user id); an admin is the active member with the same e-mail, if any.
 */
export function ownMemberOf(user: CurrentUser, members: readonly Member[]): Member | undefined {
  if (user.userType === 'member') return members.find((member) => member.id === user.id) ?? user;
  const email = user.email?.trim().toLowerCase();
  if (!email) return undefined;
  return members.find((member) => member.email?.trim().toLowerCase() === email);
}

/**
 * The picker's choices. A member pays for themself only (the server refuses anyone else), so their list
 * is their own record; an admin gets every listed active member.
 */
export function pickerMembers(user: CurrentUser, members: readonly Member[], own: Member | undefined): Member[] {
  if (user.userType === 'member') return own ? [own] : [];
  return [...members];
}

/** `you`: the mark after one's own name, in the page's language (' (You)'). */
export function memberOption(member: Member, own: Member | undefined, you = ' (You)') {
  const mark = own?.id === member.id ? you : '';
  return { value: member.id, label: `${memberName(member)} (${member.memberId})${mark}` };
}
