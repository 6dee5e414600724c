import { Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { IdCardJobFailure, IdCardsGeneratedEventData, MembershipEvents } from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MemberEntity } from '../members/member.entity';
import { memberNotFound } from '../members/membership.exception';
import { CardDrawer } from './card-drawer';
import { IdCardMaker } from './id-card-maker.service';
import { IdCardsRepository } from './id-cards.repository';

/** A job whose heartbeat is older than this is taken over (its runner stopped: a restart or a crash). */
export const STALE_JOB_SECONDS = 60;
const SWEEP_INTERVAL_MS = 30_000;
/** Members read per query: memory holds one page of members and a few cards at a time, whatever the job's size. */
const PAGE = 100;
/** Cards drawn ahead of their storing: one card's upload overlaps the drawing of the next ones. */
const STORING_AT_ONCE = 4;
/** Progress (and the heartbeat) is written after this many members, or after this long, whichever comes first. */
const PROGRESS_EVERY = 25;
const PROGRESS_MS = 1_000;
const SAMPLE_SIZE = 3;
/** Jobs with at least this many cards left draw them on a worker thread (CardDrawer). */
const WORKER_FROM_CARDS = 50;
/** Runs of a job in a row that stop without handling a member before it is given up as failed. */
export const MAX_JOB_ATTEMPTS = 5;

const yieldToOtherWork = () => new Promise<void>((resolve) => setImmediate(resolve));

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 297)}...` : message;
}

/** One member of a job once their card is stored, or why it could not be made. */
interface CardOutcome {
  position: number;
  failure: IdCardJobFailure | null;
  sample?: IdCardsGeneratedEventData['sample'][number];
}

/**
 * The job's progress, written every `PROGRESS_EVERY` members or `PROGRESS_MS` (whichever comes first) rather
 * than after each: one statement for many cards. The heartbeat moves with it.
 */
class JobProgress {
  private handledSince = 0;
  private position: number;
  private failures: IdCardJobFailure[] = [];
  private writtenAt = Date.now();

  constructor(
    private readonly jobId: string,
    private recorded: number,
    private readonly cards: IdCardsRepository,
  ) {
    this.position = recorded;
  }

  async handled(position: number, failure: IdCardJobFailure | null): Promise<void> {
    this.handledSince++;
    this.position = position;
    if (failure) this.failures.push(failure);
    if (this.handledSince >= PROGRESS_EVERY || Date.now() - this.writtenAt >= PROGRESS_MS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.position <= this.recorded) return;
    const [position, handled, failures] = [this.position, this.handledSince, this.failures];
    this.handledSince = 0;
    this.failures = [];
    this.writtenAt = Date.now();
    await this.cards.recordProgress(this.jobId, position, handled, failures);
    this.recorded = position;
  }
}

/**
 * Works through generation jobs in the background: members read a page at a time, each card drawn while the
 * cards before it are uploaded (a few at most), yielding to other requests between cards, recording progress and
 * per-member failures in the job's row every few cards. Jobs left behind by a stopped process are
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

  /** Draws the card now and stores it in the background; the promise never rejects (a failure is an outcome). */
  private async makeCard(
    drawer: CardDrawer,
    position: number,
    memberRef: string,
    member: MemberEntity | undefined,
  ): Promise<CardOutcome> {
    let pdf: Buffer;
    try {
      if (!member) throw memberNotFound();
      pdf = await this.maker.drawCard(member, drawer);
    } catch (error) {
      return { position, failure: { memberId: memberRef, error: messageOf(error) } };
    }
    return this.maker.storeCard(member, pdf).then(
      (): CardOutcome => ({
        position,
        failure: null,
        sample: { memberId: member.memberId, name: `${member.firstName} ${member.lastName}`.trim() },
      }),
      (error: unknown): CardOutcome => ({ position, failure: { memberId: memberRef, error: messageOf(error) } }),
    );
  }

  private async work(jobId: string): Promise<void> {
    const job = await this.cards.claim(jobId, STALE_JOB_SECONDS);
    if (!job) return;
    if (job.attempts > MAX_JOB_ATTEMPTS) {
      await this.cards.fail(jobId, 'The job stopped repeatedly before finishing.');
      this.logger?.event('error', 'id card job failed', { jobId, error: job.error });
      return;
    }
    const progress = new JobProgress(jobId, job.position, this.cards);
    let generated = job.done - job.failed.length;
    let failed = job.failed.length;
    const sample: IdCardsGeneratedEventData['sample'] = [];
    // Cards drawn whose upload and row are still being written, oldest first: the next card is drawn
    // while they are stored, and progress only ever counts a card once it and every card before it is done.
    const storing: Array<Promise<CardOutcome>> = [];
    const settle = async (): Promise<void> => {
      const outcome = await storing.shift()!;
      if (outcome.failure) failed++;
      else {
        generated++;
        if (outcome.sample && sample.length < SAMPLE_SIZE) sample.push(outcome.sample);
      }
      await progress.handled(outcome.position, outcome.failure);
    };
    // Cards are drawn on a worker thread while this one reads members, uploads cards and writes their rows; a
    // small job draws here, as the worker takes a second or two to start.
    const drawer = job.total - job.done >= WORKER_FROM_CARDS ? CardDrawer.open() : CardDrawer.open(undefined);
    try {
      for (let position = job.position; ;) {
        const entries = await this.cards.nextMembers(jobId, position, PAGE);
        if (entries.length === 0) break;
        const members = await this.maker.findMembers(entries.map((entry) => entry.member_ref));
        for (const { position: next, member_ref } of entries) {
          if (this.stopping) return;
          storing.push(this.makeCard(drawer, next, member_ref, members.get(member_ref)));
          while (storing.length >= STORING_AT_ONCE) await settle();
          position = next;
          await yieldToOtherWork();
        }
      }
      while (storing.length > 0) await settle();
    } finally {
      // Whatever stops the run (a shutdown, a failed query), the cards already made are recorded as handled,
      // so a takeover carries on after them; nothing is left writing behind it.
      const left = await Promise.allSettled(storing.splice(0));
      for (const outcome of left) {
        if (outcome.status === 'fulfilled') await progress.handled(outcome.value.position, outcome.value.failure);
      }
      await drawer.close();
      await progress.flush();
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
