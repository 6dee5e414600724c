import { Injectable } from '@nestjs/common';
import { AuditTrail, JsonLogger, ObjectStorage } from '@portal/platform';
import { DataSource } from 'typeorm';
import { FinancialRetentionRepository, RETENTION_BATCH } from './financial-retention.repository';

/** Financial records are kept this many years (the policy, and tax law), then removed. */
export const FINANCIAL_RECORD_YEARS = 7;

const SYSTEM = { type: 'system' as const, id: null, role: null, ip: null, correlationId: null };

/** The instant `years` calendar years before `now`. */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Issue 32 "Retention that runs itself", payments' part: payment records whose payment date (unpaid: due date) is
 * more than 7 years before `now` are removed with their refunds, and their receipts and credit notes leave the store
 * after each batch commits. Each batch that removed something writes one audit entry (as the system) naming the
 * records and receipt numbers; a run with nothing due writes none. `now` is the run's clock (tests pass their own).
 */
@Injectable()
export class FinancialRetentionJob {
  readonly name = 'financial-retention';

  constructor(
    private readonly dataSource: DataSource,
    private readonly retention: FinancialRetentionRepository,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditTrail,
    private readonly logger: JsonLogger,
  ) {}

  async run(now = new Date()): Promise<{ removed: string[] }> {
    const before = yearsBefore(now, FINANCIAL_RECORD_YEARS);
    const removed: string[] = [];
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const result = await this.retention.removeBatch(manager, before);
        if (result.records.length > 0) {
          await this.audit.record(
            manager,
            {
              action: 'retention.payment-records-removed',
              entity: 'payment-record',
              entityId: null,
              before: { records: result.records },
              after: { olderThan: before.toISOString(), files: result.keys.length },
            },
            SYSTEM,
          );
        }
        return result;
      });
      await this.storage.removeQuietly([...batch.keys, ...batch.copies]);
      removed.push(...batch.records.map((record) => record.id));
      if (batch.records.length < RETENTION_BATCH) break;
    }
    if (removed.length)
      this.logger.event('info', 'payment records past retention removed', { removed: removed.length });
    return { removed };
  }
}
