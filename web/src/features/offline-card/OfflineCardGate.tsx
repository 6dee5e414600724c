import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useCommonTexts } from '../../i18n/common-texts';
import type { OfflineFallback } from './use-offline-card';

const OfflineCardPage = lazy(() => import('./OfflineCardPage').then((m) => ({ default: m.OfflineCardPage })));
const OfflineNoCardPage = lazy(() => import('./OfflineCardPage').then((m) => ({ default: m.OfflineNoCardPage })));

/**
 * What the portal shows when the sign-in check could not reach the server (issue 30): the card kept on this
 * phone, or a plain offline page, instead of sending the member to a login that cannot work without network.
 * The page's code is kept by the service worker (web/vite/pwa.ts).
 */
export function OfflineCardGate({ fallback, onRetry }: { fallback: OfflineFallback; onRetry: () => void }) {
  const t = useCommonTexts();
  if (fallback.state === 'checking') return <FullPageSpinner label={t('status.openingCard')} />;
  if (fallback.state !== 'card') return null;
  return (
    <Suspense fallback={<FullPageSpinner label={t('status.openingCard')} />}>
      {fallback.card ? (
        <OfflineCardPage card={fallback.card} onRetry={onRetry} />
      ) : (
        <OfflineNoCardPage onRetry={onRetry} />
      )}
    </Suspense>
  );
}
