import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { someMembers } from '../../test/member-fixtures';
import { MembersPage } from './MembersPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const params = (request: StubbedRequest) => new URL(request.url, 'http://localhost').searchParams;
const memberCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/members');
const lastList = (calls: StubbedRequest[]) => params(memberCalls(calls).at(-1)!);
const addressQuery = () => new URLSearchParams(screen.getByTestId('location').getAttribute('data-search') ?? '');

describe('MembersPage list tools (issue 29)', () => {
  it('opens with the search, status, validity filter, sort and page the address names, and asks the server for them', async () => {
    const { calls } = stubFetch({
      'GET /api/members': () => ({ body: { members: someMembers(10, 11), total: 25 } }),
    });
    renderWithProviders(<MembersPage />, {
      route: '/members?q=rao&status=active&filter=expiring&sort=name&order=desc&page=2',
    });

    expect(await screen.findByText('PHOTO0011')).toBeInTheDocument();
    const asked = lastList(calls);
    expect(Object.fromEntries(asked)).toMatchObject({
      search: 'rao',
      status: 'active',
      filter: 'expiring',
      sort: 'name',
      order: 'desc',
      page: '2',
    });
    expect(screen.getByRole('textbox', { name: 'Search members' })).toHaveValue('rao');
    expect(screen.getByText('Expiring within 30 days')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('writes a header sort and a validity filter into the address and starts again from page 1', async () => {
    const { calls } = stubFetch({
      'GET /api/members': (request) => ({
        body: { members: someMembers(10, (Number(params(request).get('page') ?? 1) - 1) * 10 + 1), total: 30 },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members?page=3' });
    expect(await screen.findByText('PHOTO0021')).toBeInTheDocument();

    await user.click(screen.getByRole('columnheader', { name: /ID Number/ }));
    await waitFor(() => expect(lastList(calls).get('sort')).toBe('memberId'));
    expect([lastList(calls).get('order'), lastList(calls).get('page')]).toEqual(['asc', '1']);
    expect(addressQuery().get('sort')).toBe('memberId');
    expect(addressQuery().get('page')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Filter by validity' }));
    await user.click(await screen.findByTitle('Overdue dues'));
    await waitFor(() => expect(lastList(calls).get('filter')).toBe('overdueDues'));
    expect(lastList(calls).get('sort')).toBe('memberId');
    expect(Object.fromEntries(addressQuery())).toEqual({ filter: 'overdueDues', sort: 'memberId', order: 'asc' });
  });

  it('changes the status of exactly the two selected rows after confirming the count, and lists the one skipped', async () => {
    const members = someMembers(5);
    const { calls } = stubFetch({
      'GET /api/members': () => ({ body: { members, total: 5 } }),
      'POST /api/members/bulk': () => ({
        body: {
          action: 'status',
          done: [{ id: members[1].id, memberId: members[1].memberId, name: 'Member2 Test', status: 'suspended' }],
          skipped: [
            { id: members[3].id, memberId: members[3].memberId, name: 'Member4 Test', reason: 'Already suspended' },
          ],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderAsStaff('secretary', <MembersPage />, { route: '/members' });

    await user.click(await screen.findByRole('checkbox', { name: 'Select Member2 Test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Member4 Test' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected members');
    await user.click(within(bar).getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByTitle('Suspended'));
    await user.click(within(bar).getByRole('button', { name: 'Change Status' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change the status of 2 selected members to Suspended?');
    expect(calls.filter((c) => c.path === '/api/members/bulk')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Member4 Test (PHOTO0004): Already suspended')).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/members/bulk');
    expect(sent.map((c) => c.body)).toEqual([
      { action: 'status', status: 'suspended', memberIds: [members[1].id, members[3].id] },
    ]);
  });

  it('sends the notice typed into the labelled Title and Message of the bulk Notify dialog to each selected member', async () => {
    const members = someMembers(3);
    const { calls } = stubFetch({
      'GET /api/members': () => ({ body: { members, total: 3 } }),
      'POST /api/notifications': () => ({ status: 201, body: { sent: 1 } }),
    });
    const user = userEvent.setup({ delay: null });
    renderAsStaff('secretary', <MembersPage />, { route: '/members' });

    await user.click(await screen.findByRole('checkbox', { name: 'Select Member1 Test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Member3 Test' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Notify' }),
    );
    const dialog = await screen.findByRole('dialog');
    // Found by their labels: a screen reader announces each box by its name (the axe label rule).
    await user.type(within(dialog).getByLabelText('Title'), 'Camp on Saturday');
    await user.type(within(dialog).getByLabelText('Message'), 'Bring your ID card.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(calls.filter((c) => c.path === '/api/notifications')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/notifications').map((c) => c.body)).toEqual(
      [members[0], members[2]].map((member) => ({
        title: 'Camp on Saturday',
        message: 'Bring your ID card.',
        type: expect.any(String),
        memberId: member.id,
      })),
    );
  });

  it('shows a viewer no row selection and no bulk actions', async () => {
    stubFetch({ 'GET /api/members': () => ({ body: { members: someMembers(3), total: 3 } }) });
    renderAsStaff('viewer', <MembersPage />, { route: '/members' });
    expect(await screen.findByText('PHOTO0001')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });
});
