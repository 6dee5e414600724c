import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { DataSource } from 'typeorm';
import { DuesJob } from '../dues/dues.job';
import { Reconciliation } from '../razorpay/reconciliation';

export const JOB_INTERVAL_MS = Symbol('JOB_INTERVAL_MS');

// pg_advisory_lock key: one runner at a time across every replica of payments.
const LOCK_KEY = 'payments.scheduled-jobs';

/**
 * Runs the scheduled jobs (dues, overdue, reconciliation) at start-up, which
 * catches up after downtime, and then every interval. Each round holds a
 * Postgres advisory lock, so replicas never run them twice at once; the jobs
 * themselves are idempotent, so a round that fails is simply run again.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly dues: DuesJob,
    private readonly reconciliation: Reconciliation,
    private readonly logger: JsonLogger,
    @Inject(JOB_INTERVAL_MS) private readonly intervalMs: number,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.round();
    this.timer = setInterval(() => {
      this.running ??= this.round().finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
    void this.running.finally(() => (this.running = undefined));
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round under the lock; answers false when another replica holds it. */
  async round(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [LOCK_KEY])) as [
        { locked: boolean },
      ];
      if (!locked) return;
      try {
        await this.dues.run();
        await this.reconciliation.run();
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [LOCK_KEY]);
      }
    } catch (error) {
      this.logger.event('warn', 'scheduled payments jobs failed; the next round retries', {
        error: (error as Error).message,
      });
    } finally {
      await runner.release();
    }
  }
}
