import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { RazorpayClient } from '../razorpay/razorpay.client';
import { RECONCILE_AFTER_SECONDS } from '../razorpay/reconciliation';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/**
 * Online refunds still pending some time after they were asked for (Razorpay's answer or its webhooks lost,
 * or Razorpay unreachable when asked): Razorpay is asked again and its answer applied (RefundsService.reconcile).
 */
@Injectable()
export class RefundReconciliation {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly service: RefundsService,
    private readonly razorpay: RazorpayClient,
    private readonly logger: JsonLogger,
    @Inject(RECONCILE_AFTER_SECONDS) private readonly afterSeconds: number,
  ) {}

  async run(): Promise<{ checked: number; processed: number; failed: number }> {
    if (!this.razorpay.configured) return { checked: 0, processed: 0, failed: 0 };
    const ids = await this.refunds.pendingOlderThan(this.afterSeconds);
    let processed = 0;
    let failed = 0;
    for (const id of ids) {
      try {
        const outcome = await this.service.reconcile(id);
        if (outcome === 'processed') processed += 1;
        if (outcome === 'failed') failed += 1;
      } catch (error) {
        this.logger.event('warn', 'reconciliation of a refund failed; next run retries', {
          refundId: id,
          error: (error as Error).message,
        });
      }
    }
    if (processed || failed)
      this.logger.event('info', 'refunds reconciled', { checked: ids.length, processed, failed });
    return { checked: ids.length, processed, failed };
  }
}
