import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { aMemberRecord } from './member-portal-fixtures';
import { MemberRecordCards, MemberRecordsTable } from './MemberPaymentRecords';

/** A November–December payment whose December a full-month refund reopened (issue 26). */
const refunded = aMemberRecord({ id: 'rec-nd', period: '2026-11', periodTo: '2026-12', refundedMonths: ['2026-12'] });
const page = { total: 1, page: 1, pageSize: 10, loading: false, onPage: () => undefined };

describe("the member's receipts", () => {
  it("state each payment's months, with the month a refund reopened", () => {
    renderWithProviders(<MemberRecordsTable records={[refunded]} {...page} />);
    expect(screen.getByRole('cell', { name: 'Nov–Dec 2026 (Dec refunded)' })).toBeInTheDocument();
  });

  it('say so on a phone too', () => {
    renderWithProviders(<MemberRecordCards records={[refunded, aMemberRecord({ id: 'rec-apr' })]} {...page} />);
    expect(screen.getByText('Nov–Dec 2026 (Dec refunded)')).toBeInTheDocument();
    expect(screen.getByText('Apr 2026')).toBeInTheDocument();
  });
});
