import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  ConfirmEmailChangeAnswer,
  DEFAULT_LANGUAGE,
  effectiveStatus,
  Language,
  MemberDto,
  MemberEventData,
  MemberFileKind,
  MemberInput,
  MembershipEvents,
  MemberStatsAnswer,
  NextIdAnswer,
  RestoreEmailRpcAnswer,
  savedValidity,
} from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter, ValidationFailedException } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { CorrectionClosing, correctedFields } from '../corrections/correction-closing';
import { MemberActivityRepository } from '../activity/member-activity.repository';
import { MemberDocumentsRepository } from '../documents/member-documents.repository';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { RenewalRequestsRepository } from '../renewals/renewal-requests.repository';
import { memberDashboardFigures } from '../stats/member-dashboard-figures';
import { MemberFileColumns, MemberEntity } from './member.entity';
import { memberAuditFields } from './member-audit-fields';
import { checkMemberInput, fieldsNotSelfEditable, MemberValues } from './member-input.rules';
import { formatMemberId } from './member-id';
import { toMemberDto, toMemberEventData } from './member.mapper';
import { changedFields, schemeChanges } from './member-changes';
import { PendingEmailChange } from './email-changes.repository';
import {
  EmailChangesService,
  invalidEmailChangeToken,
  invalidEmailRestoreToken,
  sameAddress,
} from './email-changes.service';
import { MembersRepository } from './members.repository';
import { duplicate, forbidden, requireAdmin, requireAdminOrSelf, uniqueViolationField } from './membership.exception';
import { generatedFileKeys } from '../id-cards/id-card-keys';

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
    private readonly members: MembersRepository,
    private readonly documents: MemberDocumentsRepository,
    private readonly renewals: RenewalRequestsRepository,
    private readonly activity: MemberActivityRepository,
    private readonly outbox: OutboxWriter,
    @Inject(MEMBERSHIP_SETTINGS) private readonly settings: MembershipSettings,
    private readonly emailChanges: EmailChangesService,
    private readonly audit: AuditTrail,
    private readonly corrections: CorrectionClosing,
  ) {}

  /** The id the next create without a member id would get; nothing is taken. */
  async nextId(actor: ActorDto): Promise<NextIdAnswer> {
    requireAdmin(actor);
    return {
      nextId: formatMemberId(this.settings.memberIdPrefix, await this.members.peekNumber(this.settings.memberIdPrefix)),
    };
  }

  async get(idOrMemberId: string, actor: ActorDto): Promise<MemberDto> {
    const member = await this.members.find(idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    return withPendingEmail(toMemberDto(member), await this.emailChanges.pendingOf(this.dataSource.manager, member.id));
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
    /**
     * Runs in the member's own transaction once it is inserted (a registration records the consent there); what it
     * answers goes into the audit entry's after.
     */
    alsoRecord?: (manager: EntityManager, member: MemberEntity) => Promise<Record<string, unknown> | void>,
    /** The language of the member's e-mails: a registration's is the form's (issue 31). */
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<MemberDto> {
    if (source !== 'registration') requireAdmin(actor);
    const { values, errors } = checkMemberInput(input, 'create', this.settings.memberIdPrefix);
    if (errors.length > 0) throw new ValidationFailedException(errors);
    if (source === 'registration') {
      // What only an admin decides: the id, the status, the membership period and the schemes.
      for (const field of ['memberId', 'membershipStartDate', 'membershipEndDate', 'optedSchemes'] as const)
        delete values[field];
      values.status = 'pending';
    } else {
      // Validity is always set (issue 29): a blank start is today, an active member without an end gets one year.
      const { membershipStartDate, membershipEndDate } = savedValidity({
        status: values.status ?? 'pending',
        membershipStartDate: values.membershipStartDate ?? null,
        membershipEndDate: values.membershipEndDate ?? null,
      });
      Object.assign(values, { membershipStartDate, membershipEndDate });
    }
    const fileColumns: QueryDeepPartialEntity<MemberEntity> = {};
    for (const [kind, file] of Object.entries(files) as [MemberFileKind, StoredFile][]) {
      const columns = MemberFileColumns[kind];
      Object.assign(fileColumns, {
        [columns.key]: file.key,
        [columns.contentType]: file.contentType,
        [columns.name]: file.fileName,
        [columns.size]: file.size,
      });
    }

    return this.dataSource.transaction(async (manager) => {
      await this.assertUnique(manager, values);
      // A generated id can still be typed by hand in another transaction
      // between allocation and insert: then take the next one.
      for (let attempt = 0; ; attempt++) {
        const memberId = values.memberId ?? (await this.allocateMemberId(manager));
        const insertedId = await this.members.insert(manager, {
          ...values,
          ...fileColumns,
          memberId,
          source,
          language,
        });
        if (insertedId) {
          const member = await this.members.byId(manager, insertedId);
          const recorded = alsoRecord ? await alsoRecord(manager, member) : undefined;
          await this.audit.record(manager, {
            action: source === 'registration' ? 'member.registered' : 'member.created',
            entity: 'member',
            entityId: member.id,
            after: { ...memberAuditFields(member), ...(recorded ?? {}) },
          });
          await this.outbox.add(
            manager,
            MembershipEvents.MemberCreated,
            toMemberEventData(member, { by: this.by(actor), source }),
          );
          return toMemberDto(member);
        }
        const clash = await this.members.findClash(manager, { ...values, memberId });
        if (clash === 'memberId' && !values.memberId && attempt < 20) continue;
        throw duplicate(clash ?? 'memberId', memberId);
      }
    });
  }

  /**
   * Partial update. A member may change only their own name, e-mail, phone and address; a new e-mail
   * address of theirs waits until the link e-mailed to it is followed (confirmEmailChange), while the
   * other fields apply at once. An admin's change of address applies at once and ends any pending one.
   */
  async update(idOrMemberId: string, input: MemberInput, actor: ActorDto): Promise<MemberDto> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, idOrMemberId);
      requireAdminOrSelf(actor, member.id);
      if (actor.userType !== 'admin' && fieldsNotSelfEditable(input).length > 0) {
        throw forbidden('Members may change only their name, email, phone and address');
      }
      const { values, errors } = checkMemberInput(input, 'update', this.settings.memberIdPrefix, member);
      if (errors.length > 0) throw new ValidationFailedException(errors);
      if (actor.userType === 'admin') fillValidity(values, member);
      await this.assertUnique(manager, values, member.id);
      const newEmail = actor.userType === 'admin' ? undefined : addressNeedingProof(member, values);
      if (newEmail) delete values.email;
      try {
        await this.members.update(manager, member.id, { ...values, updatedAt: () => 'now()' });
      } catch (error) {
        const field = uniqueViolationField(error);
        if (field) throw duplicate(field, values.memberId);
        throw error;
      }
      const updated = await this.members.byId(manager, member.id);
      if (updated.status === 'active' && member.status !== 'active')
        await this.renewals.completeOpen(manager, member.id, this.by(actor));
      // Issue 32: an admin's change of a field the member asked to correct closes that request as done.
      const correctionsDone =
        actor.userType === 'admin'
          ? await this.corrections.closeDone(manager, updated, correctedFields(member, updated), actor.userId)
          : [];
      if (!newEmail && values.email && !sameAddress(values.email, member.email)) {
        await this.emailChanges.end(manager, member.id);
        await this.emailChanges.announceChange(manager, member, values.email, 'admin');
      }
      const pending = newEmail
        ? await this.emailChanges.request(manager, updated, newEmail)
        : await this.emailChanges.pendingOf(manager, member.id);
      await this.recordChanges(manager, member, updated, actor);
      await this.audit.record(manager, {
        action: 'member.updated',
        entity: 'member',
        entityId: member.id,
        ...auditChanges(memberAuditFields(member), {
          ...memberAuditFields(updated),
          ...(newEmail ? { pendingEmail: newEmail } : {}),
          ...(correctionsDone.length ? { correctionRequestsDone: correctionsDone } : {}),
        }),
      });
      await this.outbox.add(
        manager,
        MembershipEvents.MemberUpdated,
        toMemberEventData(updated, { by: this.by(actor) }),
      );
      return withPendingEmail(toMemberDto(updated), pending);
    });
  }

  /**
   * Applies a member's new e-mail address with the token of the link sent to it: once, before it
   * expires, and only while no other member has taken the address meanwhile (409). The update goes
   * out as any other, so identity's login identifiers follow.
   */
  async confirmEmailChange(token: string): Promise<ConfirmEmailChangeAnswer> {
    return this.dataSource.transaction(async (manager) => {
      // The member's row is locked before the change's, in the order update() takes them.
      const memberUuid = await this.emailChanges.memberOf(manager, token);
      if (!memberUuid) throw invalidEmailChangeToken();
      const member = await this.members.findForUpdate(manager, memberUuid);
      const change = await this.emailChanges.findValid(manager, member.id, token);
      if (!change) throw invalidEmailChangeToken();
      await this.assertUnique(manager, { email: change.newEmail }, member.id);
      await this.emailChanges.end(manager, member.id);
      await this.emailChanges.announceChange(manager, member, change.newEmail, 'member');
      try {
        await this.members.update(manager, member.id, { email: change.newEmail, updatedAt: () => 'now()' });
      } catch (error) {
        if (uniqueViolationField(error) === 'email') throw duplicate('email');
        throw error;
      }
      const updated = await this.members.byId(manager, member.id);
      await this.recordChanges(manager, member, updated, { userId: member.id, userType: 'member' });
      await this.audit.record(manager, {
        action: 'member.email-change-confirmed',
        entity: 'member',
        entityId: member.id,
        before: { email: member.email },
        after: { email: updated.email },
      });
      await this.outbox.add(manager, MembershipEvents.MemberUpdated, toMemberEventData(updated, { by: null }));
      return { email: change.newEmail };
    });
  }

  /**
   * Puts back the address a member had, with the token of the link e-mailed to it when it changed (issue 27):
   * once, within 7 days, while no other member has taken it meanwhile (409). The gateway then ends every session
   * of the member, whoever changed the address may be signed in.
   */
  async restoreEmail(token: string): Promise<RestoreEmailRpcAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const memberUuid = await this.emailChanges.memberOfRestore(manager, token);
      if (!memberUuid) throw invalidEmailRestoreToken();
      const member = await this.members.findForUpdate(manager, memberUuid);
      const oldEmail = await this.emailChanges.restorableEmail(manager, member.id, token);
      if (!oldEmail) throw invalidEmailRestoreToken();
      await this.emailChanges.endRestores(manager, member.id);
      await this.audit.record(manager, {
        action: 'member.email-restored',
        entity: 'member',
        entityId: member.id,
        before: { email: member.email },
        after: { email: oldEmail },
      });
      if (!sameAddress(oldEmail, member.email)) {
        await this.assertUnique(manager, { email: oldEmail }, member.id);
        await this.members.update(manager, member.id, { email: oldEmail, updatedAt: () => 'now()' });
        const updated = await this.members.byId(manager, member.id);
        await this.recordChanges(manager, member, updated, { userId: member.id, userType: 'member' });
        await this.outbox.add(manager, MembershipEvents.MemberUpdated, toMemberEventData(updated, { by: null }));
      }
      return { email: oldEmail, memberUuid: member.id };
    });
  }

  /** Deletes a member with their documents and renewal requests; answers the member's uuid and the object keys the gateway should now remove. */
  async delete(idOrMemberId: string, actor: ActorDto): Promise<{ id: string; removedKeys: string[] }> {
    requireAdmin(actor);
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, idOrMemberId);
      const keys = [
        ...Object.values(MemberFileColumns).map((columns) => member[columns.key]),
        ...(await this.documents.objectKeysOf(manager, member.id)),
        ...(await generatedFileKeys(manager, member.id)),
      ].filter((key, index, all): key is string => typeof key === 'string' && all.indexOf(key) === index);
      await this.members.delete(manager, member.id);
      await this.audit.record(manager, {
        action: 'member.deleted',
        entity: 'member',
        entityId: member.id,
        before: memberAuditFields(member),
      });
      await this.outbox.add(manager, MembershipEvents.MemberDeleted, toMemberEventData(member, { by: this.by(actor) }));
      return { id: member.id, removedKeys: keys };
    });
  }

  async stats(actor: ActorDto): Promise<MemberStatsAnswer> {
    requireAdmin(actor);
    const [counts, figures] = await Promise.all([this.members.counts(), memberDashboardFigures(this.dataSource)]);
    return { totalMembers: counts.total, activeMembers: counts.active, pendingRenewals: counts.renewals, ...figures };
  }

  /** The activity log lines of an update: schemes, status and the other fields, each separately. */
  private async recordChanges(
    manager: EntityManager,
    before: MemberEntity,
    after: MemberEntity,
    actor: ActorDto,
  ): Promise<void> {
    const schemes = schemeChanges(before.optedSchemes, after.optedSchemes);
    if (schemes) await this.activity.add(manager, after.id, 'schemes_changed', actor, schemes);
    const [from, to] = [effectiveStatus(before), effectiveStatus(after)];
    if (from !== to) await this.activity.add(manager, after.id, 'status_changed', actor, { from, to });
    const fields = changedFields(before, after);
    if (fields.length > 0) await this.activity.add(manager, after.id, 'details_updated', actor, { fields });
  }

  private async allocateMemberId(manager: EntityManager): Promise<string> {
    return formatMemberId(
      this.settings.memberIdPrefix,
      await this.members.nextNumber(manager, this.settings.memberIdPrefix),
    );
  }

  /** 409 for the first of member id, e-mail and phone already used by another member. */
  private async assertUnique(manager: EntityManager, values: MemberValues, exceptId?: string): Promise<void> {
    const clash = await this.members.findClash(manager, values, exceptId);
    if (clash) throw duplicate(clash, values.memberId);
  }

  private by(actor: ActorDto): string | null {
    return actor.userType === 'admin' ? actor.userId : null;
  }
}

/** A member's own new address, which must be proven first; undefined when none (unchanged, cleared, or only its case). */
function addressNeedingProof(member: MemberEntity, values: MemberValues): string | undefined {
  return typeof values.email === 'string' && !sameAddress(values.email, member.email) ? values.email : undefined;
}

function withPendingEmail(dto: MemberDto, pending: PendingEmailChange | null): MemberDto {
  return pending ? { ...dto, pendingEmail: pending.newEmail } : dto;
}

/**
 * An admin's edit of the status or validity leaves validity set, as a create does (issue 29): a start left
 * blank is today, and a member saved as active without an end date ends one year after the start.
 */
function fillValidity(values: MemberValues, member: MemberEntity): void {
  const touched = ['status', 'membershipStartDate', 'membershipEndDate'].some(
    (field) => values[field as keyof MemberValues] !== undefined,
  );
  if (!touched) return;
  const start = values.membershipStartDate !== undefined ? values.membershipStartDate : member.membershipStartDate;
  const end = values.membershipEndDate !== undefined ? values.membershipEndDate : member.membershipEndDate;
  const saved = savedValidity({
    status: values.status ?? member.status,
    membershipStartDate: start,
    membershipEndDate: end,
  });
  // A start put before an end already past would make the validity read backwards: then the start stays blank.
  if (start === null && (end === null || end.getTime() > saved.membershipStartDate.getTime()))
    values.membershipStartDate = saved.membershipStartDate;
  if (saved.endDefaulted) values.membershipEndDate = saved.membershipEndDate;
}
