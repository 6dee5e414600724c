import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ActorDto,
  DataRequestDto,
  DataRequestListItemDto,
  DataRequestListState,
  DataRequestMessages,
  ErasureCompletedEventData,
  ErasureRequestInput,
  ErasureKeeps,
  ErasureService,
  ErasureServices,
  MembershipErrorCode,
  MembershipEvents,
} from '@portal/contracts';
import {
  AuditTrail,
  ErasureRepository,
  ObjectStorage,
  OutboxWriter,
  ValidationFailedException,
} from '@portal/platform';
import { randomBytes, randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { MemberDocumentsRepository } from '../documents/member-documents.repository';
import { generatedFileKeys } from '../id-cards/id-card-keys';
import { MemberEntity, MemberFileColumns } from '../members/member.entity';
import { memberSummary } from '../members/member.mapper';
import { findMember } from '../members/member-lookup';
import { forbidden, MembershipException, requireAdmin, requireAdminOrSelf } from '../members/membership.exception';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { DataRequestEntity, ErasureConfirmationEntity } from './data-request.entity';
import { DataRequestsRepository } from './data-requests.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The policy's deadline for the office to answer a data request, unless DATA_REQUEST_DEADLINE_DAYS says otherwise. */
export const DATA_REQUEST_DEADLINE_DAYS = 30;

const requestNotFound = () =>
  new MembershipException(MembershipErrorCode.DataRequestNotFound, 'Data request not found');

const notOpen = (status: string) =>
  new MembershipException(MembershipErrorCode.DataRequestNotOpen, `This data request is already ${status}`);

/** A pseudonymous reference no one can trace back to the member: ERASED- and ten random hex digits. */
export function newPseudonym(): string {
  return `ERASED-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The texts the member was known by: `strong` ones are theirs wherever they appear; `weak` ones (a first or last
 * name alone) only where the member's uuid is named too (ErasureTexts).
 */
export function erasureTexts(member: MemberEntity): { strong: string[]; weak: string[] } {
  const keep = (texts: (string | null)[]) =>
    texts.filter((text): text is string => typeof text === 'string' && text.trim().length >= 3);
  return {
    strong: keep([
      `${member.firstName} ${member.lastName}`.trim(),
      member.email,
      member.phone,
      member.alternatePhone,
      member.memberId,
      member.address,
      member.emergencyContactName,
      member.emergencyContactPhone,
    ]),
    weak: keep([member.firstName, member.lastName]),
  };
}

export function toDataRequestDto(
  r: DataRequestEntity,
  confirmations: ErasureConfirmationEntity[] = [],
): DataRequestDto {
  return {
    id: r.id,
    kind: r.kind,
    memberId: r.memberId,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    dueBy: r.dueBy.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    closedBy: r.closedBy,
    declineReason: r.declineReason,
    pseudonym: r.pseudonym,
    confirmations: confirmations
      .filter((c) => c.requestId === r.id)
      .sort((a, b) => a.confirmedAt.getTime() - b.confirmedAt.getTime())
      .map((c) => ({ service: c.service as ErasureService, confirmedAt: c.confirmedAt.toISOString() })),
    keeps: ErasureKeeps,
  };
}

/**
 * Issue 32 "Erasure that keeps the books": a member asks for erasure (or withdraws consent, which calls
 * requestErasure); the office completes it within the policy's deadline or declines it with a reason. Completing
 * erases the member in membership in one transaction (row anonymised under a pseudonym, documents and rows naming
 * them gone, audit rows rewritten) and announces membership.erasure.completed, which every other service handles
 * once and confirms; the files go from object storage after the commit. The request is done when all confirmed.
 */
@Injectable()
export class DataRequestsService {
  private readonly logger = new Logger(DataRequestsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
    private readonly requests: DataRequestsRepository,
    private readonly documents: MemberDocumentsRepository,
    private readonly storage: ObjectStorage,
    @Inject(MEMBERSHIP_SETTINGS) private readonly settings: MembershipSettings,
  ) {}

  private get deadlineDays(): number {
    return this.settings.dataRequestDeadlineDays ?? DATA_REQUEST_DEADLINE_DAYS;
  }

  /** The signed-in member asks for erasure of their own data; one open request at a time. */
  async requestErasure(input: ErasureRequestInput, actor: ActorDto): Promise<DataRequestDto> {
    if (actor.userType !== 'member') throw forbidden('Only a member asks for erasure of their own data');
    const note = input.note?.trim() || null;
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, actor.userId, true);
      requireAdminOrSelf(actor, member.id);
      const open = await manager.findOneBy(DataRequestEntity, { memberId: member.id, kind: 'erasure', status: 'open' });
      if (open)
        throw new MembershipException(MembershipErrorCode.ErasureAlreadyRequested, DataRequestMessages.alreadyOpen);
      const dueBy = new Date(Date.now() + this.deadlineDays * 86_400_000);
      const saved = await manager.save(
        manager.create(DataRequestEntity, { kind: 'erasure', memberId: member.id, note, dueBy }),
      );
      const request = toDataRequestDto(await manager.findOneByOrFail(DataRequestEntity, { id: saved.id }));
      await this.audit.record(manager, {
        action: 'data-request.requested',
        entity: 'data-request',
        entityId: request.id,
        after: { kind: request.kind, memberId: request.memberId, dueBy: request.dueBy },
      });
      await this.outbox.add(manager, MembershipEvents.DataRequestRequested, eventData(member, request));
      return request;
    });
  }

  async listForMember(idOrMemberId: string, actor: ActorDto): Promise<DataRequestDto[]> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const requests = await this.dataSource.manager.find(DataRequestEntity, {
      where: { memberId: member.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return this.withConfirmations(this.dataSource.manager, requests);
  }

  /** The office's view: every member's correction and erasure requests, newest first. */
  async listAll(state: DataRequestListState | undefined, actor: ActorDto): Promise<DataRequestListItemDto[]> {
    requireAdmin(actor);
    return this.requests.listAll(this.dataSource.manager, state, this.deadlineDays);
  }

  async decline(requestId: string, reason: string, actor: ActorDto): Promise<DataRequestDto> {
    requireAdmin(actor);
    const why = reason?.trim();
    if (!why) throw new ValidationFailedException([{ field: 'reason', message: DataRequestMessages.reasonRequired }]);
    return this.dataSource.transaction(async (manager) => {
      const { request, member } = await this.lockOpen(manager, requestId);
      await manager.update(
        DataRequestEntity,
        { id: request.id },
        {
          status: 'declined',
          closedAt: () => 'now()',
          closedBy: actor.userId,
          declineReason: why,
          updatedAt: () => 'now()',
        },
      );
      const closed = toDataRequestDto(await manager.findOneByOrFail(DataRequestEntity, { id: request.id }));
      await this.audit.record(manager, {
        action: 'data-request.declined',
        entity: 'data-request',
        entityId: request.id,
        before: { status: request.status },
        after: { status: closed.status, declineReason: closed.declineReason },
      });
      await this.outbox.add(manager, MembershipEvents.DataRequestClosed, eventData(member, closed));
      return closed;
    });
  }

  /**
   * Completes an open erasure request: membership's own erasure and its confirmation, the audit entry (naming the
   * pseudonym only) and membership.erasure.completed in one transaction; then the member's files are removed.
   */
  async completeErasure(requestId: string, actor: ActorDto, memberUuid?: string): Promise<DataRequestDto> {
    requireAdmin(actor);
    return this.complete(requestId, actor.userId, memberUuid);
  }

  /**
   * Retention (issue 32): a former member whose retention period ended is erased as a completed erasure request of
   * their own (noted as such, closed by 'retention'), through the same path and the same event. Answers the request.
   */
  async eraseForRetention(memberUuid: string, now: Date): Promise<DataRequestDto> {
    const requestId = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(DataRequestEntity, {
          kind: 'erasure',
          memberId: memberUuid,
          note: 'Retention period ended',
          dueBy: now,
        }),
      );
      await this.audit.record(manager, {
        action: 'data-request.requested',
        entity: 'data-request',
        entityId: saved.id,
        after: { kind: 'erasure', memberId: memberUuid, reason: 'retention' },
      });
      return saved.id;
    });
    return this.complete(requestId, 'retention', memberUuid);
  }

  private async complete(requestId: string, closedBy: string, memberUuid?: string): Promise<DataRequestDto> {
    const { answer, keys } = await this.dataSource.transaction(async (manager) => {
      const { request, member } = await this.lockOpen(manager, requestId);
      if (memberUuid && memberUuid.toLowerCase() !== member.id) throw requestNotFound();
      if (request.kind !== 'erasure') throw requestNotFound();
      const pseudonym = newPseudonym();
      const texts = erasureTexts(member);
      const keys = [
        ...Object.values(MemberFileColumns).map((columns) => member[columns.key]),
        ...(await this.documents.objectKeysOf(manager, member.id)),
        ...(await generatedFileKeys(manager, member.id)),
        ...(await this.requests.dataCopyKeys(manager, member.id)),
      ].filter((key, index, all): key is string => typeof key === 'string' && all.indexOf(key) === index);
      const phone = `00${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      await this.requests.eraseMember(manager, member.id, pseudonym, phone);
      await this.requests.scrubMemberTexts(manager, member.id, pseudonym, [...texts.strong, ...texts.weak]);
      const scope = { memberUuid: member.id, ...texts };
      await ErasureRepository.scrubAuditLog(manager, scope, pseudonym);
      await ErasureRepository.forgetPublishedEvents(manager, scope);
      await manager.update(
        DataRequestEntity,
        { id: request.id },
        { status: 'completing', closedAt: () => 'now()', closedBy, pseudonym, updatedAt: () => 'now()' },
      );
      await this.requests.confirm(manager, request.id, 'membership', ErasureServices);
      await this.audit.record(manager, {
        action: 'data-request.erasure-completed',
        entity: 'data-request',
        entityId: request.id,
        before: { status: request.status },
        after: { status: 'completing', pseudonym, files: keys.length },
      });
      const event: ErasureCompletedEventData = {
        requestId: request.id,
        memberUuid: member.id,
        memberId: member.memberId,
        pseudonym,
        email: member.email,
        phones: [member.phone, member.alternatePhone].filter((p): p is string => !!p),
        names: texts.weak,
        erase: texts.strong,
      };
      await this.outbox.add(manager, MembershipEvents.ErasureCompleted, event);
      const closed = await manager.findOneByOrFail(DataRequestEntity, { id: request.id });
      return { answer: closed, keys };
    });
    await this.storage.removeQuietly(keys);
    this.logger.log(`Erasure ${answer.id}: membership erased the member and removed ${keys.length} files`);
    return (await this.withConfirmations(this.dataSource.manager, [answer]))[0];
  }

  /**
   * A service's confirmation (its <service>.erasure.confirmed); once every service confirmed, the request is done
   * and the published events still naming the member (the completion itself) are forgotten. A replay changes nothing.
   */
  async confirm(manager: EntityManager, requestId: string, service: ErasureService): Promise<void> {
    const request = await manager.findOne(DataRequestEntity, {
      where: { id: requestId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!request || request.status !== 'completing') return;
    const confirmed = await this.requests.confirm(manager, request.id, service, ErasureServices);
    if (confirmed < ErasureServices.length) return;
    await manager.update(DataRequestEntity, { id: request.id }, { status: 'done', updatedAt: () => 'now()' });
    await this.requests.forgetErasureEvents(manager, request.id);
    await this.audit.record(
      manager,
      {
        action: 'data-request.erasure-confirmed',
        entity: 'data-request',
        entityId: request.id,
        before: { status: 'completing' },
        after: { status: 'done', services: [...ErasureServices] },
      },
      { type: 'system', id: null, role: null, ip: null, correlationId: null },
    );
  }

  private async lockOpen(manager: EntityManager, requestId: string) {
    if (!UUID.test(requestId?.trim() ?? '')) throw requestNotFound();
    const id = requestId.trim().toLowerCase();
    const found = await manager.findOneBy(DataRequestEntity, { id });
    if (!found) throw requestNotFound();
    const member = await findMember(manager, found.memberId, true);
    const request = await manager.findOne(DataRequestEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!request) throw requestNotFound();
    if (request.status !== 'open') throw notOpen(request.status);
    return { request, member };
  }

  private async withConfirmations(manager: EntityManager, requests: DataRequestEntity[]): Promise<DataRequestDto[]> {
    if (requests.length === 0) return [];
    const confirmations = await manager
      .getRepository(ErasureConfirmationEntity)
      .createQueryBuilder('c')
      .where('c.request_id IN (:...ids)', { ids: requests.map((r) => r.id) })
      .getMany();
    return requests.map((r) => toDataRequestDto(r, confirmations));
  }
}

function eventData(member: MemberEntity, request: DataRequestDto) {
  return {
    request,
    member: memberSummary(member),
  };
}
