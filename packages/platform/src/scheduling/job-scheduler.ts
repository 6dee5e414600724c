import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger';
import { PortalMetrics, portalMetrics } from '../metrics/portal-metrics';

/** A job the scheduler runs every round. It must be idempotent: a round that fails is simply run again. */
export interface ScheduledJob {
  /** Named in the log when the job fails. */
  readonly name: string;
  run(): Promise<unknown>;
}

export interface JobSchedulerOptions {
  /** The pg_advisory_lock key: one runner at a time across every replica holding the same key. */
  lockKey: string;
  intervalMs: number;
  /** Run in this order each round (a later job may rely on an earlier one, e.g. reminders after overdue). */
  jobs: ScheduledJob[];
  /** Where runs and failures are counted (portal_job_runs_total, portal_job_failures_total); tests pass their own. */
  metrics?: PortalMetrics;
}

/**
 * Runs a service's scheduled jobs at start-up, which catches up after
 * downtime, and then every interval. Each round holds a Postgres advisory
 * lock on a connection of its own, so replicas never run the jobs twice at
 * once; a replica that finds the lock taken skips the round. One job failing
 * does not keep the others from running.
 */
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private readonly runs: PortalMetrics['jobRuns'];
  private readonly failures: PortalMetrics['jobFailures'];

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
    private readonly options: JobSchedulerOptions,
  ) {
    const metrics = options.metrics ?? portalMetrics;
    this.runs = metrics.jobRuns;
    this.failures = metrics.jobFailures;
    // Every job is named from the start at 0, so a rate over its first failure is not lost.
    for (const { name } of options.jobs) {
      this.runs.inc({ job: name }, 0);
      this.failures.inc({ job: name }, 0);
    }
  }

  onApplicationBootstrap(): void {
    this.running = this.round().finally(() => (this.running = undefined));
    this.timer = setInterval(() => {
      this.running ??= this.round().finally(() => (this.running = undefined));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round under the lock; answers false when another replica held it and nothing ran. */
  async round(): Promise<boolean> {
    const { lockKey } = this.options;
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [lockKey])) as [
        { locked: boolean },
      ];
      if (!locked) return false;
      try {
        for (const job of this.options.jobs) await this.runJob(job);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [lockKey]);
      }
      return true;
    } catch (error) {
      this.logger.event('warn', 'scheduled jobs could not run; the next round retries', {
        lockKey,
        error: (error as Error).message,
      });
      return false;
    } finally {
      await runner.release();
    }
  }

  private async runJob(job: ScheduledJob): Promise<void> {
    try {
      await job.run();
      this.runs.inc({ job: job.name });
    } catch (error) {
      this.runs.inc({ job: job.name });
      this.failures.inc({ job: job.name });
      this.logger.event('warn', 'scheduled job failed; the next round retries', {
        job: job.name,
        error: (error as Error).message,
      });
    }
  }
}
