import { Injectable } from '@nestjs/common';
import { FeeKind, MemberEventData, MemberRenewalEventData, ONLINE_RENEWAL_METHOD } from '@portal/contracts';
import { EntityManager } from 'typeorm';
import { PaidRecords } from '../records/paid-records';
import { PaymentConflictsRepository } from '../razorpay/payment-conflicts.repository';
import { PaymentRecordsRepository } from '../records/payment-records.repository';

export const RENEWAL_FEE_KEY_PREFIX = 'renewal-request:';

/**
 * The key of a renewal request's fee: the fee Mark Paid and Renewed records (once per request), and what an online
 * renewal's order pays (its record is keyed by the order, so money taken twice is still recorded twice).
 */
export const renewalFeeKey = (requestId: string) => `${RENEWAL_FEE_KEY_PREFIX}${requestId.toLowerCase()}`;

/** The key of a member's joining fee: one per member, whatever redelivers their approval. */
export const joiningFeeKey = (memberUuid: string) => `joining-fee:${memberUuid.toLowerCase()}`;

export interface PaidFee {
  memberId: string;
  kind: FeeKind;
  amount: string;
  paidAt: Date;
  feeKey: string;
  paymentMethod: string | null;
  transactionId?: string | null;
  razorpayPaymentId?: string | null;
  razorpayOrderId?: string | null;
  razorpaySignature?: string | null;
  notes?: string | null;
  createdBy: string | null;
}

/**
 * Membership fees as ledger entries (issue 26): a paid fee is a payment record of its kind with no scheme and no
 * months, recorded once per key, with a receipt number, payment.recorded (so its receipt PDF and e-mail follow as
 * for dues) in the same transaction.
 */
@Injectable()
export class FeeRecords {
  constructor(
    private readonly records: PaymentRecordsRepository,
    private readonly paid: PaidRecords,
    private readonly conflicts: PaymentConflictsRepository,
  ) {}

  /** The fee's record: made now, or the one its key already has. */
  async recordPaid(
    manager: EntityManager,
    fee: PaidFee,
    source: 'online' | 'office',
  ): Promise<{ id: string; created: boolean }> {
    const existing = await this.records.byFeeKey(manager, fee.feeKey);
    if (existing) return { id: existing.id, created: false };
    const id = await this.records.insert(manager, {
      memberId: fee.memberId,
      kind: fee.kind,
      scheme: null,
      amount: fee.amount,
      status: 'paid',
      dueDate: fee.paidAt,
      paymentDate: fee.paidAt,
      periodStart: null,
      notes: fee.notes ?? null,
      paymentMethod: fee.paymentMethod,
      transactionId: fee.transactionId ?? null,
      razorpayPaymentId: fee.razorpayPaymentId ?? null,
      razorpayOrderId: fee.razorpayOrderId ?? null,
      razorpaySignature: fee.razorpaySignature ?? null,
      feeKey: fee.feeKey,
      createdBy: fee.createdBy,
    });
    await this.paid.settle(manager, id, source);
    return { id, created: true };
  }

  /**
   * membership.member.renewed: Mark Paid and Renewed records the renewal fee as the admin said it was paid. A
   * renewal paid online was recorded when Razorpay's payment was (its event names the online method); a
   * redelivered event finds the fee's key taken and records nothing.
   */
  async recordRenewal(manager: EntityManager, data: MemberRenewalEventData, occurredAt: string): Promise<void> {
    const { renewal } = data;
    if (!renewal?.requestId || renewal.paymentMethod === ONLINE_RENEWAL_METHOD) return;
    const feeKey = renewalFeeKey(renewal.requestId);
    await this.recordInOffice(manager, data, occurredAt, {
      kind: 'renewal_fee',
      feeKey,
      amount: renewal.amount,
      paymentMethod: renewal.paymentMethod ?? null,
      paymentReference: renewal.paymentReference ?? null,
      notes: 'Annual renewal fee (Mark Paid and Renewed)',
    });
    // The member may have paid online meanwhile: both are recorded, the online one kept for the admin to refund.
    await this.conflicts.flagRenewalPaidTwice(manager, feeKey);
  }

  /**
   * membership.member.approved: the joining fee the admin recorded as paid on approval (the event carries it only
   * then), once per member; a redelivered event finds the fee's key taken and records nothing.
   */
  async recordJoining(manager: EntityManager, data: MemberEventData, occurredAt: string): Promise<void> {
    const fee = data.joiningFee;
    if (!fee || !data.member?.id) return;
    await this.recordInOffice(manager, data, occurredAt, {
      kind: 'joining_fee',
      feeKey: joiningFeeKey(data.member.id),
      amount: fee.amount,
      paymentMethod: fee.paymentMethod ?? null,
      paymentReference: fee.paymentReference ?? null,
      notes: 'Joining fee (recorded on approval)',
    });
  }

  /** A fee an admin took in the office, named by a membership event: paid at the event's time, by the event's admin. */
  private async recordInOffice(
    manager: EntityManager,
    data: MemberEventData,
    occurredAt: string,
    fee: {
      kind: FeeKind;
      feeKey: string;
      amount: string;
      paymentMethod: string | null;
      paymentReference: string | null;
      notes: string;
    },
  ): Promise<void> {
    if (!data.member?.id || !(Number(fee.amount) > 0)) return;
    await this.recordPaid(
      manager,
      {
        memberId: data.member.id,
        kind: fee.kind,
        amount: Number(fee.amount).toFixed(2),
        paidAt: new Date(occurredAt),
        feeKey: fee.feeKey,
        paymentMethod: fee.paymentMethod,
        transactionId: fee.paymentReference,
        notes: fee.notes,
        createdBy: data.by ?? null,
      },
      'office',
    );
  }
}
