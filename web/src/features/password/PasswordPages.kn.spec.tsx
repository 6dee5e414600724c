import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SetupPasswordPage } from './SetupPasswordPage';

/** The Latin-letter words left on a page in Kannada: none but what the member wrote or was given (ids, e-mails). */
function englishWords(allowed: string[]): string[] {
  // The test harness shows the route it is at (data-testid="location"); that is not the page's.
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelector('[data-testid="location"]')?.remove();
  const text = page.textContent ?? '';
  const words = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return words.filter((word) => !allowed.includes(word));
}

describe('the password pages in Kannada (issue 31)', () => {
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it('shows the e-mailed set-up link page in Kannada: whom it is for, the fields, the strength and the mismatch', async () => {
    stubFetch({
      'GET /api/auth/setup-password/verify': { body: { valid: true, firstName: 'Lakshmi', maskedMemberId: 'PH42' } },
    });
    await chooseLanguage('kn');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SetupPasswordPage />, { route: '/setup-password?token=tok-1', path: '/setup-password' });

    expect(await screen.findByRole('heading', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByText('Lakshmi').tagName).toBe('STRONG');
    await user.click(screen.getByLabelText('ಹೊಸ ಪಾಸ್‌ವರ್ಡ್'));
    await user.paste('Camera@2024');
    expect(await screen.findByText('ಬಲಿಷ್ಠ')).toBeInTheDocument();
    await user.click(screen.getByLabelText('ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ'));
    await user.paste('Camera@2025');
    expect(await screen.findByText('ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದಿಕೆಯಾಗುತ್ತಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ' })).toBeDisabled();
    expect(englishWords(['Lakshmi', 'PH42'])).toEqual([]);
  });

  it('keeps what a visitor typed as text when it looks like the markup of a translation', async () => {
    stubFetch({ 'POST /api/auth/forgot-password': { body: {} } });
    await chooseLanguage('kn');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });

    await user.click(screen.getByLabelText('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ಅಥವಾ ಫೋನ್'));
    await user.paste('<go>PHOTO0042</go>');
    await user.click(screen.getByRole('button', { name: 'ಮರುಹೊಂದಿಸುವ ಲಿಂಕ್ ಕಳುಹಿಸಿ' }));

    expect(await screen.findByRole('heading', { name: 'ಇಮೇಲ್ ಕಳುಹಿಸಲಾಗಿದೆ' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('<go>PHOTO0042</go>').tagName).toBe('STRONG'));
    expect(englishWords(['go', 'PHOTO0042'])).toEqual([]);
  });
});
