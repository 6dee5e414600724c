import { useEffect, useMemo } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME } from '../../lib/constants';
import { formatDate, formatDateTime } from '../../lib/format';
import { MEMBER_STATUS_LABELS } from '../../lib/member-labels';
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

/** The back of the card's notice, as the printed card has it (spec part 1 §2). */
const propertyNotice = () =>
  `This card is the property of ${ASSOCIATION_NAME}. It is not transferable. ` +
  'If found, please return it to the association office.';

/**
 * The member's ID card with no network (issue 30): the portal could not reach the server, and this phone keeps
 * the card of the member who signed in here. Shows its front and back, the printed card (with the QR code) and
 * says since when it was last confirmed online. Back online, the app checks the sign-in again and the usual
 * pages return.
 */
export function OfflineCardPage({ card, onRetry }: { card: OfflineCard; onRetry: () => void }) {
  usePageTitle('ID Card (offline)');
  useRetryWhenOnline(onRetry);
  const { details } = card;
  const photoUrl = useObjectUrl(card.photo);
  const printedUrl = useObjectUrl(card.printed);
  const printedIsImage = details.printed?.contentType.startsWith('image/') ?? false;
  const validity = details.validUntil ? formatDate(details.validUntil) : 'Not set';

  return (
    <main className="offline-card-page">
      <h1>Your ID Card</h1>
      <p className="offline-card-notice" role="status">
        <strong>You are offline.</strong> This card was last confirmed online on{' '}
        <time dateTime={details.confirmedAt}>{formatDateTime(details.confirmedAt)}</time>.
      </p>

      <section className="offline-card offline-card-front" aria-label="ID card, front">
        <header className="offline-card-band">
          <span className="offline-card-association">{ASSOCIATION_NAME}</span>
          <span className="offline-card-kind">MEMBER IDENTITY CARD</span>
        </header>
        <div className="offline-card-body">
          {photoUrl ? (
            <img className="offline-card-photo" src={photoUrl} alt={`Photo of ${details.name}`} />
          ) : (
            <span className="offline-card-photo offline-card-photo-empty" aria-hidden>
              {details.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <dl className="offline-card-facts">
            <dt>Name</dt>
            <dd className="offline-card-name">{details.name}</dd>
            <dt>Member ID</dt>
            <dd>{details.memberId}</dd>
            <dt>Status</dt>
            <dd>{MEMBER_STATUS_LABELS[details.status] ?? details.status}</dd>
            <dt>Valid until</dt>
            <dd>{validity}</dd>
          </dl>
        </div>
      </section>

      <section className="offline-card offline-card-back" aria-label="ID card, back">
        <dl className="offline-card-facts">
          <dt>Member since</dt>
          <dd>{details.validFrom ? formatDate(details.validFrom) : 'Not set'}</dd>
          <dt>Valid until</dt>
          <dd>{validity}</dd>
        </dl>
        <p className="offline-card-property">{propertyNotice()}</p>
      </section>

      {printedUrl && printedIsImage && (
        <img className="offline-card-printed" src={printedUrl} alt={`Printed ID card of ${details.name}`} />
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
            Open printed card (with QR code)
          </a>
        )}
        <button type="button" className="plain-btn plain-btn-lg" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}

/** No network and no card kept on this phone: nothing personal to show, only how to go on. */
export function OfflineNoCardPage({ onRetry }: { onRetry: () => void }) {
  usePageTitle('Offline');
  useRetryWhenOnline(onRetry);
  return (
    <main className="offline-card-page">
      <h1>You are offline</h1>
      <p className="offline-card-notice" role="status">
        The portal cannot reach the server. Connect to the internet and try again; a member who signs in on this phone
        can then see their ID card here without signal.
      </p>
      <div className="offline-card-actions">
        <button type="button" className="plain-btn plain-btn-lg" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}
