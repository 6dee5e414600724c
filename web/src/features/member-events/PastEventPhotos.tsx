import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useGalleryQuery } from '../../api/content';
import { useMemberEventsTexts } from '../../i18n/member-events';

/** How many photos a past event shows before 'Show all'. */
const FIRST_PHOTOS = 8;

/** A past event's photos and videos from the gallery; each opens its web-size copy (or the video) in a new tab. */
export function PastEventPhotos({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const t = useMemberEventsTexts();
  const { data, isPending, isError } = useGalleryQuery(eventId);
  const [showAll, setShowAll] = useState(false);

  if (isPending) return <Skeleton.Image active className="past-event-photo-skeleton" />;
  if (isError) return <p className="muted small">{t('photosFailed')}</p>;
  const items = data ?? [];
  if (items.length === 0) return <p className="muted small">{t('noPhotos')}</p>;
  const shown = showAll ? items : items.slice(0, FIRST_PHOTOS);

  return (
    <section aria-label={t('photosFrom', { title: eventTitle })} className="past-event-photos">
      <ul className="past-event-photo-grid">
        {shown.map((item) => (
          <li key={item.id}>
            <a
              href={item.mediaUrl}
              target="_blank"
              rel="noreferrer"
              className="past-event-photo"
              aria-label={t(item.mediaType === 'video' ? 'openVideo' : 'open', { title: item.title })}
            >
              {item.mediaType === 'video' || !item.thumbnailUrl ? (
                <span className="past-event-video">
                  <PlayCircleOutlined aria-hidden />
                </span>
              ) : (
                <img src={item.thumbnailUrl} alt={item.title} loading="lazy" />
              )}
            </a>
          </li>
        ))}
      </ul>
      {items.length > FIRST_PHOTOS ? (
        <Button type="link" size="small" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('showFewer') : t('showAll', { count: items.length })}
        </Button>
      ) : null}
    </section>
  );
}
