import { Injectable } from '@nestjs/common';
import { ActorDto, BulkMemberOutcome, BulkMembersAnswer, BulkMembersRequest, effectiveStatus } from '@portal/contracts';
import { DomainException } from '@portal/platform';
import { MembersRepository } from './members.repository';
import { MemberReviewService } from './member-review.service';
import { MembersService } from './members.service';
import { requireAdmin } from './membership.exception';

/**
 * Bulk actions of the members list (issue 29). Each selected member goes through the same single-member action
 * the member's own page uses (approve, update), in its own transaction, so each change keeps its rules, its audit
 * row, its activity line and its event; a member the action does not apply to (not pending, already in that
 * status, gone, refused by a rule) is reported as skipped with the reason and left as it was.
 */
@Injectable()
export class MemberBulkService {
  constructor(
    private readonly members: MembersService,
    private readonly repository: MembersRepository,
    private readonly review: MemberReviewService,
  ) {}

  async run(request: Omit<BulkMembersRequest, 'actor'>, actor: ActorDto): Promise<BulkMembersAnswer> {
    requireAdmin(actor);
    const found = new Map((await this.repository.byIds(request.memberIds)).map((m) => [m.id, m]));
    const done: BulkMemberOutcome[] = [];
    const skipped: BulkMemberOutcome[] = [];
    const now = new Date();
    for (const id of request.memberIds) {
      const member = found.get(id.toLowerCase());
      if (!member) {
        skipped.push({ id, memberId: null, name: null, reason: 'Member not found' });
        continue;
      }
      const outcome: BulkMemberOutcome = {
        id: member.id,
        memberId: member.memberId,
        name: `${member.firstName} ${member.lastName}`,
      };
      const current = effectiveStatus(member, now);
      const notApplicable =
        request.action === 'approve'
          ? member.status !== 'pending' && `Not pending (${current})`
          : current === request.status && `Already ${current}`;
      if (notApplicable) {
        skipped.push({ ...outcome, reason: notApplicable });
        continue;
      }
      try {
        const after =
          request.action === 'approve'
            ? await this.review.approve(member.id, actor)
            : await this.members.update(member.id, { status: request.status }, actor);
        done.push({ ...outcome, status: after.status });
      } catch (error) {
        if (!(error instanceof DomainException)) throw error;
        skipped.push({ ...outcome, reason: error.message });
      }
    }
    return { action: request.action, done, skipped };
  }
}
