import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrectionRequest } from '../../api/corrections';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { RecordDetailsCard } from './RecordDetailsCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const me = aMember({
  id: 'm7',
  firstName: 'Ravi',
  lastName: 'Kumar',
  dateOfBirth: '1990-01-15',
  aadhaarLast4: '9012',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function aRequest(overrides: Partial<CorrectionRequest> = {}): CorrectionRequest {
  return {
    id: 'c1',
    memberId: 'm7',
    field: 'dateOfBirth',
    requestedValue: '1990-01-25',
    note: null,
    status: 'open',
    createdAt: '2026-11-20T05:00:00.000Z',
    closedAt: null,
    closedBy: null,
    declineReason: null,
    ...overrides,
  };
}

const row = (field: string) => screen.getByTestId(`record-${field}`);

describe('RecordDetailsCard (Profile Settings: details only the office changes)', () => {
  it('shows the name on record, date of birth and Aadhaar last four, each with Ask for a correction', async () => {
    stubFetch({ 'GET /api/members/m7/correction-requests': { body: [] } });
    renderWithProviders(<RecordDetailsCard member={me} />);
    expect(within(row('name')).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(row('dateOfBirth')).getByText('15/01/1990')).toBeInTheDocument();
    expect(within(row('aadhaarLastFour')).getByText('XXXX XXXX 9012')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /Ask for a correction/ })).toHaveLength(3);
  });

  it('sends the field, the correct value and the note to the office from an accessible dialog', async () => {
    const { calls } = stubFetch({
      'GET /api/members/m7/correction-requests': { body: [] },
      'POST /api/members/correction-requests': { status: 201, body: aRequest() },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RecordDetailsCard member={me} />);

    await user.click(screen.getByRole('button', { name: 'Ask for a correction of your date of birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to the office' }));
    expect(await within(dialog).findByText('Give the correct value')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/The correct value/), '1990-01-25');
    await user.type(within(dialog).getByLabelText(/Note for the office/), 'The 25th, not the 15th');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the office' }));

    expect(await screen.findByText('Correction requested')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/members/correction-requests');
    expect(post?.body).toEqual({ field: 'dateOfBirth', value: '1990-01-25', note: 'The 25th, not the 15th' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason under the value when it refuses it, and keeps the dialog open", async () => {
    stubFetch({
      'GET /api/members/m7/correction-requests': { body: [] },
      'POST /api/members/correction-requests': {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: [{ field: 'value', message: 'Give the first and last name' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RecordDetailsCard member={me} />);

    await user.click(screen.getByRole('button', { name: 'Ask for a correction of your name on record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a correction' });
    await user.type(within(dialog).getByLabelText(/The correct value/), 'Ravi');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the office' }));
    expect(await within(dialog).findByText('Give the first and last name')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ask for a correction' })).toBeInTheDocument();
  });

  it('shows an open request as waiting for the office instead of offering to ask again, and a declined one with its reason', async () => {
    stubFetch({
      'GET /api/members/m7/correction-requests': {
        body: [
          aRequest(),
          aRequest({
            id: 'c2',
            field: 'aadhaarLastFour',
            requestedValue: '1111',
            status: 'declined',
            closedAt: '2026-11-21T05:00:00.000Z',
            declineReason: 'Your Aadhaar card shows 9012',
          }),
        ],
      },
    });
    renderWithProviders(<RecordDetailsCard member={me} />);
    expect(await within(row('dateOfBirth')).findByText(/waiting for the office/)).toBeInTheDocument();
    expect(within(row('dateOfBirth')).queryByRole('button')).toBeNull();
    expect(within(row('aadhaarLastFour')).getByText(/declined: Your Aadhaar card shows 9012/)).toBeInTheDocument();
    expect(within(row('aadhaarLastFour')).getByRole('button', { name: /Ask for a correction/ })).toBeInTheDocument();
    expect(within(row('name')).getByRole('button', { name: /Ask for a correction/ })).toBeInTheDocument();
  });
});
