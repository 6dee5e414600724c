import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen } from '@testing-library/react';
import type { DataRequestListItemDto } from '@portal/contracts/shapes';
import { chooseLanguage } from '../../i18n/i18n';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { anAdminUser } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { DataRequestsPage } from './DataRequestsPage';

configure({ asyncUtilTimeout: 5000 });

const item = (overrides: Partial<DataRequestListItemDto>): DataRequestListItemDto => ({
  id: 'r1',
  kind: 'erasure',
  memberUuid: 'm-1',
  memberId: 'PHOTO0007',
  memberName: 'Lata Rao',
  state: 'open',
  detail: 'ERASED-0A1B2C3D4E',
  createdAt: '2026-11-01T04:30:00.000Z',
  dueBy: '2020-12-01T04:30:00.000Z',
  closedAt: null,
  ...overrides,
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe("the office's data requests in Kannada (issue 31)", () => {
  it('lists corrections, erasures and copies with their state and deadline with no English word', async () => {
    stubFetch({
      'GET /api/auth/user': { body: anAdminUser({ language: 'kn' }) },
      'GET /api/data-requests': {
        body: [
          item({}),
          item({ id: 'c1', kind: 'correction', memberName: 'Ravi Kumar', detail: 'dateOfBirth', state: 'declined' }),
          item({ id: 'd1', kind: 'copy', memberName: 'Asha Rao', detail: null, state: 'done' }),
        ],
      },
    });
    await act(() => chooseLanguage('kn'));
    renderWithProviders(<DataRequestsPage />, { route: '/data-requests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ಮಾಹಿತಿ ವಿನಂತಿಗಳು' })).toBeInTheDocument();
    expect(await screen.findByText('ಹುಟ್ಟಿದ ದಿನಾಂಕ')).toBeInTheDocument();
    expect(screen.getByText('01/12/2020 (ಗಡುವು ಮೀರಿದೆ)')).toBeInTheDocument();
    expect(screen.getByText('ಗುಪ್ತನಾಮ ERASED-0A1B2C3D4E')).toBeInTheDocument();
    // The pseudonym is a reference, letters and all.
    const names = ['Lata', 'Rao', 'Ravi', 'Kumar', 'Asha', 'ERASED', 'A1B2C3D4E'];
    expect(englishWordsIn(visibleText(), names)).toEqual([]);
    expect(englishWordsIn(visibleText())).toContain('Lata');
  });
});
