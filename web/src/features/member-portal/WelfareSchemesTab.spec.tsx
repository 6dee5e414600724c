import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { aSchemeDocument } from '../../test/content-fixtures';
import { AddressProbe } from './AddressProbe';
import { MemberDashboardPage } from './MemberDashboardPage';
import { aPortalMember, portalApi, theSettings } from './member-portal-fixtures';

function renderSchemes(opted: string[], routes: Parameters<typeof portalApi>[0] = {}) {
  const stub = stubFetch(portalApi(routes));
  renderWithProviders(
    <>
      <MemberDashboardPage user={aPortalMember({ optedSchemes: opted as never })} />
      <AddressProbe />
    </>,
    { route: '/member-dashboard?tab=schemes' },
  );
  return stub;
}

const summary = () => screen.findByRole('region', { name: 'Scheme summary' });

describe('Welfare Schemes cards', () => {
  it("shows each scheme's coverage and its monthly amount from the live scheme settings", async () => {
    renderSchemes(['esi'], {
      'GET /api/scheme-settings': { body: theSettings({ esi: { amount: '175.00' }, postal: { amount: '210.50' } }) },
    });

    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(within(esi).getByText('₹50,000 to ₹2,00,000')).toBeInTheDocument();
    expect(await within(esi).findByText('₹175/month')).toBeInTheDocument();
    const postal = screen.getByRole('article', { name: 'Postal' });
    expect(within(postal).getByText('₹1,00,000 to ₹5,00,000')).toBeInTheDocument();
    expect(within(postal).getByText('₹210.50/month')).toBeInTheDocument();
    const kb = screen.getByRole('article', { name: 'Kutumba Barosa' });
    expect(within(kb).getByText('₹25,000 to ₹1,00,000')).toBeInTheDocument();
    expect(within(kb).getByText('₹100/month')).toBeInTheDocument();
  });

  it("says 'Not available' for a scheme the settings give no amount for", async () => {
    renderSchemes(['esi'], { 'GET /api/scheme-settings': { body: theSettings().slice(1) } });
    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(await within(esi).findByText('Not available')).toBeInTheDocument();
  });

  it('tells the member when online payment is switched off for a scheme they joined', async () => {
    renderSchemes(['postal'], {
      'GET /api/scheme-settings': { body: theSettings({ postal: { isOnlinePaymentEnabled: false } }) },
    });
    const postal = await screen.findByRole('article', { name: 'Postal' });
    expect(
      await within(postal).findByText('Online payment is not available for this scheme. Please contact admin.'),
    ).toBeInTheDocument();
  });

  it('tells the member to pay at the office when the portal has no Razorpay keys', async () => {
    const notConfigured = { isOnlinePaymentConfigured: false };
    renderSchemes(['postal'], {
      'GET /api/scheme-settings': {
        body: theSettings({ esi: notConfigured, postal: notConfigured, kutumba_barosa: notConfigured }),
      },
    });
    const postal = await screen.findByRole('article', { name: 'Postal' });
    expect(
      await within(postal).findByText(
        'Online payment is not set up for the association yet. Pay at the office or ask an admin.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Welfare Schemes summary', () => {
  it("adds up the live monthly amounts and the coverage of the member's schemes only", async () => {
    renderSchemes(['esi', 'kutumba_barosa'], {
      'GET /api/scheme-settings': {
        body: theSettings({ esi: { amount: '150.50' }, kutumba_barosa: { amount: '100.25' } }),
      },
    });
    const region = await summary();
    expect(await within(region).findByText('₹250.75/month')).toBeInTheDocument();
    expect(within(region).getByTestId('total-coverage')).toHaveTextContent('₹3,25,000');
    expect(within(region).getByText('You have joined 2 of 3 welfare schemes.')).toBeInTheDocument();
  });

  it('gives the total coverage of all three schemes as ₹8,25,000 (spec part 2 §9)', async () => {
    renderSchemes(['esi', 'postal', 'kutumba_barosa']);
    const region = await summary();
    // theSettings: ESI ₹200, Postal ₹150, Kutumba Barosa ₹100.
    expect(await within(region).findByText('₹450/month')).toBeInTheDocument();
    expect(within(region).getByTestId('total-coverage')).toHaveTextContent('₹8,25,000');
  });

  it('shows nothing to pay and no coverage for a member without schemes', async () => {
    renderSchemes([]);
    const region = await summary();
    expect(within(region).getByTestId('total-monthly-contribution')).toHaveTextContent('₹0/month');
    expect(within(region).getByTestId('total-coverage')).toHaveTextContent('₹0');
    expect(
      within(region).getByText('You have not joined a welfare scheme yet. Please contact admin to join one.'),
    ).toBeInTheDocument();
  });

  it('names a joined scheme the total leaves out because it has no amount', async () => {
    renderSchemes(['esi', 'postal'], { 'GET /api/scheme-settings': { body: theSettings().slice(1) } });
    const region = await summary();
    expect(await within(region).findByText('No monthly amount is set for ESI yet.')).toBeInTheDocument();
    expect(within(region).getByText('₹150/month', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('Welfare Schemes documents', () => {
  // Five ESI documents (newest first by upload date), none for Postal, one for Kutumba Barosa.
  const esiDocs = [1, 2, 3, 4, 5].map((n) =>
    aSchemeDocument({ id: `esi-${n}`, fileName: `esi-form-${n}.pdf`, createdAt: `2026-01-0${n}T06:00:00.000Z` }),
  );
  const kbGuide = aSchemeDocument({ id: 'kb-1', scheme: 'kutumba_barosa', fileName: 'kb-guide.docx', fileSize: 2048 });
  const withDocuments = { 'GET /api/scheme-documents': { body: [...esiDocs, kbGuide] } };

  it("shows at most three documents on a scheme card, then '+N more documents available'", async () => {
    const { calls } = renderSchemes(['esi'], withDocuments);

    const esi = await screen.findByRole('article', { name: 'ESI' });
    expect(await within(esi).findByText('+2 more documents available')).toBeInTheDocument();
    const links = within(esi).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'esi-form-5.pdf',
      'esi-form-4.pdf',
      'esi-form-3.pdf',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/scheme-documents/esi-5/download');

    const kb = screen.getByRole('article', { name: 'Kutumba Barosa' });
    expect(within(kb).getByRole('link', { name: /kb-guide\.docx/ })).toBeInTheDocument();
    expect(kb).toHaveTextContent('2.00 KB');
    expect(within(kb).queryByText(/more documents available/)).not.toBeInTheDocument();
    const postal = screen.getByRole('article', { name: 'Postal' });
    expect(within(postal).getByText('No documents available for this scheme yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/scheme-documents')).toHaveLength(1);
  });

  it('opens every document of the scheme on the Documents tab from the more link', async () => {
    const user = userEvent.setup({ delay: null });
    renderSchemes(['esi'], withDocuments);

    await user.click(await screen.findByRole('button', { name: '+2 more documents available' }));

    expect(screen.getByRole('tab', { name: 'Documents', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/member-dashboard?tab=documents');
    const esi = await screen.findByRole('region', { name: 'ESI documents' });
    expect(within(esi).getAllByRole('link')).toHaveLength(5);
  });

  it('says the documents could not be fetched when the list fails', async () => {
    renderSchemes(['esi'], { 'GET /api/scheme-documents': { status: 503, body: { message: 'down' } } });
    expect((await screen.findAllByText('Failed to fetch scheme documents')).length).toBe(3);
  });
});
