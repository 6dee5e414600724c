import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { chooseLanguage } from '../i18n/i18n';
import { englishWordsIn, visibleText } from '../test/english-words';
import { FullPageSpinner } from './FullPageSpinner';
import { NotFoundPage } from './NotFoundPage';
import { RegistrationClosedBanner } from './RegistrationClosedBanner';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the pages and banners every visitor may meet, in Kannada (issue 31)', () => {
  it('shows the 404 page, the loading spinner and the registration-closed banner with no English word', async () => {
    await act(() => chooseLanguage('kn'));
    render(
      <>
        <NotFoundPage />
        <FullPageSpinner />
        <RegistrationClosedBanner
          status={{ isOpen: false, message: null, startDate: '2026-04-01', endDate: '2026-04-30' }}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 ಪುಟ ಸಿಗಲಿಲ್ಲ' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…' })).toBeInTheDocument();
    expect(screen.getByText('ನೋಂದಣಿ ಅವಧಿ: 01/04/2026 ರಿಂದ 30/04/2026')).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it('keeps the English words of the spec', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    // The control: the same check finds English on the English page.
    expect(englishWordsIn(visibleText())).toContain('Page');
  });
});
