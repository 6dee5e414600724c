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
import { DataSource } from 'typeorm';
import { memberName, PaymentMember, PaymentMembersRepository } from '../members/payment-members.repository';
import { renewalFeeKey } from '../fees/renewal-fees';
import { invalid, isUuid, PaymentsException, requireAdmin } from '../payments.exception';
import { PaymentRecordsRepository } from '../records/payment-records.repository';
import { monthLabel } from '../razorpay/months';
import { OrderPlan, OrdersService } from '../razorpay/orders.service';
import { GatewayPaymentLink, RazorpayClient } from '../razorpay/razorpay.client';
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
    private readonly checkout: OrdersService,
    private readonly razorpay: RazorpayClient,
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
