import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MembershipErrorCode } from '@portal/contracts/shapes';
import { chooseLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import { RegisterPage } from './RegisterPage';

const LONG_WAIT = { timeout: 5000 };
/** Filling and validating the whole form is slow on a busy 2-core machine. */
const HEAVY_TEST_MS = 45_000;
const OPEN = { 'GET /api/registration/status': { body: { isOpen: true, message: null } } };

/**
 * Words a Kannada page may show in Latin letters (issue 31's allow-list): names of schemes and systems kept as
 * they are known, file types and sizes, the language's own name in the switch.
 */
const KEPT_AS_IS = new Set(['ESI', 'Postal', 'UPI', 'KPWA', 'JPG', 'PNG', 'PDF', 'English']);
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** The English-looking words of a text: three or more Latin letters, outside the allow-list and e-mail addresses. */
function englishWords(text: string): string[] {
  const words = text.replace(EMAIL_ADDRESS, ' ').match(/[A-Za-z]{3,}/g) ?? [];
  return words.filter((word) => !KEPT_AS_IS.has(word));
}

/** Fails with the text when it is not Kannada: it must hold Kannada letters and no English word. */
function expectKannada(text: string | null | undefined) {
  const said = (text ?? '').trim();
  expect({ said, kannada: /[\u0C80-\u0CFF]/.test(said), english: englishWords(said) }).toEqual({
    said,
    kannada: true,
    english: [],
  });
}

/** Everything the page shows or announces: its text, and the placeholders and names of its controls. */
function shownTexts(root: HTMLElement): string[] {
  const attributes = [...root.querySelectorAll('[placeholder], [aria-label], [title], [alt]')].flatMap((el) =>
    ['placeholder', 'aria-label', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [root.innerText ?? root.textContent ?? '', ...attributes].filter((text) => text.trim() !== '');
}

async function openForm(routes: Record<string, StubHandler> = {}) {
  const stub = stubFetch({ ...OPEN, ...routes });
  const user = userEvent.setup({ delay: null });
  await chooseLanguage('kn');
  const view = renderWithProviders(<RegisterPage />, { route: '/register' });
  await screen.findByLabelText('ಮೊದಲ ಹೆಸರು', {}, LONG_WAIT);
  const page = view.container.querySelector<HTMLElement>('.register-page');
  if (!page) throw new Error('no register page');
  return { ...stub, user, page };
}

const registerButton = () => screen.getByRole('button', { name: 'ನೋಂದಾಯಿಸಿ' });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('RegisterPage in Kannada', () => {
  afterEach(async () => {
    await chooseLanguage('en');
  });

  it(
    'labels every field, section, choice and button in Kannada, with no English word on the form',
    async () => {
      const { page } = await openForm();

      for (const label of ['ಕೊನೆಯ ಹೆಸರು', 'ಜನ್ಮ ದಿನಾಂಕ', 'ಆಧಾರ್ ಸಂಖ್ಯೆ', 'ತುರ್ತು ಸಂಪರ್ಕ ಫೋನ್ ಸಂಖ್ಯೆ', 'ಪಿನ್‌ಕೋಡ್']) {
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      }
      expect(screen.getByRole('heading', { level: 2, name: 'ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ' })).toBeInTheDocument();
      expect(within(screen.getByLabelText('ಲಿಂಗ')).getByRole('option', { name: 'ಮಹಿಳೆ' })).toHaveValue('female');
      expect(within(screen.getByLabelText('ಸಂಬಂಧ')).getByRole('option', { name: 'ಪತಿ/ಪತ್ನಿ' })).toHaveValue('spouse');
      expect(screen.getByRole('button', { name: 'ಪಾಸ್‌ಪೋರ್ಟ್ ಅಳತೆಯ ಭಾವಚಿತ್ರ: ಕಡತ ಆಯ್ಕೆಮಾಡಿ' })).toBeInTheDocument();
      expect(registerButton()).toBeInTheDocument();

      // The page's own words; the values typed or preset (State: Karnataka) are the visitor's, not the page's.
      const texts = shownTexts(page);
      expect(texts.length).toBeGreaterThan(5);
      for (const text of texts) expect({ text, english: englishWords(text) }).toEqual({ text, english: [] });
    },
    HEAVY_TEST_MS,
  );

  it(
    'explains every missing field in Kannada on an empty submit, and reads them out in Kannada',
    async () => {
      const { user, calls } = await openForm();

      await user.click(registerButton());

      await waitFor(() => expect(document.querySelectorAll('.plain-field-error')).toHaveLength(17));
      for (const message of document.querySelectorAll('.plain-field-error')) expectKannada(message.textContent);
      expect(screen.getByText('ಮೊದಲ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು')).toBeInTheDocument();
      expect(screen.getByText('ಪಿನ್‌ಕೋಡ್‌ನಲ್ಲಿ ಕನಿಷ್ಠ 6 ಅಂಕಿಗಳಿರಬೇಕು')).toBeInTheDocument();
      expect(screen.getByText('ದಯವಿಟ್ಟು ಸಂಬಂಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
      const alert = document.querySelector('.register-form [role="alert"]');
      expect(alert?.textContent).toMatch(/^ದಯವಿಟ್ಟು ನಮೂನೆಯನ್ನು ಸರಿಪಡಿಸಿ: /);
      expectKannada(alert?.textContent);
      expect(calls.filter((c) => c.path === '/api/register')).toHaveLength(0);
    },
    HEAVY_TEST_MS,
  );

  it('refuses a wrong file in Kannada', async () => {
    const { user } = await openForm();
    const lax = userEvent.setup({ delay: null, applyAccept: false });

    await lax.upload(
      screen.getByLabelText('ಪಾಸ್‌ಪೋರ್ಟ್ ಅಳತೆಯ ಭಾವಚಿತ್ರ'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('ದಯವಿಟ್ಟು JPG ಅಥವಾ PNG ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('ಗುರುತಿನ ಪುರಾವೆ'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'id.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('ದಯವಿಟ್ಟು 5MB ಗಿಂತ ಕಡಿಮೆ ಗಾತ್ರದ ಕಡತವನ್ನು ಆಯ್ಕೆಮಾಡಿ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಗುರುತಿನ ಪುರಾವೆ: ಕಡತ ಬದಲಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'id.pdf ತೆಗೆದುಹಾಕಿ' })).toBeInTheDocument();
  });

  it(
    "gives the server's refusal of a taken e-mail in Kannada, beside the field and in the toast",
    async () => {
      const { user } = await openForm({
        'POST /api/register': {
          status: 409,
          body: {
            code: MembershipErrorCode.DuplicateEmail,
            message: 'Email address is already registered',
            field: 'email',
          },
        },
      });
      type('ಮೊದಲ ಹೆಸರು', 'ರವಿ');
      type('ಕೊನೆಯ ಹೆಸರು', 'ಕುಮಾರ್');
      type('ಜನ್ಮ ದಿನಾಂಕ', '1988-07-21');
      type('ಇಮೇಲ್', 'ravi.kumar@example.in');
      type('ಫೋನ್ ಸಂಖ್ಯೆ', '9845012345');
      type('ವಿಳಾಸ', '14, ದೇವಸ್ಥಾನ ರಸ್ತೆ');
      type('ನಗರ', 'ದಾವಣಗೆರೆ');
      type('ಪಿನ್‌ಕೋಡ್', '577002');
      type('ಸ್ಟುಡಿಯೋ/ಛಾಯಾಗ್ರಹಣ ಸಂಸ್ಥೆಯ ಹೆಸರು', 'ಕುಮಾರ್ ಸ್ಟುಡಿಯೋ');
      type('ಆಧಾರ್ ಸಂಖ್ಯೆ', '123412341234');
      type('ತುರ್ತು ಸಂಪರ್ಕ ವ್ಯಕ್ತಿಯ ಹೆಸರು', 'ಲಕ್ಷ್ಮಿ');
      type('ತುರ್ತು ಸಂಪರ್ಕ ಫೋನ್ ಸಂಖ್ಯೆ', '9845098450');
      await user.selectOptions(screen.getByLabelText('ಲಿಂಗ'), 'ಪುರುಷ');
      await user.selectOptions(screen.getByLabelText('ವ್ಯವಹಾರದ ಪ್ರಕಾರ'), 'ವಿವಾಹ ಛಾಯಾಗ್ರಹಣ');
      await user.selectOptions(screen.getByLabelText('ಅನುಭವ'), '6-10 ವರ್ಷಗಳು');
      await user.selectOptions(screen.getByLabelText('ಸಂಬಂಧ'), 'ಪತಿ/ಪತ್ನಿ');
      await user.click(screen.getByRole('checkbox', { name: /ಗೌಪ್ಯತಾ ಸೂಚನೆಯನ್ನು ಓದಿದ್ದೇನೆ/ }));

      await user.click(registerButton());

      expect(await screen.findByText('ಈ ಇಮೇಲ್ ವಿಳಾಸ ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ', {}, LONG_WAIT)).toHaveClass('plain-field-error');
      const toast = await screen.findByText(/^ಈ ಇಮೇಲ್ ವಿಳಾಸ ಈಗಾಗಲೇ ನೋಂದಣಿಯಾಗಿದೆ\. ದಯವಿಟ್ಟು/);
      expectKannada(toast.textContent);
      expect(screen.getByText('ನೋಂದಣಿ ವಿಫಲವಾಗಿದೆ')).toBeInTheDocument();
    },
    HEAVY_TEST_MS,
  );

  it('spots English (the check can fail), but not the allow-list or e-mail addresses', () => {
    expect(englishWords('ದಯವಿಟ್ಟು JPG ಅಥವಾ PNG, ESI, Postal; help@kpwa.in ಗೆ ಬರೆಯಿರಿ')).toEqual([]);
    expect(englishWords('ದಯವಿಟ್ಟು Please select your gender')).toEqual(['Please', 'select', 'your', 'gender']);
  });

  it('turns messages already shown into Kannada when ಕನ್ನಡ is chosen after a failed submit', async () => {
    stubFetch(OPEN);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await screen.findByLabelText('First Name', {}, LONG_WAIT);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please select your gender')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ಕನ್ನಡ');

    expect(await screen.findByText('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಲಿಂಗವನ್ನು ಆಯ್ಕೆಮಾಡಿ', {}, LONG_WAIT)).toBeInTheDocument();
    for (const message of document.querySelectorAll('.plain-field-error')) expectKannada(message.textContent);
  });
});
