import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { CommonErrorCode } from '@portal/contracts/shapes';

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('ForgotPasswordPage', () => {
  it("shows 'Email Sent' with Back to Login and Send Another Email after asking for a reset link", async () => {
    const { calls } = stubFetch({
      'POST /api/auth/forgot-password': { body: { success: true, message: 'If an account matches, a link was sent.' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });

    expect(screen.getByRole('link', { name: 'Set up password' })).toHaveAttribute('href', '/setup-password');
    await fill(user, 'Member ID, Email or Phone', ' PHOTO0001 ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeInTheDocument();
    expect(screen.getByText('Reset Link Sent')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ loginId: 'PHOTO0001' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByLabelText('Member ID, Email or Phone')).toHaveValue('PHOTO0001');
  });

  it("says 'Missing Information' and sends nothing without an identifier", async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter your member ID, email, or phone number')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Request Failed' with the server's reason or the catalogue text", async () => {
    let reply = {
      status: 429,
      body: { code: CommonErrorCode.RateLimited, message: 'Too many requests. Try again in 10 minutes.' } as unknown,
    };
    stubFetch({ 'POST /api/auth/forgot-password': () => reply });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });

    await fill(user, 'Member ID, Email or Phone', 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many requests. Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Request Failed')).toBeInTheDocument();

    reply = { status: 502, body: '' };
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset e-mail. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email Sent' })).not.toBeInTheDocument();
  });
});
