import type { MemberStatus } from '@portal/contracts/shapes';

/**
 * The signed-in member's ID card kept on the phone for when there is no signal (issue 30), in Cache Storage
 * under a name of its own: the card's details as JSON, the printed card (PDF or image, front and back with the
 * QR code) and the photo. Only a signed-in member's card is kept; signing out removes it all.
 */
export const OFFLINE_CARD_CACHE = 'portal-member-card';

/** The keys the card's parts are kept under (never fetched from the network: they only name cache entries). */
export const OFFLINE_CARD_KEYS = {
  details: '/offline-card/details.json',
  printed: '/offline-card/printed-card',
  photo: '/offline-card/photo',
} as const;

/** The printed card as the gateway sent it; `signature` tells a changed card from the one kept. */
export interface PrintedCardInfo {
  contentType: string;
  fileName: string | null;
  signature: string;
}

export interface OfflineCardDetails {
  /** The member's record id (the API's `{id}`). */
  memberUuid: string;
  memberId: string;
  name: string;
  status: MemberStatus;
  validFrom: string | null;
  validUntil: string | null;
  /** The member record's last change, so an unchanged photo is not fetched again. */
  memberUpdatedAt: string;
  /** When the server last confirmed this card (ISO time). */
  confirmedAt: string;
  printed: PrintedCardInfo | null;
  hasPhoto: boolean;
}

export interface OfflineCard {
  details: OfflineCardDetails;
  printed: Blob | null;
  photo: Blob | null;
}

/** Whether this browser can keep the card (Cache Storage is only there in a secure context). */
export const canKeepOfflineCard = (): boolean => typeof window !== 'undefined' && 'caches' in window;

/** Bumped by every removal, so a refresh that was under way when the member signed out writes nothing. */
let generation = 0;
export const offlineCardGeneration = (): number => generation;

/** The kept card's details, or null when there is none (or the browser keeps none). */
export async function readOfflineCardDetails(): Promise<OfflineCardDetails | null> {
  if (!canKeepOfflineCard()) return null;
  if (!(await caches.has(OFFLINE_CARD_CACHE))) return null;
  const cache = await caches.open(OFFLINE_CARD_CACHE);
  const answer = await cache.match(OFFLINE_CARD_KEYS.details);
  if (!answer) return null;
  try {
    return (await answer.json()) as OfflineCardDetails;
  } catch {
    return null;
  }
}

/** The kept card with its printed copy and photo, or null when no card is kept. */
export async function readOfflineCard(): Promise<OfflineCard | null> {
  const details = await readOfflineCardDetails();
  if (!details) return null;
  const cache = await caches.open(OFFLINE_CARD_CACHE);
  const [printed, photo] = await Promise.all([
    details.printed ? cache.match(OFFLINE_CARD_KEYS.printed) : undefined,
    details.hasPhoto ? cache.match(OFFLINE_CARD_KEYS.photo) : undefined,
  ]);
  return {
    details,
    printed: printed ? await printed.blob() : null,
    photo: photo ? await photo.blob() : null,
  };
}

/**
 * Removes the kept card and everything personal this app keeps on the device: the card's cache, and the
 * tab's session storage (the login page's hand-over of the typed identifier). The service worker's caches hold
 * only the app's own files.
 */
export async function removeOfflineCard(): Promise<void> {
  generation += 1;
  if (typeof window !== 'undefined') window.sessionStorage.clear();
  if (!canKeepOfflineCard()) return;
  await caches.delete(OFFLINE_CARD_CACHE);
}
