import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CreateFeeOrderRequest,
  CreateOrderAnswer,
  CreateOrderInput,
  FeeKindLabels,
  formatRupees,
  isBlank,
  parseAmount,
  PaymentMessages,
  PaymentsErrorCode,
  Scheme,
  SchemeLabels,
  Schemes,
  VerifyPaymentAnswer,
  VerifyPaymentInput,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import {
  isActiveMember,
  memberName,
  PaymentMember,
  PaymentMembersRepository,
} from '../members/payment-members.repository';
import { renewalFeeKey } from '../fees/renewal-fees';
import { forbidden, invalid, isUuid, PaymentsException } from '../payments.exception';
import { toPaymentRecordDto } from '../records/payment-record.mapper';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { monthTaken } from '../records/month-rule';
import { SchemeSettingsRepository } from '../schemes/scheme-settings.repository';
import { firstOfMonthInIndia, monthLabel } from './months';
import { NewOrder, OrdersRepository } from './orders.repository';
import { PaymentCapture } from './payment-capture';
import { PaymentConflictsRepository } from './payment-conflicts.repository';
import { PaymentVerification } from './payment-verification';
import { paymentSignatureMatches } from './signatures';
import { RazorpayClient } from './razorpay.client';

export interface OrderPlan {
  amount: string;
  paymentRecordId: string | null;
  periodStart: string | null;
  periodMonths: number;
  description: string;
}

const verificationFailed = () =>
  new PaymentsException(PaymentsErrorCode.VerificationFailed, PaymentMessages.verificationFailed);

/**
 * Online payment (spec part 2 §3, §4, §7): the server decides what an order
 * costs and stores it before the checkout opens; verification reads member,
 * scheme and amount from that stored order, never from the browser.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: PaymentMembersRepository,
    private readonly settings: SchemeSettingsRepository,
    private readonly records: PaymentRecordsRepository,
    private readonly orders: OrdersRepository,
    private readonly razorpay: RazorpayClient,
    private readonly capture: PaymentCapture,
    private readonly verification: PaymentVerification,
    private readonly conflicts: PaymentConflictsRepository,
    private readonly audit: AuditTrail,
  ) {}

  async create(input: CreateOrderInput, actor: ActorDto): Promise<CreateOrderAnswer> {
    // First of all: without keys no member, scheme or amount makes an order possible.
    const { keyId } = this.razorpay.keys();
    const member = await this.payer(input, actor);
    if (isBlank(input.scheme) || !(Schemes as readonly string[]).includes(input.scheme!.trim())) {
      throw invalid([{ field: 'scheme', message: 'Please select a scheme' }]);
    }
    const scheme = input.scheme!.trim() as Scheme;
    if (!isActiveMember(member)) {
      throw new PaymentsException(
        PaymentsErrorCode.MemberNotActive,
        'Online payment is open to active members only. Please renew your membership or contact admin.',
      );
    }
    if (!member.optedSchemes.includes(scheme)) {
      throw new PaymentsException(
        PaymentsErrorCode.SchemeNotOpted,
        `${memberName(member)} has not opted into ${SchemeLabels[scheme]}. Please contact admin to join the scheme.`,
      );
    }
    const setting = await this.settings.get(scheme);
    if (!setting.isOnlinePaymentEnabled) {
      throw new PaymentsException(PaymentsErrorCode.OnlinePaymentDisabled, PaymentMessages.onlinePaymentDisabled);
    }
    const plan = await this.plan(member, scheme, setting.amount, input);
    if (input.amount !== undefined && input.amount !== null && input.amount !== '') {
      const sent = parseAmount(input.amount);
      if (sent === null || Math.round(sent * 100) !== Math.round(Number(plan.amount) * 100)) {
        throw invalid([{ field: 'amount', message: `The amount to pay is ${formatRupees(plan.amount)}` }]);
      }
    }
    const amountPaise = Math.round(Number(plan.amount) * 100);
    const receipt = `${member.memberCode}-${Date.now().toString(36)}`.slice(0, 40);
    const order = await this.razorpay.createOrder(amountPaise, receipt, {
      memberId: member.memberCode,
      scheme,
      period: plan.description,
    });
    await this.saveOrder({
      id: order.id,
      memberId: member.id,
      scheme,
      amount: plan.amount,
      amountPaise,
      receipt,
      paymentRecordId: plan.paymentRecordId,
      periodStart: plan.periodStart,
      periodMonths: plan.periodMonths,
      createdBy: actor.userId,
    });
    return {
      success: true,
      message: 'Order created',
      key_id: keyId,
      amount: amountPaise,
      currency: 'INR',
      order_id: order.id,
      name: 'KPWA',
      description: `${SchemeLabels[scheme]} contribution: ${plan.description}`,
      prefill: { name: memberName(member), email: member.email, contact: member.phone },
    };
  }

  /**
   * An order for a renewal fee (the member's renewal banner): the amount and the renewal request come from
   * membership through the gateway (the request membership answered for this member), never from the browser.
   * Once paid (callback, webhook or reconciliation, whichever is first), capture records the fee and announces
   * payments.renewal-fee.recorded, on which membership completes the renewal once.
   */
  async createFeeOrder(request: CreateFeeOrderRequest): Promise<CreateOrderAnswer> {
    const { keyId } = this.razorpay.keys();
    const { actor } = request;
    if (actor.userType === 'member' ? actor.userId !== request.memberId : actor.userType !== 'admin') {
      throw forbidden('You can only pay for yourself');
    }
    if (!isUuid(request.renewalRequestId)) {
      throw invalid([{ field: 'renewalRequestId', message: 'Unknown renewal request' }]);
    }
    const member = await this.members.get(request.memberId);
    const amount = parseAmount(request.amount);
    if (amount === null || amount <= 0) throw invalid([{ field: 'amount', message: PaymentMessages.amountPositive }]);
    const amountPaise = Math.round(amount * 100);
    const label = FeeKindLabels[request.kind];
    const receipt = `${member.memberCode}-${Date.now().toString(36)}`.slice(0, 40);
    const order = await this.razorpay.createOrder(amountPaise, receipt, {
      memberId: member.memberCode,
      kind: request.kind,
      renewalRequestId: request.renewalRequestId,
    });
    await this.saveOrder({
      id: order.id,
      memberId: member.id,
      kind: request.kind,
      scheme: null,
      feeKey: renewalFeeKey(request.renewalRequestId),
      amount: (amountPaise / 100).toFixed(2),
      amountPaise,
      receipt,
      paymentRecordId: null,
      periodStart: null,
      periodMonths: 1,
      createdBy: actor.userId,
    });
    return {
      success: true,
      message: 'Order created',
      key_id: keyId,
      amount: amountPaise,
      currency: 'INR',
      order_id: order.id,
      name: 'KPWA',
      description: label,
      prefill: { name: memberName(member), email: member.email, contact: member.phone },
    };
  }

  /** The order Razorpay made, kept with its audit row (the member's or admin's action) in one transaction. */
  private async saveOrder(order: NewOrder): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.orders.insert(order, manager);
      await this.audit.record(manager, {
        action: 'razorpay-order.created',
        entity: 'razorpay-order',
        entityId: order.id,
        after: order,
      });
    });
  }

  async verify(input: VerifyPaymentInput, actor: ActorDto): Promise<VerifyPaymentAnswer> {
    const { keySecret } = this.razorpay.keys();
    const orderId = input.razorpay_order_id?.trim();
    const paymentId = input.razorpay_payment_id?.trim();
    if (!orderId || !paymentId || !input.razorpay_signature) throw verificationFailed();
    const order = await this.orders.find(orderId);
    if (!order) throw verificationFailed();
    if (actor.userType !== 'admin' && !(actor.userType === 'member' && actor.userId === order.member_id)) {
      throw forbidden('You can only verify your own payments');
    }
    if (!paymentSignatureMatches(orderId, paymentId, keySecret, input.razorpay_signature)) {
      throw verificationFailed();
    }
    // A payment id already recorded on another order is the admin's to look into; this order stays unpaid.
    const kept = await this.dataSource.transaction((manager) => this.keepConflict(manager, orderId, paymentId));
    if (kept) throw verificationFailed();
    // The signature says who signed; Razorpay's own entity must say the money was captured for this order and
    // amount (a Razorpay that cannot be asked is a 503, and the reconciliation records the payment later).
    const verdict = await this.verification.confirm(order, paymentId);
    if (!verdict.pass) throw verificationFailed();
    const outcome = await this.dataSource.transaction(async (manager) => {
      if (await this.keepConflict(manager, orderId, paymentId)) return null;
      return this.capture.recordPayment(manager, orderId, { ...verdict.payment, signature: input.razorpay_signature });
    });
    // The months were paid meanwhile (in the office, or by another payment): 409 naming the receipt.
    if (outcome && 'conflict' in outcome) throw new PaymentsException(PaymentsErrorCode.MonthTaken, outcome.conflict);
    if (!outcome) throw verificationFailed();
    const record = toPaymentRecordDto(await this.records.get(outcome.recordId));
    return {
      success: true,
      message: PaymentMessages.paymentRecorded,
      payment_id: paymentId,
      order_id: orderId,
      record,
    };
  }

  /** True, with the conflict kept for the admin, when the payment id is recorded on another order. */
  private async keepConflict(manager: EntityManager, orderId: string, paymentId: string): Promise<boolean> {
    const elsewhere = await this.conflicts.recordedElsewhere(manager, paymentId, orderId);
    if (elsewhere)
      await this.conflicts.add(manager, { paymentId, orderId, recordedElsewhere: elsewhere, source: 'callback' });
    return elsewhere !== null;
  }

  /** Admins pay for any member; a member only for themself. */
  private async payer(input: CreateOrderInput, actor: ActorDto): Promise<PaymentMember> {
    if (actor.userType === 'member') {
      const member = await this.members.get(actor.userId);
      const asked = input.memberId?.trim();
      if (asked && asked !== member.id && asked.toUpperCase() !== member.memberCode) {
        throw forbidden('You can only pay for yourself');
      }
      return member;
    }
    if (actor.userType !== 'admin') throw forbidden();
    if (isBlank(input.memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
    return this.members.get(input.memberId!);
  }

  /**
   * A chosen due, else the oldest unpaid due, else months in advance from the first month not yet covered
   * (payment links are priced by the same rule).
   */
  async plan(
    member: PaymentMember,
    scheme: Scheme,
    monthly: string,
    input: Pick<CreateOrderInput, 'paymentRecordId' | 'months'>,
  ): Promise<OrderPlan> {
    const manager = this.dataSource.manager;
    const unpaid = await this.records.unpaid(manager, member.id, scheme);
    let due = unpaid[0];
    if (input.paymentRecordId) {
      if (!isUuid(input.paymentRecordId))
        throw invalid([{ field: 'paymentRecordId', message: 'Unknown payment record' }]);
      due = unpaid.find((r) => r.id === input.paymentRecordId)!;
      const chosen = due ? null : await this.records.get(input.paymentRecordId, manager).catch(() => null);
      if (chosen && chosen.member_id === member.id && chosen.status === 'paid' && chosen.period) {
        throw monthTaken({ month: `${chosen.period}-01`, status: 'paid', receipt_number: chosen.receipt_number });
      }
      if (!due) {
        throw new PaymentsException(
          PaymentsErrorCode.AlreadyPaid,
          'This payment record is not due: it is paid or not yours',
        );
      }
    } else if (due && (input.months ?? 1) > 1) {
      throw invalid([
        {
          field: 'months',
          message: 'Please pay the dues already raised for this scheme before paying months in advance',
        },
      ]);
    }
    if (due) {
      return {
        amount: due.amount,
        paymentRecordId: due.id,
        periodStart: null,
        periodMonths: due.period_months,
        description: due.period ? monthLabel(`${due.period}-01`, due.period_months) : 'dues',
      };
    }
    const months = input.months ?? 1;
    const current = firstOfMonthInIndia(new Date());
    const next = await this.records.nextUncoveredPeriod(manager, member.id, scheme);
    const periodStart = next && next > current ? next : current;
    return {
      amount: (Number(monthly) * months).toFixed(2),
      paymentRecordId: null,
      periodStart,
      periodMonths: months,
      description: monthLabel(periodStart, months),
    };
  }
}
