import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommonErrorCode } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import type { SchemeSetting } from '../../api/payments';
import { theSettings } from './payment-fixtures';
import { SchemeSettingsPage } from './SchemeSettingsPage';

/** The gateway's scheme settings: GET answers the current list, PUT saves one and answers it. */
function settingsApi(initial: SchemeSetting[]) {
  let settings = initial;
  return {
    'GET /api/scheme-settings': () => ({ body: settings }),
    'PUT /api/scheme-settings/set-esi': (request: StubbedRequest) => {
      const body = request.body as { amount: number; isOnlinePaymentEnabled: boolean; description: string };
      settings = settings.map((s) =>
        s.id === 'set-esi' ? { ...s, ...body, amount: body.amount.toFixed(2), updatedAt: '2026-05-01T00:00:00Z' } : s,
      );
      return { body: settings.find((s) => s.id === 'set-esi') };
    },
  };
}

const card = (name: string) => screen.getByRole('article', { name });

async function openEsiDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit Settings for ESI' }));
  // antd gives every modal title the same id under test: the title is checked by its text.
  const dialog = await screen.findByRole('dialog');
  expect(dialog.querySelector('.ant-modal-title')).toHaveTextContent('Edit ESI Settings');
  return dialog;
}

describe('SchemeSettingsPage', () => {
  it('shows a card per scheme with its monthly amount and whether it can be paid online', async () => {
    stubFetch(settingsApi(theSettings({ postal: { isOnlinePaymentEnabled: false } })));
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    expect(await screen.findByRole('heading', { name: 'Scheme Settings' })).toBeInTheDocument();
    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(esi).toHaveTextContent('₹200.00');
    expect(within(esi).getByText('Online Payment Enabled')).toBeInTheDocument();
    expect(card('Postal')).toHaveTextContent('₹150.00');
    expect(within(card('Postal')).getByText('Online Payment Disabled')).toBeInTheDocument();
    expect(card('Kutumba Barosa')).toHaveTextContent('Family support fund.');
  });

  it('tells the admin that online payment is not configured when the server has no Razorpay keys', async () => {
    const notConfigured = { isOnlinePaymentConfigured: false };
    stubFetch(settingsApi(theSettings({ esi: notConfigured, postal: notConfigured, kutumba_barosa: notConfigured })));
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    expect(await screen.findByText('Online payment is not configured')).toBeInTheDocument();
    expect(
      screen.getByText(
        /the Razorpay keys \(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET\) are not set/,
      ),
    ).toBeInTheDocument();
    // Each scheme keeps its switch on, yet shows the disabled state and why.
    for (const name of ['ESI', 'Postal', 'Kutumba Barosa']) {
      expect(within(card(name)).getByText('Online Payment Disabled')).toBeInTheDocument();
      expect(within(card(name)).queryByText('Online Payment Enabled')).not.toBeInTheDocument();
      expect(card(name)).toHaveTextContent(
        'Razorpay keys are not configured: online payment starts once they are set.',
      );
    }
  });

  it('says nothing about Razorpay keys when the server has them', async () => {
    stubFetch(settingsApi(theSettings()));
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    expect(
      within(await screen.findByRole('article', { name: 'ESI' })).getByText('Online Payment Enabled'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Online payment is not configured')).not.toBeInTheDocument();
    expect(screen.queryByText(/Razorpay keys are not configured/)).not.toBeInTheDocument();
  });

  it("refuses a zero amount with 'Amount must be greater than 0' and sends nothing", async () => {
    const { calls } = stubFetch(settingsApi(theSettings()));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    const dialog = await openEsiDialog(user);
    const amount = within(dialog).getByLabelText('Monthly Amount (₹)');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await within(dialog).findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(await within(dialog).findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Amount must be greater than 0' for −50 from the app's own check, not the browser's bubble", async () => {
    const { calls } = stubFetch(settingsApi(theSettings()));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    const dialog = await openEsiDialog(user);
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    const amount = within(dialog).getByLabelText('Monthly Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '-50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await within(dialog).findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the new amount and online payment switch, says so and closes the dialog', async () => {
    const { calls } = stubFetch(settingsApi(theSettings()));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    const dialog = await openEsiDialog(user);
    const amount = within(dialog).getByLabelText('Monthly Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '250.50');
    await user.click(within(dialog).getByRole('switch', { name: 'Online Payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Scheme settings updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      amount: 250.5,
      isOnlinePaymentEnabled: false,
      description: 'Employee State Insurance cover for members and their families.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card('ESI')).toHaveTextContent('₹250.50'));
    expect(within(card('ESI')).getByText('Online Payment Disabled')).toBeInTheDocument();
  });

  it("keeps the dialog open with 'Error updating scheme settings' and the server's reason when the save is refused", async () => {
    stubFetch({
      ...settingsApi(theSettings()),
      'PUT /api/scheme-settings/set-esi': {
        status: 400,
        body: {
          status: 400,
          code: CommonErrorCode.ValidationFailed,
          message: 'Validation failed',
          errors: [{ field: 'amount', message: 'Amount must be less than ₹1,00,00,000' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SchemeSettingsPage />, { route: '/scheme-settings' });

    const dialog = await openEsiDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Error updating scheme settings')).toBeInTheDocument();
    expect(screen.getAllByText('Amount must be less than ₹1,00,00,000').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toHaveTextContent('Edit ESI Settings');
  });

  it('offers editing scheme settings and membership fees only to the roles that take money', async () => {
    stubFetch({
      ...settingsApi(theSettings()),
      'GET /api/membership-fees': { body: { joiningFee: '1000.00', renewalFee: '2000.00', updatedAt: null } },
    });
    for (const role of ['secretary', 'viewer'] as const) {
      const view = renderAsStaff(role, <SchemeSettingsPage />, { route: '/scheme-settings' });
      expect(await screen.findByText('₹1,000.00')).toBeInTheDocument();
      expect(card('ESI')).toHaveTextContent('₹200.00');
      expect(screen.queryByRole('button', { name: /Edit Settings/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Edit Fees/ })).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'treasurer'] as const) {
      const view = renderAsStaff(role, <SchemeSettingsPage />, { route: '/scheme-settings' });
      expect(await screen.findByRole('button', { name: /Edit Fees/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Settings for ESI' })).toBeInTheDocument();
      view.unmount();
    }
  });
});
