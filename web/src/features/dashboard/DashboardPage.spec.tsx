import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { heldAnswer, stubFetch } from '../../test/fetch-stub';
import { DashboardPage } from './DashboardPage';

const emptyLists = {
  'GET /api/auth/user': {
    body: { id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'a@kpwa.in', role: 'admin', userType: 'admin' },
  },
  'GET /api/dashboard/activity': { body: [] },
  'GET /api/members': { body: { members: [], total: 0 } },
};

function statValue(title: string) {
  return screen.getByText(title).closest('.stat-card-body')?.querySelector('.stat-card-value')?.textContent;
}

describe('DashboardPage', () => {
  it('shows loading placeholders, then the member and event counts and the schemes money in rupees', async () => {
    const stats = heldAnswer();
    stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': {
        until: stats.until,
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
    stats.release();

    await waitFor(() => expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0));
    expect(statValue('Total Members')).toBe('1,23,456');
    expect(statValue('Active Members')).toBe('98');
    expect(statValue('Pending Renewals')).toBe('7');
    expect(statValue('Total Events')).toBe('4');
    expect(statValue('Scheme Payments Received')).toBe('₹8,25,000');
    expect(statValue('Dues Outstanding')).toBe('₹1,450');
    expect(screen.queryByText(/from last month/)).not.toBeInTheDocument();
    // Each card opens the list it counts (issue 29): Pending Renewals, the members whose renewal is due.
    expect(screen.getByRole('link', { name: 'Pending Renewals' })).toHaveAttribute(
      'href',
      '/members?filter=renewalDue',
    );
    expect(screen.getByRole('link', { name: 'Active Members' })).toHaveAttribute('href', '/members?status=active');
    expect(screen.getByRole('link', { name: 'Total Events' })).toHaveAttribute('href', '/events');
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
    // The charts name the statuses too: look in the Recent Members table.
    const recentMembers = within(screen.getByText('PHOTO0001').closest('table')!);
    expect(recentMembers.getByText('Active')).toBeInTheDocument();
    expect(recentMembers.getByText('Pending')).toBeInTheDocument();
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

  it("shows each card's trend from last month: up or down with the real percentage, and the plain difference when last month was 0", async () => {
    stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': {
        body: {
          totalMembers: 112,
          activeMembers: 98,
          pendingRenewals: 7,
          totalEvents: 4,
          trends: {
            totalMembers: { current: 112, lastMonth: 100, changePercent: 12 },
            activeMembers: { current: 98, lastMonth: 100, changePercent: -2 },
            pendingRenewals: { current: 7, lastMonth: 10, changePercent: -30 },
            totalEvents: { current: 4, lastMonth: 0, changePercent: null },
          },
        },
      },
    });
    renderWithProviders(<DashboardPage />);

    const trend = async (title: string) => {
      const line = (await screen.findByText(title)).closest('.stat-card')?.querySelector('.stat-card-trend');
      return [line?.textContent?.replace(/\s+/g, ' ').trim(), line?.className.replace('stat-card-trend ', '')];
    };
    await waitFor(() => expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0));
    expect(await trend('Total Members')).toEqual(['Up 12% from last month', 'trend-good']);
    expect(await trend('Active Members')).toEqual(['Down 2% from last month', 'trend-bad']);
    // Fewer renewals waiting is good news.
    expect(await trend('Pending Renewals')).toEqual(['Down 30% from last month', 'trend-good']);
    expect(await trend('Total Events')).toEqual(['+4 from last month', 'trend-neutral']);
    expect(screen.queryByText(/\+12%|-5%|\+8%/)).not.toBeInTheDocument();
  });

  it('draws members by status, new members per month and contributions per scheme from the stats, loading the charts on their own', async () => {
    stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': {
        body: {
          totalMembers: 10,
          membersByStatus: [
            { status: 'active', count: 6 },
            { status: 'expired', count: 2 },
            { status: 'pending', count: 1 },
            { status: 'suspended', count: 1 },
          ],
          newMembersByMonth: [
            { month: '2026-10', count: 4 },
            { month: '2026-11', count: 1250 },
          ],
          contributionsByMonth: [
            { month: '2026-10', esi: '200.00', postal: '0.00', kutumba_barosa: '100.00' },
            { month: '2026-11', esi: '125000.00', postal: '150.00', kutumba_barosa: '0.00' },
          ],
        },
      },
    });
    renderWithProviders(<DashboardPage />);

    const rows = async (caption: string) => {
      const table = await screen.findByRole('table', { name: caption });
      return [...table.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.children].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
      );
    };
    expect(await rows('Members by status')).toEqual([
      ['Active', '6'],
      ['Expired', '2'],
      ['Pending', '1'],
      ['Suspended', '1'],
    ]);
    expect(await rows('New members per month')).toEqual([
      ['Oct 2026', '4'],
      ['Nov 2026', '1,250'],
    ]);
    expect(await rows('Contributions received per month')).toEqual([
      ['Oct 2026', '₹200.00', '₹0.00', '₹100.00'],
      ['Nov 2026', '₹1,25,000.00', '₹150.00', '₹0.00'],
    ]);
    expect(screen.getByText('Members by Status')).toBeInTheDocument();
    expect(screen.getByText('Contributions Received per Month')).toBeInTheDocument();
    expect(screen.queryByTestId('charts-loading')).not.toBeInTheDocument();
  });

  it('styles registrations, payments, new events and ID cards in the activity feed, each with how long ago it happened', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    stubFetch({
      ...emptyLists,
      'GET /api/dashboard/stats': { body: {} },
      'GET /api/dashboard/activity': {
        body: [
          {
            id: 'a1',
            type: 'member_registration',
            title: 'New registration: Ravi Kumar (PHOTO0001)',
            createdAt: ago(2),
          },
          { id: 'a2', type: 'payment_completed', title: 'Ravi Kumar paid ₹200.00 for ESI', createdAt: ago(15) },
          { id: 'a3', type: 'event_created', title: 'Event created: Wedding workshop', createdAt: ago(90) },
          { id: 'a4', type: 'id_card_generated', title: '25 ID cards generated', createdAt: ago(60 * 24 * 2) },
        ],
      },
    });
    renderWithProviders(<DashboardPage />);

    const item = async (title: string) => {
      const li = (await screen.findByText(title)).closest('li');
      return [
        li?.querySelector('.activity-icon')?.className.replace('activity-icon ', ''),
        li?.querySelector('time')?.textContent,
      ];
    };
    expect(await item('New registration: Ravi Kumar (PHOTO0001)')).toEqual(['tone-blue', '2 minutes ago']);
    expect(await item('Ravi Kumar paid ₹200.00 for ESI')).toEqual(['tone-green', '15 minutes ago']);
    expect(await item('Event created: Wedding workshop')).toEqual(['tone-purple', '1 hour ago']);
    expect(await item('25 ID cards generated')).toEqual(['tone-amber', '2 days ago']);
  });
});
