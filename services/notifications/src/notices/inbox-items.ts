import {
  DomainEvent,
  formatRupees,
  MembershipEvents,
  PaymentConflictEventData,
  PaymentConflictSources,
  PaymentRecordedEventData,
  paymentLabel,
  PaymentsEvents,
} from '@portal/contracts';
import type { MemberSnapshotEvent } from '@portal/platform';
import type { InboxResolution } from './notices.repository';

/** One thing an admin must act on (or hear of), recorded once per event. */
export interface InboxEntry {
  kind:
    | 'registration'
    | 'renewal_request'
    | 'correction_request'
    | 'data_request'
    | 'payment_received'
    | 'payment_conflict';
  /** What it is about (the member, the payment conflict), so the event that settles it finds it; null: nothing to settle. */
  subjectId: string | null;
  title: string;
  message: string;
  link: string | null;
}

/** "Ravi Kumar (PHOTO0007)" as the admin's inbox names a member; "A member" when the event names no one. */
export function requesterLabel(
  member: { firstName?: string | null; lastName?: string | null; memberId?: string | null } | undefined,
): string {
  const who = `${member?.firstName ?? ''} ${member?.lastName ?? ''}`.trim() || 'A member';
  return member?.memberId ? `${who} (${member.memberId})` : who;
}

/**
 * New applications awaiting approval (and applicants returned to it) and renewal requests; other member events are
 * not the admin's to act on.
 */
export function memberInboxEntry(event: MemberSnapshotEvent): InboxEntry | null {
  const member = event.data?.member;
  if (!member?.id) return null;
  const who = requesterLabel(member);
  if (event.type === MembershipEvents.MemberCreated && event.data.source === 'registration') {
    return {
      kind: 'registration',
      subjectId: member.id,
      title: 'New registration awaiting approval',
      message: `${who} applied for membership.`,
      link: '/member-approvals',
    };
  }
  if (event.type === MembershipEvents.MemberReturnedToPending) {
    // Awaiting approval again: a new item, so the returned applicant is back in the unread count and at the top.
    const reason = event.data.reason?.trim();
    return {
      kind: 'registration',
      subjectId: member.id,
      title: 'Application returned for review',
      message: `${who} is awaiting approval again${reason ? `: ${reason}` : ''}.`,
      link: '/member-approvals',
    };
  }
  if (event.type === MembershipEvents.RenewalRequested) {
    const amount = formatRupees(event.data.renewal?.amount);
    return {
      kind: 'renewal_request',
      subjectId: member.id,
      title: 'Renewal requested',
      message: `${who} asked to renew their membership${amount ? ` (fee ${amount})` : ''}.`,
      link: `/members/${member.id}`,
    };
  }
  return null;
}

type Settled = Omit<InboxResolution, 'at'>;

/**
 * What a member event settles: a registration once the applicant is approved, rejected or deleted (an edit that
 * makes them active or rejected counts too); a renewal request once it is completed or declined, or the member
 * deleted. Null for events that settle nothing.
 */
export function memberResolution(event: MemberSnapshotEvent): Settled | null {
  const member = event.data?.member;
  if (!member?.id) return null;
  const subjectId = member.id;
  switch (event.type) {
    case MembershipEvents.MemberApproved:
      return { kinds: ['registration'], subjectId, resolution: 'Approved' };
    case MembershipEvents.MemberRejected:
      return { kinds: ['registration'], subjectId, resolution: 'Rejected' };
    case MembershipEvents.MemberDeleted:
      return { kinds: ['registration', 'renewal_request'], subjectId, resolution: 'Member deleted' };
    case MembershipEvents.MemberRenewed:
      return { kinds: ['renewal_request'], subjectId, resolution: 'Renewal completed' };
    case MembershipEvents.RenewalDeclined:
      return { kinds: ['renewal_request'], subjectId, resolution: 'Renewal declined' };
    case MembershipEvents.MemberUpdated:
      if (member.status === 'active') return { kinds: ['registration'], subjectId, resolution: 'Approved' };
      if (member.status === 'rejected') return { kinds: ['registration'], subjectId, resolution: 'Rejected' };
      return null;
    default:
      return null;
  }
}

/** A contribution received, online or in the office. */
export function paymentInboxEntry(event: DomainEvent<PaymentRecordedEventData>): InboxEntry | null {
  const data = event.data;
  if (!data?.recordId) return null;
  const scheme = paymentLabel(data.scheme);
  const amount = formatRupees(data.amount) || data.amount;
  const who = data.memberName?.trim() || 'A member';
  return {
    kind: 'payment_received',
    subjectId: null,
    title: 'Payment received',
    message: `${who}${data.memberCode ? ` (${data.memberCode})` : ''} paid ${amount} for ${scheme}.`,
    link: '/payment-records',
  };
}

const CONFLICT_REASONS: Record<string, string> = {
  [PaymentConflictSources.RenewalPaidTwice]: 'a renewal fee paid twice; refund this payment',
  [PaymentConflictSources.RenewalNotApplied]: 'a renewal fee that renewed nothing; refund it',
  [PaymentConflictSources.MonthsAlreadyPaid]: 'months another record already holds; refund it',
};

/** A Razorpay payment conflict kept for the admin: open until resolved with a note. */
export function paymentConflictEntry(event: DomainEvent<PaymentConflictEventData>): InboxEntry | null {
  const data = event.data;
  if (!data?.conflictId) return null;
  const reason = CONFLICT_REASONS[data.source] ?? 'recorded on another order already';
  return {
    kind: 'payment_conflict',
    subjectId: data.conflictId,
    title: 'Payment conflict to review',
    message: `Razorpay payment ${data.razorpayPaymentId} for order ${data.razorpayOrderId}: ${reason}.`,
    link: '/payment-records',
  };
}

/** A payment conflict the admin resolved: its item is settled, with the note. */
export function paymentConflictResolution(event: DomainEvent<PaymentConflictEventData>): Settled | null {
  const data = event.data;
  if (!data?.conflictId || event.type !== PaymentsEvents.PaymentConflictResolved) return null;
  const note = data.note?.trim();
  return {
    kinds: ['payment_conflict'],
    subjectId: data.conflictId,
    resolution: note ? `Resolved: ${note.slice(0, 200)}` : 'Resolved',
  };
}
