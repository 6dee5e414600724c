import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  joiningFeeProblems,
  MemberDto,
  MemberEventData,
  MembershipErrorCode,
  MembershipEvents,
} from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter, ValidationFailedException } from '@portal/platform';
import { DataSource } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { MembershipFeesRepository } from '../renewals/membership-fees.repository';
import { RenewalRequestsRepository } from '../renewals/renewal-requests.repository';
import { memberAuditFields } from './member-audit-fields';
import { MemberEntity, MemberFileColumns } from './member.entity';
import { toMemberDto, toMemberEventData } from './member.mapper';
import { periodEnd } from './membership-period';
import { MembersRepository } from './members.repository';
import { MembershipException, requireAdmin } from './membership.exception';

/** The office's decision on a pending application: approval (which starts the membership) or rejection. */
@Injectable()
export class MemberReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
    private readonly renewals: RenewalRequestsRepository,
    private readonly outbox: OutboxWriter,
    private readonly fees: MembershipFeesRepository,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Approval starts the membership: from now for one period (the renewal
   * page's "one year"), unless an admin already gave the pending record an
   * end date still ahead. The passport photo sent with the application
   * becomes the profile photo unless an admin has set one. The admin may say the joining fee was paid (issue 26):
   * the approved event then carries it at the membership fees setting's amount, for payments' ledger entry and
   * receipt; 'not_collected' or nothing said records none.
   */
  async approve(
    idOrMemberId: string,
    actor: ActorDto,
    fee: { joiningFee?: unknown; paymentMethod?: unknown; reference?: unknown } = {},
  ): Promise<MemberDto> {
    requireAdmin(actor);
    const problems = joiningFeeProblems(fee);
    if (problems.length) throw new ValidationFailedException(problems);
    const joiningFee =
      fee.joiningFee === 'paid'
        ? {
            amount: (await this.fees.get()).joiningFee,
            paymentMethod: (fee.paymentMethod as string).trim(),
            paymentReference: (fee.reference as string | null | undefined)?.trim() || null,
          }
        : undefined;
    return this.review(idOrMemberId, 'approved', actor, null, joiningFee);
  }

  async reject(idOrMemberId: string, reason: string | null | undefined, actor: ActorDto): Promise<MemberDto> {
    requireAdmin(actor);
    return this.review(idOrMemberId, 'rejected', actor, reason?.trim() || null);
  }

  /** Approval and rejection: only from pending, each with its event in the same transaction. */
  private review(
    idOrMemberId: string,
    outcome: 'approved' | 'rejected',
    actor: ActorDto,
    reason: string | null,
    joiningFee?: MemberEventData['joiningFee'],
  ): Promise<MemberDto> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, idOrMemberId);
      if (member.status !== 'pending') {
        throw new MembershipException(MembershipErrorCode.NotPending, `Only pending applications can be ${outcome}`);
      }
      const change: QueryDeepPartialEntity<MemberEntity> =
        outcome === 'approved'
          ? { ...approvalChange(member, new Date()), approvedBy: actor.userId, updatedAt: () => 'now()' }
          : {
              status: 'suspended',
              rejectedAt: () => 'now()',
              rejectedBy: actor.userId,
              rejectionReason: reason,
              updatedAt: () => 'now()',
            };
      await this.members.update(manager, member.id, change);
      const updated = await this.members.byId(manager, member.id);
      if (outcome === 'approved') await this.renewals.completeOpen(manager, member.id, actor.userId);
      await this.audit.record(manager, {
        action: `member.${outcome}`,
        entity: 'member',
        entityId: member.id,
        ...auditChanges(memberAuditFields(member), {
          ...memberAuditFields(updated),
          ...(joiningFee ? { joiningFee } : {}),
        }),
      });
      const type = outcome === 'approved' ? MembershipEvents.MemberApproved : MembershipEvents.MemberRejected;
      await this.outbox.add(
        manager,
        type,
        toMemberEventData(updated, {
          by: actor.userId,
          ...(outcome === 'rejected' ? { reason } : {}),
          ...(joiningFee ? { joiningFee } : {}),
        }),
      );
      return toMemberDto(updated);
    });
  }
}

/** The membership period and profile photo an approval gives (see approve). */
function approvalChange(member: MemberEntity, now: Date): QueryDeepPartialEntity<MemberEntity> {
  const endAhead = member.membershipEndDate !== null && member.membershipEndDate.getTime() > now.getTime();
  const photo = MemberFileColumns.photo;
  const passport = MemberFileColumns.passportPhoto;
  return {
    status: 'active',
    approvedAt: now,
    ...(endAhead
      ? { membershipStartDate: member.membershipStartDate ?? now }
      : { membershipStartDate: now, membershipEndDate: periodEnd(now) }),
    ...(member[photo.key] || !member[passport.key]
      ? {}
      : {
          [photo.key]: member[passport.key],
          [photo.contentType]: member[passport.contentType],
          [photo.name]: member[passport.name],
          [photo.size]: member[passport.size],
        }),
  };
}
