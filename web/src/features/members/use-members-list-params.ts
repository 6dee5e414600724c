import {
  MemberListFilters,
  MemberListSorts,
  MemberStatuses,
  SortOrders,
  type MemberListFilterName,
  type MemberListSort,
  type MemberStatus,
  type SortOrder,
} from '@portal/contracts/shapes';
import { oneOf, pageFrom, useAddressState } from '../../components/use-address-state';

/** The members list's state, kept in the address (issue 29) so reload and Back show the same page. */
export interface MembersListParams {
  page: number;
  search: string;
  status: MemberStatus | 'all';
  filter: MemberListFilterName | 'all';
  sort?: MemberListSort;
  order?: SortOrder;
}

/** The list's state from the address; anything unknown there reads as the default. */
export function parseMembersListParams(params: URLSearchParams): MembersListParams {
  return {
    page: pageFrom(params),
    search: params.get('q') ?? '',
    status: oneOf(MemberStatuses, params.get('status')) ?? 'all',
    filter: oneOf(MemberListFilters, params.get('filter')) ?? 'all',
    sort: oneOf(MemberListSorts, params.get('sort')),
    order: oneOf(SortOrders, params.get('order')),
  };
}

/** The address's query for a state: defaults are left out, so the plain list is plain /members. */
export function membersListSearch(state: MembersListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order) params.set('order', state.order);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The members list's state and its setter (useAddressState). */
export function useMembersListParams() {
  return useAddressState(parseMembersListParams, membersListSearch);
}
