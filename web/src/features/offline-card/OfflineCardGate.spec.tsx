import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { OFFLINE_CARD_CACHE, OFFLINE_CARD_KEYS, type OfflineCardDetails } from '../../lib/offline-card-store';
import { stubCacheStorage } from '../../test/cache-storage-stub';
import { renderWithProviders } from '../../test/render';
import { LAZY_PAGE_MS } from '../../test/signed-in-users';

/** The phone has no network: every call fails before reaching the server, as fetch does offline. */
function goOffline(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

const details: OfflineCardDetails = {
  memberUuid: 'uuid-7',
  memberId: 'PHOTO0007',
  name: 'Mallikarjun Patil',
  status: 'active',
  validFrom: '2026-01-01',
  validUntil: '2027-03-31',
  memberUpdatedAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: '2026-11-27T13:10:00.000Z',
  printed: null,
  hasPhoto: false,
};

describe('the portal opened without network', () => {
  it('shows the member’s kept card on /member-dashboard instead of sending them to a login that cannot work', async () => {
    const caches = stubCacheStorage();
    await (
      await window.caches.open(OFFLINE_CARD_CACHE)
    ).put(OFFLINE_CARD_KEYS.details, new Response(JSON.stringify(details)));
    expect(caches.size).toBe(1);
    goOffline();
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });

    const front = await screen.findByRole('region', { name: 'ID card, front' }, { timeout: LAZY_PAGE_MS });
    expect(within(front).getByText('PHOTO0007')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
  });

  it('shows a plain offline page, with nothing personal, when no card is kept on this phone', async () => {
    stubCacheStorage();
    goOffline();
    renderWithProviders(<AppRoutes />, { route: '/member-dashboard' });

    expect(
      await screen.findByRole('heading', { name: 'You are offline', level: 1 }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ID card, front' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/member-dashboard');
  });
});
