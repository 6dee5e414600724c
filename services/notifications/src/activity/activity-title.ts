import { DomainEvent, MemberEventData, MembershipEvents } from '@portal/contracts';

export interface ActivityEntry {
  type: string;
  title: string;
}

/**
 * What the dashboard feed says about a membership event, or null for events
 * it leaves out (edits, and members arriving by bulk import, which would
 * flood the feed).
 */
export function activityFor(event: DomainEvent<MemberEventData>): ActivityEntry | null {
  const member = event.data?.member;
  if (!member) return null;
  const who = `${member.firstName} ${member.lastName} (${member.memberId})`;
  switch (event.type) {
    case MembershipEvents.MemberCreated:
      if (event.data.source === 'import') return null;
      return event.data.source === 'registration'
        ? { type: 'member_registration', title: `New registration: ${who}` }
        : { type: 'member_registration', title: `Member added: ${who}` };
    case MembershipEvents.MemberApproved:
      return { type: 'member_approved', title: `Member approved: ${who}` };
    case MembershipEvents.MemberRejected:
      return { type: 'member_rejected', title: `Application rejected: ${who}` };
    case MembershipEvents.MemberDeleted:
      return { type: 'member_deleted', title: `Member deleted: ${who}` };
    default:
      return null;
  }
}
