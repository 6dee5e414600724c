/** Member renewal (spec part 2 §2 "Member renewal", §3, §9). */

/** Body of POST /api/members/renewal-request; the amount is a decimal string ("2000.00") or a number. */
export interface RenewalRequestFields {
  memberId: string;
  memberName?: string;
  memberEmail?: string | null;
  currentStatus?: string;
  renewalAmount?: string;
}

export const RenewalRequestStatuses = ['open', 'completed'] as const;
export type RenewalRequestStatus = (typeof RenewalRequestStatuses)[number];

export interface RenewalRequestDto {
  id: string;
  memberId: string;
  memberName: string;
  memberEmail: string | null;
  currentStatus: string;
  renewalAmount: string;
  status: RenewalRequestStatus;
  requestedBy: string | null;
  createdAt: string;
}

/**
 * GET /api/members/renewal-settings: what a renewal costs and the period it
 * buys, as membership owns them. `renewalFee` is money: a decimal string.
 */
export interface RenewalSettingsAnswer {
  renewalFee: string;
  periodDays: number;
}
