import { useEffect } from 'react';
import { Button, Modal, Tag } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { GalleryItem } from '../../api/content';
import { useAdminGalleryTexts } from '../../i18n/admin-gallery';
import './gallery.css';

interface MediaViewerProps {
  items: GalleryItem[];
  /** The item shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One photo (its web-size copy) or video at a time, with Previous and Next (and the arrow keys). */
export function MediaViewer({ items, index, onIndexChange, onClose }: MediaViewerProps) {
  const t = useAdminGalleryTexts();
  const item = index === null ? undefined : items[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < items.length - 1;

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      // Arrow keys in a playing video's controls seek; they are left to the video there.
      if (event.target instanceof HTMLVideoElement) return;
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < items.length - 1) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, items.length, onIndexChange]);

  return (
    <Modal
      open={Boolean(item)}
      title={item ? item.title : t('viewer.media')}
      onCancel={onClose}
      width={960}
      centered
      destroyOnHidden
      footer={
        <div className="media-viewer-footer">
          <Button icon={<LeftOutlined />} disabled={!hasPrevious} onClick={() => onIndexChange(index! - 1)}>
            {t('viewer.previous')}
          </Button>
          <span className="muted" aria-live="polite">
            {index !== null ? t('viewer.position', { number: index + 1, total: items.length }) : ''}
          </span>
          <Button disabled={!hasNext} onClick={() => onIndexChange(index! + 1)}>
            {t('viewer.next')} <RightOutlined />
          </Button>
        </div>
      }
    >
      {item ? (
        <figure className="media-viewer">
          {item.mediaType === 'video' ? (
            // key: a new source starts a new player instead of continuing the previous video's state.
            <video
              key={item.id}
              className="media-viewer-media"
              controls
              preload="metadata"
              src={item.mediaUrl}
              aria-label={item.title}
            />
          ) : (
            <img key={item.id} className="media-viewer-media" src={item.mediaUrl} alt={item.title} />
          )}
          <figcaption>
            {item.eventTitle ? <Tag color="blue">{item.eventTitle}</Tag> : null}
            {item.description ? <span className="media-viewer-description">{item.description}</span> : null}
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
