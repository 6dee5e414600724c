import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { ReportsPage } from './ReportsPage';

const LONG_WAIT = { timeout: 5000 };
const SAVED = {
  isRegistrationEnabled: false,
  registrationStartDate: '2025-03-31T18:30:00.000Z',
  registrationEndDate: '2025-04-30T18:29:59.999Z',
  registrationMessage: 'Registration for 2025 opens in April.',
};

function renderReports(routes: Record<string, StubHandler>) {
  const stub = stubFetch({
    'GET /api/dashboard/stats': {
      body: { totalMembers: 1234, activeMembers: 1000, pendingRenewals: 3, totalEvents: 7 },
    },
    'GET /api/registration/status': { body: { isOpen: false, message: SAVED.registrationMessage } },
    'GET /api/registration/settings': { body: SAVED },
    ...routes,
  });
  renderWithProviders(<ReportsPage />, { route: '/reports' });
  return stub;
}

describe('ReportsPage', () => {
  it('shows live member and event counts and no made-up export history', async () => {
    renderReports({});
    expect(await screen.findByText('1,234', {}, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('1,000')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Reports export is being built')).toBeInTheDocument();
  });

  it('loads the saved registration settings into the card', async () => {
    renderReports({});
    expect(await screen.findByLabelText('Start Date', {}, LONG_WAIT)).toHaveValue('2025-04-01');
    expect(screen.getByLabelText('End Date')).toHaveValue('2025-04-30');
    expect(screen.getByLabelText('Registration Message')).toHaveValue('Registration for 2025 opens in April.');
    expect(screen.getByRole('switch', { name: 'Registration Enabled' })).not.toBeChecked();
    expect(screen.getByText('Registration closed')).toBeInTheDocument();
  });

  it("saves cleared dates and message as null, says 'Settings updated' and refreshes the public status", async () => {
    let statusCalls = 0;
    const { calls } = renderReports({
      'GET /api/registration/status': () => {
        statusCalls += 1;
        return { body: { isOpen: statusCalls > 1, message: null } };
      },
      'PUT /api/registration/settings': (request) => ({ body: request.body }),
    });
    const user = userEvent.setup();

    const start = await screen.findByLabelText('Start Date', {}, LONG_WAIT);
    await user.clear(start);
    await user.clear(screen.getByLabelText('End Date'));
    await user.clear(screen.getByLabelText('Registration Message'));
    await user.click(screen.getByRole('switch', { name: 'Registration Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      isRegistrationEnabled: true,
      registrationStartDate: null,
      registrationEndDate: null,
      registrationMessage: null,
    });
    await waitFor(() => expect(screen.getByText('Registration open')).toBeInTheDocument(), LONG_WAIT);
  });

  it('sends the chosen window as the calendar days shown (membership makes them the start and end of those days in India)', async () => {
    const { calls } = renderReports({ 'PUT /api/registration/settings': (request) => ({ body: request.body }) });
    const user = userEvent.setup();

    await screen.findByLabelText('Start Date', {}, LONG_WAIT);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...SAVED,
      registrationStartDate: '2025-04-01',
      registrationEndDate: '2025-04-30',
    });
  });

  it('refuses an end date before the start date', async () => {
    const { calls } = renderReports({});
    const user = userEvent.setup();

    const end = await screen.findByLabelText('End Date', {}, LONG_WAIT);
    await user.clear(end);
    await user.type(end, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Failed to update registration settings.' when saving fails", async () => {
    renderReports({ 'PUT /api/registration/settings': { status: 500, body: { message: 'down' } } });
    const user = userEvent.setup();

    await screen.findByLabelText('Start Date', {}, LONG_WAIT);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Failed to update registration settings.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
