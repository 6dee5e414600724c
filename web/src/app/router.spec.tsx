import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../test/render';
import { stubFetch } from '../test/fetch-stub';
import { aMember } from '../test/member-fixtures';
import { AppRoutes } from './router';

// A page's first lazy import is compiled on demand; on a loaded 2-core machine that takes seconds.
const LAZY_PAGE_MS = 15_000;

const admin = { id: 'u1', email: 'admin@kpwa.in', firstName: 'Asha', lastName: 'Rao', userType: 'admin' };
const member = { id: 'm1', email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar', userType: 'member' };

const adminApis = {
  'GET /api/auth/user': { body: admin },
  'GET /api/notifications': { body: [] },
  'GET /api/dashboard/stats': { body: {} },
  'GET /api/dashboard/activity': { body: [] },
  'GET /api/members': { body: { members: [], total: 0 } },
};

describe('AppRoutes', () => {
  it('shows a spinner while the sign-in state is being checked', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null', delayMs: 100 } });
    renderWithProviders(<AppRoutes />);
    expect(screen.getByRole('status', { name: 'Checking your sign-in…' })).toBeInTheDocument();
    // The landing page chunk loads and asks for the registration status first.
    expect(
      await screen.findByRole('link', { name: 'Register as Member' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
  });

  it('welcomes a visitor on / with Login and Register as Member', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('link', { name: 'Register as Member' }, { timeout: LAZY_PAGE_MS })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
  });

  it('sends /admin-login and /member-login to the login page', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/admin-login' });
    expect(await screen.findByRole('tab', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('treats a failing sign-in check as signed out rather than hanging on the spinner', async () => {
    stubFetch({ 'GET /api/auth/user': { status: 503, body: { message: 'down' } } });
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('tab', { name: 'Member' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown address', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    renderWithProviders(<AppRoutes />, { route: '/definitely-not-here' });
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('asks a visitor who opens /members to log in on the Admin tab, then returns to /members', async () => {
    let signedIn = false;
    const { calls } = stubFetch({
      ...adminApis,
      'GET /api/auth/user': () => ({ body: signedIn ? admin : 'null' }),
      'POST /api/auth/admin/login': () => {
        signedIn = true;
        return { body: { admin } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/members' });

    expect(await screen.findByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@kpwa.in');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Members' }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
    expect(calls.some((c) => c.path === '/api/auth/admin/login')).toBe(true);
  });

  it('asks a visitor who opens /member-dashboard to log in as a member, then returns there', async () => {
    let signedIn = false;
    stubFetch({
      'GET /api/auth/user': () => ({ body: signedIn ? member : 'null' }),
      'POST /api/auth/member/login': () => {
        signedIn = true;
        return { body: { member: { id: 'm1' } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });

    expect(await screen.findByRole('tab', { name: 'Member', selected: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Member ID, Email or Phone'), 'PHOTO0001');
    await user.type(screen.getByLabelText('Password'), 'member-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: 'Member Dashboard' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
  });

  it('does not send a member who signs in from an admin page link to that page', async () => {
    let signedIn = false;
    stubFetch({
      'GET /api/auth/user': () => ({ body: signedIn ? member : 'null' }),
      'POST /api/auth/member/login': () => {
        signedIn = true;
        return { body: { member: { id: 'm1' } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/member-approvals' });

    await user.click(await screen.findByRole('tab', { name: 'Member' }));
    await user.type(await screen.findByLabelText('Member ID, Email or Phone'), 'PHOTO0001');
    await user.type(screen.getByLabelText('Password'), 'member-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: 'Member Dashboard' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
  });

  it('opens the Admin tab on /admin-login and the Member tab on /member-login', async () => {
    stubFetch({ 'GET /api/auth/user': { body: 'null' } });
    const first = renderWithProviders(<AppRoutes />, { route: '/admin-login' });
    expect(await screen.findByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<AppRoutes />, { route: '/member-login' });
    expect(await screen.findByRole('tab', { name: 'Member', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Member ID, Email or Phone')).toBeInTheDocument();
  });

  it('signs the admin out when a call says the session idled out, says why, and returns to the page after login', async () => {
    let session: 'active' | 'expired' | 'renewed' = 'active';
    const expired = {
      status: 401,
      body: { status: 401, code: CommonErrorCode.SessionExpired, message: 'Session expired' },
    };
    stubFetch({
      ...adminApis,
      'GET /api/auth/user': () => ({ body: session === 'expired' ? 'null' : admin }),
      'GET /api/members': () => (session === 'expired' ? expired : { body: { members: [], total: 0 } }),
      'POST /api/auth/admin/login': () => {
        session = 'renewed';
        return { body: { admin } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/members?status=pending' });
    expect(await screen.findByRole('heading', { name: 'Members' }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();

    // The admin comes back after lunch and searches: the gateway says the session idled out.
    session = 'expired';
    await user.type(screen.getByLabelText('Search members'), 'Ravi');

    expect(
      await screen.findByText('You were signed out after a period of inactivity. Please log in again.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'admin@kpwa.in');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Members' }, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/members$/);
  });

  it('asks for a login with the inactivity notice when the session had idled out before the page loaded', async () => {
    stubFetch({
      'GET /api/auth/user': {
        status: 401,
        body: { status: 401, code: CommonErrorCode.SessionExpired, message: 'Session expired' },
      },
    });
    renderWithProviders(<AppRoutes />, { route: '/member-approvals' });
    expect(
      await screen.findByText('You were signed out after a period of inactivity. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says why a login is needed when the gateway answers a just-ended session as signed out with its header', async () => {
    // What the gateway sends for GET /api/auth/user once a session idled out: signed out, and why.
    stubFetch({ 'GET /api/auth/user': { status: 200, body: '', headers: { 'X-Session-Expired': 'idle' } } });
    renderWithProviders(<AppRoutes />, { route: '/member-approvals' });
    expect(
      await screen.findByText('You were signed out after a period of inactivity. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('leaves a visitor whose old session idled out on the public page they opened', async () => {
    stubFetch({
      'GET /api/auth/user': {
        status: 401,
        body: { status: 401, code: CommonErrorCode.SessionExpired, message: 'Session expired' },
      },
    });
    renderWithProviders(<AppRoutes />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/privacy-policy');
  });

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
      'GET /api/payment-records': { body: { records: [], total: 0, page: 1, limit: 10 } },
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
