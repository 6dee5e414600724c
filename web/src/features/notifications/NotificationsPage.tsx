import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Pagination, Row, Skeleton, Statistic, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { NotificationStats, SentNotificationDto } from '@portal/contracts/shapes';
import { AdminInboxKinds, Schemes, type AdminInboxKind, type Scheme } from '@portal/contracts/shapes';
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
import { formatCount } from '../../lib/format';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { adminStatusText, useAdminLayoutTexts, type AdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminNotificationsTexts, type AdminNotificationsTexts } from '../../i18n/admin-notifications';
import { notificationTypeName, useMemberTexts } from '../../i18n/member';
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
  const t = useAdminNotificationsTexts();
  usePageTitle(t('title'));
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useNotificationsPageQuery(page, INBOX_PAGE_SIZE);
  const unreadCount = useUnreadNotificationCount();
  const markAll = useMarkAllNotificationsReadMutation();
  const toast = useToast();
  const onMarkAll = async () => {
    try {
      await markAll.mutateAsync();
    } catch {
      toast.error(t('markFailedTitle'), t('markFailed'));
    }
  };
  const stats = useNotificationStatsQuery();
  const sent = useSentNotificationsQuery();
  const office = useAdminCan('office');

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      </div>
      <NotificationTiles stats={stats.data} loading={stats.isPending} />
      <div className="notifications-columns">
        {office ? <SendNotificationCard /> : null}
        <Card
          title={unreadCount ? t('recentUnread', { count: formatCount(unreadCount) }) : t('recent')}
          extra={
            unreadCount > 0 ? (
              <Button size="small" icon={<CheckOutlined />} loading={markAll.isPending} onClick={onMarkAll}>
                {t('markAll')}
              </Button>
            ) : null
          }
        >
          {isPending ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : isError ? (
            <Alert type="error" showIcon title={t('loadFailed')} />
          ) : (
            <>
              <NotificationItems items={data.items} typeName={(type) => inboxKindName(t, type)} />
              {data.total > data.limit ? (
                <Pagination
                  className="notifications-pagination"
                  size="small"
                  current={page}
                  pageSize={data.limit}
                  total={data.total}
                  showSizeChanger={false}
                  showTotal={(total, [from, to]) => t('range', { from, to, total: formatCount(total) })}
                  onChange={setPage}
                />
              ) : null}
            </>
          )}
        </Card>
      </div>
      <Card title={t('sentTitle')} className="sent-notifications">
        {sent.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : sent.isError ? null : (
          <SentList sent={sent.data} />
        )}
      </Card>
    </div>
  );
}

/** An inbox item's kind in the shown language; a member notification's type is left to the list. */
function inboxKindName(t: AdminNotificationsTexts, type: string): string | undefined {
  return AdminInboxKinds.includes(type as AdminInboxKind) ? t(`inboxKinds.${type as AdminInboxKind}`) : undefined;
}

/** Items a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;

const TILE_KEYS = ['sentToday', 'recipientsToday', 'delivered', 'pending', 'failed'] as const;

/** Each tile counts one thing and names it: notifications, members or e-mails. */
function NotificationTiles({ stats, loading }: { stats?: NotificationStats; loading: boolean }) {
  const t = useAdminNotificationsTexts();
  return (
    <Row gutter={[16, 16]} className="notification-tiles">
      {TILE_KEYS.map((key) => (
        <Col xs={12} md={8} xl={{ flex: '20%' }} key={key}>
          <Card aria-busy={loading}>
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic title={t(`stats.${key}`)} value={formatCount(stats?.[key] ?? 0)} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Who a sent notification was for, in words. */
export function audienceText(sent: SentNotificationDto, t: AdminNotificationsTexts, layout: AdminLayoutTexts): string {
  const value = sent.audienceValue ?? '';
  switch (sent.audience) {
    case 'status':
      return t('audience.members', { group: adminStatusText(layout, value) });
    case 'scheme':
      return t('audience.members', {
        group: (Schemes as readonly string[]).includes(value) ? layout(`schemes.${value as Scheme}`) : value,
      });
    case 'member':
      return sent.audienceLabel ?? t('audience.one');
    default:
      return t('audience.all');
  }
}

function SentList({ sent }: { sent: SentNotificationDto[] }) {
  const t = useAdminNotificationsTexts();
  const layout = useAdminLayoutTexts();
  const member = useMemberTexts();
  const language = useShownLanguage();
  if (sent.length === 0) return <Empty description={t('noneSent')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="notification-items">
      {sent.map((item) => (
        <li key={item.id} className="notification-item">
          <div className="notification-item-head">
            <strong className="notification-item-title">{item.title}</strong>
            <NotificationTypeTag type={item.type} text={notificationTypeName(member, item.type)} />
          </div>
          <p className="notification-item-message">{item.message}</p>
          <div className="sent-notification-delivery muted small">
            <span>{formatDateTimeIn(language, item.sentAt)}</span>
            <span>{t('delivery.to', { audience: audienceText(item, t, layout) })}</span>
            <span>{t('delivery.portal', { count: formatCount(item.delivery.recipients) })}</span>
            {item.email ? (
              <span>
                {t('delivery.email', {
                  delivered: formatCount(item.delivery.delivered),
                  pending: formatCount(item.delivery.pending),
                  failed: formatCount(item.delivery.failed),
                })}
              </span>
            ) : null}
            {item.delivery.whatsApp ? (
              <span>
                {t('delivery.whatsApp', {
                  sent: formatCount(item.delivery.whatsApp.sent),
                  delivered: formatCount(item.delivery.whatsApp.delivered),
                  read: formatCount(item.delivery.whatsApp.read),
                  pending: formatCount(item.delivery.whatsApp.pending),
                  failed: formatCount(item.delivery.whatsApp.failed),
                })}
              </span>
            ) : null}
            {item.delivery.sms ? (
              <span>
                {t('delivery.sms', {
                  sent: formatCount(item.delivery.sms.sent),
                  delivered: formatCount(item.delivery.sms.delivered),
                  pending: formatCount(item.delivery.sms.pending),
                  failed: formatCount(item.delivery.sms.failed),
                })}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
