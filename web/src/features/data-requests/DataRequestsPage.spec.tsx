import { describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { DataRequestListItemDto } from '@portal/contracts/shapes';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signInAsStaff } from '../../test/signed-in-users';
import { DataRequestsPage, isOverdue } from './DataRequestsPage';

configure({ asyncUtilTimeout: 5000 });

function anItem(overrides: Partial<DataRequestListItemDto>): DataRequestListItemDto {
  return {
    id: 'r1',
    kind: 'erasure',
    memberUuid: 'm-1',
    memberId: 'PHOTO0007',
    memberName: 'Lata Rao',
    state: 'open',
    detail: null,
    createdAt: '2026-11-01T04:30:00.000Z',
    dueBy: '2099-12-01T04:30:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

const ITEMS: DataRequestListItemDto[] = [
  anItem({}),
  anItem({
    id: 'c1',
    kind: 'correction',
    memberUuid: 'm-2',
    memberId: 'PHOTO0008',
    memberName: 'Ravi Kumar',
    detail: 'dateOfBirth',
    dueBy: '2020-01-31T04:30:00.000Z',
  }),
  anItem({
    id: 'r2',
    state: 'done',
    memberName: 'Erased ERASED-0A1B2C3D4E',
    memberId: 'ERASED-0A1B2C3D4E',
    detail: 'ERASED-0A1B2C3D4E',
  }),
];

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function renderPage(route = '/data-requests') {
  const stub = stubFetch({
    'GET /api/data-requests': (request) => {
      const state = new URL(request.url, 'http://localhost').searchParams.get('state');
      return { body: state ? ITEMS.filter((item) => item.state === state) : ITEMS };
    },
  });
  const { queryClient } = renderWithProviders(
    <>
      <DataRequestsPage />
      <SearchProbe />
    </>,
    { route },
  );
  act(() => signInAsStaff(queryClient, 'admin'));
  return { ...stub, user: userEvent.setup({ delay: null }) };
}

const listCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/data-requests');
const rowOf = async (text: string) => (await screen.findByText(text, { exact: false })).closest('tr') as HTMLElement;

describe('DataRequestsPage', () => {
  it('lists every kind of request with its member, state and deadline, an overdue one marked', async () => {
    renderPage();
    const erasure = await rowOf('Lata Rao (PHOTO0007)');
    expect(within(erasure).getByText('Erasure')).toBeInTheDocument();
    expect(within(erasure).getByText('Open')).toBeInTheDocument();
    expect(within(erasure).getByRole('link')).toHaveAttribute('href', '/members/m-1');
    const correction = await rowOf('Ravi Kumar (PHOTO0008)');
    expect(within(correction).getByText('Correction')).toBeInTheDocument();
    expect(within(correction).getByText('Date of birth')).toBeInTheDocument();
    expect(within(correction).getByText(/overdue/)).toBeInTheDocument();
    expect(within(erasure).queryByText(/overdue/)).not.toBeInTheDocument();
    const done = await rowOf('ERASED-0A1B2C3D4E)');
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(within(done).getByText('Pseudonym ERASED-0A1B2C3D4E')).toBeInTheDocument();
  });

  it('filters by state, keeping the choice in the address, and back to all', async () => {
    const { calls, user } = renderPage();
    await rowOf('Lata Rao (PHOTO0007)');
    await user.click(screen.getByRole('radio', { name: 'Done' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?state=done'));
    await waitFor(() => expect(screen.queryByText('Lata Rao (PHOTO0007)')).not.toBeInTheDocument());
    expect(screen.getByText('Pseudonym ERASED-0A1B2C3D4E')).toBeInTheDocument();
    expect(new URL(listCalls(calls).at(-1)!.url, 'http://localhost').searchParams.get('state')).toBe('done');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await rowOf('Lata Rao (PHOTO0007)');
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('starts from the state in the address and says when there is none in it', async () => {
    const { calls } = renderPage('/data-requests?state=declined');
    expect(await screen.findByText('No declined requests')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Declined' })).toBeChecked();
    expect(new URL(listCalls(calls)[0].url, 'http://localhost').searchParams.get('state')).toBe('declined');
  });

  it('counts only open requests past their deadline as overdue', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(isOverdue(anItem({ dueBy: '2026-11-30T00:00:00Z' }), now)).toBe(true);
    expect(isOverdue(anItem({ dueBy: '2026-12-02T00:00:00Z' }), now)).toBe(false);
    expect(isOverdue(anItem({ dueBy: '2026-11-30T00:00:00Z', state: 'done' }), now)).toBe(false);
  });
});
