import { Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { IdCardsGeneratedEventData, MembershipEvents } from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { IdCardMaker } from './id-card-maker.service';
import { IdCardsRepository } from './id-cards.repository';

/** A job whose heartbeat is older than this is taken over (its runner stopped: a restart or a crash). */
export const STALE_JOB_SECONDS = 60;
const SWEEP_INTERVAL_MS = 30_000;
/** Members read per query: memory holds one page of ids and one card at a time, whatever the job's size. */
const PAGE = 100;
const SAMPLE_SIZE = 3;
/** Runs of a job in a row that stop without handling a member before it is given up as failed. */
export const MAX_JOB_ATTEMPTS = 5;

const yieldToOtherWork = () => new Promise<void>((resolve) => setImmediate(resolve));

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
}

/**
 * Works through generation jobs in the background: one card at a time, yielding to other requests between
 * cards, recording progress and per-member failures in the job's row. Jobs left behind by a stopped process are
 * taken over (at start-up and by a periodic sweep) and carry on after the last member handled.
 */
@Injectable()
export class IdCardJobRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly running = new Map<string, Promise<void>>();
  private sweeper: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cards: IdCardsRepository,
    private readonly maker: IdCardMaker,
    private readonly outbox: OutboxWriter,
    @Optional() private readonly logger?: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    await Promise.allSettled(this.running.values());
  }

  /** Starts a job in the background (no-op when this process already runs it). */
  run(jobId: string): void {
    if (this.running.has(jobId) || this.stopping) return;
    const work = this.work(jobId)
      .catch(async (error: unknown) => {
        this.logger?.event('error', 'id card job stopped', { jobId, error: messageOf(error) });
        // The sweep takes it over again; the error is kept for the day it is given up.
        await this.cards.recordStop(jobId, messageOf(error)).catch(() => undefined);
      })
      .finally(() => this.running.delete(jobId));
    this.running.set(jobId, work);
  }

  /** Resolves when this process has no job left running (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** Takes over jobs whose runner stopped renewing their heartbeat. */
  async sweep(): Promise<void> {
    try {
      for (const jobId of await this.cards.staleJobIds(STALE_JOB_SECONDS)) this.run(jobId);
    } catch (error) {
      this.logger?.event('warn', 'id card job sweep failed', { error: messageOf(error) });
    }
  }

  private async work(jobId: string): Promise<void> {
    const job = await this.cards.claim(jobId, STALE_JOB_SECONDS);
    if (!job) return;
    if (job.attempts > MAX_JOB_ATTEMPTS) {
      await this.cards.fail(jobId, 'The job stopped repeatedly before finishing.');
      this.logger?.event('error', 'id card job failed', { jobId, error: job.error });
      return;
    }
    let position = job.position;
    let generated = job.done - job.failed.length;
    let failed = job.failed.length;
    const sample: IdCardsGeneratedEventData['sample'] = [];
    for (;;) {
      const members = await this.cards.nextMembers(jobId, position, PAGE);
      if (members.length === 0) break;
      for (const { position: next, member_ref } of members) {
        if (this.stopping) return;
        try {
          const { member } = await this.maker.makeCard(member_ref);
          generated++;
          if (sample.length < SAMPLE_SIZE) {
            sample.push({ memberId: member.memberId, name: `${member.firstName} ${member.lastName}`.trim() });
          }
          await this.cards.recordProgress(jobId, next, null);
        } catch (error) {
          failed++;
          await this.cards.recordProgress(jobId, next, { memberId: member_ref, error: messageOf(error) });
        }
        position = next;
        await yieldToOtherWork();
      }
    }
    await this.dataSource.transaction(async (manager) => {
      const finished = await this.cards.finish(manager, jobId);
      if (!finished) return;
      await this.outbox.add(manager, MembershipEvents.IdCardsGenerated, {
        jobId,
        generated,
        failed,
        sample,
        actorId: finished.requested_by,
      });
    });
  }
}
