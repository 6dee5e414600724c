import { Injectable } from '@nestjs/common';
import { ActorDto, ListMembersAnswer, ListMembersRequest } from '@portal/contracts';
import { toMemberDto } from './member.mapper';
import { listOrder } from './member-list.repository';
import { MemberListFilter, MembersRepository } from './members.repository';
import { forbidden } from './membership.exception';
import { phoneSearchDigits } from './phone';

export { SEARCH_COUNT_CAP } from './members.repository';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/**
 * The member list: admins search everything (name, e-mail, phone, member id;
 * case-insensitive substring through the trigram index on search_text; a whole
 * member id, e-mail or mobile number is looked up by its unique index first) and
 * filter by the effective status (a lapsed membership counts as expired), by validity (expiring within 30 days,
 * expired, renewal due, no end date) and by overdue dues, and sort by name, member id, status, end date or join
 * date (issue 29).
 * A member gets only themself, whatever the filter (the payment picker
 * preselects them; who else belongs is for staff only, as the privacy page
 * says). Newest first unless sorted, with a stable order for paging; the total
 * counts the same filter.
 */
@Injectable()
export class MemberListService {
  constructor(private readonly members: MembersRepository) {}

  async list(query: Omit<ListMembersRequest, 'actor'>, actor: ActorDto): Promise<ListMembersAnswer> {
    if (actor?.userType !== 'admin' && actor?.userType !== 'member') throw forbidden();
    const limit = Math.min(Math.max(Math.trunc(Number(query.limit)) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    const offset = (Math.max(Math.trunc(Number(query.page)) || 1, 1) - 1) * limit;

    const search = query.search?.trim().replace(/\s+/g, ' ').toLowerCase();
    const filter: MemberListFilter =
      actor.userType === 'admin'
        ? {
            ...(query.status ? { status: query.status } : {}),
            // "+91 98450-12345" finds the stored 10 digits.
            ...(search ? { search: { term: phoneSearchDigits(search) ?? search, namesAndIdsOnly: false } } : {}),
            ...(query.from || query.to ? { joined: { from: query.from, to: query.to } } : {}),
            ...(query.filter ? { filter: query.filter } : {}),
            order: listOrder(query.sort, query.order),
          }
        : { onlyId: actor.userId };
    const now = new Date();
    const page = await this.members.listPage(filter, limit, offset, now);
    return {
      members: page.members.map((m) => toMemberDto(m, now)),
      total: page.total,
      ...(page.totalCapped ? { totalCapped: page.totalCapped } : {}),
    };
  }
}
