import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { stubFetch } from '../test/fetch-stub';
import { LandingPage } from '../features/public/LandingPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/register/RegisterPage';
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from './i18n';

const LONG_WAIT = { timeout: 5000 };

describe('LanguageSwitch on the landing page', () => {
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it('shows the landing page in Kannada when ಕನ್ನಡ is chosen, sets <html lang> and remembers it, and back', async () => {
    stubFetch({ 'GET /api/registration/status': { body: { isOpen: true, message: null } } });
    const user = userEvent.setup();
    const sut = () => screen.getByRole('combobox', { name: 'Language' });
    renderWithProviders(<LandingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the Karnataka Photographers Welfare Association' }),
    );
    // index.html says en-IN; alone in its worker jsdom's document has no lang yet, after other files 'en'.
    expect(document.documentElement.lang).not.toBe('kn');

    await user.selectOptions(sut(), 'ಕನ್ನಡ');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘಕ್ಕೆ ಸುಸ್ವಾಗತ' }, LONG_WAIT),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('kn');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('kn');
    expect(screen.getByRole('link', { name: 'ಲಾಗಿನ್' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'ನಮ್ಮ ಬಗ್ಗೆ' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ಸದಸ್ಯರಾಗಿ ನೋಂದಾಯಿಸಿ' }, LONG_WAIT)).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('region', { name: 'ನಮ್ಮ ಸಮುದಾಯವನ್ನು ಸೇರಿ' })).toBeInTheDocument();
    // The switch names itself in the page's language; each choice keeps its own script.
    expect(screen.getByRole('combobox', { name: 'ಭಾಷೆ' })).toHaveValue('kn');

    await user.selectOptions(screen.getByRole('combobox', { name: 'ಭಾಷೆ' }), 'English');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to the Karnataka Photographers Welfare Association',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the login page in Kannada, and the choice made on the landing page carries over', async () => {
    const user = userEvent.setup();
    await chooseLanguage('kn');
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'ಸೈನ್ ಇನ್ ಮಾಡಿ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ಸದಸ್ಯ', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ಅಥವಾ ಫೋನ್')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಸೈನ್ ಇನ್' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಸದಸ್ಯರಾಗಿ ನೋಂದಾಯಿಸಿ' })).toHaveAttribute('href', '/register');
    expect(document.documentElement.lang).toBe('kn');

    await user.selectOptions(screen.getByRole('combobox', { name: 'ಭಾಷೆ' }), 'English');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Member', selected: true })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows the register page's heading, intro and closed state in Kannada", async () => {
    stubFetch({
      'GET /api/registration/status': {
        body: {
          isOpen: false,
          message: null,
          startDate: '2025-03-31T18:30:00.000Z',
          endDate: '2025-04-30T18:29:59.999Z',
        },
      },
    });
    await chooseLanguage('kn');
    renderWithProviders(<RegisterPage />, { route: '/register' });

    expect(screen.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯರ ನೋಂದಣಿ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಇಲ್ಲಿ ಸೈನ್ ಇನ್ ಮಾಡಿ' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('heading', { name: 'ನೋಂದಣಿ ಮುಕ್ತಾಯವಾಗಿದೆ' }, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ನೋಂದಣಿ ಅವಧಿ: 01/04/2025 ರಿಂದ 30/04/2025');
    expect(screen.getByRole('combobox', { name: 'ಭಾಷೆ' })).toHaveValue('kn');
  });
});
