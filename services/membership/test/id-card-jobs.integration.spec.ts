import 'reflect-metadata';
import { MembershipEvents } from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { CardKeys } from '../src/id-cards/card-keys.service';
import { IdCardJobRunner, MAX_JOB_ATTEMPTS } from '../src/id-cards/id-card-job.runner';
import { IdCardJobsService } from '../src/id-cards/id-card-jobs.service';
import { IdCardMaker } from '../src/id-cards/id-card-maker.service';
import { IdCardsRepository } from '../src/id-cards/id-cards.repository';
import { IdCardsService } from '../src/id-cards/id-cards.service';
import { idCardsOverPostgres, SETTINGS } from './id-cards.fixture';
import { MembershipFixture } from './membership-fixture';

describe('ID card jobs over Postgres and object storage', () => {
  const cards = idCardsOverPostgres();
  const { createMember, finished } = cards;
  let fx: MembershipFixture;
  let sut: IdCardsService;
  let jobs: IdCardJobsService;
  let runner: IdCardJobRunner;
  let repository: IdCardsRepository;
  let keys: CardKeys;
  beforeAll(() => {
    ({ fx, sut, jobs, runner, repository, keys } = cards);
  });

  it('generates 500 cards in one background job, reporting progress, skipping nobody', async () => {
    await fx.dataSource.query(
      `INSERT INTO members (member_id, first_name, last_name, phone, status, membership_end_date)
       SELECT 'BULK' || lpad(n::text, 5, '0'), 'Bulk', 'Member ' || n, '7' || lpad(n::text, 9, '0'), 'active', now() + interval '1 year'
       FROM generate_series(1, 500) AS n`,
    );
    const [{ eligible }] = await fx.dataSource.query<[{ eligible: number }]>(
      `SELECT count(*)::int AS eligible FROM members WHERE status <> 'pending'`,
    );
    const seen: number[] = [];
    const { jobId } = await jobs.start({ all: true }, fx.admin);
    const job = await finished(jobId, seen);

    assert.deepEqual([job.status, job.total, job.done, job.failed], ['completed', eligible, eligible, []]);
    assert.ok(
      seen.some((done) => done < eligible),
      'progress was seen before the end',
    );
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => a - b),
    );
    const [{ without }] = await fx.dataSource.query<[{ without: number }]>(
      `SELECT count(*)::int AS without FROM members m WHERE m.status <> 'pending'
         AND NOT EXISTS (SELECT 1 FROM id_cards c WHERE c.member_id = m.id AND c.generated_at >= $1)`,
      [job.createdAt],
    );
    assert.equal(without, 0);
    const events = await fx.events(MembershipEvents.IdCardsGenerated);
    assert.deepEqual(
      events.filter((event) => event.data.jobId === jobId).map((event) => [event.data.generated, event.data.failed]),
      [[eligible, 0]],
    );
  }, 300_000);

  it('records a failure per member and still makes the other cards', async () => {
    const pending = await createMember('Pending', 'Applicant', 'pending');
    const fine = await createMember('Fine', 'Member');
    const { jobId } = await jobs.start({ memberIds: [pending.memberId, 'PHOTO999999', fine.memberId] }, fx.admin);
    const job = await finished(jobId);
    assert.equal(job.done, 3);
    assert.deepEqual(
      job.failed.map((failure) => failure.memberId),
      [pending.memberId, 'PHOTO999999'],
    );
    assert.match(job.failed[0].error, /pending approval/);
    assert.equal(job.failed[1].error, 'Member not found');
    assert.equal((await sut.download(fine.memberId, fx.admin)).contentType, 'application/pdf');
  });

  it('carries on a job whose runner stopped, after the last member it handled', async () => {
    const first = await createMember('Resume', 'One');
    const second = await createMember('Resume', 'Two');
    const jobId = '00000000-0000-4000-8000-000000000001';
    await repository.createJob(jobId, null, [first.memberId, second.memberId]);
    // As a process killed after the first card leaves it: running, position 1, heartbeat long stopped.
    await fx.dataSource.query(
      `UPDATE id_card_jobs SET status = 'running', done = 1, position = 1, heartbeat_at = now() - interval '10 minutes'
       WHERE id = $1`,
      [jobId],
    );
    await runner.sweep();
    const job = await finished(jobId);
    assert.deepEqual([job.status, job.done, job.failed], ['completed', 2, []]);
    // Newest first: the second member's card was made on resumption, the first one's before the "crash".
    assert.deepEqual(
      (await sut.list({ search: 'resume' }, fx.admin)).items.map((item) => [item.name, item.hasCard]),
      [
        ['Resume Two', true],
        ['Resume One', false],
      ],
    );
  });

  it('records every card made when stopped mid-job, and a takeover makes each remaining card once', async () => {
    const refs: string[] = (
      await fx.dataSource.query<Array<{ member_id: string }>>(
        `INSERT INTO members (member_id, first_name, last_name, phone, status, membership_end_date)
         SELECT 'STOP' || lpad(n::text, 5, '0'), 'Stopped', 'Member ' || n, '6' || lpad(n::text, 9, '0'), 'active', now() + interval '1 year'
         FROM generate_series(1, 200) AS n RETURNING member_id`,
      )
    ).map((row) => row.member_id);
    const jobId = '00000000-0000-4000-8000-000000000002';
    await repository.createJob(jobId, null, refs);
    const [{ started }] = await fx.dataSource.query<[{ started: Date }]>(`SELECT now() AS started`);
    const made = async () =>
      (
        await fx.dataSource.query<[{ n: number }]>(
          `SELECT count(*)::int AS n FROM id_cards c JOIN members m ON m.id = c.member_id
           WHERE m.member_id LIKE 'STOP%' AND c.generated_at >= $1`,
          [started],
        )
      )[0].n;
    const stopping = new IdCardJobRunner(
      fx.dataSource,
      repository,
      new IdCardMaker(fx.dataSource, fx.storage, repository, keys, SETTINGS),
      new OutboxWriter(),
    );
    stopping.run(jobId);
    await waitFor(async () => (await jobs.get(jobId, fx.admin)).done > 0, { what: 'the first progress' });
    await stopping.onApplicationShutdown();

    const stopped = await jobs.get(jobId, fx.admin);
    assert.equal(stopped.status, 'running');
    assert.ok(stopped.done < refs.length, `stopped before the end (${stopped.done} done)`);
    // Every card made is counted, and no card is counted that was not made.
    assert.equal(await made(), stopped.done);

    await fx.dataSource.query(`UPDATE id_card_jobs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [
      jobId,
    ]);
    await runner.sweep();
    const job = await finished(jobId);
    assert.deepEqual([job.status, job.done, job.failed], ['completed', refs.length, []]);
    assert.equal(await made(), refs.length);
  }, 120_000);

  it('gives up a job that keeps stopping before it handles anyone, and says why', async () => {
    class BrokenRepository extends IdCardsRepository {
      override nextMembers(): Promise<never> {
        return Promise.reject(new Error('could not read the job members'));
      }
    }
    const broken = new BrokenRepository(fx.dataSource);
    const brokenRunner = new IdCardJobRunner(
      fx.dataSource,
      broken,
      new IdCardMaker(fx.dataSource, fx.storage, broken, keys, SETTINGS),
      new OutboxWriter(),
    );
    const member = await createMember('Stuck', 'Job');
    const { jobId } = await new IdCardJobsService(broken, brokenRunner, new AuditTrail()).start(
      { memberIds: [member.memberId] },
      fx.admin,
    );
    const takeOver = async () => {
      await brokenRunner.idle();
      await fx.dataSource.query(`UPDATE id_card_jobs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [
        jobId,
      ]);
      await brokenRunner.sweep();
      await brokenRunner.idle();
    };
    // The first run and MAX_JOB_ATTEMPTS - 1 takeovers: still retried, as after a passing outage.
    for (let run = 1; run < MAX_JOB_ATTEMPTS; run++) await takeOver();
    assert.equal((await jobs.get(jobId, fx.admin)).status, 'running');
    await takeOver();
    const job = await jobs.get(jobId, fx.admin);
    assert.deepEqual(
      { status: job.status, error: job.error, done: job.done, finished: job.finishedAt !== null },
      { status: 'failed', error: 'could not read the job members', done: 0, finished: true },
    );
  });
});
