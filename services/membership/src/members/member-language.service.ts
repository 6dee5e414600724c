import { Injectable } from '@nestjs/common';
import { isSessionMemberStatus, LanguageAnswer, MembershipEvents, SetMemberLanguageRequest } from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { toMemberEventData } from './member.mapper';
import { MembersRepository } from './members.repository';
import { sessionNotAllowed } from './session-member.service';

/**
 * The signed-in member's language (issue 31): the portal's, their e-mails', reminders' and PDFs'. Audited; the
 * member's event carries it to identity's projection and to notifications.
 */
@Injectable()
export class MemberLanguageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
    private readonly audit: AuditTrail,
    private readonly outbox: OutboxWriter,
  ) {}

  async set({ memberId, language }: SetMemberLanguageRequest): Promise<LanguageAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.members.findForUpdate(manager, memberId).catch(() => null);
      if (!member || !isSessionMemberStatus(member.status)) throw sessionNotAllowed();
      if (member.language === language) return { language };
      await this.members.update(manager, member.id, { language, updatedAt: () => 'now()' });
      const updated = await this.members.byId(manager, member.id);
      await this.audit.record(manager, {
        action: 'member.language-changed',
        entity: 'member',
        entityId: member.id,
        before: { language: member.language },
        after: { language },
      });
      await this.outbox.add(manager, MembershipEvents.MemberUpdated, toMemberEventData(updated, { by: null }));
      return { language };
    });
  }
}
