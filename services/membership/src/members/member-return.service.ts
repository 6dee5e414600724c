import { Injectable } from '@nestjs/common';
import { ActorDto, CommonErrorCode, MemberDto, MembershipEvents } from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter, ValidationFailedException } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MemberActivityRepository } from '../activity/member-activity.repository';
import { toMemberDto, toMemberEventData } from './member.mapper';
import { MembersRepository } from './members.repository';
import { MembershipException, requireAdmin } from './membership.exception';
import { memberAuditFields } from './member-audit-fields';

export const RETURN_REASON_MAX = 500;
export const ReturnToPendingMessages = {
  reasonRequired: 'Give the reason for returning the application to pending',
  reasonTooLong: `Reason must be at most ${RETURN_REASON_MAX} characters`,
  notSuspended: 'Only suspended members can be returned to pending',
} as const;

/**
 * Issue 29: an admin returns a suspended (rejected) applicant to pending, with a reason, so the application can be
 * reviewed again. Like approval and rejection: the member row locked, the audit row, the activity line and the event
 * in one transaction.
 */
@Injectable()
export class MemberReturnService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
    private readonly activity: MemberActivityRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
  ) {}

  async returnToPending(idOrMemberId: string, reason: unknown, actor: ActorDto): Promise<MemberDto> {
    requireAdmin(actor);
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text)
      throw new ValidationFailedException([{ field: 'reason', message: ReturnToPendingMessages.reasonRequired }]);
    if (text.length > RETURN_REASON_MAX) {
      throw new ValidationFailedException([{ field: 'reason', message: ReturnToPendingMessages.reasonTooLong }]);
    }
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, idOrMemberId);
      if (member.status !== 'suspended') {
        throw new MembershipException(CommonErrorCode.Conflict, ReturnToPendingMessages.notSuspended);
      }
      // The rejection columns stay as history: the activity log's "Rejected" line is read from them, and the
      // next approval or rejection decides anew (a new rejection overwrites them).
      await this.members.update(manager, member.id, { status: 'pending', updatedAt: () => 'now()' });
      const updated = await this.members.byId(manager, member.id);
      await this.audit.record(manager, {
        action: 'member.returned-to-pending',
        entity: 'member',
        entityId: member.id,
        ...auditChanges(memberAuditFields(member), { ...memberAuditFields(updated), reason: text }),
      });
      await this.activity.add(manager, member.id, 'returned_to_pending', actor, { reason: text });
      await this.outbox.add(
        manager,
        MembershipEvents.MemberReturnedToPending,
        toMemberEventData(updated, { by: actor.userId, reason: text }),
      );
      return toMemberDto(updated);
    });
  }
}
