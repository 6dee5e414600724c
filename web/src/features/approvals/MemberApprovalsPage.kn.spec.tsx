import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { chooseLanguage } from '../../i18n/i18n';
import { englishApprovalsTexts } from '../../i18n/admin-approvals';
import { MemberApprovalsPage } from './MemberApprovalsPage';
import { RETURN_REASON_REQUIRED } from './ReturnToPendingDialog';

configure({ asyncUtilTimeout: 5000 });

const meena = aMember({
  id: 'meena',
  memberId: 'PHOTO0010',
  firstName: 'Meena',
  lastName: 'Shetty',
  email: 'meena@example.in',
  phone: '9876543210',
  address: 'ಸಯ್ಯಾಜಿ ರಾವ್ ರಸ್ತೆ, ಮೈಸೂರು',
  status: 'pending',
  createdAt: '2025-06-02T04:30:00.000Z',
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('Member Approvals in Kannada (issue 31)', () => {
  it('shows the counts, filters, an application and the approval dialog with no English word outside the allow-list', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser() },
      'GET /api/members': { body: { members: [meena], total: 1 } },
      'GET /api/membership-fees': { body: { joiningFee: '500.00', renewalFee: '300.00' } },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MemberApprovalsPage />, { route: '/member-approvals' });

    expect(screen.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Meena Shetty' });
    expect(within(card).getByText('02/06/2025 ರಂದು ನೋಂದಾಯಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ಸ್ಥಿತಿಯ ಪ್ರಕಾರ ಆಯ್ಕೆಮಾಡಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), ['Meena', 'Shetty'])).toEqual([]);

    await user.click(within(card).getByRole('button', { name: /ಅನುಮೋದಿಸಿ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Meena Shetty ಅವರನ್ನು ಅನುಮೋದಿಸಿ' });
    expect(within(dialog).getByText('ಪ್ರವೇಶ ಶುಲ್ಕ (₹500.00)')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), ['Meena', 'Shetty'])).toEqual([]);
  });

  it("keeps the spec English and the server's words in the English catalogue", () => {
    expect(englishApprovalsTexts('returnDialog.reasonRequired')).toBe(RETURN_REASON_REQUIRED);
    expect(englishApprovalsTexts('empty.activeSearch')).toBe('No active members match your search criteria.');
  });
});
