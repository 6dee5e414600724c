import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { DuesLapseDto } from '@portal/contracts/shapes';
import { chooseLanguage } from '../../i18n/i18n';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { DuesLapsesPage } from './DuesLapsesPage';

configure({ asyncUtilTimeout: 5000 });

const lapse: DuesLapseDto = {
  memberId: 'm-ravi',
  memberCode: 'PHOTO0042',
  memberName: 'Ravi Kumar',
  memberStatus: 'active',
  scheme: 'kutumba_barosa',
  monthsUnpaid: 6,
  firstUnpaidMonth: '2026-03',
  lastPaidMonth: '2026-02',
  amountOwed: '1200.00',
  warnedAt: '2026-07-02T04:00:00.000Z',
  history: [{ scheme: 'kutumba_barosa', monthsDue: 8, monthsPaid: 2, monthsUnpaid: 6, lastPaidMonth: '2026-02' }],
  decision: { decision: 'kept', note: null, decidedBy: 'admin-1', decidedAt: '2026-11-28T10:00:00.000Z' },
};

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('members long unpaid in Kannada (issue 31)', () => {
  it('lists the member, their months and history and asks before ending a membership, with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/dues-lapses': { body: { lapses: [lapse], total: 1, page: 1, limit: 50, threshold: 6 } },
    });
    await act(() => chooseLanguage('kn'));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAsStaff('admin', <DuesLapsesPage />, { route: '/dues-lapses' });
    const row = (await screen.findByRole('link', { name: 'Ravi Kumar' })).closest('tr')!;
    expect(within(row).getByRole('list', { name: 'Ravi Kumar ಅವರ ಇತಿಹಾಸ' })).toHaveTextContent(
      'ಕುಟುಂಬ ಭರೋಸೆ: 8 ಬಾಕಿ, 2 ಪಾವತಿಯಾಗಿದೆ, 6 ಪಾವತಿಯಾಗಿಲ್ಲ',
    );
    expect(within(row).getByText('ಉಳಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), ['Ravi', 'Kumar'])).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'ಸದಸ್ಯತ್ವ ಕೊನೆಗೊಳಿಸಿ' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
    expect(within(dialog).getByText(/ಕುಟುಂಬ ಭರೋಸೆ ಯೋಜನೆಯಲ್ಲಿ 6 ತಿಂಗಳುಗಳ ಶುಲ್ಕ ಪಾವತಿಸಿಲ್ಲ/)).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), ['Ravi', 'Kumar'])).toEqual([]);
    // The control: the member's name is found when it is not allowed.
    expect(englishWordsIn(visibleText(dialog))).toContain('Ravi');
  });
});
