import { Inject, Injectable } from '@nestjs/common';
import {
  CreateFeeLinkRequest,
  CreatePaymentLinkRequest,
  FeeKindLabels,
  isBlank,
  parseAmount,
  ListPaymentLinksRequest,
  PaymentLinkDto,
  PaymentMessages,
  PaymentRecordKind,
  PaymentsErrorCode,
  Scheme,
  SchemeLabels,
  Schemes,
} from '@portal/contracts';
import { AuditTrail, JsonLogger } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { memberName, PaymentMember, PaymentMembersRepository } from '../members/payment-members.repository';
import { renewalFeeKey } from '../fees/renewal-fees';
import { invalid, isUuid, PaymentsException, requireAdmin } from '../payments.exception';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { monthLabel } from '../razorpay/months';
import { OrdersRepository } from '../razorpay/orders.repository';
import { OrderPlan, OrdersService } from '../razorpay/orders.service';
import { CapturedPayment, PaymentCapture } from '../razorpay/payment-capture';
import { judge } from '../razorpay/payment-verification';
import { GatewayPaymentLink, GatewayRefusal, RazorpayClient } from '../razorpay/razorpay.client';
import { SchemeSettingsRepository } from '../schemes/scheme-settings.repository';
import { PaymentLinkRow, PaymentLinksRepository } from './payment-links.repository';

export interface PaymentLinkSettings {
  /** How long a link may be paid after it is made. */
  expirySeconds: number;
  /** Links open longer than this are checked with Razorpay by the reconciliation (as orders are). */
  reconcileAfterSeconds: number;
}
export const PAYMENT_LINK_SETTINGS = Symbol('PAYMENT_LINK_SETTINGS');

/** An overdue due a reminder is about to be issued for. */
export interface OverdueDue {
  record_id: string;
  member_id: string;
  scheme: string;
}

/** What Razorpay confirmed of a paid link: the order it made and the captured payment on it. */
export interface ConfirmedLinkPayment {
  link: PaymentLinkRow;
  orderId: string;
  payment: CapturedPayment;
}

type PaidOutcome = 'recorded' | 'ignored';

/** What a link pays: a scheme's due or months, or a fee (no scheme, no months). */
interface LinkTarget {
  kind: PaymentRecordKind;
  scheme: Scheme | null;
  feeKey: string | null;
  amount: string;
  paymentRecordId: string | null;
  periodStart: string | null;
  periodMonths: number;
  /** What Razorpay's page shows the member. */
  description: string;
}

/**
 * After Razorpay fails to answer (5 s at most each), the reminders issued in the next minute go without a link
 * instead of waiting on it one by one while the jobs' lock is held.
 */
const GATEWAY_PAUSE_MS = 60_000;

/** A reminder's link stays good for at least a day after it is sent, or a new one is made. */
const REUSE_MIN_SECONDS = 24 * 3600;

/** Postgres's unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export function toPaymentLinkDto(l: PaymentLinkRow): PaymentLinkDto {
  return {
    id: l.id,
    memberId: l.member_id,
    kind: l.kind,
    scheme: l.scheme,
    paymentRecordId: l.payment_record_id,
    period: l.period_start ? l.period_start.slice(0, 7) : null,
    periodMonths: l.period_months,
    amount: l.amount,
    status: l.status === 'creating' ? 'created' : l.status,
    shortUrl: l.short_url ?? '',
    razorpayLinkId: l.razorpay_link_id ?? '',
    expireBy: l.expire_by.toISOString(),
    paidRecordId: l.paid_record_id,
    createdAt: l.created_at.toISOString(),
  };
}

/**
 * Pay by link without signing in (issue 33): a Razorpay Payment Link for a due's months (or months in advance),
 * made for an overdue due's reminder or on an admin's demand, priced by the checkout's own rules
 * (OrdersService.plan). Paying it is recorded like a checkout payment, by PaymentCapture on the order Razorpay
 * made for the link, so its months are paid exactly once whichever of the webhook and the reconciliation comes
 * first; a link whose months get paid another way is cancelled at Razorpay.
 */
@Injectable()
export class PaymentLinksService {
  /** Until when reminders go without links after Razorpay failed to answer (epoch ms). */
  private gatewayDownUntil = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: PaymentLinksRepository,
    private readonly members: PaymentMembersRepository,
    private readonly settings: SchemeSettingsRepository,
    private readonly records: PaymentRecordsRepository,
    private readonly orders: OrdersRepository,
    private readonly checkout: OrdersService,
    private readonly razorpay: RazorpayClient,
    private readonly capture: PaymentCapture,
    private readonly audit: AuditTrail,
    private readonly logger: JsonLogger,
    @Inject(PAYMENT_LINK_SETTINGS) private readonly options: PaymentLinkSettings,
  ) {}

  /** An admin's demand: a link for one of the member's unpaid dues, else their oldest, else months in advance. */
  async create({ input, actor }: CreatePaymentLinkRequest): Promise<PaymentLinkDto> {
    requireAdmin(actor);
    this.razorpay.keys();
    if (isBlank(input.memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
    const member = await this.members.get(input.memberId!);
    if (isBlank(input.scheme) || !(Schemes as readonly string[]).includes(input.scheme!.trim())) {
      throw invalid([{ field: 'scheme', message: 'Please select a scheme' }]);
    }
    const scheme = input.scheme!.trim() as Scheme;
    await this.payable(member, scheme);
    const setting = await this.settings.get(scheme);
    const plan = await this.checkout.plan(member, scheme, setting.amount, input);
    if (plan.paymentRecordId) {
      const open = await this.links.openForRecord(plan.paymentRecordId, REUSE_MIN_SECONDS);
      if (open) return toPaymentLinkDto(open);
    }
    const periodStart = plan.periodStart ?? (await this.periodOf(plan.paymentRecordId));
    const link = await this.make(
      member,
      { ...plan, periodStart, scheme, kind: 'scheme_dues', feeKey: null, description: this.duesLabel(scheme, plan) },
      actor.userId,
    );
    return toPaymentLinkDto(link);
  }

  /**
   * An admin's demand for a member's renewal fee: the renewal request and its amount come from membership through
   * the gateway, as for the member's own renewal order. Paid, the fee is recorded as an online renewal's is
   * (PaymentCapture: its receipt, and payments.renewal-fee.recorded on which membership completes the renewal).
   */
  async createFeeLink(request: CreateFeeLinkRequest): Promise<PaymentLinkDto> {
    requireAdmin(request.actor);
    this.razorpay.keys();
    if (!isUuid(request.renewalRequestId)) {
      throw invalid([{ field: 'renewalRequestId', message: 'Unknown renewal request' }]);
    }
    const member = await this.members.get(request.memberId);
    const amount = parseAmount(request.amount);
    if (amount === null || amount <= 0) throw invalid([{ field: 'amount', message: PaymentMessages.amountPositive }]);
    const feeKey = renewalFeeKey(request.renewalRequestId);
    const open = await this.links.openForFee(feeKey, REUSE_MIN_SECONDS);
    if (open) return toPaymentLinkDto(open);
    const link = await this.make(
      member,
      {
        kind: request.kind,
        scheme: null,
        feeKey,
        amount: amount.toFixed(2),
        paymentRecordId: null,
        periodStart: null,
        periodMonths: 1,
        description: FeeKindLabels[request.kind],
      },
      request.actor.userId,
    );
    return toPaymentLinkDto(link);
  }

  async list({ memberId, actor }: ListPaymentLinksRequest): Promise<PaymentLinkDto[]> {
    requireAdmin(actor);
    if (isBlank(memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
    const member = await this.members.get(memberId!);
    return (await this.links.listForMember(member.id)).map(toPaymentLinkDto);
  }

  /**
   * The short URL a reminder of this overdue due carries: its open link, or a new one. Null (the reminder goes
   * without a link) when online payment is off, the member cannot pay online, or Razorpay cannot be asked now.
   */
  async forOverdueDue(due: OverdueDue, now = Date.now()): Promise<string | null> {
    if (!this.razorpay.configured) return null;
    const open = await this.links.openForRecord(due.record_id, REUSE_MIN_SECONDS);
    if (open?.short_url) return open.short_url;
    // Razorpay just failed to answer: the reminders of this run go without links rather than wait on it each.
    if (now < this.gatewayDownUntil) return null;
    try {
      const member = await this.members.get(due.member_id);
      const scheme = due.scheme as Scheme;
      await this.payable(member, scheme);
      const setting = await this.settings.get(scheme);
      const plan = await this.checkout.plan(member, scheme, setting.amount, { paymentRecordId: due.record_id });
      const periodStart = await this.periodOf(plan.paymentRecordId);
      const target = { ...plan, periodStart, scheme, kind: 'scheme_dues' as const, feeKey: null };
      return (await this.make(member, { ...target, description: this.duesLabel(scheme, target) }, null)).short_url;
    } catch (error) {
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.GatewayUnavailable) {
        this.gatewayDownUntil = now + GATEWAY_PAUSE_MS;
      }
      this.logger.event('warn', 'no payment link for an overdue due: the reminder goes without one', {
        recordId: due.record_id,
        error: (error as Error).message,
      });
      return null;
    }
  }

  /**
   * A link for what the member owes next in a scheme (their oldest unpaid due, else the next month not covered),
   * for the reminder of a failed AutoPay debit (issue 33). Null when no link can be made now (logged).
   */
  async forMember(memberId: string, scheme: Scheme): Promise<string | null> {
    if (!this.razorpay.configured) return null;
    try {
      const member = await this.members.get(memberId);
      await this.payable(member, scheme);
      const setting = await this.settings.get(scheme);
      const plan = await this.checkout.plan(member, scheme, setting.amount, {});
      const open = plan.paymentRecordId
        ? await this.links.openForRecord(plan.paymentRecordId, REUSE_MIN_SECONDS)
        : null;
      if (open?.short_url) return open.short_url;
      const periodStart = plan.periodStart ?? (await this.periodOf(plan.paymentRecordId));
      const target = { ...plan, periodStart, scheme, kind: 'scheme_dues' as const, feeKey: null };
      return (await this.make(member, { ...target, description: this.duesLabel(scheme, target) }, null)).short_url;
    } catch (error) {
      this.logger.event('warn', 'no payment link for a failed AutoPay debit: the reminder goes without one', {
        memberId,
        error: (error as Error).message,
      });
      return null;
    }
  }

  /**
   * What Razorpay says of a link the webhook or the reconciliation says is paid: paid in full, through an order,
   * by a payment captured for that order in rupees of exactly the link's amount (PaymentVerification's rule).
   * Null when the link is not ours or Razorpay does not confirm it; PAYMENTS_GATEWAY_UNAVAILABLE when Razorpay
   * cannot be asked (nothing is decided without its answer).
   */
  async confirmPaid(razorpayLinkId: string, known?: GatewayPaymentLink): Promise<ConfirmedLinkPayment | null> {
    const link = await this.links.findByRazorpayId(razorpayLinkId);
    if (!link) {
      this.logger.event('warn', 'payment link that is not ours: ignored', { razorpayLinkId });
      return null;
    }
    if (link.status === 'paid') return null;
    const remote = known ?? (await this.razorpay.findPaymentLink(razorpayLinkId));
    const paymentId = remote?.payments?.find((p) => p.status === 'captured')?.payment_id;
    const orderId = remote?.order_id;
    if (!remote || remote.status !== 'paid' || remote.amount !== Number(link.amount_paise) || !orderId || !paymentId) {
      this.logger.event('warn', 'payment link not confirmed paid by Razorpay: nothing marked paid', {
        razorpayLinkId,
        status: remote?.status ?? null,
      });
      return null;
    }
    const payment = await this.razorpay.findPayment(paymentId);
    const reason = payment ? judge({ id: orderId, amount_paise: link.amount_paise }, payment) : 'unknown-payment';
    if (reason) {
      this.logger.event('warn', 'payment link payment not confirmed by Razorpay: nothing marked paid', {
        razorpayLinkId,
        paymentId,
        reason,
      });
      return null;
    }
    return {
      link,
      orderId,
      payment: {
        id: payment!.id,
        method: typeof payment!.method === 'string' ? payment!.method : null,
        amount: payment!.amount,
      },
    };
  }

  /**
   * Records a confirmed link payment in the caller's transaction, once: the link row is locked, and the order
   * Razorpay made for it is kept with the link's member, scheme, due and months, so PaymentCapture records it
   * as it records a checkout payment (a paid record, its receipt and payment.recorded; months paid meanwhile
   * are kept as a conflict for the admin to refund).
   */
  async recordPaid(manager: EntityManager, confirmed: ConfirmedLinkPayment): Promise<PaidOutcome> {
    const link = await this.links.findByRazorpayId(confirmed.link.razorpay_link_id!, manager, true);
    if (!link || link.status === 'paid') return 'ignored';
    await this.orders.insert(
      {
        id: confirmed.orderId,
        memberId: link.member_id,
        kind: link.kind,
        scheme: link.scheme,
        feeKey: link.fee_key,
        amount: link.amount,
        amountPaise: Number(link.amount_paise),
        receipt: link.reference_id,
        paymentRecordId: link.payment_record_id,
        periodStart: link.payment_record_id ? null : link.period_start,
        periodMonths: link.period_months,
        createdBy: link.created_by ?? 'payment-link',
      },
      manager,
      { ifAbsent: true },
    );
    const outcome = await this.capture.recordPayment(manager, confirmed.orderId, confirmed.payment);
    const recordId = outcome && 'recordId' in outcome ? outcome.recordId : null;
    const error = outcome && 'conflict' in outcome ? outcome.conflict : null;
    await this.links.markPaid(manager, link.id, {
      orderId: confirmed.orderId,
      paymentId: confirmed.payment.id,
      recordId,
      error,
    });
    await this.audit.record(manager, {
      action: 'payment-link.paid',
      entity: 'payment-link',
      entityId: link.id,
      after: { razorpayLinkId: link.razorpay_link_id, paymentId: confirmed.payment.id, recordId, error },
    });
    return recordId ? 'recorded' : 'ignored';
  }

  /** Confirms and records a link Razorpay says is paid, in its own transaction. */
  async settlePaid(razorpayLinkId: string, known?: GatewayPaymentLink): Promise<PaidOutcome> {
    const confirmed = await this.confirmPaid(razorpayLinkId, known);
    if (!confirmed) return 'ignored';
    try {
      return await this.dataSource.transaction((manager) => this.recordPaid(manager, confirmed));
    } catch (error) {
      // A racing message recorded the payment first: nothing more to do.
      if (isUniqueViolation(error)) return 'ignored';
      throw error;
    }
  }

  /**
   * The reconciliation's part for links: links whose months were paid another way are cancelled at Razorpay
   * (one paid there meanwhile is recorded, and kept for a refund); open links Razorpay says are paid are
   * recorded (their webhook was lost), expired or cancelled ones are marked so.
   */
  async reconcile(): Promise<{ checked: number; recorded: number; cancelled: number; expired: number }> {
    const counts = { checked: 0, recorded: 0, cancelled: 0, expired: 0 };
    if (!this.razorpay.configured) return counts;
    for (const link of await this.links.toReconcile(this.options.reconcileAfterSeconds)) {
      counts.checked += 1;
      try {
        let remote: GatewayPaymentLink | null;
        if (link.status === 'cancelling') {
          try {
            remote = await this.razorpay.cancelPaymentLink(link.razorpay_link_id!);
          } catch (error) {
            if (!(error instanceof GatewayRefusal)) throw error;
            // Paid or expired at Razorpay meanwhile: what it is now decides.
            remote = await this.razorpay.findPaymentLink(link.razorpay_link_id!);
          }
        } else {
          remote = await this.razorpay.findPaymentLink(link.razorpay_link_id!);
        }
        const status = remote?.status;
        if (status === 'paid') {
          if ((await this.settlePaid(link.razorpay_link_id!, remote!)) === 'recorded') counts.recorded += 1;
        } else if (status === 'cancelled') {
          if (await this.links.settle(link.id, 'cancelled', ['created', 'cancelling'])) counts.cancelled += 1;
        } else if (status === 'expired' || !remote) {
          if (await this.links.settle(link.id, 'expired', ['created', 'cancelling'])) counts.expired += 1;
        } else {
          await this.links.settle(link.id, link.status === 'cancelling' ? 'cancelling' : 'created', [link.status]);
        }
      } catch (error) {
        this.logger.event('warn', 'reconciliation of a payment link failed; next run retries', {
          linkId: link.id,
          error: (error as Error).message,
        });
      }
    }
    if (counts.recorded || counts.cancelled || counts.expired)
      this.logger.event('info', 'payment links reconciled', counts);
    return counts;
  }

  /** Who may be sent a link: a member on the register, in the scheme, which takes payments online. */
  private async payable(member: PaymentMember, scheme: Scheme): Promise<void> {
    if (member.deletedAt) throw invalid([{ field: 'memberId', message: 'This member has been deleted' }]);
    if (!member.optedSchemes.includes(scheme)) {
      throw new PaymentsException(
        PaymentsErrorCode.SchemeNotOpted,
        `${memberName(member)} has not opted into ${SchemeLabels[scheme]}.`,
      );
    }
    const setting = await this.settings.get(scheme);
    if (!setting.isOnlinePaymentEnabled) {
      throw new PaymentsException(PaymentsErrorCode.OnlinePaymentDisabled, PaymentMessages.onlinePaymentDisabled);
    }
  }

  /** What Razorpay's page says a dues link is for: 'ESI contribution: November 2026'. */
  private duesLabel(scheme: Scheme, plan: Pick<OrderPlan, 'periodStart' | 'periodMonths' | 'description'>): string {
    const months = plan.periodStart ? monthLabel(plan.periodStart, plan.periodMonths) : plan.description;
    return `${SchemeLabels[scheme]} contribution: ${months}`;
  }

  /** The first month (YYYY-MM-01) of a due, for telling which links its payment settles. */
  private async periodOf(recordId: string | null): Promise<string | null> {
    if (!recordId) return null;
    const record = await this.records.get(recordId);
    return record.period ? `${record.period}-01` : null;
  }

  /**
   * Makes the link: its row first (status creating, which also keeps one open link per due), then Razorpay's
   * link with the row's unique reference id, then the row is open. A refusal or an unreachable Razorpay leaves
   * no row behind.
   */
  private async make(member: PaymentMember, target: LinkTarget, createdBy: string | null): Promise<PaymentLinkRow> {
    const id = randomUUID();
    const referenceId = `link-${id.replace(/-/g, '')}`;
    const amountPaise = Math.round(Number(target.amount) * 100);
    const expireBy = new Date(Date.now() + this.options.expirySeconds * 1000);
    const inserted = await this.dataSource.transaction((manager) =>
      this.links.insertCreating(manager, {
        id,
        memberId: member.id,
        kind: target.kind,
        scheme: target.scheme,
        feeKey: target.feeKey,
        paymentRecordId: target.paymentRecordId,
        periodStart: target.periodStart,
        periodMonths: target.periodMonths,
        amount: target.amount,
        amountPaise,
        referenceId,
        expireBy,
        createdBy,
      }),
    );
    if (!inserted) {
      // Another caller is making (or made) this due's or fee's link: theirs is the one.
      const open = target.paymentRecordId
        ? await this.links.openForRecord(target.paymentRecordId, 0)
        : target.feeKey
          ? await this.links.openForFee(target.feeKey, 0)
          : null;
      if (open) return open;
      throw new PaymentsException(PaymentsErrorCode.GatewayUnavailable, PaymentMessages.gatewayUnavailable);
    }
    let remote: GatewayPaymentLink;
    try {
      remote = await this.razorpay.createPaymentLink({
        amountPaise,
        referenceId,
        description: target.description,
        customer: { name: memberName(member), email: member.email ?? undefined, contact: member.phone ?? undefined },
        expireBy: Math.floor(expireBy.getTime() / 1000),
        notes: { memberId: member.memberCode, pays: target.scheme ?? target.kind, linkId: id },
      });
    } catch (error) {
      await this.links.deleteCreating(id);
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      await this.links.markCreated(manager, id, remote.id, remote.short_url);
      await this.audit.record(manager, {
        action: 'payment-link.created',
        entity: 'payment-link',
        entityId: id,
        after: {
          memberId: member.id,
          kind: target.kind,
          scheme: target.scheme,
          feeKey: target.feeKey,
          paymentRecordId: target.paymentRecordId,
          periodStart: target.periodStart,
          periodMonths: target.periodMonths,
          amount: target.amount,
          razorpayLinkId: remote.id,
          expireBy: expireBy.toISOString(),
        },
      });
    });
    return (await this.links.get(id))!;
  }
}
