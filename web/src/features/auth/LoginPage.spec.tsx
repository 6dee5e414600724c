import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { fill } from '../../test/fill';
import { stubFetch, type StubReply } from '../../test/fetch-stub';
import { SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { INVITATION_ACCEPTED_TEXT, LoginPage } from './LoginPage';
import { IdentityErrorCode } from '@portal/contracts/shapes';

const loggedOut = { 'GET /api/auth/user': { body: 'null' } };

/** Signs in on the Member tab with these details; the server answers `reply`. */
async function signInAsMember(identifier: string, password: string, reply: StubReply) {
  const stub = stubFetch({ ...loggedOut, 'POST /api/auth/member/login': reply });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoginPage />, { route: '/login' });
  await fill(user, screen.getByLabelText('Member ID, Email or Phone'), identifier);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return stub;
}

async function openAdminTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Admin' }));
  return screen.findByLabelText('Email');
}

describe('LoginPage', () => {
  it('offers Member and Admin sign-in tabs with the help address and links', () => {
    stubFetch(loggedOut);
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('tab', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByLabelText('Member ID, Email or Phone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Set up password' })).toHaveAttribute('href', '/setup-password');
    expect(screen.getByRole('link', { name: 'Register as Member' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'support@kpwa.in' })).toHaveAttribute('href', 'mailto:support@kpwa.in');
  });

  it("warns 'Missing Information' and sends nothing when a field is empty", async () => {
    const { calls } = stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    const email = await openAdminTab(user);
    await fill(user, email, 'admin@kpwa.in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both your login credentials and password')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/login'))).toHaveLength(0);
  });

  it("shows 'Invalid admin credentials' when the admin password is wrong", async () => {
    const { calls } = stubFetch({
      ...loggedOut,
      'POST /api/auth/admin/login': {
        status: 401,
        body: { status: 401, code: IdentityErrorCode.InvalidAdminCredentials, message: 'Invalid email or password' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    await fill(user, await openAdminTab(user), 'admin@kpwa.in');
    await fill(user, screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid admin credentials')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/admin/login')?.body).toEqual({
      email: 'admin@kpwa.in',
      password: 'wrong-password',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('takes an admin to the dashboard after a successful sign-in', async () => {
    let signedIn = false;
    stubFetch({
      'GET /api/auth/user': () => ({
        body: signedIn ? { id: 'u1', email: 'admin@kpwa.in', userType: 'admin' } : 'null',
      }),
      'POST /api/auth/admin/login': () => {
        signedIn = true;
        return { body: { admin: { id: 'u1' } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    await fill(user, await openAdminTab(user), 'admin@kpwa.in');
    await fill(user, screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('asks an admin with two-factor sign-in for the code from their app, then signs them in with it', async () => {
    let signedIn = false;
    const stub = stubFetch({
      'GET /api/auth/user': () => ({
        body: signedIn ? { id: 'u1', email: 'admin@kpwa.in', userType: 'admin', role: 'admin' } : 'null',
      }),
      'POST /api/auth/admin/login': { body: { twoFactorRequired: true } },
      'POST /api/auth/admin/login/two-factor': (request) => {
        if ((request.body as { code?: string }).code !== '123456')
          return {
            status: 400,
            body: {
              status: 400,
              code: 'IDENTITY_INVALID_TWO_FACTOR_CODE',
              message: 'The code is not valid. Please try again.',
            },
          };
        signedIn = true;
        return { body: { admin: { id: 'u1' } } };
      },
    });
    const sut = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    await sut.type(await openAdminTab(sut), 'admin@kpwa.in');
    await sut.type(screen.getByLabelText('Password'), 'correct-horse');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await sut.type(code, '654321');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The code is not valid. Please try again.')).toBeInTheDocument();

    await sut.type(screen.getByLabelText('Authentication code'), '123 456');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(stub.calls.filter((c) => c.path === '/api/auth/admin/login/two-factor').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('sends “Trust this device for 30 days” with the code only when the admin ticks it', async () => {
    const stub = stubFetch({
      ...loggedOut,
      'POST /api/auth/admin/login': { body: { twoFactorRequired: true } },
      'POST /api/auth/admin/login/two-factor': {
        status: 400,
        body: { status: 400, code: 'IDENTITY_INVALID_TWO_FACTOR_CODE', message: 'The code is not valid.' },
      },
    });
    const sut = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await sut.type(await openAdminTab(sut), 'admin@kpwa.in');
    await sut.type(screen.getByLabelText('Password'), 'correct-horse');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));

    const trust = await screen.findByRole('checkbox', { name: 'Trust this device for 30 days' });
    expect(trust).not.toBeChecked();
    expect(trust).toHaveAccessibleDescription(/Only on a computer or phone you alone use/);
    await sut.type(screen.getByLabelText('Authentication code'), '111111');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('The code is not valid.');
    await sut.click(trust);
    await sut.type(screen.getByLabelText('Authentication code'), '222222');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(stub.calls.filter((c) => c.path === '/api/auth/admin/login/two-factor').map((c) => c.body)).toEqual([
        { code: '111111' },
        { code: '222222', trustDevice: true },
      ]),
    );
  });

  it('takes a recovery code instead of the app code, and goes back to the password when the step has lapsed', async () => {
    const stub = stubFetch({
      ...loggedOut,
      'POST /api/auth/admin/login': { body: { twoFactorRequired: true } },
      'POST /api/auth/admin/login/two-factor': {
        status: 401,
        body: {
          status: 401,
          code: 'IDENTITY_TWO_FACTOR_NOT_PENDING',
          message: 'Please sign in with your password again.',
        },
      },
    });
    const sut = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await sut.type(await openAdminTab(sut), 'admin@kpwa.in');
    await sut.type(screen.getByLabelText('Password'), 'correct-horse');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));

    await sut.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await sut.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl');
    await sut.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please sign in with your password again.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(stub.calls.find((c) => c.path === '/api/auth/admin/login/two-factor')?.body).toEqual({
      recoveryCode: 'abcd-efgh-ijkl',
    });
  });

  it('takes a member to the member dashboard after a successful sign-in', async () => {
    const { calls } = await signInAsMember(' PHOTO0001 ', 'member-pass', { body: { member: { id: 'm1' } } });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard'));
    expect(calls.find((c) => c.path === '/api/auth/member/login')?.body).toEqual({
      identifier: 'PHOTO0001',
      password: 'member-pass',
    });
  });

  it('sends a member without a password to set one up, keeping what they typed', async () => {
    await signInAsMember('ravi@example.in', 'anything', {
      status: 422,
      body: { code: IdentityErrorCode.PasswordSetupRequired, message: 'Please set up your password first' },
    });

    expect(await screen.findByText('Password Setup Required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/setup-password'));
    expect(window.sessionStorage.getItem(SETUP_PASSWORD_IDENTIFIER_KEY)).toBe('ravi@example.in');
  });

  it("tells a pending member the server's reason instead of a generic failure", async () => {
    await signInAsMember('PHOTO0002', 'anything', {
      status: 403,
      body: {
        code: IdentityErrorCode.MembershipPending,
        message: 'Your membership application is still awaiting approval',
      },
    });

    expect(await screen.findByText('Your membership application is still awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
  });

  it("shows 'Invalid member credentials' for a wrong member password", async () => {
    await signInAsMember('PHOTO0003', 'wrong', {
      status: 401,
      body: { code: IdentityErrorCode.InvalidMemberCredentials, message: 'Invalid credentials' },
    });

    expect(await screen.findByText('Invalid member credentials')).toBeInTheDocument();
  });

  it("says 'Password Setup Required' once when the server's message is the title itself", async () => {
    await signInAsMember('PHOTO0004', 'anything', {
      status: 422,
      body: { code: IdentityErrorCode.PasswordSetupRequired, message: 'Password Setup Required' },
    });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/setup-password'));
    expect(screen.getAllByText('Password Setup Required')).toHaveLength(1);
    expect(screen.getByText('Please set up your password to continue.')).toBeInTheDocument();
  });

  it("checks the admin e-mail's form before sending ('Valid email is required') and clears it once retyped", async () => {
    const { calls } = stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login?tab=admin' });

    const email = screen.getByLabelText('Email');
    await user.type(email, 'admin.kpwa.in');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Valid email is required');
    expect(calls.filter((c) => c.path.includes('/login'))).toHaveLength(0);

    await user.type(email, '@x');
    await waitFor(() => expect(screen.queryByText('Valid email is required')).not.toBeInTheDocument());
  });

  it('moves focus to the first empty field when sign-in details are missing', async () => {
    stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    await fill(user, screen.getByLabelText('Member ID, Email or Phone'), 'PHOTO0005');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('opens the Admin tab for ?tab=admin and for a page only admins have', async () => {
    stubFetch(loggedOut);
    const first = renderWithProviders(<LoginPage />, { route: '/login?tab=admin' });
    expect(screen.getByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<LoginPage />, { route: '/login?next=%2Fmember-approvals' });
    expect(screen.getByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('goes back to the page asked for after signing in, but never to another site', async () => {
    let signedIn = false;
    stubFetch({
      'GET /api/auth/user': () => ({
        body: signedIn ? { id: 'u1', email: 'admin@kpwa.in', userType: 'admin' } : 'null',
      }),
      'POST /api/auth/admin/login': () => {
        signedIn = true;
        return { body: { admin: { id: 'u1' } } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<LoginPage />, { route: '/login?next=%2Fmembers%2Fabc' });
    await fill(user, screen.getByLabelText('Email'), 'admin@kpwa.in');
    await fill(user, screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/members/abc'));
    first.unmount();

    signedIn = false;
    renderWithProviders(<LoginPage />, { route: '/login?tab=admin&next=%2F%2Fevil.example%2Fmembers' });
    await fill(user, screen.getByLabelText('Email'), 'admin@kpwa.in');
    await fill(user, screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('says the session ended after a period of inactivity when sent here for that', () => {
    stubFetch(loggedOut);
    renderWithProviders(<LoginPage />, { route: '/login?expired=1' });
    expect(
      screen.getByText('You were signed out after a period of inactivity. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('tells an office-bearer who has just accepted their invitation to sign in, on the Admin tab', () => {
    stubFetch(loggedOut);
    renderWithProviders(<LoginPage />, { route: '/login?tab=admin&welcome=invitation' });
    expect(screen.getByRole('status')).toHaveTextContent(INVITATION_ACCEPTED_TEXT);
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says the device was signed out because the password was changed, or the e-mail address restored', () => {
    stubFetch(loggedOut);
    const view = renderWithProviders(<LoginPage />, { route: '/login?expired=password-changed' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You were signed out because your password was changed. Please log in again.',
    );
    view.unmount();
    renderWithProviders(<LoginPage />, { route: '/login?expired=email-restored' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You were signed out because your e-mail address was restored and all sessions ended. Please log in again.',
    );
  });

  it('says the account is no longer active when an admin suspended, deactivated or deleted it', () => {
    stubFetch(loggedOut);
    renderWithProviders(<LoginPage />, { route: '/login?expired=account-closed' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You were signed out because your account is no longer active. Please contact the association.',
    );
  });

  it('says an administrator reset the two-factor sign-in, and what to do, when sent here for that', () => {
    stubFetch(loggedOut);
    const view = renderWithProviders(<LoginPage />, { route: '/login?expired=two-factor-reset' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You were signed out because an administrator reset your two-factor sign-in. Log in with your password, then set up two-factor sign-in again from your Profile.',
    );
    view.unmount();
    renderWithProviders(<LoginPage />, { route: '/login?expired=two-factor-changed' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You were signed out because the two-factor sign-in of your account was changed. Please log in again.',
    );
  });

  it('says nothing for an expiry reason it does not know', () => {
    stubFetch(loggedOut);
    renderWithProviders(<LoginPage />, { route: '/login?expired=whatever' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Member' })).toBeInTheDocument();
  });

  it('puts no extra Tab stop on the tab panel: Tab goes from the tabs straight into the form', async () => {
    stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('tab', { name: 'Admin' }));
    await screen.findByLabelText('Email');
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabindex', '0');
    screen.getByRole('tab', { name: 'Admin' }).focus();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('moves between the Member and Admin tabs with the arrow keys', async () => {
    stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    screen.getByRole('tab', { name: 'Member' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Admin', selected: true })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Member', selected: true })).toHaveFocus();
    expect(screen.getByLabelText('Member ID, Email or Phone')).toBeInTheDocument();
  });

  it('shows the typed password on request and hides it again', async () => {
    stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoginPage />, { route: '/login' });

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show' });
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'password');
  });
});
