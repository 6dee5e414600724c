import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENEWAL_NEEDS_APPROVAL } from '@portal/contracts/rules';
import memberRequests from '../../i18n/locales/en/admin/member-requests.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { renderAsStaff } from '../../test/render-as-staff';
import { MemberRenewalPage } from './MemberRenewalPage';

inKannadaSpecs();

const expired = aMember({
  id: 'm9',
  memberId: 'PHOTO0009',
  firstName: 'Esha',
  lastName: 'Nair',
  email: 'esha@example.in',
  status: 'expired',
});
const NAMES = ['Esha', 'Nair'];

const FEE = { 'GET /api/members/renewal-settings': { body: { renewalFee: '2000.00', periodDays: 365 } } };
const ADMIN = { 'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) } };

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

function renderRenewal(role: 'admin' | 'treasurer' = 'admin') {
  return renderAsStaff(role, <MemberRenewalPage />, { route: '/member/m9/renewal', path: '/member/:id/renewal' });
}

describe('the member renewal page in Kannada (issue 31)', () => {
  it('shows the member, the fee and the new validity, then the request sent, with no English word', async () => {
    stubFetch({
      ...ADMIN,
      ...FEE,
      'GET /api/members/m9': { body: expired },
      'POST /api/members/renewal-request': { status: 201, body: { id: 'r1' } },
    });
    await showKannada();
    renderRenewal();
    expect(await screen.findByRole('heading', { level: 1, name: 'ಸದಸ್ಯತ್ವ ನವೀಕರಣ' })).toBeInTheDocument();
    expect(screen.getByText('ಅವಧಿ ಮುಗಿದಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('1 ವರ್ಷ')).toBeInTheDocument();
    expect(document.title).toBe('ಸದಸ್ಯತ್ವ ನವೀಕರಣ | KPWA');
    expect(englishWordsIn(shown(), NAMES)).toEqual([]);
    expect(englishWordsIn(shown())).toContain('Esha');

    await userEvent.click(screen.getByRole('button', { name: /ನವೀಕರಣಕ್ಕೆ ವಿನಂತಿಸಿ/ }));
    expect(await screen.findByRole('button', { name: 'ಸದಸ್ಯರ ಪಟ್ಟಿಗೆ ಹಿಂತಿರುಗಿ' })).toBeInTheDocument();
    expect(screen.getAllByText('ನವೀಕರಣ ವಿನಂತಿ ಸಲ್ಲಿಸಲಾಗಿದೆ').length).toBeGreaterThan(0);
    // The toast's close button is named in Kannada too (ಮುಚ್ಚಿ).
    expect(screen.getByRole('button', { name: 'ಮುಚ್ಚಿ' })).toBeInTheDocument();
    expect(englishWordsIn(shown(), NAMES)).toEqual([]);
    expect(screen.getByText(/Esha Nair ಅವರ ನವೀಕರಣ ವಿನಂತಿಯನ್ನು ದಾಖಲಿಸಲಾಗಿದೆ/)).toBeInTheDocument();
  });

  it("says in Kannada why a pending applicant's membership cannot be renewed", async () => {
    stubFetch({ ...ADMIN, ...FEE, 'GET /api/members/m9': { body: { ...expired, status: 'pending' } } });
    await showKannada();
    renderRenewal();
    expect(await screen.findByText('ಮೊದಲು ಅರ್ಜಿಯನ್ನು ಅನುಮೋದಿಸಿ')).toBeInTheDocument();
    expect(
      screen.getByText('Esha Nair (PHOTO0009) ಅವರ ಸ್ಥಿತಿ: ಬಾಕಿ ಇದೆ. ಅನುಮೋದಿತ ಸದಸ್ಯತ್ವವನ್ನು ಮಾತ್ರ ನವೀಕರಿಸಬಹುದು.'),
    ).toBeInTheDocument();
    expect(englishWordsIn(shown(), NAMES)).toEqual([]);
  });

  it('says in Kannada that a member is not found, and who asks for renewals to a treasurer', async () => {
    stubFetch({ ...ADMIN, ...FEE, 'GET /api/members/m9': { status: 404, body: { message: 'Member not found' } } });
    await showKannada();
    const view = renderRenewal();
    expect(await screen.findByText('ಸದಸ್ಯರು ಕಂಡುಬಂದಿಲ್ಲ')).toBeInTheDocument();
    // Ant Design's 404 picture carries its own English title ('No Found'), which no locale changes.
    expect(englishWordsIn(shown())).toEqual(['No', 'Found']);
    expect(document.querySelector('svg title')?.textContent).toBe('No Found');
    view.unmount();

    renderRenewal('treasurer');
    expect(await screen.findByText('ನಿರ್ವಾಹಕರು ಮತ್ತು ಕಾರ್ಯದರ್ಶಿಗಳು ಮಾತ್ರ ಸದಸ್ಯರ ನವೀಕರಣಕ್ಕೆ ವಿನಂತಿಸಬಹುದು.')).toBeInTheDocument();
    expect(englishWordsIn(shown())).toEqual([]);
    expect(screen.getByRole('link', { name: /ಸದಸ್ಯರ ಪಟ್ಟಿಗೆ ಹಿಂತಿರುಗಿ/ })).toBeInTheDocument();
  });

  it("keeps the contract's English for a membership that needs approval first", () => {
    expect(memberRequests.renewalPage.needsApproval).toBe(RENEWAL_NEEDS_APPROVAL);
  });
});
