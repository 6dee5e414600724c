import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { fillLabelled } from '../../test/fill';
import { heldAnswer, stubFetch } from '../../test/fetch-stub';
import { LandingPage } from './LandingPage';
import { CommonErrorCode } from '@portal/contracts/shapes';

const LONG_WAIT = { timeout: 5000 };

function joinSection() {
  return within(screen.getByRole('region', { name: 'Join Our Community' }));
}

describe('LandingPage registration button', () => {
  it("shows a disabled 'Loading...' until the status is known, then Register as Member when open", async () => {
    const status = heldAnswer();
    stubFetch({ 'GET /api/registration/status': { body: { isOpen: true, message: null }, until: status.until } });
    renderWithProviders(<LandingPage />);

    expect(joinSection().getByRole('button', { name: 'Loading...' })).toBeDisabled();
    status.release();
    expect(await joinSection().findByRole('link', { name: 'Register as Member' }, LONG_WAIT)).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Registration Closed' with the admin's message and the period in Indian dates", async () => {
    stubFetch({
      'GET /api/registration/status': {
        body: {
          isOpen: false,
          message: 'Registration for 2025 opens in April.',
          startDate: '2025-03-31T18:30:00.000Z',
          endDate: '2025-04-30T18:29:59.999Z',
        },
      },
    });
    renderWithProviders(<LandingPage />);

    expect(await joinSection().findByRole('button', { name: 'Registration Closed' }, LONG_WAIT)).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Register as Member' })).not.toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Registration for 2025 opens in April.');
    expect(banner).toHaveTextContent('Registration period: 01/04/2025 to 30/04/2025');
  });

  it('leaves out the period when only one date is set', async () => {
    stubFetch({
      'GET /api/registration/status': {
        body: { isOpen: false, message: 'Closed for now', startDate: '2025-04-01', endDate: null },
      },
    });
    renderWithProviders(<LandingPage />);

    expect(await screen.findByRole('alert', {}, LONG_WAIT)).toHaveTextContent('Closed for now');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Registration period');
  });

  it('treats a failing status call as open', async () => {
    stubFetch({
      'GET /api/registration/status': { status: 503, body: { message: 'membership service is unavailable' } },
    });
    renderWithProviders(<LandingPage />);

    expect(await joinSection().findByRole('link', { name: 'Register as Member' }, LONG_WAIT)).toBeInTheDocument();
  });

  it('offers Member Login and Admin Login (to the Admin tab) beside it, and Login in the header', () => {
    stubFetch({ 'GET /api/registration/status': { body: { isOpen: true } } });
    renderWithProviders(<LandingPage />);

    expect(joinSection().getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/member-login');
    expect(joinSection().getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin-login');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });
});

describe('LandingPage sections', () => {
  it('switches between Home, About Us, Services and Contact without leaving the page', async () => {
    stubFetch({ 'GET /api/registration/status': { body: { isOpen: true } } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: /Welcome to the Karnataka Photographers/ }),
    ).toBeInTheDocument();
    for (const card of ['Membership Management', 'Welfare Schemes', 'Events & Gallery', 'Digital Services']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    for (const scheme of ['Kutumba Barosa', 'ESI', 'Postal']) {
      expect(screen.getByRole('heading', { name: scheme })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'About Us' }));
    expect(screen.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Join' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByText('Digital member ID card')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(await screen.findByText('Monday to Friday: 9:00 AM to 6:00 PM', {}, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Saturday: 9:00 AM to 2:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/Karnataka 577002/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // 'Join Our Community' stays whatever the section.
    expect(screen.getByRole('heading', { name: 'Join Our Community' })).toBeInTheDocument();
  });
});

describe('LandingPage contact form', () => {
  async function openContact(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    return screen.findByRole('button', { name: /Send Message/ }, LONG_WAIT);
  }

  it('checks every field and sends nothing while one is wrong', async () => {
    const { calls } = stubFetch({ 'GET /api/registration/status': { body: { isOpen: true } } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingPage />);

    await user.click(await openContact(user));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write a message of at least 10 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/contact')).toBe(false);
  });

  it('sends the message to the association and confirms to the visitor', async () => {
    const { calls } = stubFetch({
      'GET /api/registration/status': { body: { isOpen: true } },
      'POST /api/contact': { body: { success: true, message: 'Thank you! We will reply soon.' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingPage />);

    const send = await openContact(user);
    await fillLabelled(user, 'Name', 'Asha Rao');
    await fillLabelled(user, 'Email', 'asha@example.in');
    await fillLabelled(user, 'Subject', 'Membership fees');
    await fillLabelled(user, 'Message', 'How much is the annual renewal?');
    await user.click(send);

    expect(await screen.findByText('Thank you, Asha Rao! Your message has been sent.')).toBeInTheDocument();
    expect(screen.getByText('Message Sent')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/contact')?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Membership fees',
      message: 'How much is the annual renewal?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the message and says why when it could not be sent', async () => {
    stubFetch({
      'GET /api/registration/status': { body: { isOpen: true } },
      'POST /api/contact': {
        status: 429,
        body: { code: CommonErrorCode.RateLimited, message: 'Too many messages. Please try again later.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LandingPage />);

    const send = await openContact(user);
    await fillLabelled(user, 'Name', 'Asha Rao');
    await fillLabelled(user, 'Email', 'asha@example.in');
    await fillLabelled(user, 'Subject', 'Fees');
    await fillLabelled(user, 'Message', 'How much is the annual renewal?');
    await user.click(send);

    expect(await screen.findByText('Too many messages. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Message Not Sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('How much is the annual renewal?');
  });
});
