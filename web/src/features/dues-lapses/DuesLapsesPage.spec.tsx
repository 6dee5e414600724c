import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuesLapseDto, ListDuesLapsesAnswer } from '@portal/contracts/shapes';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { DuesLapsesCount } from '../../components/DuesLapsesCount';
import { DuesLapsesPage } from './DuesLapsesPage';

const ravi: DuesLapseDto = {
  memberId: 'm-ravi',
  memberCode: 'PHOTO0042',
  memberName: 'Ravi Kumar',
  memberStatus: 'active',
  scheme: 'esi',
  monthsUnpaid: 6,
  firstUnpaidMonth: '2026-03',
  lastPaidMonth: '2026-02',
  amountOwed: '1200.00',
  warnedAt: '2026-07-02T04:00:00.000Z',
  history: [
    { scheme: 'esi', monthsDue: 8, monthsPaid: 2, monthsUnpaid: 6, lastPaidMonth: '2026-02' },
    { scheme: 'postal', monthsDue: 8, monthsPaid: 8, monthsUnpaid: 0, lastPaidMonth: '2026-10' },
  ],
  decision: null,
};

const answer = (lapses: DuesLapseDto[]): ListDuesLapsesAnswer => ({
  lapses,
  total: lapses.length,
  page: 1,
  limit: 50,
  threshold: 6,
});

/** The gateway: the list, membership's member update and the decision (which the list then shows). */
function lapsesApi() {
  let current = ravi;
  const calls: string[] = [];
  return {
    calls,
    routes: {
      'GET /api/dues-lapses': () => ({ body: answer([current]) }),
      'PUT /api/members/m-ravi': (request: StubbedRequest) => {
        calls.push(`PUT members ${JSON.stringify(request.body)}`);
        current = { ...current, memberStatus: 'expired' };
        return { body: { id: 'm-ravi', status: 'expired' } };
      },
      'POST /api/dues-lapses/decisions': (request: StubbedRequest) => {
        calls.push(`POST decision ${JSON.stringify(request.body)}`);
        const body = request.body as { decision: 'membership_ended' | 'kept' | 'noted'; note?: string };
        current = {
          ...current,
          decision: {
            decision: body.decision,
            note: body.note ?? null,
            decidedBy: 'admin-1',
            decidedAt: '2026-11-28T10:00:00.000Z',
          },
        };
        return { status: 201, body: current };
      },
    },
  };
}

describe('DuesLapsesPage', () => {
  it('lists each member with scheme, months unpaid, last paid month, amount owed, history and a link', async () => {
    stubFetch(lapsesApi().routes);
    renderAsStaff('viewer', <DuesLapsesPage />, { route: '/dues-lapses' });

    const row = (await screen.findByRole('link', { name: 'Ravi Kumar' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/members/m-ravi');
    expect(row).toHaveTextContent('PHOTO0042');
    expect(row).toHaveTextContent('ESI');
    expect(row).toHaveTextContent('Mar 2026');
    expect(row).toHaveTextContent('Feb 2026');
    expect(row).toHaveTextContent('₹1,200.00');
    expect(row).toHaveTextContent('To decide');
    const history = within(row).getByRole('list', { name: 'History of Ravi Kumar' });
    expect(history).toHaveTextContent('ESI: 8 due, 2 paid, 6 unpaid');
    expect(history).toHaveTextContent('Postal: 8 due, 8 paid, 0 unpaid');
    // A viewer reads the list but decides nothing.
    expect(screen.queryByRole('button', { name: 'End membership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Note decision' })).not.toBeInTheDocument();
  });

  it("ends a membership only after the office confirms: membership's change first, then the decision", async () => {
    const api = lapsesApi();
    stubFetch(api.routes);
    const user = userEvent.setup();
    renderAsStaff('secretary', <DuesLapsesPage />, { route: '/dues-lapses' });

    await user.click(await screen.findByRole('button', { name: 'End membership' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('has 6 months unpaid in ESI');
    expect(api.calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'Told by phone');
    await user.click(within(dialog).getByRole('button', { name: 'End membership' }));

    await waitFor(() =>
      expect(api.calls).toEqual([
        'PUT members {"status":"expired"}',
        'POST decision {"memberId":"m-ravi","scheme":"esi","decision":"membership_ended","note":"Told by phone"}',
      ]),
    );
    // The list shows the decision; looked for in the list, as a toast says 'Membership ended' for 5 s meanwhile.
    expect(await within(screen.getByRole('table')).findByText('Membership ended')).toBeInTheDocument();
    expect(screen.getByText('Told by phone')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End membership' })).not.toBeInTheDocument());
  });

  it('notes a decision without ending anything; a note-only decision needs its note', async () => {
    const api = lapsesApi();
    stubFetch(api.routes);
    const user = userEvent.setup();
    renderAsStaff('admin', <DuesLapsesPage />, { route: '/dues-lapses' });

    await user.click(await screen.findByRole('button', { name: 'Note decision' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Only write a note' }));
    expect(within(dialog).getByRole('button', { name: 'Save decision' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Will pay after the wedding season');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    await waitFor(() =>
      expect(api.calls).toEqual([
        'POST decision {"memberId":"m-ravi","scheme":"esi","decision":"noted","note":"Will pay after the wedding season"}',
      ]),
    );
    expect(await screen.findByText('Noted')).toBeInTheDocument();
  });

  it("the dashboard's count links to the list", async () => {
    stubFetch({ 'GET /api/dues-lapses': { body: { ...answer([ravi, { ...ravi, scheme: 'postal' }]), total: 2 } } });
    renderAsStaff('treasurer', <DuesLapsesCount />, { route: '/' });

    const link = await screen.findByRole('link', { name: 'Members long unpaid' });
    expect(link).toHaveAttribute('href', '/dues-lapses');
    expect(link).toHaveTextContent('2 members have 6 or more months unpaid in a scheme');
  });
});
