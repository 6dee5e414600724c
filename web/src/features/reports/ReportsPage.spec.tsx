import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { EXPORTS_POLL_MS } from '../../api/reports';
import { ReportsPage } from './ReportsPage';

const LONG_WAIT = { timeout: 5000 };
const SAVED = {
  isRegistrationEnabled: false,
  registrationStartDate: '2025-03-31T18:30:00.000Z',
  registrationEndDate: '2025-04-30T18:29:59.999Z',
  registrationMessage: 'Registration for 2025 opens in April.',
};

const YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date());
const EVENTS = [
  { id: 'e1', title: 'AGM', eventDate: `${YEAR}-03-10T05:00:00.000Z` },
  { id: 'e2', title: 'Workshop', eventDate: `${YEAR}-06-15T05:00:00.000Z` },
  { id: 'e3', title: 'Exhibition', eventDate: `${YEAR}-11-20T05:00:00.000Z` },
  { id: 'e4', title: 'Old meeting', eventDate: `${Number(YEAR) - 1}-12-20T05:00:00.000Z` },
];
const EXPORT = {
  id: '6f1c2c4e-3b1a-4d7e-9a55-0c7d2f9e1a01',
  type: 'members',
  format: 'excel',
  from: '2025-04-01',
  to: '2025-04-30',
  rows: 1520,
  size: 48213,
  fileName: 'members-report_2025-04-01_to_2025-04-30.xlsx',
  createdBy: 'Latha Rao',
  createdAt: '2025-05-01T04:30:00.000Z',
  downloadUrl: '/api/reports/exports/6f1c2c4e-3b1a-4d7e-9a55-0c7d2f9e1a01/download',
};

/** The addresses the page sent the browser to download (the download links it clicked). */
function watchDownloads(): string[] {
  const opened: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.getAttribute('href') ?? '');
  });
  return opened;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The page with the given answers, for an office-bearer with `role` when one is given. */
function renderReports(routes: Record<string, StubHandler>, role?: AdminRole) {
  const stub = stubFetch({
    'GET /api/dashboard/stats': {
      body: { totalMembers: 1234, activeMembers: 1000, pendingRenewals: 3, totalEvents: 7 },
    },
    'GET /api/events': { body: EVENTS },
    'GET /api/reports/exports': { body: { exports: [EXPORT], total: 12 } },
    'GET /api/registration/status': { body: { isOpen: false, message: SAVED.registrationMessage } },
    'GET /api/registration/settings': { body: SAVED },
    ...routes,
  });
  const view = role
    ? renderAsStaff(role, <ReportsPage />, { route: '/reports' })
    : renderWithProviders(<ReportsPage />, { route: '/reports' });
  return { ...stub, view };
}

describe('ReportsPage', () => {
  it('shows live member counts, the events of this year and how many reports were generated', async () => {
    renderReports({});
    expect(await screen.findByText('1,234', {}, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Active Members')).toHaveTextContent('1,000');
    expect(await screen.findByLabelText('Events This Year')).toHaveTextContent('3');
    expect(await screen.findByLabelText('Reports Generated')).toHaveTextContent('12');
    expect(screen.queryByText('Reports export is being built')).not.toBeInTheDocument();
  });

  it('lists the real exports with their range, rows, who and when, and downloads one again', async () => {
    const opened = watchDownloads();
    renderReports({});
    const user = userEvent.setup({ delay: null });

    const row = (await screen.findByText('01/04/2025 – 30/04/2025', {}, LONG_WAIT)).closest('tr')!;
    expect(within(row).getByText('Members')).toBeInTheDocument();
    expect(within(row).getByText('Excel')).toBeInTheDocument();
    expect(within(row).getByText('1,520')).toBeInTheDocument();
    expect(within(row).getByText('Latha Rao')).toBeInTheDocument();
    expect(within(row).getByText(/01\/05\/2025, 10:00 am/i)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Download ${EXPORT.fileName}` }));
    expect(opened).toEqual([EXPORT.downloadUrl]);
  });

  it('says so when no report has been generated yet', async () => {
    renderReports({ 'GET /api/reports/exports': { body: { exports: [], total: 0 } } });
    expect(await screen.findByText('No reports generated yet', {}, LONG_WAIT)).toBeInTheDocument();
  });

  it('downloads the chosen report for the chosen days and shows it under Recent Exports once it is made', async () => {
    const opened = watchDownloads();
    // Recent Exports is asked again every EXPORTS_POLL_MS: the test moves the clock on instead of waiting for it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    let listed = 0;
    renderReports({
      'GET /api/reports/exports': () => {
        listed += 1;
        // The new export is logged once its file is complete: a later look finds it.
        return listed < 2
          ? { body: { exports: [EXPORT], total: 12 } }
          : {
              body: {
                exports: [{ ...EXPORT, id: 'new', type: 'payments', format: 'pdf', rows: 2 }, EXPORT],
                total: 13,
              },
            };
      },
    });
    const user = userEvent.setup({ delay: null });

    await screen.findByText('01/04/2025 – 30/04/2025', {}, LONG_WAIT);
    // antd draws each choice as a button: the person clicks its label.
    await user.click(screen.getByRole('radio', { name: 'Payments' }).closest('label')!);
    await user.click(screen.getByRole('radio', { name: 'PDF' }).closest('label')!);
    await user.type(screen.getByLabelText('From'), '01/04/2025{tab}');
    await user.type(screen.getByLabelText('To'), '30/04/2025{tab}');
    await user.click(screen.getByRole('button', { name: /Generate Report/ }));

    expect(opened).toEqual(['/api/reports/payments?format=pdf&from=2025-04-01&to=2025-04-30']);
    await act(() => vi.advanceTimersByTimeAsync(EXPORTS_POLL_MS));
    expect(await screen.findByText('Report generated', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Reports Generated')).toHaveTextContent('13');
    expect(screen.getByText('2', { selector: 'td' })).toBeInTheDocument();
  }, 30_000);

  it('refuses a to date before the from date and downloads nothing', async () => {
    const opened = watchDownloads();
    renderReports({});
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByLabelText('From', {}, LONG_WAIT), '10/04/2025{tab}');
    await user.type(screen.getByLabelText('To'), '01/04/2025{tab}');
    await user.click(screen.getByRole('button', { name: /Generate Report/ }));

    expect(await screen.findByText('The to date must be on or after the from date')).toBeInTheDocument();
    expect(opened).toEqual([]);
  }, 30_000);

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
    const user = userEvent.setup({ delay: null });

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
    const user = userEvent.setup({ delay: null });

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
    const user = userEvent.setup({ delay: null });

    const end = await screen.findByLabelText('End Date', {}, LONG_WAIT);
    await user.clear(end);
    await user.type(end, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Failed to update registration settings.' when saving fails", async () => {
    renderReports({ 'PUT /api/registration/settings': { status: 500, body: { message: 'down' } } });
    const user = userEvent.setup({ delay: null });

    await screen.findByLabelText('Start Date', {}, LONG_WAIT);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Failed to update registration settings.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows a treasurer or a viewer the registration settings switched off, saying who may change them', async () => {
    for (const role of ['treasurer', 'viewer'] as const) {
      const { view } = renderReports({}, role);
      expect(await screen.findByLabelText('Start Date', {}, LONG_WAIT)).toHaveValue('2025-04-01');
      expect(screen.getByLabelText('Start Date')).toBeDisabled();
      expect(screen.getByLabelText('Registration Message')).toBeDisabled();
      expect(screen.getByRole('switch', { name: 'Registration Enabled' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
      expect(
        screen.getByText('Only administrators and secretaries can change the registration settings.'),
      ).toBeInTheDocument();
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const { view } = renderReports({}, role);
      expect(await screen.findByRole('button', { name: 'Save Settings' }, LONG_WAIT)).toBeEnabled();
      expect(screen.getByRole('switch', { name: 'Registration Enabled' })).toBeEnabled();
      expect(screen.queryByText(/can change the registration settings/)).toBeNull();
      view.unmount();
    }
  }, 30_000);
});
