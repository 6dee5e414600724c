import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { REDIRECT_DELAY_MS, SETUP_PASSWORD_IDENTIFIER_KEY } from '../../lib/constants';
import { SetupPasswordPage } from './SetupPasswordPage';
import { IdentityErrorCode } from '@portal/contracts/shapes';

const LONG_WAIT = { timeout: 5000 };

/** Pasting is one input event instead of one per key: the same for the form, much faster on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const liveLink = {
  'GET /api/auth/setup-password/verify': { body: { valid: true, firstName: 'Lakshmi', maskedMemberId: 'PH•••••42' } },
};

describe('SetupPasswordPage with an e-mailed token', () => {
  it('says whom the link is for and sets the password with the token alone, without asking for the member id', async () => {
    window.sessionStorage.setItem(SETUP_PASSWORD_IDENTIFIER_KEY, 'PHOTO0042');
    const { calls } = stubFetch({
      ...liveLink,
      'POST /api/auth/setup-password': { body: { success: true, message: 'Password set' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password?token=tok-123', path: '/setup-password' });

    expect(await screen.findByText('Lakshmi')).toBeInTheDocument();
    expect(screen.getByText(/member ID PH•••••42/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Member ID, Email or Phone')).not.toBeInTheDocument();
    expect(calls[0].url).toContain('/api/auth/setup-password/verify?token=tok-123');
    const submit = screen.getByRole('button', { name: 'Set Password' });
    expect(submit).toBeDisabled();

    await fill(user, 'New Password', 'Camera@2024');
    expect(await screen.findByText('Strong')).toBeInTheDocument();
    await fill(user, 'Confirm Password', 'Camera@2024');
    // The form validates asynchronously; the button is enabled once it has.
    await waitFor(() => expect(submit).toBeEnabled());
    // The page moves on after REDIRECT_DELAY_MS: the test moves the clock on instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Password Set Successfully' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ newPassword: 'Camera@2024', token: 'tok-123' });
    expect(window.sessionStorage.getItem(SETUP_PASSWORD_IDENTIFIER_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), LONG_WAIT);
  });

  it('keeps Set Password disabled while the passwords differ or are shorter than 8 characters', async () => {
    stubFetch(liveLink);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password?token=t', path: '/setup-password' });
    const submit = await screen.findByRole('button', { name: 'Set Password' });

    await fill(user, 'New Password', 'Short1');
    await fill(user, 'Confirm Password', 'Short1');
    expect(await screen.findByText('Weak')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await fill(user, 'New Password', '23');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("shows 'Invalid Link' at once for a used or expired link, with a way to a new one", async () => {
    const { calls } = stubFetch({ 'GET /api/auth/setup-password/verify': { body: { valid: false } } });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password?token=used', path: '/setup-password' });

    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByText('This set-up link is invalid or has expired. Request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Set-up Link' })).toHaveAttribute('href', '/setup-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows 'Setup Failed' with the server's reason, and 'Invalid Link' once the server says the link is dead", async () => {
    let reply = { status: 500, body: '' as unknown };
    stubFetch({ ...liveLink, 'POST /api/auth/setup-password': () => reply });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password?token=t', path: '/setup-password' });

    await screen.findByText('Lakshmi');
    await fill(user, 'New Password', 'Camera2024');
    await fill(user, 'Confirm Password', 'Camera2024');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to set up password. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeInTheDocument();

    // Used meanwhile in another tab.
    reply = {
      status: 400,
      body: { code: IdentityErrorCode.InvalidSetupToken, message: 'This link has expired. Request a new one.' },
    };
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('This link has expired. Request a new one.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/setup-password');
  });
});

describe('SetupPasswordPage without a token', () => {
  it('e-mails a fresh link for the login id and answers neutrally', async () => {
    const { calls } = stubFetch({ 'POST /api/auth/setup-password': { body: { success: true, message: 'If…' } } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password', path: '/setup-password' });

    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Member Login' })).toHaveAttribute('href', '/member-login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');

    await fill(user, 'Member ID, Email or Phone', ' 9845012345 ');
    await user.click(screen.getByRole('button', { name: 'Send Setup Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(calls[0].body).toEqual({ loginId: '9845012345' });
  });

  it("asks for the login id with 'Missing Information'", async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password', path: '/setup-password' });

    await user.click(screen.getByRole('button', { name: 'Send Setup Link' }));
    expect(await screen.findByText('Please enter your member ID, email, or phone number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
