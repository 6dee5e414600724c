import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { anEvent } from '../../test/content-fixtures';
import { AppRoutes } from '../../app/router';
import { AddressProbe } from './AddressProbe';
import { MemberDashboardPage } from './MemberDashboardPage';
import { MEMBER_UUID, aPortalMember, daysFromNow, portalApi } from './member-portal-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MemberDashboardPage profile', () => {
  it("shows the member's own profile: photo, name, member id, status in capitals, member since, valid until, schemes", async () => {
    stubFetch(portalApi());
    const member = aPortalMember({
      profilePhotoUrl: `/api/members/${MEMBER_UUID}/photo`,
      updatedAt: '2026-01-02T00:00:00.000Z',
      membershipEndDate: '2027-03-31T18:30:00.000Z',
      optedSchemes: ['postal', 'esi'],
    });
    renderWithProviders(<MemberDashboardPage user={member} />, { route: '/member-dashboard' });

    expect(screen.getByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ravi!')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('PHOTO0042')).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('02/04/2025')).toBeInTheDocument();
    expect(screen.getByText('01/04/2027')).toBeInTheDocument();
    const photo = await screen.findByRole('img', { name: 'Photo of Ravi Kumar' });
    expect(photo.getAttribute('src')).toMatch(new RegExp(`^/api/members/${MEMBER_UUID}/photo\\?v=`));
    const profile = screen.getByRole('heading', { name: 'My Profile' }).closest('.ant-card') as HTMLElement;
    const schemes = within(profile).getByText('Opted Schemes').closest('tr, .ant-descriptions-item') as HTMLElement;
    expect(
      within(schemes)
        .getAllByText(/^(ESI|Postal|Kutumba Barosa)$/)
        .map((tag) => tag.textContent),
    ).toEqual(['ESI', 'Postal']);
  });

  it("shows the member's initials without a photo, and 'Not set' for a validity never set", () => {
    stubFetch(portalApi());
    renderWithProviders(<MemberDashboardPage user={aPortalMember({ membershipEndDate: null, optedSchemes: [] })} />);
    expect(screen.getByText('RK')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});

describe('MemberDashboardPage tabs', () => {
  it('keeps the open tab in ?tab= and opens it from the address', async () => {
    stubFetch(portalApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <>
        <MemberDashboardPage user={aPortalMember()} />
        <AddressProbe />
      </>,
      { route: '/member-dashboard?tab=services' },
    );

    expect(screen.getByRole('tab', { name: 'Services', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Welfare Schemes',
      'Payments',
      'Documents',
      'Services',
      'Updates',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByRole('tab', { name: 'Documents', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/member-dashboard\?tab=documents$/);
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/member-dashboard$/);
  });

  it('opens the Dashboard tab for an unknown ?tab=', () => {
    stubFetch(portalApi());
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard?tab=nope' });
    expect(screen.getByRole('tab', { name: 'Dashboard', selected: true })).toBeInTheDocument();
  });
});

describe('MemberDashboardPage quick actions', () => {
  it('leads to Make Payment, Profile Settings and View Events', async () => {
    stubFetch(portalApi());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard' });

    for (const [name, path] of [
      ['Make Payment', '/make-payment'],
      ['Profile Settings', '/profile-settings'],
      ['View Events', '/member-events'],
    ]) {
      const actions = screen.getByRole('heading', { name: 'Quick Actions' }).closest('.ant-card') as HTMLElement;
      await user.click(within(actions).getByRole('button', { name: new RegExp(name) }));
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    }
  });

  it("says 'No ID Card Available' when the member has no ID card, and opens nothing", async () => {
    const { calls } = stubFetch(portalApi({ [`HEAD /api/members/${MEMBER_UUID}/id-card`]: { status: 404 } }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard' });

    await user.click(screen.getByRole('button', { name: /Download ID Card/ }));

    expect(await screen.findByText('No ID Card Available')).toBeInTheDocument();
    expect(
      screen.getByText("Your ID card hasn't been uploaded yet. Please contact admin for assistance."),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'HEAD' && c.path === `/api/members/${MEMBER_UUID}/id-card`)).toBe(true);
  });

  it("opens the member's ID card in a new tab when there is one", async () => {
    stubFetch(portalApi({ [`HEAD /api/members/${MEMBER_UUID}/id-card`]: { status: 200 } }));
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard' });

    await user.click(screen.getByRole('button', { name: /Download ID Card/ }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(`/api/members/${MEMBER_UUID}/id-card`, '_blank'));
    expect(tab.opener).toBeNull();
    expect(screen.queryByText('No ID Card Available')).toBeNull();
  });
});

describe('MemberDashboardPage recent updates', () => {
  it('lists the next three upcoming events with date and time, leaving out past and cancelled ones', async () => {
    stubFetch(
      portalApi({
        'GET /api/events': {
          body: [
            anEvent({ id: 'e4', title: 'Fourth', eventDate: daysFromNow(40) }),
            anEvent({ id: 'e1', title: 'Photo Walk', eventDate: '2099-05-10T04:30:00.000Z' }),
            anEvent({ id: 'e2', title: 'Second', eventDate: daysFromNow(10) }),
            anEvent({ id: 'e3', title: 'Third', eventDate: daysFromNow(20) }),
            anEvent({ id: 'c', title: 'Called Off', status: 'cancelled', eventDate: daysFromNow(5) }),
            anEvent({ id: 'p', title: 'Done', status: 'completed', eventDate: daysFromNow(-5) }),
          ],
        },
      }),
    );
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard' });

    const card = (await screen.findByRole('heading', { name: 'Recent Updates' })).closest('.ant-card') as HTMLElement;
    await within(card).findByText('Second');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Second', 'Third', 'Fourth']);
    expect(within(card).queryByText('Called Off')).toBeNull();
    expect(within(card).queryByText('Photo Walk')).toBeNull();
  });

  it("says 'No upcoming events' when there are none", async () => {
    stubFetch(portalApi());
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard' });
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  });

  it('shows an event at its Indian date and time', async () => {
    stubFetch(portalApi({ 'GET /api/events': { body: [anEvent({ eventDate: '2099-05-10T04:30:00.000Z' })] } }));
    renderWithProviders(<MemberDashboardPage user={aPortalMember()} />, { route: '/member-dashboard' });
    expect(await screen.findByText(/10\/05\/2099, 10:00 am/i)).toBeInTheDocument();
  });
});

describe('Member header', () => {
  it("shows the association, the member's name and photo, and logs out to the welcome page", async () => {
    let signedIn = true;
    const member = aPortalMember({
      profilePhotoUrl: `/api/members/${MEMBER_UUID}/photo`,
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    const { calls } = stubFetch(
      portalApi({
        'GET /api/auth/user': () => ({ body: signedIn ? member : 'null' }),
        'POST /api/auth/logout': () => {
          signedIn = false;
          return { status: 204 };
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard?tab=payments' });

    const header = await screen.findByRole('banner', {}, { timeout: 5000 });
    expect(within(header).getByText('Karnataka Photographers Welfare Association')).toBeInTheDocument();
    expect(within(header).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(header.querySelector('img')?.getAttribute('src')).toMatch(`/api/members/${MEMBER_UUID}/photo?v=`);

    await user.click(within(header).getByRole('button', { name: /Logout/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
  });
});
