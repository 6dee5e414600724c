import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminProfileMessages } from '@portal/contracts/rules';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import ProfileModal from './ProfileModal';

const admin = anAdminUser({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@kpwa.in' });

function renderModal(overrides = {}) {
  const stub = stubFetch({
    'PUT /api/auth/admin/profile': { body: { ...admin, firstName: 'Shobha', lastName: null } },
    'POST /api/auth/admin/change-password': { body: { success: true, message: 'Password changed successfully!' } },
    ...overrides,
  });
  renderWithProviders(<ProfileModal open user={admin} onClose={() => undefined} />);
  return { calls: stub.calls, user: userEvent.setup({ delay: null }) };
}

describe("the admin's Profile", () => {
  it('shows their e-mail and role and saves the name they type, trimmed', async () => {
    const { calls, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(dialog).toHaveTextContent('ravi@kpwa.in');
    expect(dialog).toHaveTextContent('Administrator');
    const first = within(dialog).getByLabelText('First Name');
    expect(first).toHaveValue('Ravi');
    await user.clear(first);
    await user.type(first, ' Shobha ');
    await user.clear(within(dialog).getByLabelText('Last Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/admin/profile')?.body).toEqual({
      firstName: 'Shobha',
      lastName: null,
    });
  });

  it("shows the role's label for an office-bearer", async () => {
    stubFetch({});
    renderWithProviders(<ProfileModal open user={anAdminUser({ role: 'treasurer' })} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(dialog).toHaveTextContent('Treasurer');
    expect(dialog).not.toHaveTextContent('Administrator');
  });

  it('asks for a first name before sending', async () => {
    const { calls, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await user.clear(within(dialog).getByLabelText('First Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));
    expect(await within(dialog).findByText(AdminProfileMessages.firstNameRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/admin/profile')).toBe(false);
  });

  it("changes the admin's own password on the admin route", async () => {
    const { calls, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await user.type(within(dialog).getByLabelText('Current Password'), 'Old-Secret-1');
    await user.type(within(dialog).getByLabelText('New Password'), 'Kodachrome-Mysuru-1987');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Kodachrome-Mysuru-1987');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/admin/change-password')?.body).toEqual({
        currentPassword: 'Old-Secret-1',
        newPassword: 'Kodachrome-Mysuru-1987',
      }),
    );
    expect(calls.some((c) => c.path === '/api/auth/member/change-password')).toBe(false);
  });
});
