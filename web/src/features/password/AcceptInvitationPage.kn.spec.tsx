import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen } from '@testing-library/react';
import { chooseLanguage } from '../../i18n/i18n';
import layout from '../../i18n/locales/en/admin/layout.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { AcceptInvitationPage, INVALID_INVITATION_TEXT } from './AcceptInvitationPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('accepting an admin invitation in Kannada (issue 31)', () => {
  it('names the role in Kannada and asks for a password with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: 'null' },
      'GET /api/admin-invitations/verify': {
        body: {
          email: 'asha@kpwa.in',
          firstName: 'Asha',
          lastName: 'Rao',
          role: 'secretary',
          expiresAt: '2026-12-01T00:00:00.000Z',
        },
      },
    });
    await act(() => chooseLanguage('kn'));
    renderWithProviders(<AcceptInvitationPage />, {
      route: '/accept-invitation?token=tok-1',
      path: '/accept-invitation',
    });
    expect(await screen.findByText('ಕಾರ್ಯದರ್ಶಿ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), ['Asha', 'Rao'])).toEqual([]);
    expect(englishWordsIn(visibleText())).toContain('Asha');
  });

  it("keeps the identity service's English words for a bad link", () => {
    expect(layout.invitation.invalidText).toBe(INVALID_INVITATION_TEXT);
  });
});
