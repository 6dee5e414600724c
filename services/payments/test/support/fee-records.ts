import { MemberRenewalEventData } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { MemberSnapshot, PaymentsHarness } from './payments-harness';

/** A fee's payment_records row, as the fee tests read it. */
export interface FeeRow {
  id: string;
  kind: string;
  scheme: string | null;
  amount: string;
  status: string;
  period_start: string | null;
  payment_method: string | null;
  transaction_id: string | null;
  receipt_number: string | null;
  receipt_key: string | null;
  fee_key: string | null;
}

/** membership.member.renewed as Mark Paid and Renewed writes it. */
export function renewedEvent(
  member: MemberSnapshot,
  renewal: Partial<MemberRenewalEventData['renewal']> = {},
): MemberRenewalEventData {
  return {
    member: { ...member, status: 'active' },
    by: 'admin-1',
    renewal: {
      requestId: randomUUID(),
      amount: '2000.00',
      previousEndDate: member.membershipEndDate ?? null,
      membershipEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      paymentMethod: 'upi',
      paymentReference: 'UPI-REF-7781',
      ...renewal,
    },
  };
}

/** The member's fee records (every kind but scheme dues). */
export async function feeRowsOf(harness: PaymentsHarness, memberId: string): Promise<FeeRow[]> {
  const { rows } = await harness.db.query<FeeRow>(
    `SELECT id, kind, scheme, amount, status, period_start, payment_method, transaction_id, receipt_number,
            receipt_key, fee_key
     FROM payment_records WHERE member_id = $1 AND kind <> 'scheme_dues'`,
    [memberId],
  );
  return rows;
}
