import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../test/render';
import { heldAnswer, stubFetch } from '../test/fetch-stub';
import { AppRoutes } from './router';
import { admin, adminApis, LAZY_PAGE_MS, member } from '../test/signed-in-users';

/** A signed-out visitor whom the member login signs in as `member`. */
function stubMemberSignIn() {
  let signedIn = false;
  stubFetch({
    'GET /api/auth/user': () => ({ body: signedIn ? member : 'null' }),
    'POST /api/auth/member/login': () => {
      signedIn = true;
      return { body: { member: { id: 'm1' } } };
    },
  });
}

/** Fills in and sends the member login form, then expects the member's dashboard. */
async function signInAsMemberToTheDashboard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Member ID, Email or Phone'), 'PHOTO0001');
  await user.type(screen.getByLabelText('Password'), 'member-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(
    await screen.findByRole('heading', { name: 'Member Dashboard' }, { timeout: LAZY_PAGE_MS }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
}

describe('AppRoutes: signing in and sessions that end', () => {
  it('shows a spinner while the sign-in state is being checked', async () => {
    const checking = heldAnswer();
    stubFetch({ 'GET /api/auth/user': { body: 'null', until: checking.until } });
    renderWithProviders(<AppRoutes />);
    expect(screen.getByRole('status', { name: 'Checking your sign-in…' })).toBeInTheDocument();
    checking.release();
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
    const user = userEvent.setup({ delay: null });
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
    stubMemberSignIn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });

    expect(await screen.findByRole('tab', { name: 'Member', selected: true })).toBeInTheDocument();
    await signInAsMemberToTheDashboard(user);
  });

  it('does not send a member who signs in from an admin page link to that page', async () => {
    stubMemberSignIn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppRoutes />, { route: '/member-approvals' });

    await user.click(await screen.findByRole('tab', { name: 'Member' }));
    await signInAsMemberToTheDashboard(user);
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
    const user = userEvent.setup({ delay: null });
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

  it('says the password was changed when a session ended elsewhere for that, from the header or a refused call', async () => {
    stubFetch({
      'GET /api/auth/user': { status: 200, body: '', headers: { 'X-Session-Expired': 'password-changed' } },
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });
    expect(
      await screen.findByText('You were signed out because your password was changed. Please log in again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    view.unmount();

    stubFetch({
      'GET /api/auth/user': {
        status: 401,
        body: {
          status: 401,
          code: CommonErrorCode.SessionExpired,
          message:
            'You were signed out because your e-mail address was restored and all sessions ended. Please log in again.',
        },
      },
    });
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });
    expect(
      await screen.findByText(
        'You were signed out because your e-mail address was restored and all sessions ended. Please log in again.',
      ),
    ).toBeInTheDocument();
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
});
