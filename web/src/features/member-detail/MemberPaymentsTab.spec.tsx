import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { currentFinancialYearKey, financialYearMonths } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { pageOf, stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { aStatement } from '../../test/statement-fixtures';
import { aPaidRecord, monthsAnswer } from './member-payment-fixtures';
import { MemberPaymentsTab } from './MemberPaymentsTab';

const params = (request: StubbedRequest) => new URL(request.url, 'http://localhost').searchParams;

describe('MemberPaymentsTab', () => {
  it("shows the member's months per opted scheme, their records with receipts and their statement", async () => {
    const [april, may] = financialYearMonths(currentFinancialYearKey());
    const { calls } = stubFetch({
      'GET /api/payment-records/months': (request) =>
        monthsAnswer(request, {
          memberId: 'member-1',
          withMonths: 'esi',
          suggested: { period: may, periodTo: may, amount: '200.00', recordId: 'rec-2' },
        }),
      'GET /api/payment-records': pageOf([aPaidRecord()], { total: 1, page: 1, limit: 10 }),
      'GET /api/payment-records/statement': { body: aStatement() },
      'GET /api/payment-links': { body: [] },
      'GET /api/autopay/mandates': { body: [] },
    });
    renderWithProviders(<MemberPaymentsTab memberId="member-1" optedSchemes={['esi', 'postal']} />);

    const esi = await screen.findByRole('list', { name: 'ESI months' });
    expect(await within(esi).findByLabelText(`${april}: Paid`)).toBeInTheDocument();
    expect(within(esi).getByLabelText(`${may}: Overdue`)).toBeInTheDocument();
    expect(within(esi).getAllByRole('listitem')).toHaveLength(12);
    const postal = await screen.findByRole('list', { name: 'Postal months' });
    expect(within(postal).getByLabelText(`${april}: —`)).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'RCPT-2026-000001' })).toHaveAttribute(
      'href',
      '/api/payment-records/rec-1/receipt',
    );
    expect(await screen.findByText('Statement of Account')).toBeInTheDocument();
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path !== '/api/payment-records/months');
    expect(asked.every((c) => params(c).get('memberId') === 'member-1')).toBe(true);
  });

  it('says so when the member has opted into no scheme', async () => {
    stubFetch({
      'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 10 }),
      'GET /api/payment-records/statement': { body: aStatement() },
      'GET /api/payment-links': { body: [] },
      'GET /api/autopay/mandates': { body: [] },
    });
    renderWithProviders(<MemberPaymentsTab memberId="member-1" optedSchemes={[]} />);
    expect(await screen.findByText('This member has not opted into any scheme.')).toBeInTheDocument();
  });
});
