import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import type { NotificationStats, SentNotificationDto } from '@portal/contracts/shapes';
import { SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import {
  useNotificationStatsQuery,
  useNotificationsQuery,
  useSentNotificationsQuery,
  useUnreadNotificationCount,
} from '../../api/notifications';
import { usePageTitle } from '../../components/use-page-title';
import { useAdminCan } from '../../components/use-admin-can';
import { formatCount, formatDateTime } from '../../lib/format';
import { MEMBER_STATUS_LABELS } from '../../lib/member-labels';
import { NotificationItems } from '../../components/NotificationItems';
import { NotificationTypeTag } from '../../components/NotificationTypeTag';
import { SendNotificationCard } from './SendNotificationCard';
import './notifications.css';

/**
 * Spec part 1 §2 Notifications page: the send form, the admin's inbox with Unread badges and Mark as
 * Read, what was sent with its delivery, and tiles computed from notifications and the delivery log.
 */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const { data, isPending, isError } = useNotificationsQuery({ fresh: true });
  const unreadCount = useUnreadNotificationCount();
  const stats = useNotificationStatsQuery();
  const sent = useSentNotificationsQuery();
  const office = useAdminCan('office');

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>Notifications</Typography.Title>
        <Typography.Paragraph type="secondary">
          Send notifications to members and follow what needs your attention.
        </Typography.Paragraph>
      </div>
      <NotificationTiles stats={stats.data} loading={stats.isPending} />
      <div className="notifications-columns">
        {office ? <SendNotificationCard /> : null}
        <Card title={`Recent Notifications${unreadCount ? ` (${formatCount(unreadCount)} unread)` : ''}`}>
          {isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : isError ? (
            <Alert type="error" showIcon title="Notifications could not be loaded" />
          ) : (
            <NotificationItems items={data} />
          )}
        </Card>
      </div>
      <Card title="Sent Notifications" className="sent-notifications">
        {sent.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : sent.isError ? null : (
          <SentList sent={sent.data} />
        )}
      </Card>
    </div>
  );
}

function NotificationTiles({ stats, loading }: { stats?: NotificationStats; loading: boolean }) {
  const tiles = [
    { key: 'sentToday', title: 'Sent Today', value: stats?.sentToday },
    { key: 'delivered', title: 'Delivered', value: stats?.delivered },
    { key: 'pending', title: 'Pending', value: stats?.pending },
    { key: 'failed', title: 'Failed', value: stats?.failed },
  ];
  return (
    <Row gutter={[16, 16]} className="notification-tiles">
      {tiles.map((tile) => (
        <Col xs={12} md={6} key={tile.key}>
          <Card aria-busy={loading}>
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic title={tile.title} value={formatCount(tile.value ?? 0)} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Who a sent notification was for, in words. */
export function audienceText(sent: SentNotificationDto): string {
  switch (sent.audience) {
    case 'status':
      return `${MEMBER_STATUS_LABELS[sent.audienceValue as keyof typeof MEMBER_STATUS_LABELS] ?? sent.audienceValue} members`;
    case 'scheme':
      return `${SchemeLabels[sent.audienceValue as Scheme] ?? sent.audienceValue} members`;
    case 'member':
      return sent.audienceLabel ?? 'One member';
    default:
      return 'All members';
  }
}

function SentList({ sent }: { sent: SentNotificationDto[] }) {
  if (sent.length === 0) return <Empty description="No notifications sent yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="notification-items">
      {sent.map((item) => (
        <li key={item.id} className="notification-item">
          <div className="notification-item-head">
            <strong className="notification-item-title">{item.title}</strong>
            <NotificationTypeTag type={item.type} />
          </div>
          <p className="notification-item-message">{item.message}</p>
          <div className="sent-notification-delivery muted small">
            <span>{formatDateTime(item.sentAt)}</span>
            <span>To: {audienceText(item)}</span>
            <span>{formatCount(item.delivery.recipients)} in the portal</span>
            {item.email ? (
              <span>
                E-mail: {formatCount(item.delivery.delivered)} delivered, {formatCount(item.delivery.pending)} pending,{' '}
                {formatCount(item.delivery.failed)} failed
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
