import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { CorrectionFieldLabels, emailChangePendingMessage } from '@portal/contracts/shapes';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { aMember, aMemberUser } from '../../test/member-fixtures';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { chooseLanguage } from '../../i18n/i18n';
import profile from '../../i18n/locales/en/profile.json';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const me = aMember({
  id: 'm7',
  memberId: 'PHOTO0007',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  address: '12, ಎಂ.ಜಿ. ರಸ್ತೆ, ಮೈಸೂರು',
  status: 'active',
  membershipEndDate: '2026-03-31T18:30:00.000Z',
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('Profile Settings in Kannada (issue 31)', () => {
  it('shows personal information, password and account status with no English word outside the allow-list', async () => {
    stubFetch({
      'GET /api/members/m7': { body: me },
      'GET /api/auth/user': { body: aMemberUser({ ...me, lastLoginAt: '2025-11-20T04:45:00.000Z' }) },
    });
    await act(() => chooseLanguage('kn'));
    renderWithProviders(
      <ProfileSettingsPage user={aMemberUser({ ...me, lastLoginAt: '2025-11-20T04:45:00.000Z' })} />,
      {
        route: '/profile-settings',
      },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'ಪ್ರೊಫೈಲ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳು' })).toBeInTheDocument();
    const cards = [
      (await screen.findByText('ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ', {}, { timeout: 5000 })).closest('.ant-card') as HTMLElement,
      screen.getByText('ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ', { selector: '.ant-card-head *' }).closest('.ant-card') as HTMLElement,
      screen.getByText('ಖಾತೆಯ ಸ್ಥಿತಿ').closest('.ant-card') as HTMLElement,
      screen.getByText('ದಾಖಲೆಯಲ್ಲಿರುವ ವಿವರಗಳು').closest('.ant-card') as HTMLElement,
    ];
    expect(screen.getByText('20/11/2025, ಬೆಳಿಗ್ಗೆ 10:15')).toBeInTheDocument();
    // The cards other work is adding to Profile Settings (data copy, erasure, messages) are not translated yet.
    // XXXX: the masked digits of the Aadhaar number.
    for (const card of cards) expect(englishWordsIn(visibleText(card), ['Ravi', 'Kumar', 'XXXX'])).toEqual([]);
    expect(englishWordsIn(visibleText(document.querySelector('.page-heading')!))).toEqual([]);
  });

  it("keeps the contract's e-mail change message and correction fields word for word in the English catalogue", () => {
    expect(profile.emailPending.replace('{{email}}', 'a@b.in')).toBe(emailChangePendingMessage('a@b.in'));
    expect(profile.record.fields).toEqual(CorrectionFieldLabels);
  });
});
