import type { MemberUserAnswer } from '@portal/contracts/shapes';
import { fetchMemberPhoto, fetchPrintedCard, headPrintedCard } from '../../api/offline-card';
import { displayName } from '../../lib/user-display';
import {
  canKeepOfflineCard,
  OFFLINE_CARD_CACHE,
  OFFLINE_CARD_KEYS,
  offlineCardGeneration,
  readOfflineCardDetails,
  removeOfflineCard,
  type OfflineCardDetails,
} from '../../lib/offline-card-store';

/**
 * Keeps the signed-in member's card on the phone, quietly (issue 30): the details from the member's own record,
 * the printed card when it is new or changed (asked first with HEAD, which the association does not count as a
 * download), the photo when the record changed, and the time the server confirmed it all. Another member's
 * card kept on this device is removed first. Nothing is written when the member signed out meanwhile.
 */
export async function refreshOfflineCard(member: MemberUserAnswer, now: () => Date = () => new Date()): Promise<void> {
  if (!canKeepOfflineCard()) return;
  const kept = await readOfflineCardDetails();
  if (kept && kept.memberUuid !== member.id) await removeOfflineCard();
  const started = offlineCardGeneration();
  const previous = kept?.memberUuid === member.id ? kept : null;
  const cache = await caches.open(OFFLINE_CARD_CACHE);
  const stillSignedIn = () => offlineCardGeneration() === started;

  const head = await headPrintedCard(member.id);
  if (head && (head.signature !== previous?.printed?.signature || !(await cache.match(OFFLINE_CARD_KEYS.printed)))) {
    const file = await fetchPrintedCard(member.id);
    if (!stillSignedIn()) return;
    await cache.put(OFFLINE_CARD_KEYS.printed, new Response(file, { headers: { 'Content-Type': head.contentType } }));
  } else if (!head) {
    await cache.delete(OFFLINE_CARD_KEYS.printed);
  }

  let hasPhoto = previous?.hasPhoto ?? false;
  if (!member.profilePhotoUrl) {
    hasPhoto = false;
    await cache.delete(OFFLINE_CARD_KEYS.photo);
  } else if (
    !previous ||
    previous.memberUpdatedAt !== member.updatedAt ||
    !(await cache.match(OFFLINE_CARD_KEYS.photo))
  ) {
    const photo = await fetchMemberPhoto(member);
    if (!stillSignedIn()) return;
    hasPhoto = photo !== null;
    if (photo)
      await cache.put(OFFLINE_CARD_KEYS.photo, new Response(photo, { headers: { 'Content-Type': photo.type } }));
    else await cache.delete(OFFLINE_CARD_KEYS.photo);
  }

  const details: OfflineCardDetails = {
    memberUuid: member.id,
    memberId: member.memberId,
    name: displayName(member, 'Member'),
    status: member.status,
    validFrom: member.membershipStartDate,
    validUntil: member.membershipEndDate,
    memberUpdatedAt: member.updatedAt,
    confirmedAt: now().toISOString(),
    printed: head,
    hasPhoto,
  };
  if (!stillSignedIn()) return;
  await cache.put(
    OFFLINE_CARD_KEYS.details,
    new Response(JSON.stringify(details), { headers: { 'Content-Type': 'application/json' } }),
  );
  // Signed out while the last write was under way: remove what it left.
  if (!stillSignedIn()) await removeOfflineCard();
}
