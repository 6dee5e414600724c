import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { OfflineCard } from '../../lib/offline-card-store';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { chooseLanguage } from '../../i18n/i18n';
import { OfflineCardPage, OfflineNoCardPage } from './OfflineCardPage';

const card: OfflineCard = {
  details: {
    memberUuid: 'uuid-7',
    memberId: 'PHOTO0007',
    name: 'Mallikarjun Patil',
    status: 'active',
    validFrom: '2026-01-01',
    validUntil: '2027-03-31',
    memberUpdatedAt: '2026-11-01T10:00:00.000Z',
    confirmedAt: '2026-11-27T13:10:00.000Z',
    printed: { contentType: 'application/pdf', fileName: 'id-card-PHOTO0007.pdf', signature: 'pdf|1|x' },
    hasPhoto: true,
  },
  printed: new Blob(['%PDF-'], { type: 'application/pdf' }),
  photo: new Blob(['png'], { type: 'image/png' }),
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => chooseLanguage('en'));
});

describe('the offline ID card in Kannada (issue 31)', () => {
  it('shows the card and the offline notice with no English word outside the allow-list', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => 'blob:http://localhost/x',
        revokeObjectURL: () => {},
      }),
    );
    await act(() => chooseLanguage('kn'));
    render(<OfflineCardPage card={card} onRetry={() => undefined} />);

    expect(screen.getByRole('heading', { level: 1, name: 'ನಿಮ್ಮ ಗುರುತಿನ ಚೀಟಿ' })).toBeInTheDocument();
    expect(screen.getByText('27/11/2026, ಸಂಜೆ 6:40')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ಗುರುತಿನ ಚೀಟಿ, ಮುಂಭಾಗ' })).toHaveTextContent('ಸಕ್ರಿಯ');
    expect(englishWordsIn(visibleText(), ['Mallikarjun', 'Patil'])).toEqual([]);
  });

  it('says the portal is offline in Kannada when no card is kept', async () => {
    await act(() => chooseLanguage('kn'));
    render(<OfflineNoCardPage onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ' })).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });
});
