import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { someStats } from './payment-fixtures';
import { PaymentStatCards } from './PaymentStatCards';

describe('PaymentStatCards', () => {
  it("names the membership fees held in all schemes' figures, and none in one scheme's", async () => {
    const stats = someStats();
    stats.fees = { ...stats.fees, receivable: '4000.00', received: '2000.00', paidCount: 1 };
    stubFetch({ 'GET /api/payment-records/stats': { body: stats } });
    const { unmount } = renderWithProviders(<PaymentStatCards scheme="all" onPeriodChange={() => undefined} />);

    expect(await screen.findByText(/₹4,000\.00 membership fees/)).toBeInTheDocument();
    expect(screen.getByText(/₹2,000\.00 of it membership fees/)).toBeInTheDocument();
    unmount();

    renderWithProviders(<PaymentStatCards scheme="esi" onPeriodChange={() => undefined} />);
    expect(await screen.findByText(/ESI · /)).toBeInTheDocument();
    expect(screen.queryByText(/membership fees/)).toBeNull();
  });
});
