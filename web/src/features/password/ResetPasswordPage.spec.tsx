import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { heldAnswer, stubFetch } from '../../test/fetch-stub';
import { ResetPasswordPage } from './ResetPasswordPage';
import { IdentityErrorCode } from '@portal/contracts/shapes';

const loggedOut = { 'GET /api/auth/user': { body: 'null' } };
const INVALID_TEXT =
  'The password reset link you clicked is invalid, expired, or has already been used. Please request a new password reset link.';

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/**
 * Presses a submit button once the form has caught up with what was typed: the button stays disabled until the
 * watched fields re-render, and a click on it before then does nothing (seen on a loaded machine).
 */
async function press(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

function renderAt(route: string) {
  return renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
}

describe('ResetPasswordPage', () => {
  it("shows the 'Invalid Link' view without a token", async () => {
    stubFetch(loggedOut);
    renderAt('/reset-password');

    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByText(INVALID_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("says 'Verifying reset link...' and then shows the 'Invalid Link' view for a used token", async () => {
    const verifying = heldAnswer();
    const { calls } = stubFetch({
      ...loggedOut,
      'GET /api/auth/reset-password/verify': { body: { valid: false }, until: verifying.until },
    });
    renderAt('/reset-password?token=used-token');

    expect(screen.getByText('Verifying reset link...')).toBeInTheDocument();
    verifying.release();
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/auth/reset-password/verify?token=used-token');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it("resets the password with the token and offers 'Continue to Login'", async () => {
    const { calls } = stubFetch({
      ...loggedOut,
      'GET /api/auth/reset-password/verify': { body: { valid: true } },
      'POST /api/auth/reset-password': { body: { success: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password?token=good-token');

    await screen.findByLabelText('New Password');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    await fill(user, 'New Password', 'Lens2024');
    expect(await screen.findByText('Good')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await fill(user, 'Confirm Password', 'Lens2024');
    await press(user, 'Reset Password');

    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(screen.getByText('Password Reset Successful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'good-token',
      newPassword: 'Lens2024',
    });
  });

  it("shows 'Reset Failed' with the server's reason, or the catalogue text", async () => {
    let reply = {
      status: 400,
      body: { code: IdentityErrorCode.InvalidResetToken, message: 'This reset link has expired' } as unknown,
    };
    stubFetch({
      ...loggedOut,
      'GET /api/auth/reset-password/verify': { body: { valid: true } },
      'POST /api/auth/reset-password': () => reply,
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password?token=t');

    await screen.findByLabelText('New Password');
    await fill(user, 'New Password', 'Lens2024');
    await fill(user, 'Confirm Password', 'Lens2024');
    await press(user, 'Reset Password');
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired')).toBeInTheDocument();

    reply = { status: 500, body: '' };
    await press(user, 'Reset Password');
    expect(
      await screen.findByText('Failed to reset password. Please try again or request a new reset link.'),
    ).toBeInTheDocument();
  });

  it('lets a signed-in member change their password when they come from the dashboard', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/user': { body: { id: 'm1', firstName: 'Ravi', userType: 'member' } },
      'POST /api/auth/member/change-password': { body: { success: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reset-password');

    await screen.findByLabelText('Current Password');
    await fill(user, 'Current Password', 'old-secret');
    await fill(user, 'New Password', 'Shutter2025');
    await fill(user, 'Confirm Password', 'Shutter2025');
    await press(user, 'Change Password');

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/member/change-password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'Shutter2025',
    });
  });
});
