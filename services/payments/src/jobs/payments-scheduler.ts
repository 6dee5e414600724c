import { Provider } from '@nestjs/common';
import { JobScheduler, JsonLogger } from '@portal/platform';
import { DataSource } from 'typeorm';
import { DuesJob } from '../dues/dues.job';
import { DuesLapseWarningsJob } from '../lapses/dues-lapse-warnings.job';
import { Reconciliation } from '../razorpay/reconciliation';
import { FinancialRetentionJob } from '../retention/financial-retention.job';
import { RefundReconciliation } from '../refunds/refund-reconciliation';
import { PaymentRemindersJob } from '../reminders/payment-reminders.job';

export const JOB_INTERVAL_MS = Symbol('JOB_INTERVAL_MS');

// pg_advisory_lock key: one runner at a time across every replica of payments.
export const PAYMENTS_JOBS_LOCK = 'payments.scheduled-jobs';

/**
 * Payments' scheduled jobs on the shared scheduler: dues (which also turns
 * records overdue), then the reminders of overdue records and the warnings of months long unpaid, then the
 * reconciliation of unpaid orders and of pending refunds, then the removal of records past their 7 years
 * (issue 32).
 */
export function paymentsScheduler(
  dataSource: DataSource,
  logger: JsonLogger,
  intervalMs: number,
  jobs: {
    dues: DuesJob;
    reminders: PaymentRemindersJob;
    /** Issue 33: the warning before the association acts on months unpaid. */
    lapseWarnings?: DuesLapseWarningsJob;
    reconciliation: Reconciliation;
    refunds: RefundReconciliation;
    retention?: FinancialRetentionJob;
  },
): JobScheduler {
  return new JobScheduler(dataSource, logger, {
    lockKey: PAYMENTS_JOBS_LOCK,
    intervalMs,
    jobs: [
      { name: 'monthly-dues', run: () => jobs.dues.run() },
      jobs.reminders,
      ...(jobs.lapseWarnings ? [jobs.lapseWarnings] : []),
      { name: 'reconciliation', run: () => jobs.reconciliation.run() },
      { name: 'refund-reconciliation', run: () => jobs.refunds.run() },
      ...(jobs.retention ? [jobs.retention] : []),
    ],
  });
}

export const PaymentsSchedulerProvider: Provider = {
  provide: JobScheduler,
  inject: [
    DataSource,
    JsonLogger,
    JOB_INTERVAL_MS,
    DuesJob,
    PaymentRemindersJob,
    Reconciliation,
    RefundReconciliation,
    FinancialRetentionJob,
    DuesLapseWarningsJob,
  ],
  useFactory: (
    dataSource: DataSource,
    logger: JsonLogger,
    intervalMs: number,
    dues: DuesJob,
    reminders: PaymentRemindersJob,
    reconciliation: Reconciliation,
    refunds: RefundReconciliation,
    retention: FinancialRetentionJob,
    lapseWarnings: DuesLapseWarningsJob,
  ) =>
    paymentsScheduler(dataSource, logger, intervalMs, {
      dues,
      reminders,
      lapseWarnings,
      reconciliation,
      refunds,
      retention,
    }),
};
