import { useEffect, useMemo } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { useCommonTexts } from '../../i18n/common-texts';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { useOfflineCardTexts } from '../../i18n/offline-card';
import { formatDate } from '../../lib/format';
import type { OfflineCard } from '../../lib/offline-card-store';
import './offline-card.css';

/**
 * A blob's object URL. Not revoked: the offline card is shown once per page load and its two files are small,
 * while a URL revoked by an effect's clean-up (which React may run and re-run) would leave a broken image.
 */
const useObjectUrl = (blob: Blob | null): string | undefined =>
  useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);

/** Tries again as soon as the phone says the network is back, and when the member asks. */
function useRetryWhenOnline(onRetry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
}

const STATUSES = ['active', 'expired', 'pending', 'suspended'] as const;

/**
 * The member's ID card with no network (issue 30): the portal could not reach the server, and this phone keeps
 * the card of the member who signed in here. Shows its front and back, the printed card (with the QR code) and
 * says since when it was last confirmed online. Back online, the app checks the sign-in again and the usual
 * pages return.
 */
export function OfflineCardPage({ card, onRetry }: { card: OfflineCard; onRetry: () => void }) {
  const t = useOfflineCardTexts();
  const association = useCommonTexts()('association.name');
  const language = useShownLanguage();
  usePageTitle(t('pageTitle'));
  useRetryWhenOnline(onRetry);
  const { details } = card;
  // The card keeps the status it had when last confirmed; one this page does not know shows as it came.
  const status = STATUSES.includes(details.status) ? t(`statuses.${details.status}`) : details.status;
  const [confirmedBefore, confirmedAfter] = t('confirmed', { date: '\u0001' }).split('\u0001');
  const photoUrl = useObjectUrl(card.photo);
  const printedUrl = useObjectUrl(card.printed);
  const printedIsImage = details.printed?.contentType.startsWith('image/') ?? false;
  const validity = details.validUntil ? formatDate(details.validUntil) : t('notSet');

  return (
    <main className="offline-card-page">
      <h1>{t('title')}</h1>
      <p className="offline-card-notice" role="status">
        <strong>{t('offline')}</strong>
        {confirmedBefore}
        <time dateTime={details.confirmedAt}>{formatDateTimeIn(language, details.confirmedAt)}</time>
        {confirmedAfter}
      </p>

      <section className="offline-card offline-card-front" aria-label={t('front')}>
        <header className="offline-card-band">
          <span className="offline-card-association">{association}</span>
          <span className="offline-card-kind">{t('kind')}</span>
        </header>
        <div className="offline-card-body">
          {photoUrl ? (
            <img className="offline-card-photo" src={photoUrl} alt={t('photoOf', { name: details.name })} />
          ) : (
            <span className="offline-card-photo offline-card-photo-empty" aria-hidden>
              {details.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <dl className="offline-card-facts">
            <dt>{t('name')}</dt>
            <dd className="offline-card-name">{details.name}</dd>
            <dt>{t('memberId')}</dt>
            <dd>{details.memberId}</dd>
            <dt>{t('status')}</dt>
            <dd>{status}</dd>
            <dt>{t('validUntil')}</dt>
            <dd>{validity}</dd>
          </dl>
        </div>
      </section>

      <section className="offline-card offline-card-back" aria-label={t('back')}>
        <dl className="offline-card-facts">
          <dt>{t('since')}</dt>
          <dd>{details.validFrom ? formatDate(details.validFrom) : t('notSet')}</dd>
          <dt>{t('validUntil')}</dt>
          <dd>{validity}</dd>
        </dl>
        <p className="offline-card-property">{t('property', { association })}</p>
      </section>

      {printedUrl && printedIsImage && (
        <img className="offline-card-printed" src={printedUrl} alt={t('printedOf', { name: details.name })} />
      )}
      <div className="offline-card-actions">
        {printedUrl && !printedIsImage && (
          <a
            className="plain-btn plain-btn-primary plain-btn-lg"
            href={printedUrl}
            target="_blank"
            rel="noopener"
            download={details.printed?.fileName ?? `id-card-${details.memberId}.pdf`}
          >
            {t('openPrinted')}
          </a>
        )}
        <button type="button" className="plain-btn plain-btn-lg" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </main>
  );
}

/** No network and no card kept on this phone: nothing personal to show, only how to go on. */
export function OfflineNoCardPage({ onRetry }: { onRetry: () => void }) {
  const t = useOfflineCardTexts();
  usePageTitle(t('offlineTitle'));
  useRetryWhenOnline(onRetry);
  return (
    <main className="offline-card-page">
      <h1>{t('noCardTitle')}</h1>
      <p className="offline-card-notice" role="status">
        {t('noCard')}
      </p>
      <div className="offline-card-actions">
        <button type="button" className="plain-btn plain-btn-lg" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </main>
  );
}
