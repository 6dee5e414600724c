import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { fillLabelled } from '../../test/fill';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { REDIRECT_DELAY_MS } from '../../lib/constants';
import { RegisterPage } from './RegisterPage';
import { CommonErrorCode, MembershipErrorCode, PRIVACY_NOTICE_VERSION } from '@portal/contracts/shapes';

type User = ReturnType<typeof userEvent.setup>;

const LONG_WAIT = { timeout: 5000 };
/** Filling and validating the whole form is slow on a busy 2-core machine. */
const HEAVY_TEST_MS = 45_000;
const NOTICE = {
  version: PRIVACY_NOTICE_VERSION,
  grievanceOfficer: { name: 'Asha Rao', email: 'grievance@kpwa.in' },
};
const OPEN = {
  'GET /api/registration/status': { body: { isOpen: true, message: null } },
  'GET /api/privacy-notice': { body: NOTICE },
};

const choose = (user: User, label: string, option: string) => user.selectOptions(screen.getByLabelText(label), option);

function fileOf(name: string, type: string, bytes = 1024) {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function openForm(routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch({ ...OPEN, ...routes });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<RegisterPage />, { route: '/register' });
  await screen.findByLabelText('First Name', {}, LONG_WAIT);
  return { ...stub, user };
}

function registerButton() {
  return screen.getByRole('button', { name: 'Register' });
}

/** Typed values arrive as change events (fast); the choices go through the real selects. */
function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValidForm(user: User) {
  type('First Name', 'Ravi');
  type('Last Name', 'Kumar');
  type('Date of Birth', '1988-07-21');
  type('Email', 'ravi.kumar@example.in');
  type('Phone', '+91 98450 12345');
  type('Address', '14, Temple Road, P.J. Extension');
  type('City', 'Davanagere');
  type('Pincode', '577002');
  type('Studio/Photography Name', 'Kumar Studio');
  type('Aadhar Number', '123412341234');
  type('Emergency Contact Name', 'Lakshmi Kumar');
  type('Emergency Contact Phone', '9845098450');
  await choose(user, 'Gender', 'Male');
  await choose(user, 'Business Type', 'Wedding Photography');
  await choose(user, 'Experience', '6-10 years');
  await choose(user, 'Relation', 'Spouse');
  await user.click(consentBox());
}

const consentBox = () => screen.getByRole('checkbox', { name: /I have read this privacy notice and agree/ });

describe('RegisterPage form rules', () => {
  it(
    'explains every missing or wrong field and sends nothing',
    async () => {
      const { user, calls } = await openForm();

      await user.click(registerButton());

      for (const message of [
        'First name must be at least 2 characters',
        'Last name must be at least 2 characters',
        'Date of birth is required',
        'Please select your gender',
        'Please enter a valid email address',
        'Phone number must be at least 10 digits',
        'Address must be at least 5 characters',
        'City must be at least 2 characters',
        'Pincode must be at least 6 digits',
        'Studio/Photography name is required',
        'Please select your business type',
        'Please select your years of experience',
        'Aadhar number must be 12 digits',
        'Emergency contact name must be at least 2 characters',
        'Emergency contact phone must be at least 10 digits',
        'Please select the relation',
        'Please read the privacy notice and tick the box to agree to it',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      // State starts as Karnataka; the optional fields never complain.
      expect(screen.queryByText('State must be at least 2 characters')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/api/register')).toHaveLength(0);
    },
    HEAVY_TEST_MS,
  );

  it('takes at most 12 Aadhar digits and asks for all 12', async () => {
    const { user } = await openForm();
    const aadhar = screen.getByLabelText('Aadhar Number');
    expect(aadhar).toHaveAttribute('maxLength', '12');

    await fillLabelled(user, 'Aadhar Number', '12345678901');
    await user.tab();
    expect(await screen.findByText('Aadhar number must be 12 digits')).toBeInTheDocument();
  });

  it('refuses a passport photo over 5MB and an ID proof that is not a PDF or image', async () => {
    const { user } = await openForm();
    expect(screen.getByText('JPG, PNG up to 5MB')).toBeInTheDocument();
    expect(screen.getByText('PDF, JPG, PNG up to 5MB')).toBeInTheDocument();
    const lax = userEvent.setup({ delay: null, applyAccept: false });

    await user.upload(screen.getByLabelText('Passport Photo'), fileOf('me.png', 'image/png', 6 * 1024 * 1024));
    expect(await screen.findByText('Please select an image under 5MB')).toBeInTheDocument();

    await lax.upload(screen.getByLabelText('ID Proof'), fileOf('notes.txt', 'text/plain'));
    expect(await screen.findByText('Please select a PDF or image file')).toBeInTheDocument();
  });

  it(
    'moves focus to the first field in error after a failed submit and reads the errors out',
    async () => {
      const { user } = await openForm();
      type('First Name', 'Ravi');
      type('Last Name', 'K');

      await user.click(registerButton());

      await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveFocus());
      const alert = document.querySelector('.register-form [role="alert"]');
      expect(alert).toHaveTextContent('Last name must be at least 2 characters');
      expect(alert).toHaveTextContent('Date of birth is required');
      expect(alert).not.toHaveTextContent('First name');
    },
    HEAVY_TEST_MS,
  );

  it("announces each file button with its field ('Passport Photo: choose file')", async () => {
    const { user } = await openForm();
    expect(screen.getByRole('button', { name: 'Passport Photo: choose file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ID Proof: choose file' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Passport Photo'), fileOf('me.png', 'image/png'));
    expect(await screen.findByRole('button', { name: 'Passport Photo: change file' })).toBeInTheDocument();
  });

  it('shows the itemised privacy notice with the grievance officer above an unticked consent box (issue 32)', async () => {
    const { user } = await openForm();
    const notice = screen.getByRole('region', { name: 'Privacy notice' });
    for (const heading of [
      'What we collect',
      'Why we collect it',
      'How long we keep it',
      'Your rights',
      'Grievance officer',
    ])
      expect(within(notice).getByRole('heading', { level: 4, name: heading })).toBeInTheDocument();
    expect(within(notice).getByText(/Payment records and receipts are kept for 7 years/)).toBeInTheDocument();
    expect(await within(notice).findByText(/Asha Rao/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'grievance@kpwa.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@kpwa.in',
    );
    expect(consentBox()).not.toBeChecked();

    await user.click(registerButton());
    expect(
      await screen.findByText('Please read the privacy notice and tick the box to agree to it'),
    ).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    expect(
      screen.queryByText('Please read the privacy notice and tick the box to agree to it'),
    ).not.toBeInTheDocument();
  });

  it("links 'Sign in here' to the login page", async () => {
    await openForm();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });
});

describe('RegisterPage submission', () => {
  it(
    'sends every field and both files, shows the member id, then moves to the member login',
    async () => {
      const { user, calls } = await openForm({
        'POST /api/register': { status: 201, body: { member: { memberId: 'PHOTO0042' }, message: 'Registered' } },
      });
      await fillValidForm(user);
      await fillLabelled(user, 'Referred By', 'PHOTO0001');
      await user.upload(screen.getByLabelText('Passport Photo'), fileOf('ravi.jpg', 'image/jpeg'));
      await user.upload(screen.getByLabelText('ID Proof'), fileOf('aadhar.pdf', 'application/pdf'));
      expect(screen.getByText('ravi.jpg')).toBeInTheDocument();

      // The page moves on after REDIRECT_DELAY_MS: the test moves the clock on instead of waiting for it.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await user.click(registerButton());

      expect(
        (await screen.findByText('Registration submitted successfully!', { selector: 'h2' }, LONG_WAIT)).tagName,
      ).toBe('H2');
      expect(screen.getAllByText(/PHOTO0042/).length).toBeGreaterThan(0);
      expect(screen.getAllByText(/ravi\.kumar@example\.in/).length).toBeGreaterThan(0);

      const body = calls.find((c) => c.path === '/api/register')?.init?.body as FormData;
      expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
        firstName: 'Ravi',
        lastName: 'Kumar',
        dateOfBirth: '1988-07-21',
        gender: 'male',
        email: 'ravi.kumar@example.in',
        phone: '+91 98450 12345',
        address: '14, Temple Road, P.J. Extension',
        city: 'Davanagere',
        state: 'Karnataka',
        pincode: '577002',
        studioName: 'Kumar Studio',
        businessType: 'wedding',
        experienceYears: '6-10',
        aadharNumber: '123412341234',
        emergencyContactName: 'Lakshmi Kumar',
        emergencyContactPhone: '9845098450',
        emergencyContactRelation: 'spouse',
        referredBy: 'PHOTO0001',
        privacyConsent: 'true',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
      expect((body.get('passportPhoto') as File).name).toBe('ravi.jpg');
      expect((body.get('idProof') as File).name).toBe('aadhar.pdf');

      await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/member-login'), LONG_WAIT);
    },
    HEAVY_TEST_MS,
  );

  it(
    "explains each refusal of the spec's catalogue and keeps the visitor on the form",
    async () => {
      let reply: { status: number; body: unknown } = {
        status: 409,
        body: {
          code: MembershipErrorCode.DuplicateEmail,
          message: 'Email address is already registered',
          field: 'email',
        },
      };
      let open = true;
      const { user } = await openForm({
        'POST /api/register': () => reply,
        'GET /api/registration/status': () => ({
          body: { isOpen: open, message: open ? null : 'Registration has closed.' },
        }),
      });
      await fillValidForm(user);
      const register = registerButton();

      await user.click(register);
      expect(
        await screen.findByText(
          'This email address is already registered. Please use a different email or login to your existing account.',
        ),
      ).toBeInTheDocument();

      reply = {
        status: 409,
        body: {
          code: MembershipErrorCode.DuplicatePhone,
          message: 'Phone number is already registered',
          field: 'phone',
        },
      };
      await user.click(register);
      expect(
        await screen.findByText(
          'This phone number is already registered. Please use a different phone number or login to your existing account.',
        ),
      ).toBeInTheDocument();

      // The server's field messages stay beside their fields until the visitor edits them.
      reply = {
        status: 400,
        body: {
          code: CommonErrorCode.ValidationFailed,
          message: 'Validation failed',
          errors: [{ field: 'studioName', message: 'Studio name is too long' }],
        },
      };
      type('Email', 'ravi.k@example.in');
      type('Phone', '9845012399');
      await user.click(register);
      expect(await screen.findByText('Please check your form data and try again.')).toBeInTheDocument();
      expect(screen.getByText('Studio name is too long')).toBeInTheDocument();

      reply = { status: 500, body: { code: CommonErrorCode.Internal, message: 'Internal error' } };
      type('Studio/Photography Name', 'Kumar Studios');
      await user.click(register);
      expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/register');

      // Closed while the visitor was filling in the form: the server refuses and the page says so.
      open = false;
      reply = {
        status: 403,
        body: { code: MembershipErrorCode.RegistrationClosed, message: 'Registration is currently closed' },
      };
      await user.click(register);
      expect(await screen.findByText('Registration is currently closed')).toBeInTheDocument();
      expect(await screen.findByText('Registration has closed.', {}, LONG_WAIT)).toBeInTheDocument();
      expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    },
    HEAVY_TEST_MS,
  );
});

describe('RegisterPage when registration is closed', () => {
  it('shows the closed state with the message instead of the form', async () => {
    stubFetch({
      'GET /api/registration/status': {
        body: { isOpen: false, message: 'Registration reopens on 1 June.', startDate: null, endDate: null },
      },
    });
    renderWithProviders(<RegisterPage />, { route: '/register' });

    expect(await screen.findByRole('heading', { name: 'Registration Closed' }, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Registration reopens on 1 June.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('does not invite the visitor to fill in a form that is not there', async () => {
    stubFetch({
      'GET /api/registration/status': {
        body: { isOpen: false, message: 'Registration reopens on 1 June.', startDate: null, endDate: null },
      },
    });
    renderWithProviders(<RegisterPage />, { route: '/register' });

    expect(await screen.findByRole('heading', { name: 'Registration Closed' }, LONG_WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/Fill in your details/)).not.toBeInTheDocument();
    expect(screen.queryByText(/fields marked \* are required/)).not.toBeInTheDocument();
  });

  it('invites the visitor to fill in the form while registration is open', async () => {
    await openForm();
    expect(screen.getByText(/Fill in your details below; fields marked \* are required\./)).toBeInTheDocument();
  });
});
