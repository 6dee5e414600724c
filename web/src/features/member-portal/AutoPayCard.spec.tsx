import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MandateDto, MemberAutoPayDto } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { resetRazorpayCheckout } from '../../lib/razorpay-checkout';
import { AutoPayCard } from './AutoPayCard';

const MANDATE: MandateDto = {
  id: '5b0f3c1e-6a55-4d4f-9a3e-0c3f1c2d9a10',
  memberId: '0d3c2b1a-0000-4000-8000-000000000001',
  scheme: 'esi',
  amount: '200.00',
  status: 'active',
  razorpaySubscriptionId: 'sub_1',
  chargedMonths: ['2026-11', '2026-12'],
  lastChargedAt: '2026-12-28T04:00:00.000Z',
  createdAt: '2026-11-28T04:00:00.000Z',
  updatedAt: '2026-12-28T04:00:00.000Z',
};

/** A stand-in for checkout.js that remembers the options of each checkout it opened. */
function installFakeRazorpay(): Array<Record<string, unknown>> {
  const opened: Array<Record<string, unknown>> = [];
  window.Razorpay = class {
    constructor(private readonly options: Record<string, unknown>) {}
    open() {
      opened.push(this.options);
    }
    on() {}
  } as unknown as typeof window.Razorpay;
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
  resetRazorpayCheckout();
});

const autopay = (schemes: MemberAutoPayDto['schemes']) => ({ body: { schemes } satisfies MemberAutoPayDto });

describe('AutoPay card', () => {
  it('sets up AutoPay by opening the checkout with the mandate’s subscription_id', async () => {
    const opened = installFakeRazorpay();
    const asked: StubbedRequest[] = [];
    stubFetch({
      'GET /api/autopay': autopay([{ scheme: 'esi', amount: '200.00', mandate: null }]),
      'GET /api/razorpay/checkout': { body: { scriptUrl: 'https://checkout.example/v1/checkout.js' } },
      'POST /api/autopay/mandates': (request) => {
        asked.push(request);
        return {
          status: 201,
          body: {
            mandate: { ...MANDATE, status: 'created', chargedMonths: [] },
            keyId: 'rzp_test_key',
            subscriptionId: 'sub_1',
            name: 'KPWA',
            description: 'ESI AutoPay: ₹200.00 a month',
            prefill: { name: 'Ravi Kumar' },
          },
        };
      },
    });
    renderWithProviders(<AutoPayCard />);
    const row = await screen.findByTestId('autopay-esi');
    expect(within(row).getByText('Not set up')).toBeTruthy();
    expect(within(row).getByText('₹200.00 a month')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Set Up AutoPay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(asked[0].body).toEqual({ scheme: 'esi' });
    expect(opened[0]).toMatchObject({ key: 'rzp_test_key', subscription_id: 'sub_1', name: 'KPWA' });
    expect(opened[0]).not.toHaveProperty('order_id');
  });

  it('shows a standing mandate’s state and months, and pauses and cancels it', async () => {
    const actions: string[] = [];
    stubFetch({
      'GET /api/autopay': autopay([{ scheme: 'esi', amount: '200.00', mandate: MANDATE }]),
      [`POST /api/autopay/mandates/${MANDATE.id}/pause`]: () => {
        actions.push('pause');
        return { body: { ...MANDATE, status: 'paused' } };
      },
      [`POST /api/autopay/mandates/${MANDATE.id}/cancel`]: () => {
        actions.push('cancel');
        return { body: { ...MANDATE, status: 'cancelled' } };
      },
    });
    renderWithProviders(<AutoPayCard />);
    const row = await screen.findByTestId('autopay-esi');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Paid by AutoPay: 2026-11, 2026-12')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Set Up AutoPay' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(actions).toEqual(['pause']));
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel AutoPay' }));
    expect(within(row).getByText('Cancel AutoPay for ESI? No further months will be debited.')).toBeTruthy();
    const confirm = within(row).getAllByRole('button', { name: 'Cancel AutoPay' });
    await userEvent.click(confirm[confirm.length - 1]);
    await waitFor(() => expect(actions).toEqual(['pause', 'cancel']));
  });

  it('shows a halted mandate and offers to set it up again once cancelled', async () => {
    stubFetch({
      'GET /api/autopay': autopay([
        { scheme: 'esi', amount: '200.00', mandate: { ...MANDATE, status: 'halted' } },
        { scheme: 'postal', amount: '150.00', mandate: { ...MANDATE, scheme: 'postal', status: 'cancelled' } },
      ]),
    });
    renderWithProviders(<AutoPayCard />);
    const halted = await screen.findByTestId('autopay-esi');
    expect(within(halted).getByText('Stopped after failed debits')).toBeTruthy();
    const postal = screen.getByTestId('autopay-postal');
    expect(within(postal).getByText('Cancelled')).toBeTruthy();
    expect(within(postal).getByRole('button', { name: 'Set Up AutoPay' })).toBeTruthy();
  });
});
