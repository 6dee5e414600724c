import {
  DomainEvent,
  EventChangedEventData,
  formatRupees,
  IdCardsGeneratedEventData,
  MemberEventData,
  MembershipEvents,
  MembersImportCompletedEventData,
  PaymentRecordedEventData,
  paymentLabel,
} from '@portal/contracts';

export interface ActivityEntry {
  type: string;
  title: string;
}

/**
 * What the dashboard feed says about a membership event, or null for events
 * it leaves out (edits, and each member arriving by bulk import: the import
 * has one line of its own, importActivityFor).
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
    // Issue 29: an unlisted type, so the feed shows it in the neutral style.
    case MembershipEvents.MemberReturnedToPending:
      return { type: 'member_returned_to_pending', title: `Returned to pending: ${who}` };
    case MembershipEvents.MemberDeleted:
      return { type: 'member_deleted', title: `Member deleted: ${who}` };
    case MembershipEvents.RenewalRequested:
      return { type: 'renewal_requested', title: `Renewal requested: ${who}` };
    case MembershipEvents.MemberRenewed:
      return { type: 'renewal_completed', title: `Membership renewed: ${who}` };
    case MembershipEvents.RenewalDeclined:
      return { type: 'renewal_declined', title: `Renewal declined: ${who}` };
    default:
      return null;
  }
}

/** One line per bulk import: 'N members imported'. */
export function importActivityFor(event: DomainEvent<MembersImportCompletedEventData>): ActivityEntry | null {
  const imported = Number(event.data?.imported);
  if (!Number.isInteger(imported) || imported <= 0) return null;
  return {
    type: 'members_imported',
    title: `${imported.toLocaleString('en-IN')} ${imported === 1 ? 'member' : 'members'} imported`,
  };
}

/** One line per paid record, online or recorded in the office: '{name} paid ₹200.00 for ESI'. */
export function paymentActivityFor(event: DomainEvent<PaymentRecordedEventData>): ActivityEntry | null {
  const data = event.data;
  const amount = formatRupees(data?.amount);
  if (!data || !amount) return null;
  const who = data.memberName?.trim() || data.memberCode || 'A member';
  const scheme = paymentLabel(data.scheme);
  return { type: 'payment_completed', title: `${who} paid ${amount} for ${scheme}` };
}

/** One line per event an admin creates: 'New event: {title}'. */
export function eventActivityFor(event: DomainEvent<EventChangedEventData>): ActivityEntry | null {
  const created = event.data?.event;
  if (!created) return null;
  return { type: 'event_created', title: `New event: ${created.title?.trim() || 'Untitled'}` };
}

/** One line per finished ID-card generation job: 'ID card generated for {name}' or 'ID cards generated for 500 members'. */
export function idCardsActivityFor(event: DomainEvent<IdCardsGeneratedEventData>): ActivityEntry | null {
  const generated = Number(event.data?.generated);
  if (!Number.isInteger(generated) || generated <= 0) return null;
  const failed = Number(event.data?.failed);
  const failures = Number.isInteger(failed) && failed > 0 ? ` (${failed.toLocaleString('en-IN')} failed)` : '';
  const only = generated === 1 ? event.data.sample?.[0] : undefined;
  const title = only
    ? `ID card generated for ${only.name?.trim() || only.memberId}`
    : `ID cards generated for ${generated.toLocaleString('en-IN')} members`;
  return { type: 'id_card_generated', title: `${title}${failures}` };
}
