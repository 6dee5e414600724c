import { Injectable } from '@nestjs/common';
import { ActorDto, ListMembersAnswer, ListMembersQuery } from '@portal/contracts';
import { toMemberDto, toPublicMemberDto } from './member.mapper';
import { MembersRepository } from './members.repository';
import { forbidden } from './membership.exception';
import { phoneSearchDigits } from './phone';

export { SEARCH_COUNT_CAP } from './members.repository';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/**
 * The member list: admins search everything (name, e-mail, phone, member id;
 * case-insensitive substring through the trigram index on search_text) and
 * filter by status; a member gets only active members, found by name or
 * member id, without other members' contact details (the payment picker).
 * Newest first, with a stable order for paging; the total counts the same filter.
 */
@Injectable()
export class MemberListService {
  constructor(private readonly members: MembersRepository) {}

  async list(query: ListMembersQuery, actor: ActorDto): Promise<ListMembersAnswer> {
    if (actor?.userType !== 'admin' && actor?.userType !== 'member') throw forbidden();
    const isAdmin = actor.userType === 'admin';
    const limit = Math.min(Math.max(Math.trunc(Number(query.limit)) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    const offset = (Math.max(Math.trunc(Number(query.page)) || 1, 1) - 1) * limit;

    const status = isAdmin ? query.status : 'active';
    const search = query.search?.trim().replace(/\s+/g, ' ').toLowerCase();
    const page = await this.members.listPage(
      {
        ...(status ? { status } : {}),
        // "+91 98450-12345" finds the stored 10 digits; members may not find others by e-mail or phone.
        ...(search
          ? { search: { term: isAdmin ? (phoneSearchDigits(search) ?? search) : search, namesAndIdsOnly: !isAdmin } }
          : {}),
      },
      limit,
      offset,
    );
    return {
      members: page.members.map((m) => (isAdmin || m.id === actor.userId ? toMemberDto(m) : toPublicMemberDto(m))),
      total: page.total,
      ...(page.totalCapped ? { totalCapped: page.totalCapped } : {}),
    };
  }
}
