import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch } from '../../test/fetch-stub';
import { job, meena, ravi, raviInFull, stats } from './id-card-fixtures';
import { cardState, IdCardsPage, missingValidityWarning } from './IdCardsPage';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

function stubPage(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/id-cards': { body: { items: [ravi, meena], total: 2, page: 1, limit: 20 } },
    'GET /api/id-cards/stats': { body: stats },
    ...extra,
  });
}

describe('cardState', () => {
  it('says whether and when a card was made, in Indian dates', () => {
    expect(cardState(ravi)).toBe('Generated 21/11/2026');
    expect(cardState({ ...ravi, source: 'uploaded' })).toBe('Uploaded 21/11/2026');
    expect(cardState(meena)).toBe('Not generated');
  });
});

describe('missingValidityWarning', () => {
  it('names the chosen members without validity, and says nothing when all have it', () => {
    expect(missingValidityWarning([ravi])).toBeNull();
    // No card yet says nothing about validity: a member with an end date and no card is not warned about.
    const newcomer = { ...meena, status: 'active' as const, membershipEndDate: '2027-06-30T00:00:00.000Z' };
    expect(missingValidityWarning([newcomer])).toBeNull();
    expect(missingValidityWarning([ravi, meena])).toBe(
      "This member has no membership validity, so the card will read 'Valid Until: Not Set': Meena Shetty (PHOTO0002).\n\n" +
        'Set their membership end date first, or generate anyway?',
    );
    const many = Array.from({ length: 12 }, (_, i) => ({ ...meena, memberId: `PHOTO01${i}`, name: `Member ${i}` }));
    expect(missingValidityWarning(many)).toMatch(
      /^These 12 members have no membership validity, .*Member 9 \(PHOTO019\), and 2 more\./,
    );
  });
});

describe('IdCardsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the computed tiles and each member with the state of their card', async () => {
    stubPage();
    renderWithProviders(<IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('1,100')).toBeInTheDocument();
    expect(screen.getByText('150')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    const raviRow = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(within(raviRow).getByText('Generated 21/11/2026')).toBeInTheDocument();
    expect(within(raviRow).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/api/members/PHOTO0001/id-card',
    );
    const meenaRow = screen.getByText('Meena Shetty').closest('tr')!;
    expect(within(meenaRow).getByText('Not generated')).toBeInTheDocument();
    expect(within(meenaRow).getByRole('button', { name: /Download PDF/ })).toBeDisabled();
  });

  it('generates the selected cards as a job and shows its progress until it finishes, listing failures', async () => {
    let polls = 0;
    const { calls } = stubPage({
      'POST /api/id-cards/generate': { status: 202, body: { jobId: 'job-1' } },
      'GET /api/id-cards/jobs/job-1': () => {
        polls += 1;
        return {
          body:
            polls === 1
              ? job({ done: 1 })
              : job({
                  status: 'completed',
                  done: 2,
                  failed: [{ memberId: 'PHOTO0002', error: 'Member not found' }],
                  finishedAt: '2026-11-22T10:00:05.000Z',
                }),
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    await screen.findByText('Ravi Kumar');
    expect(screen.getByRole('button', { name: /Generate Selected/ })).toBeDisabled();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    await user.click(screen.getByRole('button', { name: /Generate Selected \(2\)/ }));

    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Meena Shetty (PHOTO0002)'));
    const generate = calls.find((call) => call.method === 'POST');
    expect(generate?.body).toEqual({ memberIds: ['PHOTO0001', 'PHOTO0002'] });
    expect(await screen.findByText('1 of 2 members done…')).toBeInTheDocument();
    expect(await screen.findByText('1 card generated, 1 failed.', undefined, { timeout: 8000 })).toBeInTheDocument();
    const failures = screen.getByRole('list', { name: 'Members whose card was not generated' });
    expect(within(failures).getByText('PHOTO0002')).toBeInTheDocument();
    expect(within(failures).getByText(/Member not found/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/id-cards');
  });

  it('warns before generating a card for a member without validity, and generates nothing when the admin declines', async () => {
    const { calls } = stubPage({ 'POST /api/id-cards/generate': { status: 202, body: { jobId: 'job-1' } } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    const meenaRow = (await screen.findByText('Meena Shetty')).closest('tr')!;
    await user.click(within(meenaRow).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Generate Selected \(1\)/ }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][0]).toMatch(/^This member has no membership validity/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // A member with validity is generated without a question.
    confirm.mockClear();
    await user.click(within(meenaRow).getByRole('checkbox'));
    await user.click(within((await screen.findByText('Ravi Kumar')).closest('tr')!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Generate Selected \(1\)/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ memberIds: ['PHOTO0001'] }),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('picks the job up again from the address after a reload', async () => {
    stubPage({ 'GET /api/id-cards/jobs/job-9': { body: job({ jobId: 'job-9', total: 500, done: 125 }) } });
    renderWithProviders(<IdCardsPage />, { route: '/id-cards?job=job-9', path: '/id-cards' });
    expect(await screen.findByText('125 of 500 members done…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ID card generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('says a job that stopped as a whole has stopped, why, and how many cards it made', async () => {
    stubPage({
      'GET /api/id-cards/jobs/job-7': {
        body: job({
          jobId: 'job-7',
          status: 'failed',
          total: 500,
          done: 120,
          error: 'The job stopped repeatedly before finishing.',
          finishedAt: '2026-11-22T10:09:00.000Z',
        }),
      },
    });
    renderWithProviders(<IdCardsPage />, { route: '/id-cards?job=job-7', path: '/id-cards' });
    expect(await screen.findByText('ID card generation stopped')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Generation stopped after 120 of 500 members (120 cards generated): The job stopped repeatedly before finishing. Start it again to generate the rest.',
      ),
    ).toBeInTheDocument();
  });

  it('asks before generating every card, then starts one job for all', async () => {
    const { calls } = stubPage({
      'POST /api/id-cards/generate': { status: 202, body: { jobId: 'job-2' } },
      'GET /api/id-cards/jobs/job-2': { body: job({ jobId: 'job-2', total: 1250 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    await user.click(await screen.findByRole('button', { name: /Bulk Generate All/ }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Generate All' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true }));
    expect(await screen.findByText('0 of 1,250 members done…')).toBeInTheDocument();
  });

  it('previews both sides of a card with the member details and Indian dates', async () => {
    stubPage({
      'GET /api/members/PHOTO0001': {
        body: raviInFull(),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Preview/ }));
    const front = await screen.findByRole('region', { name: 'Front of the card' });
    expect(within(front).getByText('PHOTO0001')).toBeInTheDocument();
    expect(within(front).getByText('31/03/2027')).toBeInTheDocument();
    const back = screen.getByRole('region', { name: 'Back of the card' });
    expect(within(back).getByText('9845012345')).toBeInTheDocument();
    expect(within(back).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(back).getByText(/is the property of/)).toBeInTheDocument();
  });

  it('offers Generate Selected, Bulk Generate All and row selection only to the roles whose duty is the office', async () => {
    stubPage();
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
      const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
      expect(within(row).getByRole('button', { name: /Preview/ })).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: /Download PDF/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Generate Selected/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Bulk Generate All/ })).toBeNull();
      expect(screen.queryAllByRole('checkbox')).toEqual([]);
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
      const row = (await screen.findByText('Ravi Kumar')).closest('tr')!;
      expect(within(row).getByRole('checkbox')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Generate Selected/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Bulk Generate All/ })).toBeInTheDocument();
      view.unmount();
    }
  });
});
