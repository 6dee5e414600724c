import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { aMemberUser } from '../../test/member-fixtures';
import { MemberDashboardPage } from './MemberDashboardPage';

const member = aMemberUser({
  id: 'm1',
  memberId: 'PHOTO0042',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9845012345',
  status: 'active',
  membershipEndDate: '2026-03-31T18:30:00.000Z',
  createdAt: '2025-04-02T05:00:00.000Z',
});

describe('MemberDashboardPage', () => {
  it("summarises the member's own profile with Indian dates", () => {
    stubFetch({});
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard' });

    expect(screen.getByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ravi!')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('PHOTO0042')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('01/04/2026')).toBeInTheDocument();
    expect(screen.getByText('ravi@example.in')).toBeInTheDocument();
    expect(screen.getByText('9845012345')).toBeInTheDocument();
  });

  it("says 'Not set' for a validity that was never set and warns an expired member", () => {
    stubFetch({});
    renderWithProviders(<MemberDashboardPage user={{ ...member, status: 'expired', membershipEndDate: null }} />);

    expect(screen.getByText('Your membership has expired')).toBeInTheDocument();
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
  });

  it('opens the change-password page from Change Password', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard' });

    await user.click(screen.getByRole('button', { name: /Change Password/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });
});
