import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MandateDto } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { MandatesCard } from './MandatesCard';

const MEMBER = '0d3c2b1a-0000-4000-8000-000000000001';
const mandate = (over: Partial<MandateDto>): MandateDto => ({
  id: '5b0f3c1e-6a55-4d4f-9a3e-0c3f1c2d9a10',
  memberId: MEMBER,
  scheme: 'esi',
  amount: '200.00',
  status: 'active',
  razorpaySubscriptionId: 'sub_1',
  chargedMonths: ['2026-11', '2026-12'],
  lastChargedAt: '2026-12-28T04:00:00.000Z',
  createdAt: '2026-11-28T04:00:00.000Z',
  updatedAt: '2026-12-28T04:00:00.000Z',
  ...over,
});

describe("Member's AutoPay mandates (admin)", () => {
  it('shows each mandate’s state and the months it paid', async () => {
    stubFetch({
      [`GET /api/autopay/mandates?memberId=${MEMBER}`]: {
        body: [mandate({}), mandate({ id: 'b2', scheme: 'postal', status: 'halted', chargedMonths: [] })],
      },
      'GET /api/autopay/mandates': {
        body: [mandate({}), mandate({ id: 'b2', scheme: 'postal', status: 'halted', chargedMonths: [] })],
      },
    });
    renderWithProviders(<MandatesCard memberId={MEMBER} />);
    const active = (await screen.findByText('Active')).closest('tr')!;
    expect(within(active).getByText('2026-11, 2026-12')).toBeTruthy();
    expect(within(active).getByText('ESI')).toBeTruthy();
    const halted = screen.getByText('Halted').closest('tr')!;
    expect(within(halted).getByText('Postal')).toBeTruthy();
  });
});
