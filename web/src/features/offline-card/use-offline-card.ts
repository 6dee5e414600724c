import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { readOfflineCard, removeOfflineCard, type OfflineCard } from '../../lib/offline-card-store';

/** The sign-in check failed without an answer from the server: no network (or the server unreachable). */
export const isNetworkFailure = (error: unknown): boolean => error != null && !(error instanceof ApiRequestError);

/**
 * Keeps the signed-in member's card on this phone up to date, quietly, once per sign-in and change of their
 * record; an admin's sign-in removes any card kept here (nothing personal is kept for an admin).
 * The refresh is loaded only when a member is signed in, so no other visitor downloads it.
 */
export function useOfflineCardKeeper(user: CurrentUser | null | undefined): void {
  const member = user?.userType === 'member' ? user : null;
  const isAdmin = user?.userType === 'admin';
  const memberKey = member ? `${member.id}@${member.updatedAt}` : null;
  useEffect(() => {
    if (isAdmin) {
      void removeOfflineCard().catch(() => undefined);
      return;
    }
    if (!member) return;
    // A failed refresh leaves the card kept before; the next visit tries again.
    void import('./refresh-offline-card')
      .then(({ refreshOfflineCard }) => refreshOfflineCard(member))
      .catch(() => undefined);
    // The member record is read when its key changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberKey, isAdmin]);
}

export type OfflineFallback = { state: 'none' } | { state: 'checking' } | { state: 'card'; card: OfflineCard | null };

/**
 * When the sign-in check could not reach the server: the card kept on this phone (or null), once read. Read
 * again for each failed check, so a card removed since (signed out) is never shown from an earlier read.
 */
export function useOfflineFallback(error: unknown): OfflineFallback {
  const failure = isNetworkFailure(error) ? error : null;
  const [read, setRead] = useState<{ failure: unknown; card: OfflineCard | null } | null>(null);
  useEffect(() => {
    if (!failure) return undefined;
    let current = true;
    void readOfflineCard()
      .catch(() => null)
      .then((card) => {
        if (current) setRead({ failure, card });
      });
    return () => {
      current = false;
    };
  }, [failure]);
  if (!failure) return { state: 'none' };
  if (read?.failure !== failure) return { state: 'checking' };
  return { state: 'card', card: read.card };
}
