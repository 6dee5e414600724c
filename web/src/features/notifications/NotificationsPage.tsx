import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Pagination, Row, Skeleton, Statistic, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { NotificationStats, SentNotificationDto } from '@portal/contracts/shapes';
import { NotificationStatLabels, SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import {
  useMarkAllNotificationsReadMutation,
  useNotificationStatsQuery,
  useNotificationsPageQuery,
  useSentNotificationsQuery,
  useUnreadNotificationCount,
} from '../../api/notifications';
import { useToast } from '../../components/use-toast';
import { usePageTitle } from '../../components/use-page-title';
import { useAdminCan } from '../../components/use-admin-can';
import { formatCount, formatDateTime } from '../../lib/format';
import { MEMBER_STATUS_LABELS } from '../../lib/member-labels';
import { NotificationItems } from '../../components/NotificationItems';
import { NotificationTypeTag } from '../../components/NotificationTypeTag';
import { SendNotificationCard } from './SendNotificationCard';
import './notifications.css';

/**
 * Spec part 1 §2 Notifications page: the send form, the admin's inbox (newest first, a page at a time) with
 * Unread badges, Mark as Read and Mark all as read, what was sent with its delivery, and tiles that each name
 * their unit.
 */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useNotificationsPageQuery(page, INBOX_PAGE_SIZE);
  const unreadCount = useUnreadNotificationCount();
  const markAll = useMarkAllNotificationsReadMutation();
  const toast = useToast();
  const onMarkAll = async () => {
    try {
      await markAll.mutateAsync();
    } catch {
      toast.error('Error', 'Could not mark the notifications as read');
    }
  };
  const stats = useNotificationStatsQuery();
  const sent = useSentNotificationsQuery();
  const office = useAdminCan('office');

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={1}>Notifications</Typography.Title>
        <Typography.Paragraph type="secondary">
          Send notifications to members and follow what needs your attention.
        </Typography.Paragraph>
      </div>
      <NotificationTiles stats={stats.data} loading={stats.isPending} />
      <div className="notifications-columns">
        {office ? <SendNotificationCard /> : null}
        <Card
          title={`Recent Notifications${unreadCount ? ` (${formatCount(unreadCount)} unread)` : ''}`}
          extra={
            unreadCount > 0 ? (
              <Button size="small" icon={<CheckOutlined />} loading={markAll.isPending} onClick={onMarkAll}>
                Mark all as read
              </Button>
            ) : null
          }
        >
          {isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : isError ? (
            <Alert type="error" showIcon title="Notifications could not be loaded" />
          ) : (
            <>
              <NotificationItems items={data.items} />
              {data.total > data.limit ? (
                <Pagination
                  className="notifications-pagination"
                  size="small"
                  current={page}
                  pageSize={data.limit}
                  total={data.total}
                  showSizeChanger={false}
                  showTotal={(total, [from, to]) => `${from}–${to} of ${formatCount(total)}`}
                  onChange={setPage}
                />
              ) : null}
            </>
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

/** Items a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;

const TILE_KEYS = ['sentToday', 'recipientsToday', 'delivered', 'pending', 'failed'] as const;

/** Each tile counts one thing and names it: notifications, members or e-mails. */
function NotificationTiles({ stats, loading }: { stats?: NotificationStats; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} className="notification-tiles">
      {TILE_KEYS.map((key) => (
        <Col xs={12} md={8} xl={{ flex: '20%' }} key={key}>
          <Card aria-busy={loading}>
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic title={NotificationStatLabels[key]} value={formatCount(stats?.[key] ?? 0)} />
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
            {item.delivery.whatsApp ? (
              <span>
                WhatsApp: {formatCount(item.delivery.whatsApp.sent)} sent,{' '}
                {formatCount(item.delivery.whatsApp.delivered)} delivered, {formatCount(item.delivery.whatsApp.read)}{' '}
                read, {formatCount(item.delivery.whatsApp.pending)} pending,{' '}
                {formatCount(item.delivery.whatsApp.failed)} failed
              </span>
            ) : null}
            {item.delivery.sms ? (
              <span>
                SMS: {formatCount(item.delivery.sms.sent)} sent, {formatCount(item.delivery.sms.delivered)} delivered,{' '}
                {formatCount(item.delivery.sms.pending)} pending, {formatCount(item.delivery.sms.failed)} failed
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
