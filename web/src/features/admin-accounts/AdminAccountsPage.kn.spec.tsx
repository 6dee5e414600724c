import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ADMIN_ROLE_LABELS, AdminProfileMessages } from '@portal/contracts/rules';
import { IdentityErrorCode } from '@portal/contracts/shapes';
import { IdentityMessages } from '../../../../packages/contracts/src/identity/identity.messages';
import accounts from '../../i18n/locales/en/admin/accounts.json';
import layout from '../../i18n/locales/en/admin/layout.json';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { renderAsStaff } from '../../test/render-as-staff';
import { ACCOUNTS, anAccount } from './admin-account-fixtures';
import { AdminAccountsPage } from './AdminAccountsPage';

inKannadaSpecs();

const me = anAdminUser({ id: 'a1', firstName: 'Asha', lastName: 'Rao', email: 'asha@kpwa.in', language: 'kn' });

// People's names, as the office typed them.
const NAMES = ['Asha', 'Rao', 'Usha', 'Rai', 'Kiran', 'Bhat', 'Mala'];

async function showPage(routes: Record<string, StubHandler> = {}) {
  stubFetch({
    'GET /api/auth/user': { body: me },
    'GET /api/admin-accounts': { body: ACCOUNTS },
    ...routes,
  });
  await showKannada();
  renderWithProviders(<AdminAccountsPage user={me} />);
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the admin accounts page in Kannada (issue 31)', () => {
  it('lists active, invited and deactivated accounts with their roles, times and buttons with no English word', async () => {
    await showPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ನಿರ್ವಾಹಕರ ಖಾತೆಗಳು' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ನಿರ್ವಾಹಕರ ಖಾತೆಗಳು/);

    const own = await rowOf('asha@kpwa.in');
    expect(own).toHaveTextContent('ನಿರ್ವಾಹಕರು');
    expect(own).toHaveTextContent('ಸಕ್ರಿಯ');
    expect(own).toHaveTextContent('ನೀವು');
    expect(own).toHaveTextContent('27/11/2026, ಬೆಳಿಗ್ಗೆ 10:00');

    const invited = await rowOf('usha@office.test');
    expect(invited).toHaveTextContent('ಖಜಾಂಚಿ');
    expect(invited).toHaveTextContent('ಆಹ್ವಾನಿಸಲಾಗಿದೆ');
    expect(invited).toHaveTextContent('ಎಂದೂ ಇಲ್ಲ');
    expect(invited).toHaveTextContent('30/11/2026, ಬೆಳಿಗ್ಗೆ 10:30');
    expect(within(invited).getByRole('button', { name: 'Usha Rai ಅವರಿಗೆ ಆಹ್ವಾನವನ್ನು ಮತ್ತೆ ಕಳುಹಿಸಿ' })).toBeInTheDocument();

    const secretary = await rowOf('kiran@office.test');
    expect(secretary).toHaveTextContent('ಕಾರ್ಯದರ್ಶಿ');
    expect(within(secretary).getByRole('button', { name: 'Kiran Bhat ಅವರ ಪಾತ್ರ ಬದಲಿಸಿ' })).toBeInTheDocument();
    expect(
      within(secretary).getByRole('button', { name: 'Kiran Bhat ಅವರ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಮರುಹೊಂದಿಸಿ' }),
    ).toBeInTheDocument();
    expect(within(secretary).getByRole('button', { name: 'Kiran Bhat ಅವರನ್ನು ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿ' })).toBeInTheDocument();

    const gone = await rowOf('mala@office.test');
    expect(gone).toHaveTextContent('ವೀಕ್ಷಕರು');
    expect(gone).toHaveTextContent('ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ');
    expect(within(gone).getByRole('button', { name: 'Mala ಅವರನ್ನು ಮತ್ತೆ ಸಕ್ರಿಯಗೊಳಿಸಿ' })).toBeInTheDocument();

    expect(screen.getByRole('columnheader', { name: 'ಕೊನೆಯ ಲಾಗಿನ್' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
    // The control: the same check finds a name when it is not allowed.
    expect(englishWordsIn(visibleText(), NAMES.slice(1))).toEqual(['Asha']);
  });

  it('invites in Kannada: the dialog, its checks and the server refusing a taken e-mail', async () => {
    const user = await showPage({
      'POST /api/admin-accounts/invitations': {
        status: 409,
        body: { statusCode: 409, code: IdentityErrorCode.AdminEmailTaken, message: IdentityMessages.AdminEmailTaken },
      },
    });
    await user.click(await screen.findByRole('button', { name: /ನಿರ್ವಾಹಕರನ್ನು ಆಹ್ವಾನಿಸಿ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ನಿರ್ವಾಹಕರನ್ನು ಆಹ್ವಾನಿಸಿ' });
    expect(await within(dialog).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ಮೊದಲ ಹೆಸರು')).toBeInTheDocument();
    expect(within(dialog).getByText('ಎಲ್ಲವನ್ನೂ ನೋಡಬಹುದು, ಏನನ್ನೂ ಬದಲಾಯಿಸುವಂತಿಲ್ಲ.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ಆಹ್ವಾನ ಕಳುಹಿಸಿ' }));
    expect(await within(dialog).findByText('ಮೊದಲ ಹೆಸರು ಕಡ್ಡಾಯ')).toBeInTheDocument();
    expect(within(dialog).getByText('ಇಮೇಲ್ ಕಡ್ಡಾಯ')).toBeInTheDocument();
    // The chosen role by its Kannada name (Viewer: ವೀಕ್ಷಕರು).
    expect(within(dialog).getByText('ವೀಕ್ಷಕರು')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog))).toEqual([]);

    await user.type(within(dialog).getByLabelText('ಮೊದಲ ಹೆಸರು'), 'Kiran');
    await user.type(within(dialog).getByLabelText('ಇಮೇಲ್'), 'not-an-address');
    expect(await within(dialog).findByText('ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('ಇಮೇಲ್'));
    await user.type(within(dialog).getByLabelText('ಇಮೇಲ್'), 'kiran@office.test');
    await user.click(within(dialog).getByRole('button', { name: 'ಆಹ್ವಾನ ಕಳುಹಿಸಿ' }));
    expect(await screen.findByText('ಆಹ್ವಾನ ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText('ಈ ಇಮೇಲ್ ವಿಳಾಸಕ್ಕೆ ಈಗಾಗಲೇ ನಿರ್ವಾಹಕರ ಖಾತೆ ಇದೆ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
  });

  it('says an invitation went in Kannada', async () => {
    const user = await showPage({
      'POST /api/admin-accounts/invitations': {
        status: 201,
        body: anAccount({ id: 'a5', email: 'ravi@office.test', status: 'invited' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /ನಿರ್ವಾಹಕರನ್ನು ಆಹ್ವಾನಿಸಿ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ನಿರ್ವಾಹಕರನ್ನು ಆಹ್ವಾನಿಸಿ' });
    await user.type(within(dialog).getByLabelText('ಮೊದಲ ಹೆಸರು'), 'Ravi');
    await user.type(within(dialog).getByLabelText('ಇಮೇಲ್'), 'ravi@office.test');
    await user.click(within(dialog).getByRole('button', { name: 'ಆಹ್ವಾನ ಕಳುಹಿಸಿ' }));
    expect(await screen.findByText('ಆಹ್ವಾನ ಕಳುಹಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('ravi@office.test ಗೆ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡುವ ಲಿಂಕ್ ಅನ್ನು ಇಮೇಲ್ ಮಾಡಲಾಗಿದೆ.')).toBeInTheDocument();
  });

  it('asks before deactivating or resetting two-factor, and says what was done, in Kannada', async () => {
    const user = await showPage({
      'POST /api/admin-accounts/a3/deactivate': { body: anAccount({ id: 'a3', status: 'deactivated' }) },
      'POST /api/admin-accounts/a3/two-factor/reset': {
        status: 409,
        body: {
          statusCode: 409,
          code: IdentityErrorCode.TwoFactorNotEnabled,
          message: IdentityMessages.AccountTwoFactorNotEnabled,
        },
      },
      'POST /api/admin-accounts/a2/invitation': { body: ACCOUNTS[1] },
      'POST /api/admin-accounts/a4/reactivate': { body: anAccount({ id: 'a4' }) },
    });

    const kiran = await rowOf('kiran@office.test');
    await user.click(within(kiran).getByRole('button', { name: 'Kiran Bhat ಅವರನ್ನು ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿ' }));
    let confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Kiran Bhat ಅವರನ್ನು ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಬೇಕೆ?');
    expect(confirm).toHaveTextContent('ಅವರನ್ನು ತಕ್ಷಣ ಸೈನ್ ಔಟ್ ಮಾಡಲಾಗುತ್ತದೆ');
    expect(within(confirm).getByRole('button', { name: 'ರದ್ದುಮಾಡಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(confirm), NAMES)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿ' }));
    expect(await screen.findByText('ಖಾತೆಯನ್ನು ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('Kiran Bhat ಇನ್ನು ಸೈನ್ ಇನ್ ಮಾಡಲಾಗುವುದಿಲ್ಲ.')).toBeInTheDocument();

    await user.click(within(kiran).getByRole('button', { name: 'Kiran Bhat ಅವರ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಮರುಹೊಂದಿಸಿ' }));
    confirm = (await screen.findAllByRole('tooltip')).find((t) => t.textContent?.includes('ಮರುಹೊಂದಿಸಬೇಕೆ'))!;
    expect(confirm).toHaveTextContent('Kiran Bhat ಅವರ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಅನ್ನು ಮರುಹೊಂದಿಸಬೇಕೆ?');
    expect(confirm).toHaveTextContent('ತಮ್ಮ ದೃಢೀಕರಣ ಆ್ಯಪ್ ಕಳೆದುಕೊಂಡ ನಿರ್ವಾಹಕರಿಗಾಗಿ');
    expect(englishWordsIn(visibleText(confirm), NAMES)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಮರುಹೊಂದಿಸಿ' }));
    expect(await screen.findByText('ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಮರುಹೊಂದಿಸಲಾಗಲಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText('ಈ ಖಾತೆಯಲ್ಲಿ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆನ್ ಆಗಿಲ್ಲ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usha Rai ಅವರಿಗೆ ಆಹ್ವಾನವನ್ನು ಮತ್ತೆ ಕಳುಹಿಸಿ' }));
    expect(await screen.findByText('ಆಹ್ವಾನವನ್ನು ಮತ್ತೆ ಕಳುಹಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('usha@office.test ಗೆ ಹೊಸ ಲಿಂಕ್ ಅನ್ನು ಇಮೇಲ್ ಮಾಡಲಾಗಿದೆ.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mala ಅವರನ್ನು ಮತ್ತೆ ಸಕ್ರಿಯಗೊಳಿಸಿ' }));
    expect(await screen.findByText('ಖಾತೆಯನ್ನು ಮತ್ತೆ ಸಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(screen.getByText('Mala ಮತ್ತೆ ಸೈನ್ ಇನ್ ಮಾಡಬಹುದು.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), NAMES)).toEqual([]);
  });

  it('tells a viewer only administrators manage the accounts, in Kannada', async () => {
    stubFetch({ 'GET /api/auth/user': { body: anAdminUser({ role: 'viewer', language: 'kn' }) } });
    await showKannada();
    renderAsStaff('viewer', <AdminAccountsPage user={me} />);
    expect(await screen.findByText('ನಿರ್ವಾಹಕರ ಖಾತೆಗಳನ್ನು ನಿರ್ವಾಹಕರು ಮಾತ್ರ ನಿರ್ವಹಿಸಬಹುದು.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it('says in Kannada when the list could not be loaded', async () => {
    await showPage({ 'GET /api/admin-accounts': { status: 502, body: 'Bad gateway' } });
    expect(await screen.findByText('ನಿರ್ವಾಹಕರ ಖಾತೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByText('ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it("keeps the contracts' English word for word in the catalogue", () => {
    expect(accounts.rules).toEqual(AdminProfileMessages);
    // The role picker names the roles from the admin layout's catalogue: its English is the contract's.
    expect(layout.roles).toEqual(ADMIN_ROLE_LABELS);
    for (const [key, text] of Object.entries(accounts.serverMessages)) {
      expect(IdentityMessages[key as keyof typeof IdentityMessages]).toBe(text);
    }
  });
});
