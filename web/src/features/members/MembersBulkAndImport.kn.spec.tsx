import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemberImportColumnHelp, MemberImportDateFormats } from '@portal/contracts/shapes';
import { chooseLanguage } from '../../i18n/i18n';
import members from '../../i18n/locales/en/admin/members.json';
import { interpolate } from '../../i18n/texts';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { aMember, anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { ImportMembersDialog } from './ImportMembersDialog';
import { MembersBulkBar } from './MembersBulkBar';

configure({ asyncUtilTimeout: 5000 });

// The CSV's column names and date formats are what the file holds, in any language.
const COLUMNS = ['CSV', 'csv', 'firstName', 'lastName', 'phone', 'memberId', 'email', 'address', 'dateOfBirth'];
const MORE = ['DD', 'MM', 'YYYY', 'status', 'active', 'pending', 'expired', 'suspended'];
const DATES = ['membershipStartDate', 'membershipEndDate', 'Ravi', 'Kumar', 'Asha', 'Rao'];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

async function inKannada() {
  stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
    'GET /api/members': { body: { members: [], total: 0 } },
    'GET /api/dashboard/stats': { body: {} },
  });
  await act(() => chooseLanguage('kn'));
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('the members list bulk actions and CSV import in Kannada (issue 31)', () => {
  it('shows the bulk bar and its confirmations with no English word', async () => {
    const user = await inKannada();
    const selected = [
      aMember({ id: 'a', firstName: 'Ravi', lastName: 'Kumar' }),
      aMember({ id: 'b', firstName: 'Asha', lastName: 'Rao' }),
    ];
    renderWithProviders(<MembersBulkBar selected={selected} onClear={() => undefined} />);
    const bar = await screen.findByRole('region', { name: 'ಸಾಮೂಹಿಕ ಕ್ರಿಯೆಗಳು' });
    expect(within(bar).getByText('ಆಯ್ಕೆ ಮಾಡಿದ 2 ಸದಸ್ಯರು')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(bar))).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'ಸ್ಥಿತಿ ಬದಲಾಯಿಸಿ' }));
    const dialog = await screen.findByRole('dialog');
    // antd's own words (the Cancel button) come with its Kannada locale, which loads on its own.
    expect(await within(dialog).findByRole('button', { name: 'ರದ್ದು' })).toBeInTheDocument();
    expect(within(dialog).getByText(/ಆಯ್ಕೆ ಮಾಡಿದ 2 ಸದಸ್ಯರು ಅವರ ಸ್ಥಿತಿಯನ್ನು 'ಸಕ್ರಿಯ' ಎಂದು ಬದಲಾಯಿಸಬೇಕೆ/)).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), DATES)).toEqual([]);
    // The control: the same check finds the members' names when they are not allowed.
    expect(englishWordsIn(visibleText(dialog))).toContain('Ravi');
  });

  it('shows the import dialog with the column help in Kannada, the column names as the file has them', async () => {
    await inKannada();
    renderWithProviders(<ImportMembersDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ಸದಸ್ಯರನ್ನು ಆಮದು ಮಾಡಿ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CSV ಆಮದು ಮಾಡಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText(dialog), [...COLUMNS, ...MORE, ...DATES])).toEqual([]);
  });

  it("keeps the column help's English word for word as the contract has it", () => {
    const formats = MemberImportDateFormats.join(', ');
    expect(interpolate(members.import.optionalHelp, { formats })).toBe(MemberImportColumnHelp.optional);
    expect(members.import.phoneHelp).toBe(MemberImportColumnHelp.phone);
  });
});
