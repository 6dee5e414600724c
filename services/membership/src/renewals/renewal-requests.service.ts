import { Injectable } from '@nestjs/common';
import { ActorDto, RenewalRequestDto, RenewalRequestInput, RenewalSettingsAnswer } from '@portal/contracts';
import { ValidationFailedException } from '@portal/platform';
import { DataSource } from 'typeorm';
import { findMember } from '../members/member-lookup';
import { requireAdminOrSelf } from '../members/membership.exception';
import { RenewalRequestEntity } from './renewal-request.entity';

/**
 * What a renewal costs and the period it buys (spec part 2 §9: ₹2,000 for one
 * year). Membership owns them: the renewal page shows them from
 * GET /api/members/renewal-settings, and a request that names no amount is for this fee.
 */
export const RENEWAL_SETTINGS: RenewalSettingsAnswer = { renewalFee: '2000.00', periodDays: 365 };
export const DEFAULT_RENEWAL_AMOUNT = RENEWAL_SETTINGS.renewalFee;

function toDto(r: RenewalRequestEntity): RenewalRequestDto {
  return {
    id: r.id,
    memberId: r.memberId,
    memberName: r.memberName,
    memberEmail: r.memberEmail,
    currentStatus: r.currentStatus,
    renewalAmount: r.renewalAmount,
    status: r.status,
    requestedBy: r.requestedBy,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Renewal requests: the member (or an admin for them) asks, the admin
 * contacts the member; the request is completed when the member is active
 * again. Name, e-mail and status are taken from the member record, not from
 * what the browser sent.
 */
@Injectable()
export class RenewalRequestsService {
  constructor(private readonly dataSource: DataSource) {}

  async create(input: RenewalRequestInput, actor: ActorDto): Promise<RenewalRequestDto> {
    const amount = input.renewalAmount?.trim() ? Number(input.renewalAmount) : Number(DEFAULT_RENEWAL_AMOUNT);
    if (!(amount > 0 && amount < 1e8)) {
      throw new ValidationFailedException([
        { field: 'renewalAmount', message: 'Renewal amount must be greater than 0' },
      ]);
    }
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, input.memberId, true);
      requireAdminOrSelf(actor, member.id);
      // Asking twice while the first request is open gives the same request.
      const open = await manager.findOne(RenewalRequestEntity, {
        where: { memberId: member.id, status: 'open' },
        order: { createdAt: 'DESC' },
      });
      if (open) return toDto(open);
      const saved = await manager.save(
        manager.create(RenewalRequestEntity, {
          memberId: member.id,
          memberName: `${member.firstName} ${member.lastName}`,
          memberEmail: member.email,
          currentStatus: member.status,
          renewalAmount: amount.toFixed(2),
          requestedBy: actor.userId,
        }),
      );
      return toDto(await manager.findOneByOrFail(RenewalRequestEntity, { id: saved.id }));
    });
  }

  settings(): RenewalSettingsAnswer {
    return { ...RENEWAL_SETTINGS };
  }

  async list(idOrMemberId: string, actor: ActorDto): Promise<RenewalRequestDto[]> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const requests = await this.dataSource.manager.find(RenewalRequestEntity, {
      where: { memberId: member.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return requests.map(toDto);
  }
}
