import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { aCorrectionRequest as aRequest } from './member-request-fixtures';
import { CorrectionRequestsCard } from './CorrectionRequestsCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const member = aMember({ id: 'm1', firstName: 'Esha', lastName: 'Nair', updatedAt: '2026-11-01T00:00:00.000Z' });

const LIST = 'GET /api/members/m1/correction-requests';

describe('CorrectionRequestsCard (member detail)', () => {
  it('lists what the member asked for, says that editing the member closes it, and offers Decline only on the open one', async () => {
    stubFetch({
      [LIST]: {
        body: [
          aRequest(),
          aRequest({ id: 'c-aadhaar', field: 'aadhaarLastFour', requestedValue: '1111', status: 'done', note: null }),
          aRequest({
            id: 'c-name',
            field: 'name',
            requestedValue: 'Esha K Nair',
            status: 'declined',
            declineReason: 'Matches the ID proof',
            note: null,
          }),
        ],
      },
    });
    renderWithProviders(<CorrectionRequestsCard member={member} />);

    expect(await screen.findByText('25/01/1990')).toBeInTheDocument();
    expect(screen.getByText('Typo on the form')).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 1111')).toBeInTheDocument();
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    expect(screen.getByText('Matches the ID proof')).toBeInTheDocument();
    expect(screen.getByTestId('correction-hint')).toHaveTextContent(
      'edit the member and change the field: saving it closes the request and tells Esha Nair',
    );
    expect(screen.getAllByRole('button', { name: /Decline/ })).toHaveLength(1);
  });

  it('declines only with a reason, and sends the reason the admin typed', async () => {
    const { calls } = stubFetch({
      [LIST]: { body: [aRequest()] },
      'POST /api/members/correction-requests/c-open/decline': {
        body: aRequest({ status: 'declined', declineReason: 'Matches the ID proof' }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CorrectionRequestsCard member={member} />);

    await user.click(await screen.findByRole('button', { name: 'Decline the date of birth correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Correction Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Give a reason the member will read')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Matches the ID proof');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Correction Declined')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Matches the ID proof' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says why a decline failed, in the server's words", async () => {
    stubFetch({
      [LIST]: { body: [aRequest()] },
      'POST /api/members/correction-requests/c-open/decline': {
        status: 409,
        body: { status: 409, message: 'This correction request is already done' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CorrectionRequestsCard member={member} />);

    await user.click(await screen.findByRole('button', { name: 'Decline the date of birth correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Correction Request' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Already fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Error declining the correction')).toBeInTheDocument();
    expect(screen.getByText('This correction request is already done')).toBeInTheDocument();
  });
});
