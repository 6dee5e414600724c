import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import {
  CloudUploadOutlined,
  DeleteOutlined,
  EyeOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import {
  contentFailureText,
  useDeleteGalleryItemMutation,
  useEventsQuery,
  useGalleryQuery,
  type GalleryItem,
} from '../../api/content';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { useAdminGalleryTexts } from '../../i18n/admin-gallery';
import { MediaViewer } from './MediaViewer';
import { UploadMediaDialog } from './UploadMediaDialog';
import './gallery.css';

const ALL = 'all';

/** Spec part 1 §2 Gallery page (admin): filter by event, the media grid, a viewer, upload and delete. */
export function GalleryPage() {
  const t = useAdminGalleryTexts();
  usePageTitle(t('title'));
  const toast = useToast();
  const [filter, setFilter] = useState<string>(ALL);
  const [viewing, setViewing] = useState<number | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const events = useEventsQuery();
  const eventId = filter === ALL ? undefined : filter;
  const { data, isPending, isError, error } = useGalleryQuery(eventId);
  const remove = useDeleteGalleryItemMutation();
  const office = useAdminCan('office');
  const items = data ?? [];

  const onDelete = async (item: GalleryItem) => {
    if (!window.confirm(t('confirmDelete', { title: item.title }))) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(t('deleted'));
    } catch (err) {
      toast.error(t('deleteFailed'), contentFailureText(err, t('deleteFallback')));
    }
  };

  const filterOptions = [
    { value: ALL, label: t('allEvents') },
    ...(events.data ?? []).map((event) => ({ value: event.id, label: event.title })),
  ];

  return (
    <div className="page gallery-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={1}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        </div>
        {office ? (
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploadOpen(true)}>
            {t('uploadMedia')}
          </Button>
        ) : null}
      </div>

      <div className="gallery-toolbar">
        <Select
          aria-label={t('filterByEvent')}
          className="gallery-filter"
          value={filter}
          onChange={(value: string) => {
            setFilter(value);
            setViewing(null);
          }}
          options={filterOptions}
          loading={events.isPending}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>

      {isError ? (
        <Alert
          type="error"
          showIcon
          className="gallery-alert"
          title={t('loadFailed')}
          description={contentFailureText(error, t('tryAgain'))}
        />
      ) : null}

      {isPending ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3].map((n) => (
            <Col xs={24} sm={12} lg={8} xl={6} key={n}>
              <Card aria-busy="true">
                <Skeleton.Image active />
                <Skeleton active paragraph={{ rows: 1 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : !isError && items.length === 0 ? (
        <Card>
          <Empty description={t('noMedia')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((item, index) => (
            <Col xs={24} sm={12} lg={8} xl={6} key={item.id}>
              <MediaCard
                item={item}
                onView={() => setViewing(index)}
                onDelete={office ? () => onDelete(item) : undefined}
                deleting={remove.isPending && remove.variables === item.id}
              />
            </Col>
          ))}
        </Row>
      )}

      <MediaViewer items={items} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
      <UploadMediaDialog
        open={uploadOpen}
        events={events.data ?? []}
        defaultEventId={eventId}
        onClose={() => setUploadOpen(false)}
      />
    </div>
  );
}

interface MediaCardProps {
  item: GalleryItem;
  onView: () => void;
  /** Absent for a role that may not change the gallery (issue 27). */
  onDelete?: () => void;
  deleting: boolean;
}

function MediaCard({ item, onView, onDelete, deleting }: MediaCardProps) {
  const t = useAdminGalleryTexts();
  const video = item.mediaType === 'video';
  return (
    <Card
      className="media-card"
      cover={
        <button
          type="button"
          className="media-cover"
          onClick={onView}
          aria-label={t('card.viewItem', { title: item.title })}
        >
          {video || !item.thumbnailUrl ? (
            <span className="media-video-poster">
              {video ? <VideoCameraOutlined aria-hidden /> : <PictureOutlined aria-hidden />}
              {video ? t('card.video') : t('card.image')}
            </span>
          ) : (
            <img src={item.thumbnailUrl} alt="" loading="lazy" />
          )}
          <span className="media-view-overlay" aria-hidden>
            <EyeOutlined /> {t('card.view')}
          </span>
        </button>
      }
    >
      <article aria-label={item.title} className="media-card-body">
        <span className="media-card-title">
          {video ? (
            <VideoCameraOutlined aria-label={t('card.video')} role="img" />
          ) : (
            <PictureOutlined aria-label={t('card.image')} role="img" />
          )}
          {item.title}
        </span>
        {item.description ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="media-card-description">
            {item.description}
          </Typography.Paragraph>
        ) : null}
        <div className="media-card-footer">
          {item.eventTitle ? <Tag color="blue">{item.eventTitle}</Tag> : <span />}
          {onDelete ? (
            <Tooltip title={t('card.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('card.deleteItem', { title: item.title })}
                loading={deleting}
                onClick={onDelete}
              />
            </Tooltip>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
