import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRequest } from '../../api/data-requests';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { ErasureCard } from './ErasureCard';

configure({ asyncUtilTimeout: 5000 });

const member = aMember({ id: 'm1', firstName: 'Esha', lastName: 'Nair' });

function aRequest(overrides: Partial<DataRequest> = {}): DataRequest {
  return {
    id: 'e-open',
    kind: 'erasure',
    memberId: 'm1',
    status: 'open',
    note: 'Closing my studio',
    createdAt: '2026-11-20T05:00:00.000Z',
    dueBy: '2026-12-20T05:00:00.000Z',
    closedAt: null,
    closedBy: null,
    declineReason: null,
    pseudonym: null,
    confirmations: [],
    keeps: ['Payment records and receipts are kept for 7 years under a pseudonymous reference.'],
    ...overrides,
  };
}

const LIST = 'GET /api/members/m1/data-requests';

describe('ErasureCard (Profile Settings)', () => {
  it('asks only after the member confirms they understand what erasure means', async () => {
    const { calls } = stubFetch({
      [LIST]: { body: [] },
      'POST /api/members/data-requests/erasure': { status: 201, body: aRequest() },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ErasureCard member={member} />);
    await user.click(await screen.findByRole('button', { name: /Ask for Erasure/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your membership ends.')).toBeInTheDocument();
    expect(within(dialog).getByText('You can no longer sign in.')).toBeInTheDocument();
    expect(within(dialog).getByText(/7 years/)).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'Ask for erasure' });
    expect(ok).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/members/data-requests/erasure')).toBe(true),
    );
  });

  it('shows the deadline of a waiting request instead of the button', async () => {
    stubFetch({ [LIST]: { body: [aRequest()] } });
    renderWithProviders(<ErasureCard member={member} />);
    expect(await screen.findByText(/complete it by 20\/12\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask for Erasure/ })).not.toBeInTheDocument();
  });
});
