import { useUnreadNotificationCount } from '../../api/notifications';
import { useMemberTexts } from '../../i18n/member';
import { NOTIFICATION_BADGE_CAP } from '../../lib/constants';

/**
 * The tab's name with the member's unread count (9+ above 9), so unread updates show from any tab. The count is
 * drawn as antd's small Badge drew it (member-portal-tabs.css), without antd's Badge and its scroll
 * animation, which the dashboard no longer downloads for this one number (issue 30); like the Badge, nothing
 * shows when all is read.
 */
export function UpdatesTabLabel() {
  const t = useMemberTexts();
  const unread = useUnreadNotificationCount();
  const shown = unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
  return (
    <span className="updates-tab-label">
      <span>{t('dashboard.tabs.updates')}</span>
      {unread > 0 ? (
        <sup className="unread-count updates-tab-count" title={t('dashboard.unread', { count: shown })}>
          {shown}
        </sup>
      ) : null}
    </span>
  );
}
