import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import type { Member } from '../../api/members';
import { aMember } from '../../test/member-fixtures';
import { MemberApprovalsPage } from './MemberApprovalsPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const suma = aMember({
  id: 'suma',
  memberId: 'PHOTO0003',
  firstName: 'Suma',
  lastName: 'Rao',
  status: 'suspended',
  rejectedAt: '2025-05-21T06:00:00.000Z',
  rejectionReason: 'ID proof unreadable',
});

function register(members: () => Member[]) {
  return (request: StubbedRequest) => {
    const status = new URL(request.url, 'http://localhost').searchParams.get('status');
    const found = members().filter((m) => !status || m.status === status);
    return { body: { members: found, total: found.length } };
  };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<MemberApprovalsPage />);
  await user.click(await screen.findByRole('button', { name: 'Suspended' }));
  const card = await screen.findByRole('article', { name: 'Suma Rao' });
  await user.click(within(card).getByRole('button', { name: /Return to Pending/ }));
  return screen.findByRole('dialog', { name: 'Return Suma Rao to pending' });
}

describe('ReturnToPendingDialog', () => {
  it('asks for a reason, then returns the suspended applicant to pending and takes the card off the Suspended list', async () => {
    let members = [suma];
    const { calls } = stubFetch({
      'GET /api/members': register(() => members),
      'POST /api/members/suma/return-to-pending': () => {
        members = [{ ...suma, status: 'pending' }];
        return { body: { member: members[0] } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Return to Pending' }));
    expect(
      await within(dialog).findByText('Give the reason for returning the application to pending'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason for returning to pending'), '  ID proof re-sent ');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Pending' }));

    expect(await screen.findByText('Returned to Pending')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'ID proof re-sent' });
    expect(await screen.findByText('No suspended members match your search criteria.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open and shows the server's words when the member is no longer suspended", async () => {
    stubFetch({
      'GET /api/members': register(() => [suma]),
      'POST /api/members/suma/return-to-pending': {
        status: 409,
        body: { code: 'CONFLICT', message: 'Only suspended members can be returned to pending' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Reason for returning to pending'), 'Check again');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Pending' }));

    expect(await screen.findByText('Return to Pending Failed')).toBeInTheDocument();
    expect(screen.getByText('Only suspended members can be returned to pending')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the reason the server refuses under the field', async () => {
    stubFetch({
      'GET /api/members': register(() => [suma]),
      'POST /api/members/suma/return-to-pending': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: [{ field: 'reason', message: 'Reason must be at most 500 characters' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Reason for returning to pending'), 'Too long, says the server');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Pending' }));

    expect(await within(dialog).findByText('Reason must be at most 500 characters')).toBeInTheDocument();
  });
});
