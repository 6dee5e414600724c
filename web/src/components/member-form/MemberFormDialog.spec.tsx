import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { fillLabelled } from '../../test/fill';
import { heldAnswer, stubFetch } from '../../test/fetch-stub';
import { MemberFormDialog } from './MemberFormDialog';
import { aMember } from '../../test/member-fixtures';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const nextId = { 'GET /api/members/next-id': { body: { nextId: 'PHOTO0042' } } };

/** The server's answer when the membership ID is already someone's. */
const idTaken = {
  status: 409,
  body: { status: 409, code: 'MEMBERSHIP_DUPLICATE_MEMBER_ID', message: 'Member ID already exists', field: 'memberId' },
};

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User) {
  await fillLabelled(user, 'First Name', 'Meena');
  await fillLabelled(user, 'Last Name', 'Shetty');
  await fillLabelled(user, 'Phone', '9876500000');
}

describe('MemberFormDialog', () => {
  it("lists the missing required fields under 'Please fix the following errors:' and sends nothing", async () => {
    const { calls } = stubFetch(nextId);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Create Member' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Please fix the following errors:')).toBeInTheDocument();
    expect(within(summary).getByText('First name is required')).toBeInTheDocument();
    expect(within(summary).getByText('Last name is required')).toBeInTheDocument();
    expect(within(summary).getByText('Phone number is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the next free membership ID as the placeholder when adding a member', async () => {
    stubFetch(nextId);
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByLabelText('Membership ID')).toHaveAttribute(
        'placeholder',
        expect.stringContaining('PHOTO0042'),
      ),
    );
  });

  it("says 'Membership ID Already in Use' with the taken ID and keeps the dialog open", async () => {
    stubFetch({ ...nextId, 'POST /api/members': idTaken });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={onClose} />);

    await fillRequired(user);
    await fillLabelled(user, 'Membership ID', ' photo0007');
    await user.click(screen.getByRole('button', { name: 'Create Member' }));

    expect(await screen.findByText('Membership ID Already in Use')).toBeInTheDocument();
    expect(
      screen.getByText('The membership ID "PHOTO0007" is already taken. Please choose a different ID.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Member' })).toBeEnabled();
  });

  it("says 'Email Already in Use' when the e-mail belongs to another member", async () => {
    stubFetch({
      ...nextId,
      'POST /api/members': { status: 409, body: { status: 409, message: 'Email already registered', field: 'email' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);

    await fillRequired(user);
    await fillLabelled(user, 'Email', 'ravi@example.in');
    await user.click(screen.getByRole('button', { name: 'Create Member' }));

    expect(await screen.findByText('Email Already in Use')).toBeInTheDocument();
    expect(
      screen.getByText('This email address is already registered. Please use a different email.'),
    ).toBeInTheDocument();
  });

  it("shows the server's validation errors in a 'Validation Failed' toast and in the summary", async () => {
    const message = 'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)';
    stubFetch({
      ...nextId,
      'POST /api/members': {
        status: 400,
        body: { status: 400, message: 'Validation failed', errors: [{ field: 'memberId', message }] },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);

    await fillRequired(user);
    await fillLabelled(user, 'Membership ID', 'X12');
    await user.click(screen.getByRole('button', { name: 'Create Member' }));

    expect(await screen.findByText('Validation Failed')).toBeInTheDocument();
    expect(screen.getByText(`memberId: ${message}`)).toBeInTheDocument();
    const summary = screen
      .getAllByRole('alert')
      .find((el) => el.textContent?.includes('Please fix the following errors:'));
    expect(summary).toHaveTextContent(message);
  });

  it("reads 'Creating...' while saving, sends the form and closes when the member is created", async () => {
    const saving = heldAnswer();
    const { calls } = stubFetch({
      ...nextId,
      'POST /api/members': {
        until: saving.until,
        status: 201,
        body: { member: aMember({ memberId: 'PHOTO0042', firstName: 'Meena', lastName: 'Shetty' }) },
      },
      'GET /api/members': { body: { members: [], total: 0 } },
      'GET /api/dashboard/stats': { body: {} },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={onClose} />);

    await fillRequired(user);
    await fillLabelled(user, 'Date of Birth', '1992-08-15');
    await user.click(screen.getByRole('button', { name: 'Create Member' }));

    expect(await screen.findByRole('button', { name: /Creating\.\.\./ })).toBeInTheDocument();
    saving.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Meena',
      lastName: 'Shetty',
      email: null,
      phone: '9876500000',
      address: null,
      dateOfBirth: '1992-08-15',
      membershipStartDate: null,
      membershipEndDate: null,
      status: 'pending',
    });
    expect(await screen.findByText('Member Created')).toBeInTheDocument();
  });

  it("edits an existing member with 'Update Member' and a PUT of the changed values", async () => {
    const member = aMember();
    const { calls } = stubFetch({
      'PUT /api/members/a5b0c1d2-0000-4000-8000-000000000001': { body: { ...member, phone: '9000000001' } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open member={member} onClose={onClose} />);

    expect(screen.getByRole('dialog')).toHaveTextContent('Edit Member');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ravi');
    expect(screen.getByLabelText('Membership End Date')).toHaveValue('2026-04-01');
    await user.clear(screen.getByLabelText('Phone'));
    await fillLabelled(user, 'Phone', '9000000001');
    await user.click(screen.getByRole('button', { name: 'Update Member' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      memberId: 'PHOTO0001',
      phone: '9000000001',
      status: 'active',
      membershipEndDate: '2026-04-01',
    });
    expect(calls.some((c) => c.path === '/api/members/next-id')).toBe(false);
  });

  it("takes a field's error away as soon as the field is filled in", async () => {
    stubFetch(nextId);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Create Member' }));
    await waitFor(() => expect(screen.getAllByText('First name is required')).toHaveLength(2));
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    await fillLabelled(user, 'First Name', 'Meena');
    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Last name is required')).toHaveLength(2);
  });

  it('takes the taken-ID message away from Membership ID once the ID is emptied', async () => {
    stubFetch({ ...nextId, 'POST /api/members': idTaken });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberFormDialog open onClose={() => undefined} />);

    await fillRequired(user);
    await fillLabelled(user, 'Membership ID', 'PHOTO0007');
    await user.click(screen.getByRole('button', { name: 'Create Member' }));
    const taken = 'The membership ID "PHOTO0007" is already taken';
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));

    await user.clear(screen.getByLabelText('Membership ID'));
    await waitFor(() => expect(screen.queryByText(taken)).not.toBeInTheDocument());
  });
});
