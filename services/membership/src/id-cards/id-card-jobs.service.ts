import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  GenerateIdCardsAnswer,
  GenerateIdCardsInput,
  IdCardJobAnswer,
  MembershipErrorCode,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { MembershipException, requireAdmin } from '../members/membership.exception';
import { IdCardJobRunner } from './id-card-job.runner';
import { IdCardsRepository } from './id-cards.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const jobNotFound = () => new MembershipException(MembershipErrorCode.IdCardJobNotFound, 'Generation job not found');

/** Starts generation jobs and reports their progress from the database, so it survives reloads and restarts. */
@Injectable()
export class IdCardJobsService {
  constructor(
    private readonly cards: IdCardsRepository,
    private readonly runner: IdCardJobRunner,
    private readonly audit: AuditTrail,
  ) {}

  async start(input: GenerateIdCardsInput, actor: ActorDto): Promise<GenerateIdCardsAnswer> {
    requireAdmin(actor);
    const jobId = randomUUID();
    const refs =
      input.all === true
        ? 'all'
        : // Each member once, in the order chosen; member ids in any case.
          [
            ...new Set(
              (input.memberIds ?? []).map((ref) =>
                UUID.test(ref.trim()) ? ref.trim().toLowerCase() : ref.trim().toUpperCase(),
              ),
            ),
          ];
    await this.cards.createJob(jobId, actor.userId || null, refs, (manager, total) =>
      this.audit.record(manager, {
        action: 'id-card-job.started',
        entity: 'id-card-job',
        entityId: jobId,
        after: { members: refs, total },
      }),
    );
    this.runner.run(jobId);
    return { jobId };
  }

  async get(jobId: string, actor: ActorDto): Promise<IdCardJobAnswer> {
    requireAdmin(actor);
    if (!UUID.test(jobId)) throw jobNotFound();
    const job = await this.cards.job(jobId.toLowerCase());
    if (!job) throw jobNotFound();
    return {
      jobId: job.id,
      status: job.status,
      total: job.total,
      done: job.done,
      failed: job.failed,
      error: job.status === 'failed' ? job.error : null,
      createdAt: job.created_at.toISOString(),
      finishedAt: job.finished_at ? job.finished_at.toISOString() : null,
    };
  }
}
