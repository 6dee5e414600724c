import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import { RENEWAL_NEEDS_APPROVAL } from '@portal/contracts/rules';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { aMember, anAdminUser, someMembers } from '../../test/member-fixtures';
import { chooseLanguage } from '../../i18n/i18n';
import members from '../../i18n/locales/en/admin/members.json';
import { MembersPage } from './MembersPage';

configure({ asyncUtilTimeout: 5000 });

const people = [
  aMember({ id: 'a', firstName: 'Meena', lastName: 'Shetty', status: 'active', membershipEndDate: null }),
  ...someMembers(11).map((m) => ({ ...m, firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in' })),
];

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the Members list in Kannada (issue 31)', () => {
  it('shows the heading, tools, table, actions and pagination with no English word outside the allow-list', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser() },
      'GET /api/members': { body: { members: people.slice(0, 10), total: people.length } },
    });
    await act(() => chooseLanguage('kn'));
    renderWithProviders(<MembersPage />, { route: '/members' });

    expect(screen.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯರು' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /ಗುರುತಿನ ಸಂಖ್ಯೆ/ })).toBeInTheDocument();
    const meena = (await screen.findByText('Meena Shetty')).closest('tr') as HTMLElement;
    expect(within(meena).getByText('ನಮೂದಿಸಿಲ್ಲ')).toBeInTheDocument();
    expect(await screen.findByText('ಒಟ್ಟು 12 ಸದಸ್ಯರು: 1–10 ತೋರಿಸಲಾಗಿದೆ')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), ['Meena', 'Shetty', 'Ravi', 'Kumar', 'MS', 'RK'])).toEqual([]);
  });

  it("keeps the contract's refusal word for word in the English catalogue", () => {
    expect(members.actions.needsApproval).toBe(RENEWAL_NEEDS_APPROVAL);
  });
});
