import { Alert, Card, Skeleton } from 'antd';
import { useNotificationsQuery, useUnreadNotificationCount } from '../../api/notifications';
import { useMemberTexts } from '../../i18n/member';
import { formatCount } from '../../lib/format';
import { NotificationItems } from '../../components/NotificationItems';

/**
 * The Updates tab (issue 12): the member's own and broadcast notifications, newest first, with their
 * own read state, Mark as Read and the unread count.
 */
export function UpdatesTab() {
  const t = useMemberTexts();
  const { data, isPending, isError } = useNotificationsQuery({ fresh: true });
  const unread = useUnreadNotificationCount();
  return (
    <Card
      title={<h2 className="member-card-title">{t('updates.title')}</h2>}
      extra={
        data ? (
          <span className="muted">
            {unread ? t('updates.unread', { count: formatCount(unread) }) : t('updates.caughtUp')}
          </span>
        ) : null
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('updates.failed')} />
      ) : (
        <NotificationItems items={data} emptyText={t('updates.none')} />
      )}
    </Card>
  );
}
