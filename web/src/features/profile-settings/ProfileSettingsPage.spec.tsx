import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailChangePendingMessage } from '@portal/contracts/shapes';
import { useCurrentUserQuery } from '../../api/auth';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { aMember, aMemberUser } from '../../test/member-fixtures';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const me = aMember({
  id: 'm7',
  memberId: 'PHOTO0007',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  address: '12 MG Road, Mysuru',
  status: 'active',
  // 18:30 UTC on 31 March is the start of 1 April in India.
  membershipEndDate: '2026-03-31T18:30:00.000Z',
});
// 04:45 UTC is 10:15 am in India.
const user = aMemberUser({ ...me, lastLoginAt: '2025-11-20T04:45:00.000Z' });

/** The app's router observes the signed-in user the whole time; so does this probe. */
function SignedInUserProbe() {
  useCurrentUserQuery();
  return null;
}

function renderPage(currentUser = user) {
  return renderWithProviders(
    <>
      <SignedInUserProbe />
      <ProfileSettingsPage user={currentUser} />
    </>,
    { route: '/profile-settings' },
  );
}

const personalCard = async () => (await screen.findByText('Personal Information')).closest('.ant-card') as HTMLElement;
const passwordCard = () =>
  screen.getByText('Change Password', { selector: '.ant-card-head *' }).closest('.ant-card') as HTMLElement;

function memberApis(extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({ 'GET /api/members/m7': { body: me }, 'GET /api/auth/user': { body: user }, ...extra });
}

describe('ProfileSettingsPage', () => {
  it('fills the personal information form from the member record', async () => {
    memberApis();
    renderPage();
    const card = await personalCard();
    await waitFor(() => expect(within(card).getByLabelText(/First Name/)).toHaveValue('Ravi'));
    expect(within(card).getByLabelText(/Last Name/)).toHaveValue('Kumar');
    expect(within(card).getByLabelText(/Email/)).toHaveValue('ravi@example.in');
    expect(within(card).getByLabelText(/Phone/)).toHaveValue('9876543210');
    expect(within(card).getByLabelText(/Address/)).toHaveValue('12 MG Road, Mysuru');
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/member-dashboard');
  });

  it('saves only the five fields a member may change, says so, and refetches the signed-in user', async () => {
    const saved = { ...me, firstName: 'Ravindra', phone: '9900112233' };
    const { calls } = memberApis({ 'PUT /api/members/m7': { body: saved } });
    const u = userEvent.setup({ delay: null });
    renderPage();
    const card = await personalCard();
    await waitFor(() => expect(within(card).getByLabelText(/First Name/)).toHaveValue('Ravi'));

    await u.clear(within(card).getByLabelText(/First Name/));
    await u.type(within(card).getByLabelText(/First Name/), 'Ravindra');
    await u.clear(within(card).getByLabelText(/Phone/));
    await u.type(within(card).getByLabelText(/Phone/), '9900112233');
    const userFetchesBefore = calls.filter((c) => c.path === '/api/auth/user').length;
    await u.click(within(card).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT') as StubbedRequest;
    expect(put.path).toBe('/api/members/m7');
    expect(put.body).toEqual({
      firstName: 'Ravindra',
      lastName: 'Kumar',
      email: 'ravi@example.in',
      phone: '9900112233',
      address: '12 MG Road, Mysuru',
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/auth/user').length).toBeGreaterThan(userFetchesBefore),
    );
    expect(screen.queryByText(/We have sent a confirmation link/)).not.toBeInTheDocument();
  });

  it('shows the required-field messages of the shared rules and a wrong e-mail, and sends nothing', async () => {
    const { calls } = memberApis();
    const u = userEvent.setup({ delay: null });
    renderPage();
    const card = await personalCard();
    await waitFor(() => expect(within(card).getByLabelText(/First Name/)).toHaveValue('Ravi'));

    await u.clear(within(card).getByLabelText(/First Name/));
    await u.clear(within(card).getByLabelText(/Last Name/));
    await u.clear(within(card).getByLabelText(/Phone/));
    await u.clear(within(card).getByLabelText(/Email/));
    await u.type(within(card).getByLabelText(/Email/), 'ravi@nowhere');
    await u.click(within(card).getByRole('button', { name: 'Save Changes' }));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Please enter a valid email address',
    ]) {
      expect(await within(card).findByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says a new e-mail address waits for the link sent to it, and keeps the current one in the field', async () => {
    const pending = { ...me, pendingEmail: 'ravi.new@studio.in' };
    memberApis({ 'PUT /api/members/m7': { body: pending } });
    const u = userEvent.setup({ delay: null });
    renderPage();
    const card = await personalCard();
    await waitFor(() => expect(within(card).getByLabelText(/Email/)).toHaveValue('ravi@example.in'));

    await u.clear(within(card).getByLabelText(/Email/));
    await u.type(within(card).getByLabelText(/Email/), 'ravi.new@studio.in');
    await u.click(within(card).getByRole('button', { name: 'Save Changes' }));

    expect(
      await within(card).findByText(
        'We have sent a confirmation link to ravi.new@studio.in. Your e-mail address changes when you follow it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    expect(within(card).getByLabelText(/Email/)).toHaveValue('ravi@example.in');
  });

  it('shows a change still waiting for confirmation when the page opens', async () => {
    memberApis({ 'GET /api/members/m7': { body: { ...me, pendingEmail: 'later@studio.in' } } });
    renderPage();
    expect(await screen.findByText(emailChangePendingMessage('later@studio.in'))).toBeInTheDocument();
  });

  it("shows 'Failed to update profile' with the server's message and marks the field it names", async () => {
    memberApis({
      'PUT /api/members/m7': {
        status: 409,
        body: {
          status: 409,
          code: 'MEMBERSHIP_DUPLICATE_PHONE',
          message: 'Phone number is already registered',
          field: 'phone',
        },
      },
    });
    const u = userEvent.setup({ delay: null });
    renderPage();
    const card = await personalCard();
    await waitFor(() => expect(within(card).getByLabelText(/First Name/)).toHaveValue('Ravi'));
    await u.click(within(card).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    // Under the phone field and in the toast.
    await waitFor(() => expect(screen.getAllByText('Phone number is already registered')).toHaveLength(2));
  });

  it("refuses new passwords that differ with 'Passwords don't match' and short ones with the shared rule, sending nothing", async () => {
    const { calls } = memberApis();
    const u = userEvent.setup({ delay: null });
    renderPage();
    await personalCard();
    const card = passwordCard();

    await u.type(within(card).getByLabelText('Current Password'), 'old-secret');
    await u.type(within(card).getByLabelText('New Password'), 'short');
    await u.type(within(card).getByLabelText('Confirm New Password'), 'shorter');
    await u.click(within(card).getByRole('button', { name: 'Change Password' }));

    expect(await within(card).findByText("Passwords don't match")).toBeInTheDocument();
    expect(within(card).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/member/change-password')).toBe(false);
  });

  it('asks for the current password before sending', async () => {
    const { calls } = memberApis();
    const u = userEvent.setup({ delay: null });
    renderPage();
    await personalCard();
    const card = passwordCard();
    await u.click(within(card).getByRole('button', { name: 'Change Password' }));
    expect(await within(card).findByText('Current password is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/member/change-password')).toBe(false);
  });

  it("changes the password with the current and new one, says 'Password changed successfully!' and empties the form", async () => {
    const { calls } = memberApis({
      'POST /api/auth/member/change-password': { body: { success: true, message: 'Password changed successfully!' } },
    });
    const u = userEvent.setup({ delay: null });
    renderPage();
    await personalCard();
    const card = passwordCard();

    await u.type(within(card).getByLabelText('Current Password'), 'Old-Secret-1');
    await u.type(within(card).getByLabelText('New Password'), 'New-Secret-22');
    await u.type(within(card).getByLabelText('Confirm New Password'), 'New-Secret-22');
    await u.click(within(card).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/member/change-password')?.body).toEqual({
      currentPassword: 'Old-Secret-1',
      newPassword: 'New-Secret-22',
    });
    await waitFor(() => expect(within(card).getByLabelText('Current Password')).toHaveValue(''));
  });

  it("shows 'Failed to change password' with the server's reason when the current password is wrong", async () => {
    memberApis({
      'POST /api/auth/member/change-password': {
        status: 400,
        body: { status: 400, code: 'IDENTITY_WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' },
      },
    });
    const u = userEvent.setup({ delay: null });
    renderPage();
    await personalCard();
    const card = passwordCard();
    await u.type(within(card).getByLabelText('Current Password'), 'not-it-at-all');
    await u.type(within(card).getByLabelText('New Password'), 'New-Secret-22');
    await u.type(within(card).getByLabelText('Confirm New Password'), 'New-Secret-22');
    await u.click(within(card).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect((await screen.findAllByText('Current password is incorrect')).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the status in capitals, the member id, valid until and the last login in India time', async () => {
    memberApis();
    renderPage();
    const status = (await screen.findByText('Account Status')).closest('.ant-card') as HTMLElement;
    expect(within(status).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(status).getByText('PHOTO0007')).toBeInTheDocument();
    expect(within(status).getByText('01/04/2026')).toBeInTheDocument();
    expect(within(status).getByText(/20\/11\/2025, 10:15 am/i)).toBeInTheDocument();
  });

  it("says 'Never' when the member has no recorded login", async () => {
    memberApis();
    renderPage(aMemberUser({ ...me, lastLoginAt: null }));
    const status = (await screen.findByText('Account Status')).closest('.ant-card') as HTMLElement;
    expect(within(status).getByText('Never')).toBeInTheDocument();
  });
});
