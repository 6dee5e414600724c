import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Refund } from '../api/refunds';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders } from '../test/render';
import { RefundsCard } from './RefundsCard';

const processed: Refund = {
  id: 'ref-1',
  paymentRecordId: 'rec-1',
  receiptNumber: 'RCPT-2026-000010',
  memberId: 'member-1',
  memberCode: 'PHOTO0001',
  memberName: 'Ravi Kumar',
  scheme: 'esi',
  amount: '200.00',
  reason: 'Moved away',
  method: 'razorpay',
  reference: 'rfnd_Test00000001',
  status: 'processed',
  failureReason: null,
  creditNoteNumber: 'CN-2026-000001',
  creditNoteUrl: '/api/refunds/ref-1/credit-note',
  reopenedMonths: ['2026-12'],
  createdAt: '2026-11-20T05:00:00.000Z',
  refundedAt: '2026-11-20T05:00:00.000Z',
};

describe('RefundsCard', () => {
  it('lists the refunds with the receipt they return money from and the credit note to download', async () => {
    stubFetch({
      'GET /api/refunds': {
        body: [
          processed,
          {
            ...processed,
            id: 'ref-2',
            status: 'pending',
            creditNoteNumber: null,
            creditNoteUrl: null,
            refundedAt: null,
          },
        ],
      },
    });
    renderWithProviders(<RefundsCard />);
    const link = await screen.findByRole('link', { name: 'Download credit note CN-2026-000001' });
    expect(link).toHaveAttribute('href', '/api/refunds/ref-1/credit-note');
    expect(screen.getAllByText('RCPT-2026-000010')).toHaveLength(2);
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Being refunded')).toBeInTheDocument();
  });

  it("asks for the named member's refunds for an admin, and shows nothing while there are none", async () => {
    const { calls } = stubFetch({ 'GET /api/refunds': { body: [] } });
    const { container, queryClient } = renderWithProviders(<RefundsCard memberId="PHOTO0042" />);
    await waitFor(() => expect(calls.some((c) => c.url.includes('memberId=PHOTO0042'))).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.querySelector('.ant-card')).toBeNull();
  });
});
