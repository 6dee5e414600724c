import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfflineCard } from '../../lib/offline-card-store';
import { OfflineCardPage, OfflineNoCardPage } from './OfflineCardPage';

/** jsdom has no object URLs: each blob gets a made-up one, as the browser would give it. */
function stubObjectUrls(): void {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => `blob:http://localhost/card-${(next += 1)}`,
      revokeObjectURL: () => undefined,
    }),
  );
}

const keptCard = (overrides: Partial<OfflineCard> = {}): OfflineCard => ({
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
  ...overrides,
});

describe('OfflineCardPage', () => {
  it('shows the card’s name, member id, status and validity, and says it is offline since the last confirmation', () => {
    stubObjectUrls();
    render(<OfflineCardPage card={keptCard()} onRetry={() => undefined} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your ID Card' })).toBeInTheDocument();
    const front = screen.getByRole('region', { name: 'ID card, front' });
    expect(within(front).getByText('Mallikarjun Patil')).toBeInTheDocument();
    expect(within(front).getByText('PHOTO0007')).toBeInTheDocument();
    expect(within(front).getByText('Active')).toBeInTheDocument();
    expect(within(front).getByText('31/03/2027')).toBeInTheDocument();
    expect(within(front).getByRole('img', { name: 'Photo of Mallikarjun Patil' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    const back = screen.getByRole('region', { name: 'ID card, back' });
    expect(within(back).getByText('01/01/2026')).toBeInTheDocument();
    expect(
      within(back).getByText(/is the property of Karnataka Photographers Welfare Association/),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. This card was last confirmed online on 27/11/2026, 06:40 pm.',
    );
  });

  it('opens the printed card (with its QR code) from the phone’s own copy', () => {
    stubObjectUrls();
    render(<OfflineCardPage card={keptCard()} onRetry={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Open printed card (with QR code)' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    expect(link).toHaveAttribute('download', 'id-card-PHOTO0007.pdf');
  });

  it('shows an uploaded card image as it is, with a text alternative', () => {
    stubObjectUrls();
    const card = keptCard();
    card.details.printed = { contentType: 'image/jpeg', fileName: 'card.jpg', signature: 'jpg' };
    render(
      <OfflineCardPage
        card={{ ...card, printed: new Blob(['jpg'], { type: 'image/jpeg' }) }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('img', { name: 'Printed ID card of Mallikarjun Patil' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open printed card/ })).not.toBeInTheDocument();
  });

  it('shows the initial instead of a photo, and Not set for missing dates, on a card kept without them', () => {
    stubObjectUrls();
    const card = keptCard({ photo: null });
    card.details = { ...card.details, validFrom: null, validUntil: null, hasPhoto: false };
    render(<OfflineCardPage card={card} onRetry={() => undefined} />);
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(3);
  });

  it('checks the sign-in again when the network returns or the member taps Try again', async () => {
    stubObjectUrls();
    const onRetry = vi.fn();
    render(<OfflineCardPage card={keptCard()} onRetry={onRetry} />);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});

describe('OfflineNoCardPage', () => {
  it('says the portal is offline and shows nothing personal', () => {
    const onRetry = vi.fn();
    render(<OfflineNoCardPage onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
