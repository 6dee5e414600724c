import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { DashboardPage } from './DashboardPage';

const emptyLists = {
  'GET /api/auth/user': {
    body: { id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'a@kpwa.in', userType: 'admin' },
  },
  'GET /api/dashboard/activity': { body: [] },
  'GET /api/members': { body: { members: [], total: 0 } },
};

function statValue(title: string) {
  return screen.getByText(title).parentElement?.querySelector('.stat-card-value')?.textContent;
}

describe('DashboardPage', () => {
  it('shows loading placeholders, then the member and event counts and the schemes money in rupees', async () => {
    stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': {
        delayMs: 150,
        body: {
          totalMembers: 123456,
          activeMembers: 98,
          pendingRenewals: 7,
          totalEvents: 4,
          paymentsReceived: '825000.00',
          paymentsOutstanding: '1450.00',
        },
      },
    });
    renderWithProviders(<DashboardPage />);

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(6);

    await waitFor(() => expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0));
    expect(statValue('Total Members')).toBe('1,23,456');
    expect(statValue('Active Members')).toBe('98');
    expect(statValue('Pending Renewals')).toBe('7');
    expect(statValue('Total Events')).toBe('4');
    expect(statValue('Scheme Payments Received')).toBe('₹8,25,000');
    expect(statValue('Dues Outstanding')).toBe('₹1,450');
    expect(screen.queryByText(/from last month/)).not.toBeInTheDocument();
  });

  it('shows zeros instead of an error when the statistics cannot be loaded', async () => {
    stubFetch({ ...emptyLists, 'GET /api/dashboard/stats': { status: 503, body: { message: 'unavailable' } } });
    renderWithProviders(<DashboardPage />);

    await waitFor(() => expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0));
    for (const title of ['Total Members', 'Active Members', 'Pending Renewals', 'Total Events']) {
      expect(statValue(title)).toBe('0');
    }
    expect(statValue('Dues Outstanding')).toBe('₹0');
  });

  it("says 'No recent activity' and 'No members found' before anything has happened", async () => {
    stubFetch({ ...emptyLists, 'GET /api/dashboard/stats': { body: {} } });
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(await screen.findByText('No members found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add New Member/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate ID Cards/ })).toBeInTheDocument();
  });

  it('lists the latest activity and the five newest members with Indian dates', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    const { calls } = stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': { body: { totalMembers: 1 } },
      'GET /api/dashboard/activity': {
        body: [{ type: 'member_registration', title: 'Ravi Kumar registered', createdAt: fiveMinutesAgo }],
      },
      'GET /api/members': {
        body: {
          total: 1,
          members: [
            {
              id: 'm1',
              memberId: 'PHOTO0001',
              firstName: 'Ravi',
              lastName: 'Kumar',
              email: 'ravi@example.in',
              phone: '9876543210',
              status: 'active',
              membershipEndDate: '2026-03-31T18:30:00.000Z',
            },
            {
              id: 'm2',
              memberId: 'PHOTO0002',
              firstName: 'Meena',
              lastName: 'Shetty',
              email: null,
              phone: '9876500000',
              status: 'pending',
              membershipEndDate: null,
            },
          ],
        },
      },
    });
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByText('Ravi Kumar registered')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(await screen.findByText('PHOTO0001')).toBeInTheDocument();
    expect(screen.getByText('01/04/2026')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/members')?.url).toBe('/api/members?page=1&limit=5');
  });

  it('styles imports and renewals in the activity feed by what happened, and anything unknown neutrally', async () => {
    const now = new Date().toISOString();
    stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': { body: {} },
      'GET /api/dashboard/activity': {
        body: [
          { id: 'a1', type: 'members_imported', title: '1,250 members imported', createdAt: now },
          { id: 'a2', type: 'renewal_requested', title: 'Renewal requested: Esha Nair (PHOTO0009)', createdAt: now },
          { id: 'a3', type: 'renewal_completed', title: 'Membership renewed: Esha Nair (PHOTO0009)', createdAt: now },
          { id: 'a4', type: 'something_new', title: 'Something else happened', createdAt: now },
        ],
      },
    });
    renderWithProviders(<DashboardPage />);

    const tone = async (title: string) =>
      (await screen.findByText(title)).closest('li')?.querySelector('.activity-icon')?.className;
    expect(await tone('1,250 members imported')).toContain('tone-blue');
    expect(await tone('Renewal requested: Esha Nair (PHOTO0009)')).toContain('tone-amber');
    expect(await tone('Membership renewed: Esha Nair (PHOTO0009)')).toContain('tone-green');
    expect(await tone('Something else happened')).toContain('tone-grey');
  });
});
