import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { stubFetch, type StubbedRequest } from '../test/fetch-stub';
import { chooseOption } from '../test/antd-select';
import { aStatement } from '../test/statement-fixtures';
import { StatementCard } from './StatementCard';

const params = (request: StubbedRequest) => new URL(request.url, 'http://localhost').searchParams;

describe('StatementCard', () => {
  it("shows the year's opening and closing balances and offers its PDF and CSV for the member named", async () => {
    stubFetch({ 'GET /api/payment-records/statement': { body: aStatement() } });
    renderWithProviders(<StatementCard memberId="member-1" />);

    expect(await screen.findByText('Opening balance')).toBeInTheDocument();
    expect(screen.getAllByText('₹200.00')).toHaveLength(4); // opening, dues, payments, closing
    const pdf = screen.getByRole('link', { name: /Download PDF/ });
    const csv = screen.getByRole('link', { name: /Download CSV/ });
    expect(pdf.getAttribute('href')).toMatch(
      /^\/api\/payment-records\/statement\/pdf\?memberId=member-1&period=FY\d{4}-\d{2}$/,
    );
    expect(csv.getAttribute('href')).toMatch(/^\/api\/payment-records\/statement\/csv\?memberId=member-1&period=FY/);
  });

  it('reads another financial year when one is chosen, and says when the member has paid ahead', async () => {
    const { calls } = stubFetch({
      'GET /api/payment-records/statement': (request) => ({
        body:
          params(request).get('period') === 'FY2025-26'
            ? aStatement({ openingBalance: '0.00', closingBalance: '-300.00' })
            : aStatement(),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementCard />);
    await screen.findByText('Opening balance');
    expect(screen.queryByText(/paid in advance/)).not.toBeInTheDocument();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Financial year' }), 'FY 2025-26');

    expect(await screen.findByText('₹300.00 paid in advance')).toBeInTheDocument();
    await waitFor(() => expect(params(calls.at(-1)!).get('period')).toBe('FY2025-26'));
    // A member asks for their own: no memberId goes along.
    expect(params(calls.at(-1)!).get('memberId')).toBeNull();
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toBe(
      '/api/payment-records/statement/pdf?period=FY2025-26',
    );
  });
});
