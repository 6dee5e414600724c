import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  CorrectionField,
  CorrectionMessages,
  CorrectionRequestDto,
  CorrectionRequestInput,
  MembershipErrorCode,
  MembershipEvents,
} from '@portal/contracts';
import { AuditTrail, OutboxWriter, ValidationFailedException } from '@portal/platform';
import { DataSource } from 'typeorm';
import { checkMemberInput } from '../members/member-input.rules';
import { findMember } from '../members/member-lookup';
import { forbidden, MembershipException, requireAdmin, requireAdminOrSelf } from '../members/membership.exception';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { correctionEventData, toCorrectionRequestDto } from './correction-closing';
import { CorrectionRequestEntity } from './correction-request.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requestNotFound = () =>
  new MembershipException(MembershipErrorCode.CorrectionRequestNotFound, 'Correction request not found');

const alreadyOpen = () =>
  new MembershipException(MembershipErrorCode.CorrectionAlreadyRequested, CorrectionMessages.alreadyOpen, {
    field: 'field',
  });

const invalid = (message: string) => new ValidationFailedException([{ field: 'value', message }]);

/**
 * Issue 32 "Correction": the signed-in member asks for a correction of a field they cannot edit themselves; it
 * waits in the admin inbox until an admin changes the field (CorrectionClosing, from the member edit) or declines
 * it with a reason. Each step writes its audit entry and event in the same transaction.
 */
@Injectable()
export class CorrectionRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
    @Inject(MEMBERSHIP_SETTINGS) private readonly settings: MembershipSettings,
  ) {}

  async create(input: CorrectionRequestInput, actor: ActorDto): Promise<CorrectionRequestDto> {
    if (actor.userType !== 'member') throw forbidden('Only a member asks for a correction of their own record');
    const requestedValue = this.checkValue(input.field, input.value);
    const note = input.note?.trim() || null;
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, actor.userId, true);
      requireAdminOrSelf(actor, member.id);
      const open = await manager.findOneBy(CorrectionRequestEntity, {
        memberId: member.id,
        field: input.field,
        status: 'open',
      });
      if (open) throw alreadyOpen();
      const saved = await manager.save(
        manager.create(CorrectionRequestEntity, { memberId: member.id, field: input.field, requestedValue, note }),
      );
      const request = await manager.findOneByOrFail(CorrectionRequestEntity, { id: saved.id });
      await this.audit.record(manager, {
        action: 'correction-request.requested',
        entity: 'correction-request',
        entityId: request.id,
        after: toCorrectionRequestDto(request),
      });
      await this.outbox.add(manager, MembershipEvents.CorrectionRequested, correctionEventData(member, request));
      return toCorrectionRequestDto(request);
    });
  }

  async list(idOrMemberId: string, actor: ActorDto): Promise<CorrectionRequestDto[]> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const requests = await this.dataSource.manager.find(CorrectionRequestEntity, {
      where: { memberId: member.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return requests.map(toCorrectionRequestDto);
  }

  /** Declines an open request with the reason the member is told; the member row is locked first, as edits do. */
  async decline(requestId: string, reason: string, actor: ActorDto): Promise<CorrectionRequestDto> {
    requireAdmin(actor);
    const why = reason?.trim();
    if (!why) throw new ValidationFailedException([{ field: 'reason', message: CorrectionMessages.reasonRequired }]);
    if (!UUID.test(requestId?.trim() ?? '')) throw requestNotFound();
    const id = requestId.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(CorrectionRequestEntity, { id });
      if (!found) throw requestNotFound();
      const member = await findMember(manager, found.memberId, true);
      const request = await manager.findOne(CorrectionRequestEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) throw requestNotFound();
      if (request.status !== 'open') {
        throw new MembershipException(
          MembershipErrorCode.CorrectionRequestNotOpen,
          `This correction request is already ${request.status}`,
        );
      }
      await manager.update(
        CorrectionRequestEntity,
        { id },
        {
          status: 'declined',
          closedAt: () => 'now()',
          closedBy: actor.userId,
          declineReason: why,
          updatedAt: () => 'now()',
        },
      );
      const closed = await manager.findOneByOrFail(CorrectionRequestEntity, { id });
      await this.audit.record(manager, {
        action: 'correction-request.declined',
        entity: 'correction-request',
        entityId: id,
        before: { status: request.status },
        after: { status: closed.status, declineReason: closed.declineReason },
      });
      await this.outbox.add(manager, MembershipEvents.CorrectionClosed, correctionEventData(member, closed));
      return toCorrectionRequestDto(closed);
    });
  }

  /** The value as the member form would store it, checked with the member form's rules; 400 naming `value`. */
  private checkValue(field: CorrectionField, raw: string): string {
    const value = (raw ?? '').trim().replace(/\s+/g, ' ');
    if (!value) throw invalid(CorrectionMessages.valueRequired);
    const check = (input: Parameters<typeof checkMemberInput>[0]) => {
      const { values, errors } = checkMemberInput(input, 'update', this.settings.memberIdPrefix);
      if (errors.length > 0) throw invalid(errors[0].message);
      return values;
    };
    switch (field) {
      case 'dateOfBirth':
        return check({ dateOfBirth: value }).dateOfBirth!;
      case 'name': {
        const parts = value.split(' ');
        if (parts.length < 2) throw invalid(CorrectionMessages.nameNeedsTwoParts);
        const values = check({ firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] });
        return `${values.firstName} ${values.lastName}`;
      }
      case 'aadhaarLastFour': {
        const digits = value.replace(/[\s-]/g, '');
        if (/^\d{4}$/.test(digits)) return digits;
        if (!/^\d{12}$/.test(digits)) throw invalid(CorrectionMessages.aadhaarInvalid);
        return check({ aadharNumber: digits }).aadhaarLast4!;
      }
      default:
        throw new ValidationFailedException([{ field: 'field', message: 'Unknown field' }]);
    }
  }
}
