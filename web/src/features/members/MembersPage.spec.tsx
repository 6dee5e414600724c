import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import type { Member } from '../../api/members';
import { MembersPage } from './MembersPage';
import { aMember, someMembers } from '../../test/member-fixtures';
import { onPhoneScreen } from '../../test/screen-size';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const params = (request: StubbedRequest) => new URL(request.url, 'http://localhost').searchParams;

/** A register of `all` members that answers GET /api/members like the gateway: paged, searched, filtered. */
function register(all: Member[]) {
  return (request: StubbedRequest) => {
    const q = params(request);
    const page = Number(q.get('page') ?? 1);
    const limit = Number(q.get('limit') ?? 10);
    const search = (q.get('search') ?? '').toLowerCase();
    const status = q.get('status');
    const found = all.filter(
      (m) =>
        (!status || m.status === status) &&
        (!search || `${m.firstName} ${m.lastName} ${m.email} ${m.memberId}`.toLowerCase().includes(search)),
    );
    return { body: { members: found.slice((page - 1) * limit, page * limit), total: found.length } };
  };
}

const memberCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/members');

describe('MembersPage', () => {
  it("says 'No members found' for an empty register and shows no pagination", async () => {
    stubFetch({ 'GET /api/members': register([]) });
    renderWithProviders(<MembersPage />, { route: '/members' });

    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    for (const name of ['Add Member', 'Import Members', 'Export Members', 'Sample CSV']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });

  it("says '1,000+' when a very common search matched more members than the server counts", async () => {
    stubFetch({ 'GET /api/members': () => ({ body: { members: someMembers(10), total: 1000, totalCapped: true } }) });
    renderWithProviders(<MembersPage />, { route: '/members' });

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Showing 1 to 10 of 1,000+ members');
  });

  it('shows ten members a page with at most five page buttons, and fetches the page asked for', async () => {
    const { calls } = stubFetch({ 'GET /api/members': register(someMembers(57)) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members' });

    expect(await screen.findByText('PHOTO0001')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(pager).toHaveTextContent('Showing 1 to 10 of 57 members');

    await user.click(within(pager).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('PHOTO0041')).toBeInTheDocument();
    expect(params(memberCalls(calls).at(-1)!).get('page')).toBe('5');
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the pagination when every member fits on one page', async () => {
    stubFetch({ 'GET /api/members': register(someMembers(10)) });
    renderWithProviders(<MembersPage />, { route: '/members' });
    expect(await screen.findByText('PHOTO0010')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("shows 'Not set' without an end date and offers Renew to expired members (pending ones are told to approve first)", async () => {
    stubFetch({
      'GET /api/members': register([
        aMember({ id: 'a', memberId: 'PHOTO0001', firstName: 'Asha', status: 'active' }),
        aMember({ id: 'e', memberId: 'PHOTO0002', firstName: 'Esha', status: 'expired', membershipEndDate: null }),
        aMember({ id: 'p', memberId: 'PHOTO0003', firstName: 'Pooja', status: 'pending' }),
        aMember({ id: 's', memberId: 'PHOTO0004', firstName: 'Sita', status: 'suspended' }),
      ]),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members' });

    const row = async (name: string) => (await screen.findByText(new RegExp(`^${name} `))).closest('tr')!;
    expect(within(await row('Asha')).getByText('01/04/2026')).toBeInTheDocument();
    expect(within(await row('Esha')).getByText('Not set')).toBeInTheDocument();
    expect(within(await row('Asha')).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(within(await row('Asha')).getByRole('button', { name: 'Download ID' })).toBeInTheDocument();
    expect(within(await row('Sita')).getByRole('button', { name: 'Download ID' })).toBeInTheDocument();
    expect(within(await row('Pooja')).queryByRole('button', { name: 'Download ID' })).not.toBeInTheDocument();
    // Approval is the only way in: the pending applicant's Renew says so and leads nowhere.
    const refused = within(await row('Pooja')).getByRole('button', { name: 'Renew: Approve the application first' });
    expect(refused).toBeDisabled();

    await user.click(within(await row('Esha')).getByRole('button', { name: /Renew/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/member/e/renewal');
  });

  it("tells the admin 'No ID Card' when the member has no ID card uploaded", async () => {
    stubFetch({ 'GET /api/members': register([aMember({ idCardUrl: null })]) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members' });

    await user.click(await screen.findByRole('button', { name: 'Download ID' }));
    expect(await screen.findByText('No ID Card')).toBeInTheDocument();
    expect(screen.getByText("This member doesn't have an ID card uploaded yet")).toBeInTheDocument();
  });

  it('deletes a member only after the browser confirmation, then refreshes the list and the statistics', async () => {
    let members = [
      aMember({ id: 'gone', firstName: 'Gone' }),
      aMember({ id: 'kept', memberId: 'PHOTO0002', firstName: 'Kept' }),
    ];
    const { calls } = stubFetch({
      'GET /api/members': (request) => register(members)(request),
      'DELETE /api/members/gone': () => {
        members = members.filter((m) => m.id !== 'gone');
        return { body: { success: true } };
      },
      'GET /api/dashboard/stats': { body: {} },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members' });

    const row = (await screen.findByText('Gone Kumar')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this member?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Gone Kumar')).not.toBeInTheDocument());
    expect(screen.getByText('Kept Kumar')).toBeInTheDocument();
    expect(memberCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Error deleting member' when the server refuses", async () => {
    stubFetch({
      'GET /api/members': register([aMember()]),
      'DELETE /api/members/a5b0c1d2-0000-4000-8000-000000000001': {
        status: 503,
        body: { message: 'membership service is unavailable, please try again' },
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members' });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting member')).toBeInTheDocument();
    expect(screen.getByText('membership service is unavailable, please try again')).toBeInTheDocument();
  });

  it('searches once typing pauses and filters by status, starting again from page 1', async () => {
    const { calls } = stubFetch({
      'GET /api/members': register([
        aMember({ id: 'r', memberId: 'PHOTO0100', firstName: 'Ravindra', status: 'expired' }),
        ...someMembers(25),
      ]),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MembersPage />, { route: '/members' });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('PHOTO0020');

    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'ravi');
    // The search waits for typing to pause, then goes through the address; on a loaded machine that takes a while.
    expect(await screen.findByText('Ravindra Kumar', {}, { timeout: 15_000 })).toBeInTheDocument();
    // One request for the whole word, not one per key press.
    const searches = memberCalls(calls).filter((c) => params(c).get('search'));
    expect(searches.map((c) => params(c).get('search'))).toEqual(['ravi']);
    expect(params(searches[0]).get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Suspended'));
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    const last = params(memberCalls(calls).at(-1)!);
    expect([last.get('search'), last.get('status'), last.get('page')]).toEqual(['ravi', 'suspended', '1']);
    // Typing, paging and filtering each go through the address and re-render the table: slow on this shared machine.
  }, 45_000);

  it('shows members as cards on a phone-sized screen', async () => {
    onPhoneScreen();
    stubFetch({ 'GET /api/members': register([aMember()]) });
    renderWithProviders(<MembersPage />, { route: '/members' });

    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    expect(within(card).getByText('PHOTO0001')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("offers Renew in the list only to the roles whose duty is the office, others the expired member's ID card", async () => {
    stubFetch({
      'GET /api/members': register([
        aMember({ id: 'e', memberId: 'PHOTO0002', firstName: 'Esha', status: 'expired' }),
        aMember({ id: 'p', memberId: 'PHOTO0003', firstName: 'Pooja', status: 'pending' }),
      ]),
    });
    const row = async (name: string) => (await screen.findByText(new RegExp(`^${name} `))).closest('tr')!;
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <MembersPage />, { route: '/members' });
      expect(within(await row('Esha')).queryByRole('button', { name: /Renew/ })).toBeNull();
      expect(within(await row('Esha')).getByRole('button', { name: 'Download ID' })).toBeInTheDocument();
      expect(within(await row('Pooja')).queryByRole('button', { name: /Renew/ })).toBeNull();
      expect(within(await row('Pooja')).queryByRole('button', { name: 'Download ID' })).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <MembersPage />, { route: '/members' });
      expect(within(await row('Esha')).getByRole('button', { name: /Renew/ })).toBeEnabled();
      view.unmount();
    }
  });
});
