import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { IdCardJob, IdCardRow } from '../../api/id-cards';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { job as aJob, meena, ravi, raviInFull, stats } from './id-card-fixtures';
import { IdCardsPage } from './IdCardsPage';

inKannadaSpecs();

const people = ['Ravi', 'Kumar', 'Meena', 'Shetty'];
/** A job a tenth of the way through the association's 1,250 cards, unless overridden. */
const job = (overrides: Partial<IdCardJob>) => aJob({ total: 1250, done: 125, ...overrides });
/** The fixture member's address, as the member wrote it. */
const address = ['MG', 'Road', 'Mysuru'];

function stubPage(extra: Parameters<typeof stubFetch>[0] = {}, items: IdCardRow[] = [ravi, meena]) {
  return stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/id-cards': { body: { items, total: items.length, page: 1, limit: 20 } },
    'GET /api/id-cards/stats': { body: stats },
    ...extra,
  });
}

describe('the ID cards page in Kannada (issue 31)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the members and their cards and asks before generating all, with no English word', async () => {
    stubPage();
    await showKannada();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ಗುರುತಿನ ಚೀಟಿಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('ರಚಿಸಲಾದ ಚೀಟಿಗಳು')).toBeInTheDocument();
    const raviRow = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    expect(within(raviRow).getByText('21/11/2026 ರಂದು ರಚಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(within(raviRow).getByText('ಸಕ್ರಿಯ')).toBeInTheDocument();
    expect(within(raviRow).getByRole('link', { name: 'Ravi Kumar ಅವರ ಚೀಟಿಯ PDF ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ' })).toBeInTheDocument();
    const meenaRow = screen.getByText('Meena Shetty').closest('tr')!;
    expect(within(meenaRow).getByText('ರಚಿಸಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('ಹೆಸರು, ಇಮೇಲ್ ಅಥವಾ ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆಯಿಂದ ಹುಡುಕಿ...')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), people)).toEqual([]);
    // The control: the members' names are found when they are not allowed.
    expect(englishWordsIn(visibleText())).toEqual(expect.arrayContaining(people));

    await user.click(within(meenaRow).getByRole('checkbox'));
    // The question before generating a card without validity, declined here.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: /ಆಯ್ಕೆಮಾಡಿದವರ ಚೀಟಿಗಳನ್ನು ರಚಿಸಿ \(1\)/ }));
    const question = String(confirm.mock.calls[0]?.[0]);
    expect(question).toMatch(/^ಈ ಸದಸ್ಯರಿಗೆ ಸದಸ್ಯತ್ವದ ಮಾನ್ಯತೆ ಇಲ್ಲ.*Meena Shetty \(PHOTO0002\)/s);
    expect(englishWordsIn(question, people)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /ಎಲ್ಲರ ಚೀಟಿಗಳನ್ನು ಒಟ್ಟಿಗೆ ರಚಿಸಿ/ }));
    const ask = (await screen.findByText('ಎಲ್ಲಾ ಸದಸ್ಯರ ಗುರುತಿನ ಚೀಟಿಗಳನ್ನು ರಚಿಸಬೇಕೆ?')).closest<HTMLElement>('.ant-popover')!;
    expect(await within(ask).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'ಎಲ್ಲವನ್ನೂ ರಚಿಸಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(ask))).toEqual([]);
  });

  it("previews both sides of a member's card, with no English word but the member's name and address", async () => {
    stubPage({
      'GET /api/members/PHOTO0001': {
        body: raviInFull(),
      },
    });
    await showKannada();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    const raviRow = (await screen.findByText('Ravi Kumar')).closest('tr')!;
    await user.click(within(raviRow).getByRole('button', { name: /ಮುನ್ನೋಟ/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ಮುಚ್ಚಿ')).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'ಚೀಟಿಯ ಮುಂಭಾಗ' })).toBeInTheDocument();
    const back = within(dialog).getByRole('region', { name: 'ಚೀಟಿಯ ಹಿಂಭಾಗ' });
    expect(within(back).getByText(/ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದ ಸ್ವತ್ತು/)).toBeInTheDocument();
    expect(within(dialog).getByText('ಸಕ್ರಿಯ')).toBeInTheDocument();
    expect(within(dialog).getAllByText('31/03/2027')).toHaveLength(2);
    expect(englishWordsIn(visibleText(dialog), [...people, ...address])).toEqual([]);
    expect(englishWordsIn(visibleText(dialog), address)).toContain('Ravi');
  });

  it('previews the card of a member without a card, an e-mail address or validity', async () => {
    stubPage({
      'GET /api/members/PHOTO0002': {
        body: aMember({
          id: 'meena',
          memberId: 'PHOTO0002',
          firstName: 'Meena',
          lastName: 'Shetty',
          email: null,
          membershipEndDate: null,
        }),
      },
    });
    await showKannada();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    const meenaRow = (await screen.findByText('Meena Shetty')).closest('tr')!;
    await user.click(within(meenaRow).getByRole('button', { name: /ಮುನ್ನೋಟ/ }));
    const dialog = (await screen.findByText('ಗುರುತಿನ ಚೀಟಿ — Meena Shetty')).closest<HTMLElement>('[role="dialog"]')!;
    expect(await within(dialog).findByRole('region', { name: 'ಚೀಟಿಯ ಮುಂಭಾಗ' })).toBeInTheDocument();
    expect(within(dialog).getByText(/ಈ ಸದಸ್ಯರಿಗೆ ಇನ್ನೂ ಚೀಟಿಯನ್ನು ರಚಿಸಿಲ್ಲ/)).toBeInTheDocument();
    expect(within(dialog).getByText('ಅಮಾನತುಗೊಂಡಿದೆ')).toBeInTheDocument();
    expect(within(dialog).getAllByText('ನಮೂದಿಸಿಲ್ಲ')).toHaveLength(2);
    expect(within(dialog).getByText('ನೀಡಿಲ್ಲ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), [...people, ...address])).toEqual([]);
  });

  it('says when no member matches the search', async () => {
    stubPage({}, []);
    await showKannada();
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards', path: '/id-cards' });
    expect(await screen.findByText('ನಿಮ್ಮ ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುವ ಸದಸ್ಯರಿಲ್ಲ.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it("shows a job's progress with no English word", async () => {
    stubPage({ 'GET /api/id-cards/jobs/job-1': { body: job({}) } });
    await showKannada();
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards?job=job-1', path: '/id-cards' });
    expect(await screen.findByText('1,250 ಸದಸ್ಯರಲ್ಲಿ 125 ಪೂರ್ಣಗೊಂಡಿದೆ…')).toBeInTheDocument();
    expect(screen.getByText('ಗುರುತಿನ ಚೀಟಿಗಳನ್ನು ರಚಿಸಲಾಗುತ್ತಿದೆ…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ಗುರುತಿನ ಚೀಟಿಗಳ ರಚನೆಯ ಪ್ರಗತಿ' })).toBeInTheDocument();
    await screen.findByText('Ravi Kumar');
    expect(englishWordsIn(visibleText(), people)).toEqual([]);
  });

  it("says a finished job's counts and lists its failures, only the server's reason in English", async () => {
    stubPage({
      'GET /api/id-cards/jobs/job-1': {
        body: job({
          status: 'completed',
          total: 2,
          done: 2,
          failed: [{ memberId: 'PHOTO0002', error: 'Member not found' }],
          finishedAt: '2026-11-22T10:00:05.000Z',
        }),
      },
    });
    await showKannada();
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards?job=job-1', path: '/id-cards' });
    expect(await screen.findByText('1 ಚೀಟಿ ರಚಿಸಲಾಗಿದೆ, 1 ವಿಫಲ.')).toBeInTheDocument();
    const card = screen.getByText('ಗುರುತಿನ ಚೀಟಿಗಳ ರಚನೆ ಪೂರ್ಣಗೊಂಡಿದೆ').closest<HTMLElement>('.id-card-job')!;
    const failures = within(card).getByRole('list', { name: 'ಚೀಟಿ ರಚಿಸಲಾಗದ ಸದಸ್ಯರು' });
    expect(within(failures).getByText('PHOTO0002')).toBeInTheDocument();
    // The failure's reason is the server's English; nothing else is.
    expect(englishWordsIn(visibleText(card))).toEqual(['Member', 'not', 'found']);
  });

  it('says a job that stopped has stopped, with the server reason as it came', async () => {
    stubPage({
      'GET /api/id-cards/jobs/job-1': {
        body: job({
          status: 'failed',
          total: 500,
          done: 120,
          error: 'The job stopped repeatedly before finishing.',
          finishedAt: '2026-11-22T10:09:00.000Z',
        }),
      },
    });
    await showKannada();
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards?job=job-1', path: '/id-cards' });
    expect(await screen.findByText('ಗುರುತಿನ ಚೀಟಿಗಳ ರಚನೆ ನಿಂತಿದೆ')).toBeInTheDocument();
    const card = screen.getByText('ಗುರುತಿನ ಚೀಟಿಗಳ ರಚನೆ ನಿಂತಿದೆ').closest<HTMLElement>('.id-card-job')!;
    expect(
      within(card).getByText(
        '500 ಸದಸ್ಯರಲ್ಲಿ 120 ಸದಸ್ಯರ ನಂತರ ರಚನೆ ನಿಂತಿದೆ (120 ಚೀಟಿಗಳನ್ನು ರಚಿಸಲಾಗಿದೆ): The job stopped repeatedly before finishing. ಉಳಿದವರ ಚೀಟಿಗಳನ್ನು ರಚಿಸಲು ಇದನ್ನು ಮತ್ತೆ ಆರಂಭಿಸಿ.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'ಮುಚ್ಚಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(card))).toEqual(['The', 'job', 'stopped', 'repeatedly', 'before', 'finishing']);
  });

  it('says when the job cannot be found', async () => {
    stubPage({ 'GET /api/id-cards/jobs/job-1': { status: 404, body: { message: 'Not found' } } });
    await showKannada();
    renderAsStaff('admin', <IdCardsPage />, { route: '/id-cards?job=job-1', path: '/id-cards' });
    const alert = (await screen.findByText('ಈ ಚೀಟಿ ರಚನೆಯ ಕಾರ್ಯ ಕಂಡುಬಂದಿಲ್ಲ')).closest<HTMLElement>('.id-card-job')!;
    expect(within(alert).getByRole('button', { name: 'ಮರೆಮಾಡಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(alert))).toEqual([]);
  });
});
