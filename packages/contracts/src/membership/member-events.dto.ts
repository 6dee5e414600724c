import type { Language } from '../i18n/language';
import type { Scheme } from '../shapes/member.shapes';

/** Snapshot carried by every membership event: enough for identity's login projection and e-mails. */
export interface MemberEventData {
  member: {
    id: string;
    memberId: string;
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string;
    status: string;
    optedSchemes: Scheme[];
    /** ISO timestamp; the end of the membership (null when not set). */
    membershipEndDate?: string | null;
    /**
     * The last India day (YYYY-MM-DD) the membership is valid on (lastValidIndiaDay of the end date),
     * so projections need no rule of their own; null when there is no end date. Older events lack it.
     */
    validThrough?: string | null;
    /** The language the member's e-mails are written in (issue 31); older events lack it (English). */
    language?: Language;
  };
  /** Admin user id behind the change, when an admin made it. */
  by?: string | null;
  /** Rejection reason; membership.member.review-reopened: the admin's reason for returning the applicant. */
  reason?: string | null;
  /** Where a created member came from: the public form, an admin, or a bulk import. */
  source?: 'registration' | 'admin' | 'import';
  /**
   * membership.member.approved: the joining fee the admin recorded as paid on approval (none when not collected or
   * not asked), for payments' ledger entry and receipt. Amount: decimal string, the membership fees setting's.
   */
  joiningFee?: { amount: string; paymentMethod: string; paymentReference: string | null };
}

/** Data of the renewal events (membership.member.renewal-requested, .renewed, .renewal-declined). */
export interface MemberRenewalEventData extends MemberEventData {
  renewal: {
    requestId: string;
    /** Decimal string. */
    amount: string;
    /** renewed: the validity before and after (ISO timestamps). */
    previousEndDate?: string | null;
    membershipEndDate?: string | null;
    /** renewed: how the fee was paid, for payments' ledger entry and receipt. */
    paymentMethod?: string | null;
    paymentReference?: string | null;
    /** requested (issue 30): the end date (ISO) the renewal gives when paid now, for the acknowledgement e-mail. */
    renewsUntil?: string | null;
  };
}

/** Data of membership.import.completed: one per bulk import, after all its members were stored. */
export interface MembersImportCompletedEventData {
  imported: number;
  failed: number;
  by: string | null;
  fileName?: string | null;
}

/** Data of membership.member.imported: the snapshots of one chunk of a bulk import. */
export interface MembersImportedEventData {
  members: MemberEventData['member'][];
  by?: string | null;
  source: 'import';
}

/** Occasions of membership.renewal-reminder.issued: days before the membership ends. */
export type RenewalReminderOccasion = 'renewal_30_days' | 'renewal_7_days';

/** Data of membership.renewal-reminder.issued: notifications turns it into a portal notification and an e-mail. */
export interface RenewalReminderIssuedEventData {
  /** The member's uuid. */
  memberId: string;
  occasion: RenewalReminderOccasion;
  /** ISO timestamp of the end of the membership the reminder is about. */
  membershipEndDate: string;
}

/** membership.renewal-payment.unapplied: the online renewal payment, and why it renewed nothing. */
export interface RenewalPaymentUnappliedEventData {
  renewalRequestId: string;
  /** The member's uuid. */
  memberId: string;
  /** The fee's payment record in payments. */
  recordId: string;
  razorpayPaymentId: string;
  razorpayOrderId: string;
  /** The request's status when the payment arrived ('completed', 'declined'), or why else nothing was renewed. */
  reason: string;
}
