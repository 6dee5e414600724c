import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RENEWAL_NEEDS_APPROVAL } from '@portal/contracts/rules';
import type { AdminRole } from '@portal/contracts/rules';
import type { Member } from '../../api/members';
import { rolesWhoMay } from '../../components/use-admin-can';
import memberDetail from '../../i18n/locales/en/admin/member-detail.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { pageOf, stubFetch, type StubbedRequest, type StubHandler } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { aStatement } from '../../test/statement-fixtures';
import { aPaidRecord, monthsAnswer } from './member-payment-fixtures';
import { MemberDetailPage } from './MemberDetailPage';

inKannadaSpecs();

const MB = 1024 * 1024;
/** The people's names the page shows as they are (the member, the admin in the log). */
const NAMES = ['Ravi', 'Kumar', 'Meena', 'Rao'];

const member: Member = aMember({
  id: 'm1',
  address: null,
  alternatePhone: '9876500000',
  gender: 'male',
  businessType: 'wedding',
  experienceYears: '2-5',
  aadhaarLast4: '4321',
  emergencyContactName: 'Meena Rao',
  emergencyContactRelation: 'spouse',
  emergencyContactPhone: '9876511111',
  passportPhotoUrl: '/api/members/m1/files/passportPhoto',
  idProofUrl: '/api/members/m1/files/idProof',
  optedSchemes: ['esi', 'kutumba_barosa'],
});

const admin = (id: string, name: string | null = null) => ({ type: 'admin' as const, id, name });

const ACTIVITY = [
  { id: 'e1', kind: 'registered', at: '2025-04-01T05:00:00.000Z', by: null, details: { memberId: 'PHOTO0001' } },
  { id: 'e2', kind: 'approved', at: '2025-04-02T05:00:00.000Z', by: admin('u1'), details: {} },
  {
    id: 'e3',
    kind: 'schemes_changed',
    at: '2025-04-03T05:00:00.000Z',
    by: admin('u2', 'Meena Rao'),
    details: { added: ['kutumba_barosa'], removed: ['postal'] },
  },
  {
    id: 'e4',
    kind: 'details_updated',
    at: '2025-04-04T05:00:00.000Z',
    by: admin('u2'),
    details: { fields: ['phone', 'emergencyContactRelation'] },
  },
  {
    id: 'e5',
    kind: 'document_uploaded',
    at: '2025-04-05T05:00:00.000Z',
    by: admin('u1'),
    details: { fileName: 'licence.pdf', documentType: 'certificate' },
  },
  {
    id: 'e6',
    kind: 'status_changed',
    at: '2026-04-01T05:00:00.000Z',
    by: null,
    details: { from: 'active', to: 'expired' },
  },
  {
    id: 'e7',
    kind: 'renewal_requested',
    at: '2026-04-05T05:00:00.000Z',
    by: { type: 'member', id: 'm1', name: null },
    details: { amount: '2000.00', statusWhenRequested: 'expired' },
  },
  {
    id: 'e8',
    kind: 'renewal_completed',
    at: '2026-04-06T05:00:00.000Z',
    by: admin('u1'),
    details: { amount: '2000.00', membershipEndDate: '2027-03-31T18:30:00.000Z' },
  },
];

const DOCUMENT = {
  id: 'd1',
  memberId: 'm1',
  documentType: 'certificate',
  fileName: 'licence.pdf',
  fileSize: 2 * MB,
  fileType: 'application/pdf',
  fileUrl: '/api/members/m1/documents/d1/download',
  description: null,
  createdAt: '2025-04-05T05:00:00.000Z',
};

function detailApis(overrides: Record<string, StubHandler> = {}) {
  return {
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/members/m1': { body: member },
    'GET /api/members/m1/renewal-requests': { body: [] },
    'GET /api/members/m1/correction-requests': { body: [] },
    'GET /api/members/m1/data-requests': { body: [] },
    'GET /api/members/m1/data-copies': { body: [] },
    'GET /api/members/m1/activity': { body: ACTIVITY },
    'GET /api/members/m1/documents': { body: [DOCUMENT] },
    'GET /api/payment-records/months': (request: StubbedRequest) =>
      monthsAnswer(request, { memberId: 'm1', withMonths: 'kutumba_barosa', suggested: null }),
    'GET /api/payment-records': pageOf([aPaidRecord({ memberId: 'm1', scheme: 'kutumba_barosa' })], {
      total: 1,
      page: 1,
      limit: 10,
    }),
    'GET /api/payment-records/statement': { body: aStatement() },
    'GET /api/payment-links': { body: [] },
    'GET /api/autopay/mandates': { body: [] },
    'GET /api/refunds': { body: [] },
    ...overrides,
  };
}

async function renderDetail(role: AdminRole = 'admin', overrides: Record<string, StubHandler> = {}) {
  stubFetch(detailApis(overrides));
  await showKannada();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderAsStaff(role, <MemberDetailPage />, { route: '/members/m1', path: '/members/:id' });
  return user;
}

/** The card holding `text` (this area's cards; the request cards beside them are another area's). */
const cardOf = (element: HTMLElement) => element.closest<HTMLElement>('.ant-card')!;

/** The dialog titled `title`, once Ant Design's Kannada (downloaded when chosen) has named its close button. */
async function kannadaDialog(title: string): Promise<HTMLElement> {
  const dialog = (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  await within(dialog).findAllByRole('button', { name: 'ಮುಚ್ಚಿ' });
  return dialog;
}

describe("the admin's member detail page in Kannada (issue 31)", () => {
  it('shows the profile, the opted schemes, the danger zone and the activity log with no English word', async () => {
    await renderDetail();
    const profile = cardOf(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' }));
    expect(within(profile).getByText('ಸಕ್ರಿಯ')).toBeInTheDocument();
    expect(within(profile).getByText('ವಿವಾಹ ಛಾಯಾಗ್ರಹಣ')).toBeInTheDocument();
    expect(within(profile).getByText('Meena Rao (ಪತಿ/ಪತ್ನಿ) 9876511111')).toBeInTheDocument();
    expect(within(profile).getByText('2-5 ವರ್ಷಗಳು')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: /ಗುರುತಿನ ಚೀಟಿ ನಿರ್ವಹಿಸಿ/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ಸದಸ್ಯರ ಪಟ್ಟಿಗೆ ಹಿಂತಿರುಗಿ/ })).toHaveAttribute('href', '/members');
    // The Aadhaar number's mask (XXXX XXXX 4321) is not a word.
    expect(englishWordsIn(visibleText(profile), [...NAMES, 'XXXX'])).toEqual([]);
    // The control: the member's name is found when it is not allowed.
    expect(englishWordsIn(visibleText(profile))).toContain('Ravi');

    const schemes = cardOf(screen.getByText('ಆಯ್ಕೆ ಮಾಡಿದ ಯೋಜನೆಗಳು'));
    expect(within(schemes).getByRole('switch', { name: 'ಕುಟುಂಬ ಭರೋಸೆ' })).toBeChecked();
    expect(within(schemes).getByRole('switch', { name: 'Postal' })).not.toBeChecked();
    expect(englishWordsIn(visibleText(schemes))).toEqual([]);
    const danger = cardOf(screen.getByText('ಅಪಾಯದ ವಲಯ'));
    expect(englishWordsIn(visibleText(danger))).toEqual([]);

    const tabs = cardOf(screen.getByRole('tablist'));
    expect(await within(tabs).findByText('ಅರ್ಜಿಯನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(within(tabs).getByText('ನಿಮ್ಮಿಂದ')).toBeInTheDocument();
    expect(within(tabs).getByText('ಕುಟುಂಬ ಭರೋಸೆ ಆಯ್ಕೆ ಮಾಡಲಾಗಿದೆ; Postal ಕೈಬಿಡಲಾಗಿದೆ · Meena Rao ಅವರಿಂದ')).toBeInTheDocument();
    expect(within(tabs).getByText('ಸಕ್ರಿಯ → ಅವಧಿ ಮುಗಿದಿದೆ')).toBeInTheDocument();
    expect(within(tabs).getByText('₹2,000.00 ಪಾವತಿಯಾಗಿದೆ; 01/04/2027 ರವರೆಗೆ ಮಾನ್ಯ · ನಿಮ್ಮಿಂದ')).toBeInTheDocument();
    // The document's file name (licence.pdf) is as it was uploaded.
    expect(englishWordsIn(visibleText(tabs), [...NAMES, 'licence', 'pdf'])).toEqual([]);
  });

  it('shows the documents and payments tabs in Kannada, and a viewer who may not change the schemes why', async () => {
    const user = await renderDetail('viewer');
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    const schemes = cardOf(screen.getByText('ಆಯ್ಕೆ ಮಾಡಿದ ಯೋಜನೆಗಳು'));
    expect(within(schemes).getByText('ನಿರ್ವಾಹಕರು ಮತ್ತು ಕಾರ್ಯದರ್ಶಿಗಳು ಮಾತ್ರ ಸದಸ್ಯರ ಯೋಜನೆಗಳನ್ನು ಬದಲಾಯಿಸಬಹುದು.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(schemes))).toEqual([]);

    const tabs = cardOf(screen.getByRole('tablist'));
    await user.click(within(tabs).getByRole('tab', { name: 'ದಾಖಲೆಪತ್ರಗಳು' }));
    const row = (await within(tabs).findByText('licence.pdf')).closest('tr')!;
    expect(within(row).getByText('ಪ್ರಮಾಣಪತ್ರ')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'licence.pdf ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ' })).toBeInTheDocument();
    // The activity log seen first stays in its tab; the admin's name in it is as it is.
    expect(englishWordsIn(visibleText(tabs), [...NAMES, 'licence', 'pdf'])).toEqual([]);

    await user.click(within(tabs).getByRole('tab', { name: 'ಪಾವತಿಗಳು' }));
    const months = await within(tabs).findByRole('list', { name: 'ಕುಟುಂಬ ಭರೋಸೆ ತಿಂಗಳುಗಳು' });
    expect(within(months).getAllByText('ಪಾವತಿಯಾಗಿದೆ')).toHaveLength(1);
    expect(within(months).getByText('ಅವಧಿ ಮೀರಿದೆ')).toBeInTheDocument();
    const dues = within(tabs).getByRole('region', { name: 'ತಿಂಗಳುವಾರು ಬಾಕಿ ಶುಲ್ಕ' });
    expect(within(dues).getByRole('combobox', { name: 'ಹಣಕಾಸು ವರ್ಷದ ತಿಂಗಳುಗಳು' })).toBeInTheDocument();
    const records = within(tabs).getByRole('region', { name: 'ಪಾವತಿ ದಾಖಲೆಗಳು' });
    expect(await within(records).findByRole('link', { name: 'RCPT-2026-000001' })).toBeInTheDocument();
    // The receipt number is the portal's id, as it is.
    for (const section of [dues, records]) {
      expect(englishWordsIn(visibleText(section), ['RCPT'])).toEqual([]);
    }
    expect(englishWordsIn(visibleText(records))).toContain('RCPT');
  });

  it('shows the photo, ID card and upload document dialogs in Kannada', async () => {
    const user = await renderDetail('admin', {
      'GET /api/members/m1': {
        body: { ...member, profilePhotoUrl: '/api/members/m1/files/photo', idCardUrl: '/api/members/m1/files/idCard' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });

    await user.click(screen.getByRole('button', { name: /ಫೋಟೋ ಬದಲಾಯಿಸಿ/ }));
    let dialog = await kannadaDialog('ಫೋಟೋ ಬದಲಾಯಿಸಿ');
    expect(within(dialog).getByRole('button', { name: 'ಫೋಟೋ ತೆಗೆದುಹಾಕಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);
    const big = new File(['png'], 'face.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * MB });
    await user.upload(within(dialog).getByLabelText('ಫೋಟೋ'), big);
    expect(await screen.findByText('ಫೈಲ್ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('ದಯವಿಟ್ಟು 5MB ಗಿಂತ ಚಿಕ್ಕ ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' }));

    await user.click(screen.getByRole('button', { name: /ಗುರುತಿನ ಚೀಟಿ ನಿರ್ವಹಿಸಿ/ }));
    dialog = await kannadaDialog('ಗುರುತಿನ ಚೀಟಿ ನಿರ್ವಹಿಸಿ');
    expect(within(dialog).getByText('ಗುರುತಿನ ಚೀಟಿ ದಾಖಲೆಯಲ್ಲಿದೆ.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);
    await user.click(within(dialog).getAllByRole('button', { name: 'ಮುಚ್ಚಿ' }).at(-1)!);

    await user.click(screen.getByRole('button', { name: /ದಾಖಲೆಪತ್ರ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ/ }));
    dialog = await kannadaDialog('ದಾಖಲೆಪತ್ರ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ');
    expect(within(dialog).getByText('ಗುರುತಿನ ಪುರಾವೆ')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ಫೈಲ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ' }));
    expect(await screen.findByText('ದಯವಿಟ್ಟು ಅಪ್‌ಲೋಡ್ ಮಾಡಲು ಫೈಲ್ ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
    // The document file types the hint names are as they are known.
    const types = ['DOC', 'DOCX', 'XLS', 'XLSX', 'JPEG'];
    expect(englishWordsIn(visibleText(dialog), types)).toEqual([]);
    expect(englishWordsIn(visibleText(dialog))).toContain('DOCX');
  });

  it('says in Kannada when a member has no activity, documents, schemes or payment records yet', async () => {
    const user = await renderDetail('admin', {
      'GET /api/members/m1': { body: { ...member, optedSchemes: [] } },
      'GET /api/members/m1/activity': { body: [] },
      'GET /api/members/m1/documents': { body: [] },
      'GET /api/payment-records': pageOf([], { total: 0, page: 1, limit: 10 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    const tabs = cardOf(screen.getByRole('tablist'));
    expect(await within(tabs).findByText('ಇನ್ನೂ ಯಾವುದೇ ಚಟುವಟಿಕೆ ದಾಖಲಾಗಿಲ್ಲ')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'ದಾಖಲೆಪತ್ರಗಳು' }));
    expect(await within(tabs).findByText('ಇನ್ನೂ ಯಾವುದೇ ದಾಖಲೆಪತ್ರ ಅಪ್‌ಲೋಡ್ ಮಾಡಿಲ್ಲ')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'ಪಾವತಿಗಳು' }));
    expect(await within(tabs).findByText('ಈ ಸದಸ್ಯರು ಯಾವುದೇ ಯೋಜನೆಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ.')).toBeInTheDocument();
    const records = within(tabs).getByRole('region', { name: 'ಪಾವತಿ ದಾಖಲೆಗಳು' });
    expect(await within(records).findByText('ಯಾವುದೇ ಪಾವತಿ ದಾಖಲೆಗಳು ಕಂಡುಬಂದಿಲ್ಲ')).toBeInTheDocument();
    const dues = within(tabs).getByRole('region', { name: 'ತಿಂಗಳುವಾರು ಬಾಕಿ ಶುಲ್ಕ' });
    const [activity, documents] = within(tabs).getAllByRole('tabpanel', { hidden: true });
    for (const part of [activity, documents, dues, records]) expect(englishWordsIn(visibleText(part))).toEqual([]);
  });

  it('says in Kannada that a member does not exist, with the way back', async () => {
    await renderDetail('admin', {
      'GET /api/members/m1': { status: 404, body: { status: 404, message: 'Member not found' } },
    });
    expect(await screen.findByText('ಸದಸ್ಯರು ಕಂಡುಬಂದಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ಸದಸ್ಯರ ಪಟ್ಟಿಗೆ ಹಿಂತಿರುಗಿ/ })).toHaveAttribute('href', '/members');
    // Ant Design's 404 picture carries its own English title inside the SVG; the page's words are read without it.
    const page = document.querySelector('.member-detail-page')!.cloneNode(true) as HTMLElement;
    page.querySelectorAll('svg').forEach((svg) => svg.remove());
    expect(englishWordsIn(visibleText(page))).toEqual([]);
  });

  it("keeps the English of the renewal refusal and of who may change the schemes as the contract's", () => {
    expect(memberDetail.profile.needsApproval).toBe(RENEWAL_NEEDS_APPROVAL);
    expect(memberDetail.schemes.officeRoles).toBe(rolesWhoMay('office'));
  });
});
