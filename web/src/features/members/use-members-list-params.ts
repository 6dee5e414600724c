import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
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

/** The members list's state, kept in the address (issue 29) so reload and Back show the same page. */
export interface MembersListParams {
  page: number;
  search: string;
  status: MemberStatus | 'all';
  filter: MemberListFilterName | 'all';
  sort?: MemberListSort;
  order?: SortOrder;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The list's state from the address; anything unknown there reads as the default. */
export function parseMembersListParams(params: URLSearchParams): MembersListParams {
  const page = Math.trunc(Number(params.get('page')));
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
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

/**
 * The list's state and a setter that writes it to the address. A change of anything but the page starts at
 * page 1. Each change is a history entry (Back undoes it), except typing in the search box (`replace`).
 * The setter merges into the address as it is when called, not as it was when the caller got the setter: the
 * search box calls it 300 ms after the last key, and a filter chosen in those 300 ms must survive (react-router's
 * functional update reads the params of the render that made the setter, which would drop it).
 */
export function useMembersListParams(): [
  MembersListParams,
  (change: Partial<MembersListParams>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseMembersListParams(params), [params]);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const update = useCallback(
    (change: Partial<MembersListParams>, options: { replace?: boolean } = {}) => {
      const before = latest.current;
      // Nothing new (the search box settling on what the address has): keep the page.
      if ((Object.keys(change) as (keyof MembersListParams)[]).every((key) => before[key] === change[key])) return;
      const next = { ...before, ...change };
      if (!('page' in change)) next.page = 1;
      latest.current = next;
      setParams(membersListSearch(next), { replace: options.replace ?? false });
    },
    [setParams],
  );
  return [state, update];
}
