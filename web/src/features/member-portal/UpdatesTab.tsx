import { Alert, Card, Skeleton } from 'antd';
import { useNotificationsQuery, useUnreadNotificationCount } from '../../api/notifications';
import { formatCount } from '../../lib/format';
import { NotificationItems } from '../../components/NotificationItems';

/**
 * The Updates tab (issue 12): the member's own and broadcast notifications, newest first, with their
 * own read state, Mark as Read and the unread count.
 */
export function UpdatesTab() {
  const { data, isPending, isError } = useNotificationsQuery({ fresh: true });
  const unread = useUnreadNotificationCount();
  return (
    <Card
      title={<h2 className="member-card-title">Updates</h2>}
      extra={data ? <span className="muted">{unread ? `${formatCount(unread)} unread` : 'All caught up'}</span> : null}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <Alert type="error" showIcon title="Updates could not be loaded" />
      ) : (
        <NotificationItems items={data} emptyText="No updates yet" />
      )}
    </Card>
  );
}
