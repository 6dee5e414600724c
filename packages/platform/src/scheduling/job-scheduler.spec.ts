import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../logging/json-logger';
import { PortalMetrics } from '../metrics/portal-metrics';
import { JobScheduler } from './job-scheduler';

/** A database whose advisory lock is free (or held by another replica). */
function database(lockFree = true): DataSource {
  return {
    createQueryRunner: () => ({
      connect: async () => undefined,
      query: async (sql: string) => (sql.includes('pg_try_advisory_lock') ? [{ locked: lockFree }] : []),
      release: async () => undefined,
    }),
  } as unknown as DataSource;
}

const sample = (text: string, metric: string, job: string) =>
  Number(new RegExp(`^${metric}\\{job="${job}"\\} (\\d+)$`, 'm').exec(text)?.[1]);

describe('JobScheduler metrics', () => {
  function scheduler(lockFree = true) {
    const metrics = new PortalMetrics();
    let duesFail = false;
    const sut = new JobScheduler(database(lockFree), new JsonLogger('payments', 'error'), {
      lockKey: 'payments.scheduled-jobs',
      intervalMs: 60_000,
      metrics,
      jobs: [
        {
          name: 'monthly-dues',
          run: async () => {
            if (duesFail) throw new Error('database restarting');
          },
        },
        { name: 'payment-reminders', run: async () => undefined },
      ],
    });
    const text = async () => (await metrics.exposition()).body;
    return { sut, text, failDues: () => (duesFail = true) };
  }

  it('names every job at 0 from the start, so the first failure shows as a rise, not a new series', async () => {
    const { text } = scheduler();
    const body = await text();
    for (const job of ['monthly-dues', 'payment-reminders']) {
      assert.equal(sample(body, 'portal_job_runs_total', job), 0);
      assert.equal(sample(body, 'portal_job_failures_total', job), 0);
    }
  });

  it('counts each run and each failed run by job, while the other jobs keep running', async () => {
    const { sut, text, failDues } = scheduler();
    await sut.round();
    failDues();
    await sut.round();
    const body = await text();
    assert.equal(sample(body, 'portal_job_runs_total', 'monthly-dues'), 2);
    assert.equal(sample(body, 'portal_job_failures_total', 'monthly-dues'), 1);
    assert.equal(sample(body, 'portal_job_runs_total', 'payment-reminders'), 2);
    assert.equal(sample(body, 'portal_job_failures_total', 'payment-reminders'), 0);
  });

  it('counts no run on a replica that found the lock taken, so replicas together count each run once', async () => {
    const { sut, text } = scheduler(false);
    assert.equal(await sut.round(), false);
    assert.equal(sample(await text(), 'portal_job_runs_total', 'monthly-dues'), 0);
  });
});
