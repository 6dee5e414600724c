import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenewalPaymentMessages } from '@portal/contracts/rules';
import {
  CorrectionFieldLabels,
  CorrectionMessages,
  DataRequestMessages,
  ErasureKeeps,
  FeeKindLabels,
} from '@portal/contracts/shapes';
import type { MandateDto } from '@portal/contracts/shapes';
import type { DataCopy } from '../../api/data-copies';
import type { PaymentLink } from '../../api/payment-links';
import { rolesWhoMay } from '../../components/use-admin-can';
import { chooseOption, newestDropdown } from '../../test/antd-select';
import memberRequests from '../../i18n/locales/en/admin/member-requests.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { renderAsStaff } from '../../test/render-as-staff';
import { aCorrectionRequest, anErasureRequest, aPaymentLink, aRenewalRequest } from './member-request-fixtures';
import { CorrectionRequestsCard } from './CorrectionRequestsCard';
import { DataCopiesCard } from './DataCopiesCard';
import { ErasureRequestsCard } from './ErasureRequestsCard';
import { MandatesCard } from './MandatesCard';
import { PaymentLinksCard } from './PaymentLinksCard';
import { RenewalRequestsCard } from './RenewalRequestsCard';

inKannadaSpecs();

const member = aMember({ id: 'm1', firstName: 'Esha', lastName: 'Nair', updatedAt: '2026-11-01T00:00:00.000Z' });
const NAMES = ['Esha', 'Nair'];

const correction = aCorrectionRequest({ note: null });

const erasure = anErasureRequest({ note: null, keeps: [...ErasureKeeps] });

const preparing: DataCopy = {
  id: 'c8',
  memberId: 'm1',
  state: 'preparing',
  requestedBy: 'member',
  requestedAt: '2026-11-28T05:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};
const ready: DataCopy = {
  ...preparing,
  id: 'c9',
  state: 'ready',
  requestedBy: 'admin',
  readyAt: '2026-11-28T05:01:00.000Z',
  expiresAt: '2026-12-05T05:01:00.000Z',
  size: 100,
};

const mandate = (over: Partial<MandateDto>): MandateDto => ({
  id: 'a1',
  memberId: 'm1',
  scheme: 'kutumba_barosa',
  amount: '200.00',
  status: 'created',
  razorpaySubscriptionId: 'sub_1',
  chargedMonths: [],
  lastChargedAt: null,
  createdAt: '2026-11-28T04:00:00.000Z',
  updatedAt: '2026-11-28T04:00:00.000Z',
  ...over,
});

const link = (over: Partial<PaymentLink>) =>
  aPaymentLink({ scheme: 'kutumba_barosa', periodMonths: 2, amount: '400.00', ...over });
// The link's address is as the member receives it.
const URL_WORDS = ['https', 'rzp', 'io', 'i', 'AbC1234'];

const renewal = aRenewalRequest({ currentStatus: 'expired' });

/**
 * What people read or hear: the text, and the names, titles and placeholders of what is not hidden. Ant Design's
 * own icons (the select's arrow, an alert's or a result's picture, the copy button's) name themselves by the icon's
 * English name in every locale, so they are left out.
 */
function shown(root: HTMLElement = document.body): string {
  const names = [...root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
    .filter((element) => !element.closest('[aria-hidden="true"]') && !element.classList.contains('anticon'))
    .flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
  return [visibleText(root), ...names].join(' ');
}

/** The open dialog, once Ant Design's Kannada (downloaded when chosen) has named its Cancel button. */
async function kannadaDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: 'ರದ್ದು' });
  return dialog;
}

describe("the member detail page's request cards in Kannada (issue 31)", () => {
  it('shows a pending correction request and its decline dialog with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/members/m1/correction-requests': { body: [correction] },
    });
    await showKannada();
    renderAsStaff('admin', <CorrectionRequestsCard member={member} />);
    expect(await screen.findByText('ತಿದ್ದುಪಡಿ ವಿನಂತಿಗಳು')).toBeInTheDocument();
    expect(await screen.findByText('ಹುಟ್ಟಿದ ದಿನಾಂಕ')).toBeInTheDocument();
    expect(screen.getByText('25/01/1990')).toBeInTheDocument();
    expect(englishWordsIn(shown(), NAMES)).toEqual([]);
    expect(englishWordsIn(shown())).toContain('Esha');

    await userEvent.click(screen.getByRole('button', { name: 'ಹುಟ್ಟಿದ ದಿನಾಂಕ ತಿದ್ದುಪಡಿಯನ್ನು ನಿರಾಕರಿಸಿ' }));
    const dialog = await kannadaDialog();
    expect(within(dialog).getByText('ತಿದ್ದುಪಡಿ ವಿನಂತಿಯನ್ನು ನಿರಾಕರಿಸಿ')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ನಿರಾಕರಿಸಿ' }));
    expect(await within(dialog).findByText('ಸದಸ್ಯರು ಓದುವಂತೆ ಕಾರಣವನ್ನು ನೀಡಿ')).toBeInTheDocument();
    expect(englishWordsIn(shown(dialog), NAMES)).toEqual([]);
    expect(within(dialog).getByText(/Esha Nair/)).toBeInTheDocument();
  });

  it('shows a pending erasure request, what is kept, and its complete and decline dialogs with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/members/m1/data-requests': {
        body: [
          erasure,
          {
            ...erasure,
            id: 'e-done',
            status: 'completing',
            pseudonym: 'ERASED-0A1B2C3D4E',
            confirmations: [{ service: 'membership', confirmedAt: '2026-11-21T05:00:00.000Z' }],
          },
        ],
      },
    });
    await showKannada();
    renderAsStaff('admin', <ErasureRequestsCard member={member} />);
    expect(await screen.findByText('ಅಳಿಸುವಿಕೆ ವಿನಂತಿಗಳು')).toBeInTheDocument();
    expect((await screen.findAllByText('ಗಡುವು 20/12/2026')).length).toBe(2);
    expect(screen.getByText('5 ಸೇವೆಗಳಲ್ಲಿ 1 ದೃಢಪಡಿಸಿವೆ')).toHaveAttribute('title', 'ಸದಸ್ಯತ್ವ');
    // The pseudonym is a reference, letters and all.
    const pseudonym = ['ERASED', 'A1B2C3D4E'];
    expect(englishWordsIn(shown(), pseudonym)).toEqual([]);
    expect(englishWordsIn(shown())).toEqual(pseudonym);

    await userEvent.click(screen.getByRole('button', { name: /ಅಳಿಸುವಿಕೆಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಿ/ }));
    let dialog = await kannadaDialog();
    expect(within(dialog).getByRole('button', { name: 'ಸದಸ್ಯರ ಮಾಹಿತಿಯನ್ನು ಅಳಿಸಿ' })).toBeInTheDocument();
    expect(englishWordsIn(shown(dialog), NAMES)).toEqual([]);
    expect(within(dialog).getByText(/Esha Nair/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ರದ್ದು' }));

    await userEvent.click(await screen.findByRole('button', { name: /ನಿರಾಕರಿಸಿ$/ }));
    dialog = (await screen.findByText('ಅಳಿಸುವಿಕೆ ವಿನಂತಿಯನ್ನು ನಿರಾಕರಿಸಿ')).closest<HTMLElement>('[role="dialog"]')!;
    await within(dialog).findByRole('button', { name: 'ರದ್ದು' });
    expect(englishWordsIn(shown(dialog), NAMES)).toEqual([]);
    expect(within(dialog).getByText(/Esha Nair/)).toBeInTheDocument();
  });

  it('lists a copy being prepared and a ready one with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/members/m1/data-copies': { body: [preparing, ready] },
    });
    await showKannada();
    renderAsStaff('admin', <DataCopiesCard member={member} />);
    expect(await screen.findByText('ಸದಸ್ಯರ ಮಾಹಿತಿಯ ಪ್ರತಿಗಳು')).toBeInTheDocument();
    expect(await screen.findByText('ಸಿದ್ಧವಾಗುತ್ತಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('05/12/2026 ರವರೆಗೆ')).toBeInTheDocument();
    // A copy is a ZIP file, named as it is known.
    expect(englishWordsIn(shown(), ['ZIP'])).toEqual([]);
    expect(englishWordsIn(shown())).toContain('ZIP');
  });

  it('lists a mandate not yet authorised and one retrying a failed debit with no English word', async () => {
    const mandates = [mandate({}), mandate({ id: 'a2', scheme: 'esi', status: 'pending', chargedMonths: ['2026-11'] })];
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/autopay/mandates?memberId=m1': { body: mandates },
      'GET /api/autopay/mandates': { body: mandates },
    });
    await showKannada();
    renderAsStaff('admin', <MandatesCard memberId="m1" />);
    expect(await screen.findByText('ಇನ್ನೂ ಅನುಮತಿ ನೀಡಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText('ಕುಟುಂಬ ಭರೋಸೆ')).toBeInTheDocument();
    expect(screen.getByText('ಕಡಿತ ವಿಫಲವಾಗಿದೆ, ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲಾಗುತ್ತಿದೆ')).toBeInTheDocument();
    expect(englishWordsIn(shown())).toEqual([]);
    expect(visibleText()).toContain('ESI');
  });

  it("lists an open payment link and a renewal fee's, and offers links for dues and the renewal fee, with no English word", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/payment-links': {
        body: [link({}), link({ id: 'link-2', kind: 'renewal_fee', scheme: null, period: null, status: 'paid' })],
      },
    });
    await showKannada();
    renderAsStaff('treasurer', <PaymentLinksCard memberId="m1" optedSchemes={['kutumba_barosa', 'esi']} />);
    expect(await screen.findByText('ಪಾವತಿ ಲಿಂಕ್‌ಗಳು')).toBeInTheDocument();
    expect(await screen.findByText('ಕುಟುಂಬ ಭರೋಸೆ, ನವೆಂ 2026 (2 ತಿಂಗಳು)')).toBeInTheDocument();
    expect(screen.getByText('ವಾರ್ಷಿಕ ನವೀಕರಣ ಶುಲ್ಕ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ಬಾಕಿ ಶುಲ್ಕಕ್ಕೆ ಲಿಂಕ್/ })).toBeInTheDocument();
    expect(englishWordsIn(shown(), URL_WORDS)).toEqual([]);
    expect(englishWordsIn(shown(), URL_WORDS.slice(1))).toContain('https');
    // The scheme choice names each scheme as the office knows it.
    await user.click(screen.getByRole('combobox', { name: 'ಲಿಂಕ್‌ನ ಯೋಜನೆ' }));
    expect(englishWordsIn(shown(newestDropdown()))).toEqual([]);
    expect(visibleText(newestDropdown())).toContain('ESI');
  });

  it('tells a viewer in Kannada who makes payment links', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn', role: 'viewer' }) },
      'GET /api/payment-links': { body: [] },
    });
    await showKannada();
    renderAsStaff('viewer', <PaymentLinksCard memberId="m1" optedSchemes={['esi']} />);
    expect(await screen.findByText('ನಿರ್ವಾಹಕರು ಮತ್ತು ಖಜಾಂಚಿಗಳು ಮಾತ್ರ ಪಾವತಿ ಲಿಂಕ್‌ಗಳನ್ನು ರಚಿಸಬಹುದು.')).toBeInTheDocument();
    expect(await screen.findByText('ಇನ್ನೂ ಯಾವುದೇ ಪಾವತಿ ಲಿಂಕ್‌ಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(englishWordsIn(shown())).toEqual([]);
  });

  it('shows an open renewal request, Mark Paid and Renewed with its payment rules, and Decline with no English word', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) } });
    await showKannada();
    renderAsStaff('admin', <RenewalRequestsCard member={member} requests={[renewal]} loading={false} />);
    expect(await screen.findByText('ನವೀಕರಣ ವಿನಂತಿಗಳು')).toBeInTheDocument();
    expect(screen.getByText('ಅವಧಿ ಮುಗಿದಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('₹2,000.00')).toBeInTheDocument();
    expect(englishWordsIn(shown())).toEqual([]);

    await user.click(screen.getByRole('button', { name: /ಪಾವತಿಯಾಗಿದೆ, ನವೀಕರಿಸಿ/ }));
    let dialog = await kannadaDialog();
    await user.click(within(dialog).getByRole('button', { name: 'ಪಾವತಿಯಾಗಿದೆ, ನವೀಕರಿಸಿ' }));
    expect(await within(dialog).findByText('ನವೀಕರಣ ಶುಲ್ಕವನ್ನು ಹೇಗೆ ಪಾವತಿಸಲಾಯಿತು ಎಂಬುದನ್ನು ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
    await chooseOption(user, within(dialog).getByRole('combobox'), 'ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆ');
    await user.click(within(dialog).getByRole('button', { name: 'ಪಾವತಿಯಾಗಿದೆ, ನವೀಕರಿಸಿ' }));
    expect(await within(dialog).findByText(/ಪಾವತಿಯ ಉಲ್ಲೇಖ ಸಂಖ್ಯೆಯನ್ನು ನೀಡಿ/)).toBeInTheDocument();
    expect(englishWordsIn(shown(dialog), NAMES)).toEqual([]);
    expect(within(dialog).getByText(/Esha Nair/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ರದ್ದು' }));

    await user.click(screen.getByRole('button', { name: /ನಿರಾಕರಿಸಿ$/ }));
    dialog = (await screen.findByText('ನವೀಕರಣ ವಿನಂತಿಯನ್ನು ನಿರಾಕರಿಸಿ')).closest<HTMLElement>('[role="dialog"]')!;
    await within(dialog).findByRole('button', { name: 'ರದ್ದು' });
    expect(englishWordsIn(shown(dialog), NAMES)).toEqual([]);
    expect(within(dialog).getByText(/Esha Nair/)).toBeInTheDocument();
  });

  it('says in Kannada when a member has no requests, copies, mandates or links', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/members/m1/correction-requests': { body: [] },
      'GET /api/members/m1/data-copies': { body: [] },
      'GET /api/autopay/mandates?memberId=m1': { body: [] },
      'GET /api/autopay/mandates': { body: [] },
      'GET /api/payment-links': { body: [] },
    });
    await showKannada();
    renderAsStaff(
      'admin',
      <>
        <CorrectionRequestsCard member={member} />
        <DataCopiesCard member={member} />
        <MandatesCard memberId="m1" />
        <PaymentLinksCard memberId="m1" optedSchemes={[]} />
        <RenewalRequestsCard member={member} requests={[]} loading={false} />
      </>,
    );
    expect(await screen.findByText('ತಿದ್ದುಪಡಿ ವಿನಂತಿಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(await screen.findByText('ಇನ್ನೂ ಯಾವುದೇ ಪ್ರತಿಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(await screen.findByText('ಆಟೋಪೇ ಹೊಂದಿಸಿಲ್ಲ')).toBeInTheDocument();
    expect(await screen.findByText('ಇನ್ನೂ ಯಾವುದೇ ಪಾವತಿ ಲಿಂಕ್‌ಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText('ಇನ್ನೂ ಯಾವುದೇ ನವೀಕರಣ ವಿನಂತಿಗಳಿಲ್ಲ')).toBeInTheDocument();
    // Ant Design's Kannada (downloaded when chosen) names the empty picture.
    await screen.findAllByTitle('ಮಾಹಿತಿ ಇಲ್ಲ');
    // The AutoPay card's title names UPI, the copies' text a ZIP file, as they are known.
    expect(englishWordsIn(shown(), ['ZIP'])).toEqual([]);
    expect(visibleText()).toContain('UPI');
  });

  it("keeps the contract's English for the correction fields, erasure, fees, renewal payments and roles", () => {
    expect(memberRequests.corrections.fields).toEqual(CorrectionFieldLabels);
    expect(Object.values(memberRequests.erasure.keeps)).toEqual(ErasureKeeps);
    expect(memberRequests.reasonRequired).toBe(CorrectionMessages.reasonRequired);
    expect(memberRequests.reasonRequired).toBe(DataRequestMessages.reasonRequired);
    expect(memberRequests.links.fees).toEqual(FeeKindLabels);
    expect(memberRequests.renewals.problems).toEqual(RenewalPaymentMessages);
    expect(memberRequests.whoMay).toEqual({ money: rolesWhoMay('money'), office: rolesWhoMay('office') });
  });
});
