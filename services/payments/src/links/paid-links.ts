import { Injectable } from '@nestjs/common';
import { AuditTrail, JsonLogger } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { OrdersRepository } from '../razorpay/orders.repository';
import { CapturedPayment, PaymentCapture } from '../razorpay/payment-capture';
import { judge } from '../razorpay/payment-verification';
import { GatewayPaymentLink, RazorpayClient } from '../razorpay/razorpay.client';
import { PaymentLinkRow, PaymentLinksRepository } from './payment-links.repository';

/** What Razorpay confirmed of a paid link: the order it made and the captured payment on it. */
export interface ConfirmedLinkPayment {
  link: PaymentLinkRow;
  orderId: string;
  payment: CapturedPayment;
}

type PaidOutcome = 'recorded' | 'ignored';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * A payment link paid at Razorpay (its webhook, or the reconciliation when that was lost): confirmed with Razorpay
 * and recorded once, as a checkout payment is.
 */
@Injectable()
export class PaidLinks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: PaymentLinksRepository,
    private readonly orders: OrdersRepository,
    private readonly razorpay: RazorpayClient,
    private readonly capture: PaymentCapture,
    private readonly audit: AuditTrail,
    private readonly logger: JsonLogger,
  ) {}

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
}
