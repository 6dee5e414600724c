import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { aRecord } from './payment-fixtures';
import { RecordCards, RecordsTable } from './PaymentListViews';

/** A November–December payment whose December a full-month refund reopened (issue 26). */
const refunded = aRecord({ id: 'rec-nd', period: '2026-11', periodTo: '2026-12', refundedMonths: ['2026-12'] });

describe('a payment whose months a refund reopened', () => {
  it('states its period with the refunded month in the Payment Records table and cards', () => {
    renderWithProviders(<RecordsTable records={[refunded]} loading={false} onEdit={() => undefined} />);
    expect(screen.getByRole('cell', { name: 'Nov–Dec 2026 (Dec refunded)' })).toBeInTheDocument();
  });

  it('says so on a phone too', () => {
    renderWithProviders(<RecordCards records={[refunded]} loading={false} onEdit={() => undefined} />);
    expect(screen.getByText('Nov–Dec 2026 (Dec refunded)')).toBeInTheDocument();
  });
});
