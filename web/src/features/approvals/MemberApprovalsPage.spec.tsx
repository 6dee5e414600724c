import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import type { Member } from '../../api/members';
import { aMember } from '../../test/member-fixtures';
import { MemberApprovalsPage, approvalsEmptyText } from './MemberApprovalsPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const params = (request: StubbedRequest) => new URL(request.url, 'http://localhost').searchParams;

function register(members: () => Member[]) {
  return (request: StubbedRequest) => {
    const q = params(request);
    const status = q.get('status');
    const search = (q.get('search') ?? '').toLowerCase();
    const limit = Number(q.get('limit') ?? 10);
    const found = members().filter(
      (m) =>
        (!status || m.status === status) &&
        (!search || `${m.firstName} ${m.lastName} ${m.email} ${m.memberId}`.toLowerCase().includes(search)),
    );
    return { body: { members: found.slice(0, limit), total: found.length } };
  };
}

const pendingMeena = aMember({
  id: 'meena',
  memberId: 'PHOTO0010',
  firstName: 'Meena',
  lastName: 'Shetty',
  email: 'meena@example.in',
  status: 'pending',
  createdAt: '2025-06-02T04:30:00.000Z',
});
const activeRavi = aMember({ id: 'ravi', status: 'active', approvedAt: '2025-05-20T06:00:00.000Z' });
const rejectedSuma = aMember({
  id: 'suma',
  memberId: 'PHOTO0003',
  firstName: 'Suma',
  lastName: 'Rao',
  status: 'suspended',
  rejectedAt: '2025-05-21T06:00:00.000Z',
  rejectionReason: 'ID proof unreadable',
});

describe('approvalsEmptyText', () => {
  it('uses the spec wording for pending and for other filters', () => {
    expect(approvalsEmptyText('pending', '')).toBe('No pending member applications to review.');
    expect(approvalsEmptyText('active', '')).toBe('No active members match your search criteria.');
    expect(approvalsEmptyText('suspended', 'x')).toBe('No suspended members match your search criteria.');
  });
});

describe('MemberApprovalsPage', () => {
  it('shows pending applications first, with the counts of pending, approved and rejected members', async () => {
    stubFetch({ 'GET /api/members': register(() => [pendingMeena, activeRavi, rejectedSuma]) });
    renderWithProviders(<MemberApprovalsPage />);

    const card = await screen.findByRole('article', { name: 'Meena Shetty' });
    expect(card).toHaveTextContent('PHOTO0010');
    expect(card).toHaveTextContent('meena@example.in');
    expect(card).toHaveTextContent('Registered on 02/06/2025');
    expect(card).toHaveTextContent('12 MG Road, Mysuru');
    expect(within(card).getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('count-pending')).toHaveTextContent('1'));
    expect(screen.getByTestId('count-active')).toHaveTextContent('1');
    expect(screen.getByTestId('count-suspended')).toHaveTextContent('1');
  });

  it("says 'No pending member applications to review.' when nobody is waiting", async () => {
    stubFetch({ 'GET /api/members': register(() => [activeRavi]) });
    renderWithProviders(<MemberApprovalsPage />);
    expect(await screen.findByText('No pending member applications to review.')).toBeInTheDocument();
  });

  it("says 'No suspended members match your search criteria.' for a search with no rejected match", async () => {
    stubFetch({ 'GET /api/members': register(() => [pendingMeena, rejectedSuma]) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    await user.click(screen.getByRole('button', { name: 'Suspended' }));
    const card = await screen.findByRole('article', { name: 'Suma Rao' });
    expect(card).toHaveTextContent('Rejection reason: ID proof unreadable');
    expect(within(card).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search applications' }), 'meena');
    expect(await screen.findByText('No suspended members match your search criteria.')).toBeInTheDocument();
  });

  it('shows the approval date on active cards', async () => {
    stubFetch({ 'GET /api/members': register(() => [activeRavi]) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    await user.click(screen.getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toHaveTextContent('Approved on 20/05/2025');
  });

  it('rejects with the reason typed in the dialog and moves the member to the rejected count', async () => {
    let members = [pendingMeena];
    const { calls } = stubFetch({
      'GET /api/members': register(() => members),
      'POST /api/members/meena/reject': (request) => {
        const reason = (request.body as { reason: string }).reason;
        members = [{ ...pendingMeena, status: 'suspended', rejectionReason: reason }];
        return { body: { member: members[0] } };
      },
      'GET /api/dashboard/stats': { body: {} },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    const card = await screen.findByRole('article', { name: 'Meena Shetty' });
    await user.click(within(card).getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for rejection (optional)'), 'Blurred ID proof');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Rejection' }));

    expect(await screen.findByText('No pending member applications to review.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Blurred ID proof' });
    await waitFor(() => expect(screen.getByTestId('count-suspended')).toHaveTextContent('1'));
    expect(screen.getByTestId('count-pending')).toHaveTextContent('0');
  });

  it("keeps the dialog open and says 'Rejection Failed' when the server refuses", async () => {
    stubFetch({
      'GET /api/members': register(() => [pendingMeena]),
      'POST /api/members/meena/reject': { status: 409, body: { message: 'Member is not pending' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    await user.click(
      within(await screen.findByRole('article', { name: 'Meena Shetty' })).getByRole('button', { name: /Reject/ }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Rejection' }));
    expect(await screen.findByText('Rejection Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to reject member')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Approval Failed' when the approval does not go through", async () => {
    stubFetch({
      'GET /api/members': register(() => [pendingMeena]),
      'POST /api/members/meena/approve': { status: 503, body: { message: 'membership service is unavailable' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />);

    await user.click(
      within(await screen.findByRole('article', { name: 'Meena Shetty' })).getByRole('button', { name: /Approve/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Not collected (e.g. waived)'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to approve member')).toBeInTheDocument();
  });
});
