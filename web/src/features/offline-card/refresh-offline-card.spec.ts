import { describe, expect, it } from 'vitest';
import { aMemberUser } from '../../test/member-fixtures';
import { stubCacheStorage } from '../../test/cache-storage-stub';
import { stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import {
  OFFLINE_CARD_CACHE,
  readOfflineCard,
  readOfflineCardDetails,
  removeOfflineCard,
} from '../../lib/offline-card-store';
import { refreshOfflineCard as sut } from './refresh-offline-card';

const PDF = '%PDF-1.7 card of PHOTO0007';
const CONFIRMED = new Date('2026-11-27T13:10:00Z');

const member = aMemberUser({
  id: 'uuid-7',
  memberId: 'PHOTO0007',
  firstName: 'Mallikarjun',
  lastName: 'Patil',
  status: 'active',
  membershipStartDate: '2026-01-01',
  membershipEndDate: '2027-03-31',
  profilePhotoUrl: '/api/members/uuid-7/photo',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** The gateway's card, photo and HEAD answers for `member`, counting the card downloads. */
function stubCardFiles(card = PDF) {
  const cardHeaders = {
    'Content-Type': 'application/pdf',
    'Content-Length': String(card.length),
    'Content-Disposition': 'inline; filename="id-card-PHOTO0007.pdf"',
  };
  return stubFetch({
    'HEAD /api/members/uuid-7/id-card': { headers: cardHeaders },
    'GET /api/members/uuid-7/id-card': { body: card, headers: cardHeaders },
    'GET /api/members/uuid-7/photo': { body: 'photo-bytes', headers: { 'Content-Type': 'image/png' } },
  });
}

const cardDownloads = (calls: StubbedRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.endsWith('/id-card')).length;

describe('refreshOfflineCard', () => {
  it('keeps the member’s details, printed card and photo, with when the server confirmed them', async () => {
    stubCacheStorage();
    stubCardFiles();
    await sut(member, () => CONFIRMED);

    const kept = await readOfflineCard();
    expect(kept?.details).toMatchObject({
      memberUuid: 'uuid-7',
      memberId: 'PHOTO0007',
      name: 'Mallikarjun Patil',
      status: 'active',
      validFrom: '2026-01-01',
      validUntil: '2027-03-31',
      confirmedAt: CONFIRMED.toISOString(),
      printed: { contentType: 'application/pdf', fileName: 'id-card-PHOTO0007.pdf' },
      hasPhoto: true,
    });
    expect(await kept?.printed?.text()).toBe(PDF);
    expect(await kept?.photo?.text()).toBe('photo-bytes');
  });

  it('downloads the printed card again only when it changed, so the association’s download count stays true', async () => {
    stubCacheStorage();
    const first = stubCardFiles();
    await sut(member);
    await sut(member);
    expect(cardDownloads(first.calls)).toBe(1);

    const changed = stubCardFiles(`${PDF} renewed`);
    await sut(member);
    expect(cardDownloads(changed.calls)).toBe(1);
    expect(await (await readOfflineCard())?.printed?.text()).toBe(`${PDF} renewed`);
  });

  it('keeps the details without a printed card when the member has none yet', async () => {
    stubCacheStorage();
    stubFetch({ 'HEAD /api/members/uuid-8/id-card': { status: 404 } });
    await sut(aMemberUser({ id: 'uuid-8', memberId: 'PHOTO0008', profilePhotoUrl: null }));
    const kept = await readOfflineCard();
    expect(kept?.details).toMatchObject({ memberId: 'PHOTO0008', printed: null, hasPhoto: false });
    expect(kept?.printed).toBeNull();
  });

  it('replaces another member’s card kept on the same phone', async () => {
    stubCacheStorage();
    stubFetch({ 'HEAD /api/members/uuid-8/id-card': { status: 404 } });
    await sut(aMemberUser({ id: 'uuid-8', memberId: 'PHOTO0008', profilePhotoUrl: null }));
    stubCardFiles();
    await sut(member);
    expect((await readOfflineCardDetails())?.memberId).toBe('PHOTO0007');
  });

  it('leaves nothing behind when the member signs out while the card is being fetched', async () => {
    const caches = stubCacheStorage();
    stubFetch({
      'HEAD /api/members/uuid-7/id-card': { headers: { 'Content-Type': 'application/pdf' } },
      'GET /api/members/uuid-7/id-card': async () => {
        await removeOfflineCard();
        return { body: PDF, headers: { 'Content-Type': 'application/pdf' } };
      },
    });
    await sut(member);
    expect(await readOfflineCardDetails()).toBeNull();
    expect(caches.has(OFFLINE_CARD_CACHE)).toBe(false);
  });
});

describe('removeOfflineCard', () => {
  it('removes the kept card and the tab’s stored personal data, so a signed-out phone shows nothing', async () => {
    const caches = stubCacheStorage();
    stubCardFiles();
    await sut(member);
    window.sessionStorage.setItem('setupPasswordIdentifier', 'PHOTO0007');

    await removeOfflineCard();
    expect(caches.has(OFFLINE_CARD_CACHE)).toBe(false);
    expect(await readOfflineCard()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
