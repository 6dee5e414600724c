import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { LoginPage } from './LoginPage';

const loggedOut = { 'GET /api/auth/user': { body: 'null' } };

describe('LoginPage in Kannada', () => {
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it("names the admin e-mail's problem and the password's show button in Kannada", async () => {
    const { calls } = stubFetch(loggedOut);
    const user = userEvent.setup({ delay: null });
    await chooseLanguage('kn');
    renderWithProviders(<LoginPage />, { route: '/login?tab=admin' });

    const email = screen.getByLabelText('ಇಮೇಲ್');
    await user.type(email, 'admin.kpwa.in');
    await user.type(screen.getByLabelText('ಪಾಸ್‌ವರ್ಡ್'), 'correct-horse');
    expect(screen.getByRole('button', { name: 'ತೋರಿಸಿ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ಸೈನ್ ಇನ್' }));

    expect(await screen.findByText('ಮಾನ್ಯವಾದ ಇಮೇಲ್ ವಿಳಾಸ ಕಡ್ಡಾಯ')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('ದಯವಿಟ್ಟು ನಮೂನೆಯನ್ನು ಸರಿಪಡಿಸಿ: ಮಾನ್ಯವಾದ ಇಮೇಲ್ ವಿಳಾಸ ಕಡ್ಡಾಯ');
    expect(screen.queryByText('Valid email is required')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/login'))).toHaveLength(0);
  });
});
