import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { stubFetch, pageOf } from '../test/fetch-stub';
import { aMember } from '../test/member-fixtures';
import { AppRoutes } from './router';
import { admin, adminApis, LAZY_PAGE_MS, member } from '../test/signed-in-users';

describe('AppRoutes: which pages open for whom', () => {
  it('shows policy pages to everyone', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('opens the admin dashboard inside the admin layout on /', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('opens the ID Cards page for an admin', async () => {
    stubFetch({
      ...adminApis,
      'GET /api/id-cards': { body: { items: [], total: 0, page: 1, limit: 20 } },
      'GET /api/id-cards/stats': { body: { totalMembers: 0, generated: 0, pendingGeneration: 0, downloads: 0 } },
    });
    renderWithProviders(<AppRoutes />, { route: '/id-cards' });
    expect(await screen.findByRole('heading', { name: 'ID Cards' }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Bulk Generate All/ })).toBeInTheDocument();
  });

  it('opens Admin Accounts for an administrator', async () => {
    stubFetch({ ...adminApis, 'GET /api/admin-accounts': { body: [] } });
    renderWithProviders(<AppRoutes />, { route: '/admin-accounts' });
    expect(
      await screen.findByRole('heading', { name: 'Admin Accounts', level: 1 }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Invite admin/ })).toBeInTheDocument();
  });

  it('opens the Audit Log for an administrator, highlighted in the sidebar', async () => {
    stubFetch({
      ...adminApis,
      'GET /api/audit-log': { body: { entries: [], next: null } },
      'GET /api/admin-accounts': { body: [] },
    });
    renderWithProviders(<AppRoutes />, { route: '/audit-log?entity=refund' });
    expect(
      await screen.findByRole('heading', { name: 'Audit Log', level: 1 }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the invitation link for a signed-out visitor', async () => {
    stubFetch({
      'GET /api/auth/user': { body: 'null' },
      'GET /api/admin-invitations/verify': {
        body: { email: 'usha@office.test', firstName: 'Usha', lastName: 'Rai', role: 'secretary' },
      },
    });
    renderWithProviders(<AppRoutes />, { route: '/accept-invitation?token=abc' });
    expect(
      await screen.findByRole('heading', { name: 'Accept Invitation' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('Secretary')).toBeInTheDocument();
  });

  it('opens the verification page of a scanned card whether or not anyone is signed in', async () => {
    const verification = {
      memberId: 'PHOTO0001',
      name: 'Ravi Kumar',
      status: 'active',
      validUntil: null,
      photoUrl: null,
    };
    for (const user of ['null', admin]) {
      stubFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/verify/PHOTO0001': { body: verification } });
      const view = renderWithProviders(<AppRoutes />, { route: '/verify/PHOTO0001?sig=abc' });
      expect(await screen.findByText('Ravi Kumar', undefined, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens Events, Gallery and Scheme Documents for an admin', async () => {
    const contentApis = {
      ...adminApis,
      'GET /api/events': { body: [] },
      'GET /api/gallery': { body: [] },
      'GET /api/scheme-documents': { body: [] },
    };
    for (const [route, heading, empty] of [
      ['/events', 'Events', 'No events found'],
      ['/gallery', 'Gallery', 'No media items found'],
      ['/scheme-documents', 'Scheme Documents', 'No documents uploaded yet'],
    ]) {
      stubFetch(contentApis);
      const view = renderWithProviders(<AppRoutes />, { route });
      expect(await screen.findByRole('heading', { name: heading }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
      expect(await screen.findByText(empty, undefined, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens the live events page for a member on /member-events, and sends a member on /events to their dashboard', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member }, 'GET /api/events': { body: [] } });
    const first = renderWithProviders(<AppRoutes />, { route: '/member-events' });
    expect(await screen.findByText('No upcoming events', undefined, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: '/scheme-documents' });
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
  });

  it('opens Profile Settings for a member, with their record in the form', async () => {
    stubFetch({
      'GET /api/auth/user': { body: member },
      'GET /api/members/m1': { body: aMember({ id: 'm1', firstName: 'Ravi', memberId: 'PHOTO0001' }) },
    });
    renderWithProviders(<AppRoutes />, { route: '/profile-settings' });
    expect(
      await screen.findByRole('heading', { name: 'Profile Settings' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(await screen.findByText('PHOTO0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/member-dashboard');
  });

  it('asks a visitor who opens /profile-settings to log in as a member, and sends an admin there to the dashboard', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    const first = renderWithProviders(<AppRoutes />, { route: '/profile-settings' });
    expect(await screen.findByRole('tab', { name: 'Member', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    first.unmount();

    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/profile-settings' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the e-mail confirmation link for a signed-out visitor and for a signed-in member alike', async () => {
    for (const signedIn of ['null', member]) {
      stubFetch({
        'GET /api/auth/user': { body: signedIn },
        'POST /api/members/email-change/confirm': { body: { email: 'ravi.new@studio.in' } },
      });
      const view = renderWithProviders(<AppRoutes />, { route: '/confirm-email?token=abc' });
      expect(
        await screen.findByRole('heading', { name: 'E-mail Address Confirmed' }, { timeout: LAZY_PAGE_MS }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/confirm-email');
      view.unmount();
    }
  });

  it('asks a visitor who opens /member-events to log in as a member', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/member-events' });
    expect(await screen.findByRole('tab', { name: 'Member', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('opens the member register on /members for an admin', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/members' });
    expect(await screen.findByRole('heading', { name: 'Members' }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    expect(await screen.findByText('No members found', undefined, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
  });

  it('opens Payment Records, Make Payment and Scheme Settings for an admin', async () => {
    const paymentApis = {
      ...adminApis,
      'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 10 }),
      'GET /api/payment-records/stats': { body: { schemes: [], totals: {} } },
      'GET /api/scheme-settings': { body: [] },
    };
    for (const [route, heading] of [
      ['/payment-records', 'Payment Records'],
      ['/make-payment?scheme=esi', 'Make Payment'],
      ['/scheme-settings', 'Scheme Settings'],
    ]) {
      stubFetch(paymentApis);
      const view = renderWithProviders(<AppRoutes />, { route });
      expect(await screen.findByRole('heading', { name: heading }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens Make Payment for a member, and sends a member who opens Payment Records to their dashboard', async () => {
    stubFetch({
      'GET /api/auth/user': { body: member },
      'GET /api/members': { body: { members: [], total: 0 } },
      'GET /api/scheme-settings': { body: [] },
    });
    const first = renderWithProviders(<AppRoutes />, { route: '/make-payment?scheme=esi' });
    expect(await screen.findByRole('heading', { name: 'Make Payment' }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/member-dashboard');
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: '/payment-records' });
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
  });

  it('sends a signed-in admin who opens /login to the dashboard', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a member their dashboard with their name and a Logout button', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member } });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();
  });

  it('shows a member their dashboard on / too', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
  });

  it('takes a member who opens an admin page to their dashboard instead of a 404', async () => {
    stubFetch({ 'GET /api/auth/user': { body: member } });
    renderWithProviders(<AppRoutes />, { route: '/reports' });
    expect(await screen.findByRole('heading', { name: 'Member Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('takes an admin who opens a member page to the dashboard instead of a 404', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the 404 page to a signed-in admin for an unknown address', async () => {
    stubFetch(adminApis);
    renderWithProviders(<AppRoutes />, { route: '/members-old' });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });
});
