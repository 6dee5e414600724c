import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen } from '@testing-library/react';
import { chooseLanguage } from '../../i18n/i18n';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { VerifyMemberPage } from './VerifyMemberPage';

configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the card verification page in Kannada (issue 31)', () => {
  it('shows the member, their status, validity and the verdict with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: 'null' },
      'GET /api/verify/PHOTO0001': {
        body: {
          memberId: 'PHOTO0001',
          name: 'Ravi Kumar',
          status: 'active',
          validUntil: '2027-03-31T00:00:00.000Z',
          photoUrl: null,
        },
      },
    });
    await act(() => chooseLanguage('kn'));
    renderWithProviders(<VerifyMemberPage />, { route: '/verify/PHOTO0001?sig=abc', path: '/verify/:memberId' });
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /ಸದಸ್ಯತ್ವ ಪರಿಶೀಲನೆ/ })).toBeInTheDocument();
    expect(screen.getByText('ಸಕ್ರಿಯ')).toBeInTheDocument();
    expect(screen.getByText('ಇವರು ಸಂಘದ ಪ್ರಸ್ತುತ ಸದಸ್ಯರು.')).toBeInTheDocument();
    // The association's name is configured in English; the member's name is theirs.
    expect(
      englishWordsIn(visibleText(), ['Ravi', 'Kumar', 'Karnataka', 'Photographers', 'Welfare', 'Association']),
    ).toEqual([]);
    expect(englishWordsIn(visibleText(), ['Karnataka', 'Photographers', 'Welfare', 'Association'])).toContain('Ravi');
  });
});
