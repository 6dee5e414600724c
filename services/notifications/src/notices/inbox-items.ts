import { DomainEvent, formatRupees, MembershipEvents, PaymentRecordedEventData, paymentLabel } from '@portal/contracts';
import type { MemberSnapshotEvent } from '@portal/platform';

/** One thing an admin must act on, recorded once per event. */
export interface InboxEntry {
  kind: 'registration' | 'renewal_request' | 'payment_received';
  title: string;
  message: string;
  link: string | null;
}

/** New applications awaiting approval and renewal requests; other member events are not the admin's to act on. */
export function memberInboxEntry(event: MemberSnapshotEvent): InboxEntry | null {
  const member = event.data?.member;
  if (!member?.id) return null;
  const who = `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || 'A member';
  const code = member.memberId ? ` (${member.memberId})` : '';
  if (event.type === MembershipEvents.MemberCreated && event.data.source === 'registration') {
    return {
      kind: 'registration',
      title: 'New registration awaiting approval',
      message: `${who}${code} applied for membership.`,
      link: '/member-approvals',
    };
  }
  if (event.type === MembershipEvents.RenewalRequested) {
    const amount = formatRupees(event.data.renewal?.amount);
    return {
      kind: 'renewal_request',
      title: 'Renewal requested',
      message: `${who}${code} asked to renew their membership${amount ? ` (fee ${amount})` : ''}.`,
      link: `/members/${member.id}`,
    };
  }
  return null;
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
    title: 'Payment received',
    message: `${who}${data.memberCode ? ` (${data.memberCode})` : ''} paid ${amount} for ${scheme}.`,
    link: '/payment-records',
  };
}
