import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { PaymentMessages, RefundMessages, RefundPolicyGuidance } from '@portal/contracts/rules';
import { FeeKindLabels, PaymentStatusLabels } from '@portal/contracts/shapes';
import paymentForms from '../../i18n/locales/en/admin/payment-forms.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { aRecord, aSchemeMember, someMonths, theSettings } from './payment-fixtures';
import { PaymentRecordDialog } from './PaymentRecordDialog';
import { QuickPaymentDialog } from './QuickPaymentDialog';
import { RefundDialog } from './RefundDialog';

inKannadaSpecs();

/** The dialogs click through antd's form on a busy 2-core machine. */
const HEAVY_TEST_MS = 45_000;

/** People's names and member ids, receipt and credit note numbers' letters stay as written (issue 31's allow-list). */
const KEPT = ['Ravi', 'Kumar', 'Asha', 'Rao', 'RCPT', 'CN'];

function api() {
  return stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/scheme-settings': { body: theSettings() },
    'GET /api/payment-records/months': { body: someMonths() },
    'GET /api/members': {
      body: { members: [aMember({ id: 'member-1', firstName: 'Ravi', lastName: 'Kumar' })], total: 1 },
    },
  });
}

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Waits for Ant Design's Kannada Cancel (its locale is downloaded when chosen), then the dialog's own texts. */
async function kannadaDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
  return dialog;
}

/** The toast's title and text (drawn outside the dialog). */
async function toastSaying(title: string, text: string): Promise<void> {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
}

describe('the payment dialogs in Kannada (issue 31)', { timeout: HEAVY_TEST_MS }, () => {
  it('asks for a new record and says what is missing, with no English word', async () => {
    api();
    await showKannada();
    const user = setup();
    renderAsStaff('admin', <PaymentRecordDialog open onClose={() => undefined} />);
    const dialog = await kannadaDialog();
    expect(within(dialog).getByText('ಪಾವತಿ ದಾಖಲೆ ಸೇರಿಸಿ')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'ಸದಸ್ಯ' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ಮೊತ್ತ (₹)')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), KEPT)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'ದಾಖಲೆ ಸೇರಿಸಿ' }));
    await toastSaying('ಮಾಹಿತಿಯಲ್ಲಿ ದೋಷವಿದೆ', 'ಸದಸ್ಯ, ಯೋಜನೆ ಮತ್ತು ಮೊತ್ತ ಕಡ್ಡಾಯ');
  });

  it("edits a record, names the months already paid and says a paid record needs its date, with no English word but the member's", async () => {
    api();
    await showKannada();
    const user = setup();
    renderAsStaff('admin', <PaymentRecordDialog open record={aRecord({ period: '2026-05' })} onClose={() => {}} />);
    const dialog = await kannadaDialog();
    expect(within(dialog).getByText('ಪಾವತಿ ದಾಖಲೆಯನ್ನು ತಿದ್ದಿ')).toBeInTheDocument();
    expect(await within(dialog).findByText('ಈಗಾಗಲೇ ಪಾವತಿಯಾಗಿರುವುದು: ಏಪ್ರಿಲ್ 2026 (RCPT-2026-000001)')).toBeInTheDocument();
    expect(within(dialog).getByText('ತಿಂಗಳಿಗೆ ₹200.00')).toBeInTheDocument();
    expect(within(dialog).getByText('ಪಾವತಿಯಾಗಿದೆ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), KEPT)).toEqual([]);
    // The control: the member's name is found when it is not allowed.
    expect(englishWordsIn(visibleText(dialog))).toContain('Ravi');

    fireEvent.change(within(dialog).getByLabelText('ಪಾವತಿ ದಿನಾಂಕ'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'ದಾಖಲೆ ನವೀಕರಿಸಿ' }));
    await toastSaying('ಮಾಹಿತಿಯಲ್ಲಿ ದೋಷವಿದೆ', 'ಪಾವತಿಯಾದ ದಾಖಲೆಗೆ ಪಾವತಿ ದಿನಾಂಕ ಕಡ್ಡಾಯ');
  });

  it("adds a member's payment from the scheme's list and says the amount must be more than 0, with no English word but the member's", async () => {
    api();
    await showKannada();
    const user = setup();
    renderAsStaff(
      'admin',
      <QuickPaymentDialog
        open
        scheme="kutumba_barosa"
        member={aSchemeMember({ memberRef: 'member-2' })}
        onClose={() => {}}
      />,
    );
    const dialog = await kannadaDialog();
    expect(within(dialog).getByText('ಪಾವತಿ ಸೇರಿಸಿ')).toBeInTheDocument();
    expect(within(dialog).getByText(/ಕುಟುಂಬ ಭರೋಸೆ/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('ಆರಂಭದ ತಿಂಗಳು')).toHaveValue('2026-05'));
    expect(englishWordsIn(visibleText(dialog), KEPT)).toEqual([]);
    expect(englishWordsIn(visibleText(dialog))).toContain('Asha');

    fireEvent.change(within(dialog).getByLabelText('ಮೊತ್ತ (₹)'), { target: { value: '0' } });
    await user.click(within(dialog).getByRole('button', { name: 'ಸೇರಿಸಿ' }));
    await toastSaying('ಮಾಹಿತಿಯಲ್ಲಿ ದೋಷವಿದೆ', 'ಮೊತ್ತ 0 ಕ್ಕಿಂತ ಹೆಚ್ಚಿರಬೇಕು');
  });

  it("refunds a payment made at the office: the policy, the refunds so far, and what is still to give, with no English word but the member's", async () => {
    const cash = aRecord({
      id: 'rec-cash',
      amount: '200.00',
      paymentMethod: 'cash',
      receiptNumber: 'RCPT-2026-000011',
    });
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/payment-records/rec-cash/refunds': {
        body: {
          paymentRecordId: 'rec-cash',
          amount: '200.00',
          refunded: '50.00',
          refundable: '150.00',
          online: false,
          refunds: [
            {
              id: 'ref-1',
              paymentRecordId: 'rec-cash',
              receiptNumber: 'RCPT-2026-000011',
              memberId: 'member-1',
              memberCode: 'PHOTO0001',
              memberName: 'Ravi Kumar',
              scheme: 'esi',
              amount: '50.00',
              // The admin's own words, shown as written.
              reason: 'ಯೋಜನೆಯಿಂದ ಹೊರಬಂದಿದ್ದಾರೆ',
              method: 'cash',
              reference: null,
              status: 'processed',
              failureReason: null,
              creditNoteNumber: 'CN-2026-000001',
              creditNoteUrl: '/api/refunds/ref-1/credit-note',
              reopenedMonths: [],
              createdAt: '2026-11-20T05:00:00.000Z',
              refundedAt: '2026-11-20T05:00:00.000Z',
            },
          ],
        },
      },
    });
    await showKannada();
    const user = setup();
    renderAsStaff('admin', <RefundDialog record={cash} onClose={() => {}} />);
    const dialog = await kannadaDialog();
    expect(await within(dialog).findByText('ಹಣ ಮರುಪಾವತಿ ನೀತಿ')).toBeInTheDocument();
    expect(within(dialog).getByText('ಮರುಪಾವತಿಯಾಗಿದೆ')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'ಇದುವರೆಗಿನ ಮರುಪಾವತಿಗಳು' })).toBeInTheDocument();
    expect(within(dialog).getByText('ಗರಿಷ್ಠ ₹150.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/ರಶೀದಿ RCPT-2026-000011/)).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), KEPT)).toEqual([]);
    expect(englishWordsIn(visibleText(dialog))).toContain('Ravi');

    await user.click(within(dialog).getByRole('button', { name: 'ಮರುಪಾವತಿಸಿ' }));
    expect(await within(dialog).findByText('ದಯವಿಟ್ಟು ಮರುಪಾವತಿಗೆ ಕಾರಣ ನೀಡಿ')).toBeInTheDocument();
    expect(within(dialog).getByText('ದಯವಿಟ್ಟು ಹಣವನ್ನು ಹೇಗೆ ಹಿಂದಿರುಗಿಸಲಾಯಿತು ಎಂದು ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), KEPT)).toEqual([]);
  });

  it("keeps the contract's English for the messages, statuses, fee names and the refund policy", () => {
    for (const [key, text] of Object.entries(paymentForms.messages)) {
      expect({ key, text }).toEqual({ key, text: PaymentMessages[key as keyof typeof PaymentMessages] });
    }
    expect(paymentForms.statuses).toEqual(PaymentStatusLabels);
    expect(paymentForms.kinds).toEqual(FeeKindLabels);
    expect(Object.values(paymentForms.refund.guidance)).toEqual(RefundPolicyGuidance);
    expect(paymentForms.refund.amountRequired).toBe(RefundMessages.amountRequired);
    expect(paymentForms.refund.amountPositive).toBe(RefundMessages.amountPositive);
    expect(paymentForms.refund.reasonRequired).toBe(RefundMessages.reasonRequired);
  });
});
