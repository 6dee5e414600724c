import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { PaymentMessages } from '@portal/contracts/rules';
import paymentForms from '../../i18n/locales/en/admin/payment-forms.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { theSettings } from './payment-fixtures';
import { SchemeSettingsPage } from './SchemeSettingsPage';

inKannadaSpecs();

/** A scheme's description is the admin's own words, shown as written: Kutumba Barosa's stays in English here. */
const DESCRIPTION = ['Family', 'support', 'fund'];

function api(
  settings = theSettings({ esi: { description: '' }, postal: { description: '', isOnlinePaymentEnabled: false } }),
) {
  return stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/scheme-settings': { body: settings },
    'GET /api/membership-fees': {
      body: { joiningFee: '1000.00', renewalFee: '2000.00', updatedAt: '2026-11-27T03:00:00.000Z' },
    },
  });
}

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('scheme settings in Kannada (issue 31)', { timeout: 45_000 }, () => {
  it('shows each scheme, the membership fees, the edit dialog and the fees form with their checks, with no English word', async () => {
    api();
    await showKannada();
    const user = setup();
    renderAsStaff('admin', <SchemeSettingsPage />, { route: '/scheme-settings' });

    expect(await screen.findByRole('heading', { level: 1, name: 'ಯೋಜನೆ ಸೆಟ್ಟಿಂಗ್‌ಗಳು' })).toBeInTheDocument();
    const kutumba = await screen.findByRole('article', { name: 'ಕುಟುಂಬ ಭರೋಸೆ' });
    expect(within(kutumba).getByText('ಆನ್‌ಲೈನ್ ಪಾವತಿ ಸಕ್ರಿಯವಾಗಿದೆ')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Postal' })).getByText('ಆನ್‌ಲೈನ್ ಪಾವತಿ ನಿಷ್ಕ್ರಿಯವಾಗಿದೆ'),
    ).toBeInTheDocument();
    const fees = screen.getByRole('article', { name: 'ಸದಸ್ಯತ್ವ ಶುಲ್ಕಗಳು' });
    expect(await within(fees).findByText('ಪ್ರವೇಶ ಶುಲ್ಕ')).toBeInTheDocument();
    expect(within(fees).getByText(/^ಕೊನೆಯದಾಗಿ ನವೀಕರಿಸಿದ್ದು 27\/11\/2026, ಬೆಳಿಗ್ಗೆ 8:30$/)).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), DESCRIPTION)).toEqual([]);
    // The control: the admin's description is found when it is not allowed.
    expect(englishWordsIn(visibleText())).toContain('Family');

    await user.click(screen.getByRole('button', { name: 'ESI ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತಿದ್ದಿ' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
    expect(dialog.querySelector('.ant-modal-title')).toHaveTextContent('ESI ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ತಿದ್ದಿ');
    expect(within(dialog).getByRole('switch', { name: 'ಆನ್‌ಲೈನ್ ಪಾವತಿ' })).toHaveTextContent('ಸಕ್ರಿಯ');
    const amount = within(dialog).getByLabelText('ಮಾಸಿಕ ಮೊತ್ತ (₹)');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಉಳಿಸಿ' }));
    expect(await within(dialog).findByText('ಮೊತ್ತ 0 ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬೇಕು')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'ರದ್ದು' }));

    await user.click(within(fees).getByRole('button', { name: /ಶುಲ್ಕಗಳನ್ನು ತಿದ್ದಿ/ }));
    const joining = within(fees).getByLabelText('ಪ್ರವೇಶ ಶುಲ್ಕ (₹)');
    await user.clear(joining);
    await user.click(within(fees).getByRole('button', { name: 'ಶುಲ್ಕಗಳನ್ನು ಉಳಿಸಿ' }));
    expect(await within(fees).findByText('ಮೊತ್ತ 0 ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬೇಕು')).toBeInTheDocument();
    expect(within(fees).getByLabelText('ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ (₹)')).toHaveValue('2000.00');
    expect(englishWordsIn(visibleText(fees))).toEqual([]);
  });

  it('says online payment is not set up while the Razorpay keys are missing, naming the keys as they are set', async () => {
    const notConfigured = { isOnlinePaymentConfigured: false, description: '' };
    api(theSettings({ esi: notConfigured, postal: notConfigured, kutumba_barosa: notConfigured }));
    await showKannada();
    renderAsStaff('admin', <SchemeSettingsPage />, { route: '/scheme-settings' });

    expect(await screen.findByText('ಆನ್‌ಲೈನ್ ಪಾವತಿಯನ್ನು ಹೊಂದಿಸಲಾಗಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText(/ರೇಜರ್‌ಪೇ ಕೀಗಳನ್ನು \(RAZORPAY_KEY_ID/)).toBeInTheDocument();
    expect(
      await screen.findAllByText('ರೇಜರ್‌ಪೇ ಕೀಗಳನ್ನು ಹೊಂದಿಸಲಾಗಿಲ್ಲ: ಅವುಗಳನ್ನು ನಮೂದಿಸಿದ ಕೂಡಲೇ ಆನ್‌ಲೈನ್ ಪಾವತಿ ಆರಂಭವಾಗುತ್ತದೆ.'),
    ).toHaveLength(3);
    // The keys' names are what is set on the server, so they stay as they are.
    const keys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].flatMap((key) => key.split('_'));
    expect(englishWordsIn(visibleText(), keys)).toEqual([]);
  });

  it("keeps the contract's English for the missing keys' warning", () => {
    expect(paymentForms.settings.keysMissing).toBe(PaymentMessages.onlinePaymentKeysMissing);
  });
});
