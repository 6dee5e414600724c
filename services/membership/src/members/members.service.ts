import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  MemberDto,
  MemberEventData,
  MemberFileKind,
  MemberInput,
  MembershipErrorCode,
  MembershipEvents,
  MemberStatsAnswer,
  NextIdAnswer,
} from '@portal/contracts';
import { OutboxWriter, ValidationFailedException } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { MemberFileColumns, MemberEntity } from './member.entity';
import { checkMemberInput, fieldsNotSelfEditable, MemberValues } from './member-input.rules';
import { formatMemberId } from './member-id';
import { findMember } from './member-lookup';
import { toMemberDto, toMemberEventData } from './member.mapper';
import {
  duplicate,
  forbidden,
  MembershipException,
  requireAdmin,
  requireAdminOrSelf,
  UniqueField,
  uniqueViolationField,
} from './membership.exception';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';

export type MemberSource = NonNullable<MemberEventData['source']>;

/** A file already in object storage, to attach to a member when it is created (registration). */
export interface StoredFile {
  key: string;
  contentType: string;
  fileName: string;
  size: number;
}

@Injectable()
export class MembersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(MEMBERSHIP_SETTINGS) private readonly settings: MembershipSettings,
  ) {}

  /** The id the next create without a member id would get; nothing is taken. */
  async nextId(actor: ActorDto): Promise<NextIdAnswer> {
    requireAdmin(actor);
    const [row] = await this.dataSource.query('SELECT peek_member_number($1)::text AS n', [this.settings.memberIdPrefix]);
    return { nextId: formatMemberId(this.settings.memberIdPrefix, row.n) };
  }

  async get(idOrMemberId: string, actor: ActorDto): Promise<MemberDto> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    return toMemberDto(member);
  }

  /**
   * Creates a member. Admins create from the member form; the public
   * registration (source 'registration') creates a pending member whatever
   * it sends, optionally with the files it already stored.
   */
  async create(
    input: MemberInput,
    actor: ActorDto,
    source: MemberSource = 'admin',
    files: Partial<Record<MemberFileKind, StoredFile>> = {},
  ): Promise<MemberDto> {
    if (source !== 'registration') requireAdmin(actor);
    const { values, errors } = checkMemberInput(input, 'create', this.settings.memberIdPrefix);
    if (errors.length > 0) throw new ValidationFailedException(errors);
    if (source === 'registration') {
      // What only an admin decides: the id, the status, the membership period and the schemes.
      for (const field of ['memberId', 'membershipStartDate', 'membershipEndDate', 'optedSchemes'] as const) delete values[field];
      values.status = 'pending';
    }
    const fileColumns: QueryDeepPartialEntity<MemberEntity> = {};
    for (const [kind, file] of Object.entries(files) as [MemberFileKind, StoredFile][]) {
      const columns = MemberFileColumns[kind];
      Object.assign(fileColumns, { [columns.key]: file.key, [columns.contentType]: file.contentType, [columns.name]: file.fileName, [columns.size]: file.size });
    }

    return this.dataSource.transaction(async (manager) => {
      await this.assertUnique(manager, values);
      // A generated id can still be typed by hand in another transaction
      // between allocation and insert: then take the next one.
      for (let attempt = 0; ; attempt++) {
        const memberId = values.memberId ?? (await this.allocateMemberId(manager));
        const result = await manager
          .createQueryBuilder()
          .insert()
          .into(MemberEntity)
          .values({ ...values, ...fileColumns, memberId } as QueryDeepPartialEntity<MemberEntity>)
          .orIgnore()
          .returning(['id'])
          .execute();
        const inserted = (result.raw as { id: string }[])[0];
        if (inserted) {
          const member = await manager.findOneByOrFail(MemberEntity, { id: inserted.id });
          await this.outbox.add(manager, MembershipEvents.MemberCreated, toMemberEventData(member, { by: this.by(actor), source }));
          return toMemberDto(member);
        }
        const clash = await this.findClash(manager, { ...values, memberId });
        if (clash === 'memberId' && !values.memberId && attempt < 20) continue;
        throw duplicate(clash ?? 'memberId', memberId);
      }
    });
  }

  /** Partial update. A member may change only their own name, e-mail, phone and address. */
  async update(idOrMemberId: string, input: MemberInput, actor: ActorDto): Promise<MemberDto> {
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, idOrMemberId, true);
      requireAdminOrSelf(actor, member.id);
      if (actor.userType !== 'admin' && fieldsNotSelfEditable(input).length > 0) {
        throw forbidden('Members may change only their name, email, phone and address');
      }
      const { values, errors } = checkMemberInput(input, 'update', this.settings.memberIdPrefix, member);
      if (errors.length > 0) throw new ValidationFailedException(errors);
      await this.assertUnique(manager, values, member.id);
      try {
        await manager.update(MemberEntity, { id: member.id }, { ...values, updatedAt: () => 'now()' } as QueryDeepPartialEntity<MemberEntity>);
      } catch (error) {
        const field = uniqueViolationField(error);
        if (field) throw duplicate(field, values.memberId);
        throw error;
      }
      const updated = await manager.findOneByOrFail(MemberEntity, { id: member.id });
      if (updated.status === 'active' && member.status !== 'active') await this.completeRenewals(manager, member.id);
      await this.outbox.add(manager, MembershipEvents.MemberUpdated, toMemberEventData(updated, { by: this.by(actor) }));
      return toMemberDto(updated);
    });
  }

  /** Deletes a member with their documents and renewal requests; answers the storage keys to remove. */
  /** Deletes a member; answers the member's uuid and the object keys the gateway should now remove. */
  async delete(idOrMemberId: string, actor: ActorDto): Promise<{ id: string; removedKeys: string[] }> {
    requireAdmin(actor);
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, idOrMemberId, true);
      const documents: { object_key: string }[] = await manager.query('SELECT object_key FROM member_documents WHERE member_id = $1', [member.id]);
      const keys = [
        ...Object.values(MemberFileColumns).map((columns) => member[columns.key]),
        ...documents.map((d) => d.object_key),
      ].filter((key): key is string => typeof key === 'string');
      await manager.delete(MemberEntity, { id: member.id });
      await this.outbox.add(manager, MembershipEvents.MemberDeleted, toMemberEventData(member, { by: this.by(actor) }));
      return { id: member.id, removedKeys: keys };
    });
  }

  async approve(idOrMemberId: string, actor: ActorDto): Promise<MemberDto> {
    requireAdmin(actor);
    return this.review(idOrMemberId, 'approved', actor, null);
  }

  async reject(idOrMemberId: string, reason: string | null | undefined, actor: ActorDto): Promise<MemberDto> {
    requireAdmin(actor);
    return this.review(idOrMemberId, 'rejected', actor, reason?.trim() || null);
  }

  async stats(actor: ActorDto): Promise<MemberStatsAnswer> {
    requireAdmin(actor);
    const [row] = await this.dataSource.query(`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'active')::int AS active,
             count(*) FILTER (WHERE status IN ('expired', 'pending'))::int AS renewals
      FROM members`);
    return { totalMembers: row.total, activeMembers: row.active, pendingRenewals: row.renewals };
  }

  /** Approval and rejection: only from pending, each with its event in the same transaction. */
  private review(idOrMemberId: string, outcome: 'approved' | 'rejected', actor: ActorDto, reason: string | null): Promise<MemberDto> {
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, idOrMemberId, true);
      if (member.status !== 'pending') {
        throw new MembershipException(MembershipErrorCode.NotPending, `Only pending applications can be ${outcome}`);
      }
      const change: QueryDeepPartialEntity<MemberEntity> =
        outcome === 'approved'
          ? { status: 'active', approvedAt: () => 'now()', approvedBy: actor.userId, updatedAt: () => 'now()' }
          : { status: 'suspended', rejectedAt: () => 'now()', rejectedBy: actor.userId, rejectionReason: reason, updatedAt: () => 'now()' };
      await manager.update(MemberEntity, { id: member.id }, change);
      const updated = await manager.findOneByOrFail(MemberEntity, { id: member.id });
      if (outcome === 'approved') await this.completeRenewals(manager, member.id);
      const type = outcome === 'approved' ? MembershipEvents.MemberApproved : MembershipEvents.MemberRejected;
      await this.outbox.add(manager, type, toMemberEventData(updated, { by: actor.userId, ...(outcome === 'rejected' ? { reason } : {}) }));
      return toMemberDto(updated);
    });
  }

  private async allocateMemberId(manager: EntityManager): Promise<string> {
    const [row] = await manager.query('SELECT next_member_number($1)::text AS n', [this.settings.memberIdPrefix]);
    return formatMemberId(this.settings.memberIdPrefix, row.n);
  }

  /** 409 for the first of member id, e-mail and phone already used by another member. */
  private async assertUnique(manager: EntityManager, values: MemberValues, exceptId?: string): Promise<void> {
    const clash = await this.findClash(manager, values, exceptId);
    if (clash) throw duplicate(clash, values.memberId);
  }

  private async findClash(manager: EntityManager, values: MemberValues, exceptId?: string): Promise<UniqueField | null> {
    const { memberId = null, email = null, phone = null } = values;
    if (!memberId && !email && !phone) return null;
    const [row] = await manager.query(
      `SELECT bool_or(member_id = $1) AS "memberId", bool_or(lower(email) = lower($2)) AS email, bool_or(phone = $3) AS phone
       FROM members
       WHERE (member_id = $1 OR lower(email) = lower($2) OR phone = $3) AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [memberId, email, phone, exceptId ?? null],
    );
    return (['memberId', 'email', 'phone'] as const).find((field) => row?.[field]) ?? null;
  }

  /** Open renewal requests are done once the member is active again. */
  private async completeRenewals(manager: EntityManager, memberUuid: string): Promise<void> {
    await manager.query(`UPDATE renewal_requests SET status = 'completed' WHERE member_id = $1 AND status = 'open'`, [memberUuid]);
  }

  private by(actor: ActorDto): string | null {
    return actor.userType === 'admin' ? actor.userId : null;
  }
}
