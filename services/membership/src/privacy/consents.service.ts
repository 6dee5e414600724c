import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CONSENT_WITHDRAWN_NOTE,
  ConsentDto,
  DataRequestDto,
  MembershipErrorCode,
  WithdrawConsentAnswer,
} from '@portal/contracts';
import { DomainException } from '@portal/platform';
import { DataSource } from 'typeorm';
import { DataRequestsService } from '../data-requests/data-requests.service';
import { findMember } from '../members/member-lookup';
import { forbidden, requireAdminOrSelf } from '../members/membership.exception';
import { ConsentsRepository } from './consents.repository';

/**
 * Issue 32 "Notice and consent": a member's consents, and their withdrawal. Withdrawing consent asks for the erasure
 * of the member's data (the office completes it as any erasure request, DataRequestsService) and marks the consents
 * withdrawn; when an erasure request is already open it is that one.
 */
@Injectable()
export class ConsentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consents: ConsentsRepository,
    private readonly dataRequests: DataRequestsService,
  ) {}

  async list(idOrMemberId: string, actor: ActorDto): Promise<ConsentDto[]> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    return this.consents.forMember(this.dataSource.manager, member.id);
  }

  async withdraw(actor: ActorDto): Promise<WithdrawConsentAnswer> {
    if (actor.userType !== 'member') throw forbidden('Only a member withdraws their own consent');
    const member = await findMember(this.dataSource.manager, actor.userId);
    let erasureRequest: DataRequestDto;
    try {
      erasureRequest = await this.dataRequests.requestErasure({ note: CONSENT_WITHDRAWN_NOTE }, actor);
    } catch (error) {
      if (!(error instanceof DomainException) || error.code !== MembershipErrorCode.ErasureAlreadyRequested)
        throw error;
      const open = (await this.dataRequests.listForMember(member.id, actor)).find(
        (r) => r.kind === 'erasure' && r.status === 'open',
      );
      if (!open) throw error;
      erasureRequest = open;
    }
    await this.dataSource.transaction((manager) => this.consents.withdrawAll(manager, member.id));
    return { consents: await this.consents.forMember(this.dataSource.manager, member.id), erasureRequest };
  }
}
