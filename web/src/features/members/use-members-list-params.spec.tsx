import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { membersListSearch, parseMembersListParams, useMembersListParams } from './use-members-list-params';

describe('members list state in the address', () => {
  it('reads back exactly what it wrote, so a reload shows the same list', () => {
    const state = parseMembersListParams(
      new URLSearchParams('q=Tester+QaAuto&status=pending&filter=noValidity&sort=endDate&order=desc&page=4'),
    );
    expect(state).toEqual({
      page: 4,
      search: 'Tester QaAuto',
      status: 'pending',
      filter: 'noValidity',
      sort: 'endDate',
      order: 'desc',
    });
    expect(parseMembersListParams(membersListSearch(state))).toEqual(state);
  });

  it('treats an address with unknown values as the plain list, and writes the plain list as no query at all', () => {
    const state = parseMembersListParams(new URLSearchParams('status=gone&filter=x&sort=age&order=up&page=-2'));
    expect(state).toEqual({ page: 1, search: '', status: 'all', filter: 'all', sort: undefined, order: undefined });
    expect(membersListSearch(state).toString()).toBe('');
  });

  it('keeps a filter chosen while the search box was still waiting to write what was typed', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/members']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useMembersListParams(), { wrapper });
    // The search box's timer holds the setter of the render in which the member typed.
    const setterWhenTyping = result.current[1];
    act(() => result.current[1]({ filter: 'expiring' }));
    act(() => setterWhenTyping({ search: 'qabulk' }, { replace: true }));
    expect(result.current[0]).toMatchObject({ search: 'qabulk', filter: 'expiring', page: 1 });
  });
});
