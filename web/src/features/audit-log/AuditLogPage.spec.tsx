import { describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdminRole } from '@portal/contracts/rules';
import type { AdminAccountDto } from '@portal/contracts/shapes';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { authKeys } from '../../api/auth';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubbedRequest, type StubHandler } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signInAsStaff } from '../../test/signed-in-users';
import { anEntry, usha } from './audit-log-fixtures';
import { AuditLogPage } from './AuditLogPage';

configure({ asyncUtilTimeout: 5000 });

const ENTRIES = [
  anEntry({
    id: 'payments:12',
    actorId: 'a2',
    actorName: 'Usha Rai',
    actorRole: 'treasurer',
    before: { amount: '500.00', status: 'pending', months: ['2026-10'], memberId: 'm1' },
    after: { amount: '600.00', status: 'paid', months: ['2026-10', '2026-11'], memberId: 'm1', notes: 'late fee' },
    correlationId: 'req-77',
  }),
  anEntry({
    id: 'membership:3',
    service: 'membership',
    at: '2026-11-26T18:30:00.000Z',
    actorType: 'public',
    actorId: null,
    actorName: null,
    actorRole: null,
    action: 'member.registered',
    entity: 'member',
    entityId: 'PHOTO0042',
    after: { firstName: 'Meena' },
  }),
  anEntry({
    id: 'content:9',
    service: 'content',
    at: '2026-11-26T10:00:00.000Z',
    actorType: 'system',
    actorId: null,
    actorName: null,
    actorRole: null,
    action: 'event.closed',
    entity: 'event',
    entityId: null,
    ip: null,
  }),
];

const ACCOUNTS: AdminAccountDto[] = [
  {
    id: 'a1',
    email: 'asha@kpwa.in',
    firstName: 'Asha',
    lastName: 'Rao',
    role: 'admin',
    status: 'active',
    lastLoginAt: null,
    invitedAt: null,
    invitationExpiresAt: null,
    createdAt: '2026-11-01T05:00:00.000Z',
  },
  usha,
];

/** The page as the app shows it: only once someone is signed in, as the router does. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useQuery({ queryKey: authKeys.user(), queryFn: () => null, enabled: false });
  return data ? children : null;
}

/** The query string of the address bar, as a user reads it after Apply. */
function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function renderPage({
  role = 'admin',
  route = '/audit-log',
  routes = {},
}: { role?: AdminRole; route?: string; routes?: Record<string, StubHandler> } = {}) {
  const stub = stubFetch({
    'GET /api/audit-log': { body: { entries: ENTRIES, next: null } },
    'GET /api/admin-accounts': { body: ACCOUNTS },
    ...routes,
  });
  const { queryClient } = renderWithProviders(
    <SignedIn>
      <AuditLogPage />
      <SearchProbe />
    </SignedIn>,
    { route },
  );
  act(() => signInAsStaff(queryClient, role));
  return { ...stub, user: userEvent.setup({ delay: null }) };
}

const query = (call: StubbedRequest) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
const logCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/audit-log');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditLogPage', () => {
  it('lists the changes newest first with the time in India to the second, who made them, the entity and the address', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Audit Log', level: 1 })).toBeInTheDocument();

    const sut = await rowOf('payment-record.updated');
    expect(sut).toHaveTextContent('27/11/2026, 10:00:05 am');
    expect(within(sut).getByText('Usha Rai')).toBeInTheDocument();
    expect(within(sut).getByText('Treasurer')).toBeInTheDocument();
    expect(sut).toHaveTextContent('pr-7');
    expect(sut).toHaveTextContent('203.0.113.9');

    const registered = await rowOf('member.registered');
    expect(registered).toHaveTextContent('Public');
    expect(registered).toHaveTextContent('27/11/2026, 12:00:00 am');
    expect(registered).toHaveTextContent('PHOTO0042');
    const closed = await rowOf('event.closed');
    expect(closed).toHaveTextContent('System');
    expect(closed).toHaveTextContent('—');

    expect(query(logCalls(calls)[0])).toEqual({ limit: '50' });
  });

  it('shows the changed fields before and after side by side, with the request id and service', async () => {
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Details of payment-record.updated at 27/11/2026, 10:00:05 am' }),
    );
    const sut = document.querySelector('.ant-table-expanded-row') as HTMLElement;
    expect(sut).toBeVisible();

    const changes = within(sut.querySelector('.audit-changes') as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map(cells);
    expect(changes).toEqual([
      ['amount', '500.00', '600.00'],
      ['status', 'pending', 'paid'],
      ['months', '["2026-10"]', '["2026-10","2026-11"]'],
      ['notes', '—', 'late fee'],
    ]);
    expect(within(sut).getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
    expect(within(sut).getByRole('columnheader', { name: 'After' })).toBeInTheDocument();
    expect(sut).toHaveTextContent('Request IDreq-77');
    expect(sut).toHaveTextContent('Servicepayments');
    expect(
      screen.getByRole('button', { name: 'Details of payment-record.updated at 27/11/2026, 10:00:05 am' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for the filters in the address, shows them in the form, and sends new ones on Apply', async () => {
    const { calls, user } = renderPage({ route: '/audit-log?entity=member&from=2026-11-01&to=2026-11-30' });
    await rowOf('payment-record.updated');
    expect(query(logCalls(calls)[0])).toEqual({ entity: 'member', from: '2026-11-01', to: '2026-11-30', limit: '50' });
    expect(screen.getByRole('textbox', { name: 'Dates from' })).toHaveValue('01/11/2026');
    expect(screen.getByRole('textbox', { name: 'Dates to' })).toHaveValue('30/11/2026');
    expect(screen.getByLabelText('Entity').closest('.ant-select')).toHaveTextContent('member');

    await chooseOption(user, screen.getByLabelText('Person'), 'Usha Rai (Treasurer)');
    await chooseOption(user, screen.getByLabelText('Entity'), 'payment-record');
    await user.type(screen.getByLabelText('Action'), ' Payment-Record.Updated ');
    await user.click(screen.getByRole('button', { name: /Apply/ }));

    await waitFor(() =>
      expect(query(logCalls(calls).at(-1)!)).toEqual({
        actorId: 'a2',
        entity: 'payment-record',
        action: 'payment-record.updated',
        from: '2026-11-01',
        to: '2026-11-30',
        limit: '50',
      }),
    );
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?actorId=a2&entity=payment-record&action=payment-record.updated&from=2026-11-01&to=2026-11-30',
    );

    await user.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(query(logCalls(calls).at(-1)!)).toEqual({ limit: '50' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Dates from' })).toHaveValue('');
  });

  it('sends the dates typed as dd/mm/yyyy as India days', async () => {
    const { calls, user } = renderPage();
    await rowOf('payment-record.updated');
    await user.type(screen.getByRole('textbox', { name: 'Dates from' }), '05/11/2026{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Dates to' }), '20/11/2026{Enter}');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    await waitFor(() => expect(query(logCalls(calls).at(-1)!)).toMatchObject({ from: '2026-11-05', to: '2026-11-20' }));
  });

  it('says what an action looks like instead of asking with one the server would refuse', async () => {
    const { calls, user } = renderPage();
    await rowOf('payment-record.updated');
    await user.type(screen.getByLabelText('Action'), 'member approved');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    expect(await screen.findByText('Type an action such as member.approved')).toBeInTheDocument();
    expect(logCalls(calls)).toHaveLength(1);
  });

  it('pages on with the cursor of the page shown, and back with Previous', async () => {
    const { calls, user } = renderPage({
      routes: {
        'GET /api/audit-log': (request) =>
          query(request).cursor === 'c-2'
            ? { body: { entries: [anEntry({ id: 'identity:1', action: 'admin-account.invited' })], next: null } }
            : { body: { entries: ENTRIES, next: 'c-2' } },
      },
    });
    await rowOf('payment-record.updated');
    expect(screen.getByText('Entries 1–3, page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('admin-account.invited')).toBeInTheDocument();
    expect(query(logCalls(calls).at(-1)!)).toEqual({ cursor: 'c-2', limit: '50' });
    expect(screen.getByText('Entry 51, page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('payment-record.updated')).toBeInTheDocument();
    expect(screen.queryByText('admin-account.invited')).not.toBeInTheDocument();
  });

  it('exports the CSV with the filters in use', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage({ route: '/audit-log?actorId=a2&action=refund.processed&from=2026-11-01' });
    await rowOf('payment-record.updated');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = new URL((click.mock.contexts[0] as HTMLAnchorElement).href);
    expect(link.pathname).toBe('/api/audit-log/export');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      actorId: 'a2',
      action: 'refund.processed',
      from: '2026-11-01',
    });
    expect(await screen.findByText('Exporting the audit log')).toBeInTheDocument();
  });

  it('lets a viewer type the person id, as a viewer may not list the admin accounts', async () => {
    const { calls, user } = renderPage({ role: 'viewer' });
    await rowOf('payment-record.updated');
    await user.type(screen.getByRole('textbox', { name: 'Person ID' }), 'a2');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    await waitFor(() => expect(query(logCalls(calls).at(-1)!)).toEqual({ actorId: 'a2', limit: '50' }));
    expect(calls.some((c) => c.path === '/api/admin-accounts')).toBe(false);
  });

  it('tells a treasurer the audit log is for administrators and viewers, without asking for it', async () => {
    const { calls } = renderPage({ role: 'treasurer' });
    expect(await screen.findByText('Only administrators and viewers can read the audit log.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
  });

  it('says when nothing matches the filters', async () => {
    renderPage({
      route: '/audit-log?entity=refund',
      routes: { 'GET /api/audit-log': { body: { entries: [], next: null } } },
    });
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it("shows the server's message when the log cannot be read", async () => {
    renderPage({
      routes: {
        'GET /api/audit-log': {
          status: 503,
          body: {
            statusCode: 503,
            code: CommonErrorCode.ServiceUnavailable,
            message: 'Payments service is unavailable, please try again',
          },
        },
      },
    });
    expect(await screen.findByText('Could not load the audit log')).toBeInTheDocument();
    expect(screen.getByText('Payments service is unavailable, please try again')).toBeInTheDocument();
  });
});
