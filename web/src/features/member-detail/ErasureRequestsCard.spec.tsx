import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErasureServices } from '@portal/contracts/shapes';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { anErasureRequest as aRequest } from './member-request-fixtures';
import { ErasureRequestsCard } from './ErasureRequestsCard';

configure({ asyncUtilTimeout: 5000 });

const member = aMember({ id: 'm1', firstName: 'Esha', lastName: 'Nair' });

const LIST = 'GET /api/members/m1/data-requests';

describe('ErasureRequestsCard (member detail)', () => {
  it('shows the request with its deadline and what is kept, and completes it after the confirmation', async () => {
    const completed = aRequest({
      status: 'completing',
      pseudonym: 'ERASED-0A1B2C3D4E',
      confirmations: [{ service: 'membership', confirmedAt: '2026-11-21T05:00:00.000Z' }],
    });
    const { calls } = stubFetch({
      [LIST]: { body: [aRequest()] },
      'POST /api/members/m1/data-requests/e-open/complete': { body: completed },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ErasureRequestsCard member={member} />);
    expect(await screen.findByText(/Deadline 20\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('erasure-keeps')).toHaveTextContent(/7 years/);
    await user.click(screen.getByRole('button', { name: /Complete Erasure/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase the member' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/members/m1/data-requests/e-open/complete')).toBe(
        true,
      ),
    );
  });

  it('shows a completing request with its pseudonym and how many services confirmed, without actions', async () => {
    stubFetch({
      [LIST]: {
        body: [
          aRequest({
            status: 'completing',
            pseudonym: 'ERASED-0A1B2C3D4E',
            confirmations: [
              { service: 'membership', confirmedAt: '2026-11-21T05:00:00.000Z' },
              { service: 'identity', confirmedAt: '2026-11-21T05:00:01.000Z' },
            ],
          }),
        ],
      },
    });
    renderWithProviders(<ErasureRequestsCard member={member} />);
    expect(await screen.findByText('2 of 5 services confirmed')).toBeInTheDocument();
    expect(screen.getByText('Pseudonym ERASED-0A1B2C3D4E')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Erasure/ })).not.toBeInTheDocument();
  });

  it('shows Erased by itself once the last service confirms, without the admin reloading the page', async () => {
    const confirmed = (n: number) =>
      ErasureServices.slice(0, n).map((service) => ({ service, confirmedAt: '2026-11-21T05:00:00.000Z' }));
    let answers = 0;
    stubFetch({
      [LIST]: () => {
        answers += 1;
        const done = answers > 1;
        return {
          body: [
            aRequest({
              status: done ? 'done' : 'completing',
              pseudonym: 'ERASED-0A1B2C3D4E',
              confirmations: confirmed(done ? 5 : 3),
            }),
          ],
        };
      },
    });
    // The card asks again every 3 s while services are still confirming: the test moves the clock on instead.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    renderWithProviders(<ErasureRequestsCard member={member} />);
    expect(await screen.findByText('3 of 5 services confirmed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Erased')).toBeInTheDocument();
    expect(screen.getByText('5 of 5 services confirmed')).toBeInTheDocument();
  });
});
