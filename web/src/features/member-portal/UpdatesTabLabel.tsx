import { Badge } from 'antd';
import { useUnreadNotificationCount } from '../../api/notifications';
import { NOTIFICATION_BADGE_CAP } from '../../lib/constants';

/** The tab's name with the member's unread count (9+ above 9), so unread updates show from any tab. */
export function UpdatesTabLabel() {
  const unread = useUnreadNotificationCount();
  const shown = unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
  return (
    <span className="updates-tab-label">
      <span>Updates</span>
      <Badge count={unread} overflowCount={NOTIFICATION_BADGE_CAP} size="small" title={`${shown} unread`} />
    </span>
  );
}
