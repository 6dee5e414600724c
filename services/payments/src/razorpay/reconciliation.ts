import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { DataSource } from 'typeorm';
import { AutoPayEvents } from '../autopay/autopay-events';
import { PaymentLinksReconciliation } from '../links/payment-links.reconciliation';
import { OrdersRepository } from './orders.repository';
import { PaymentCapture } from './payment-capture';
import { RazorpayClient } from './razorpay.client';

export const RECONCILE_AFTER_SECONDS = Symbol('RECONCILE_AFTER_SECONDS');

/**
 * Asks Razorpay about orders still unpaid some time after they were made and
 * records any captured payment: a payment whose callback and webhook were both
 * lost is still recorded. Orders Razorpay says are still unpaid after a day expire. Payment links are
 * looked after in the same run (PaymentLinksReconciliation): paid ones whose webhook was lost are recorded,
 * those whose months were paid another way are cancelled at Razorpay; and AutoPay debits whose webhook was lost are
 * recorded (AutoPayEvents.reconcile).
 */
@Injectable()
export class Reconciliation {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly razorpay: RazorpayClient,
    private readonly capture: PaymentCapture,
    private readonly links: PaymentLinksReconciliation,
    private readonly autoPay: AutoPayEvents,
    private readonly logger: JsonLogger,
    @Inject(RECONCILE_AFTER_SECONDS) private readonly afterSeconds: number,
  ) {}

  async run(): Promise<{ checked: number; recorded: number; expired: number }> {
    // Without keys Razorpay cannot be asked; orders made before the keys were removed wait for them.
    if (!this.razorpay.configured) return { checked: 0, recorded: 0, expired: 0 };
    const orders = await this.reconcileOrders();
    await this.links.run();
    await this.autoPay.reconcile();
    return orders;
  }

  private async reconcileOrders(): Promise<{ checked: number; recorded: number; expired: number }> {
    const ids = await this.orders.unpaidOlderThan(this.afterSeconds);
    let recorded = 0;
    // Only orders Razorpay answered for may expire: one it could not be asked about may still be paid.
    const unpaid: string[] = [];
    for (const orderId of ids) {
      try {
        const captured = (await this.razorpay.orderPayments(orderId)).find((p) => p.status === 'captured');
        if (!captured) {
          unpaid.push(orderId);
          continue;
        }
        const recordId = await this.dataSource.transaction((manager) =>
          this.capture.record(manager, orderId, { id: captured.id, method: captured.method, amount: captured.amount }),
        );
        if (recordId) recorded += 1;
      } catch (error) {
        this.logger.event('warn', 'reconciliation of an order failed; next run retries', {
          orderId,
          error: (error as Error).message,
        });
      }
    }
    const expired = await this.orders.expireStale(unpaid);
    if (recorded || expired)
      this.logger.event('info', 'payments reconciled', { checked: ids.length, recorded, expired });
    return { checked: ids.length, recorded, expired };
  }
}
