import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { PaymentMessages } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { stubFetch, pageOf } from '../../test/fetch-stub';
import { aMember, aMemberUser } from '../../test/member-fixtures';
import { englishWordsIn, visibleText } from '../../test/english-words';
import type { CreatedOrder } from '../../api/payments';
import { chooseLanguage } from '../../i18n/i18n';
import member from '../../i18n/locales/en/member.json';
import { resetRazorpayCheckout, type RazorpayOptions } from '../../lib/razorpay-checkout';
import { aRecord, theSettings } from './payment-fixtures';
import { MakePaymentPage } from './MakePaymentPage';

const RAVI = aMember({ id: 'member-1', firstName: 'Ravi', lastName: 'Kumar', optedSchemes: ['esi', 'postal'] });
/** The member's name and id, and the receipt number's letters, stay as written (issue 31's allow-list). */
const KEPT = ['Ravi', 'Kumar', 'RCPT'];

const ORDER: CreatedOrder = {
  success: true,
  message: 'Order created',
  key_id: 'rzp_test_key',
  amount: 60000,
  currency: 'INR',
  order_id: 'order_123',
  name: 'KPWA',
  description: '',
  prefill: { name: 'Ravi Kumar', email: 'ravi@example.in', contact: '9876543210' },
};

const PAID_RECORD = aRecord({
  id: 'rec-paid',
  amount: '600.00',
  period: '2026-11',
  periodTo: '2027-01',
  receiptNumber: 'RCPT-2026-000042',
  receiptUrl: '/api/payment-records/rec-paid/receipt',
});

function installFakeRazorpay(): RazorpayOptions[] {
  const opened: RazorpayOptions[] = [];
  window.Razorpay = class {
    constructor(private readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
    on() {}
  };
  return opened;
}

afterEach(async () => {
  delete window.Razorpay;
  resetRazorpayCheckout();
  await act(() => chooseLanguage('en'));
});

describe('Make Payment in Kannada (issue 31)', { timeout: 45_000 }, () => {
  it('asks, pays in the checkout and shows the paid panel with the receipt, with no English word outside the allow-list', async () => {
    const checkouts = installFakeRazorpay();
    stubFetch({
      'GET /api/members': { body: { members: [RAVI], total: 1 } },
      // A scheme's description is the admin's own words, shown as written (none unless an admin writes one).
      'GET /api/scheme-settings': { body: theSettings().map((setting) => ({ ...setting, description: '' })) },
      'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 100 }),
      'GET /api/razorpay/checkout': { body: { scriptUrl: 'http://localhost:8090/checkout.js' } },
      'POST /api/razorpay/create-order': { body: ORDER },
      'POST /api/razorpay/verify-payment': {
        body: { success: true, message: 'ok', payment_id: 'pay_456', order_id: 'order_123', record: PAID_RECORD },
      },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<MakePaymentPage user={aMemberUser({ ...RAVI, userType: 'member' })} />, {
      route: '/make-payment?scheme=esi',
      path: '/make-payment',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'ಪಾವತಿ ಮಾಡಿ' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'ತಿಂಗಳುಗಳು' }), '3 ತಿಂಗಳುಗಳು');
    const pay = await screen.findByRole('button', { name: /₹600.00 ಪಾವತಿಸಿ/ });
    expect(englishWordsIn(visibleText(), KEPT)).toEqual([]);

    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(checkouts).toHaveLength(1));
    act(() =>
      checkouts[0].handler({ razorpay_payment_id: 'pay_456', razorpay_order_id: 'order_123', razorpay_signature: 's' }),
    );

    const panel = (await screen.findByRole('heading', { name: 'ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಿದೆ' })).closest('.paid-panel') as HTMLElement;
    expect(within(panel).getByText('ನಿಮ್ಮ ಪಾವತಿಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ದಾಖಲಿಸಲಾಗಿದೆ.')).toBeInTheDocument();
    expect(within(panel).getByText('RCPT-2026-000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ರಶೀದಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ/ })).toHaveAttribute(
      'href',
      '/api/payment-records/rec-paid/receipt',
    );
    expect(englishWordsIn(visibleText(), KEPT)).toEqual([]);
  });

  it("keeps the contract's English messages word for word in the English catalogue", () => {
    expect(member.payment.recorded).toBe(PaymentMessages.paymentRecorded);
    expect(member.payment.notConfigured).toBe(PaymentMessages.onlinePaymentNotConfigured);
    expect(member.payment.schemeDisabled).toBe(PaymentMessages.onlinePaymentDisabled);
  });
});
