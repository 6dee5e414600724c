import { Button } from 'antd';
import { BellOutlined, MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { useUnreadNotificationCount } from '../../api/notifications';
import { NOTIFICATION_BADGE_CAP } from '../../lib/constants';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { activeNavItem } from './admin-nav';
import { UserMenu } from './UserMenu';

interface AdminHeaderProps {
  user: CurrentUser;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
}

export function AdminHeader({ user, sidebarOpen, onOpenSidebar }: AdminHeaderProps) {
  const t = useAdminLayoutTexts();
  const unread = useUnreadNotificationCount();
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const section = active ? t(`nav.${active.key}`) : '';
  const unreadLabel = unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);

  return (
    <header className="admin-header">
      <div className="admin-header-left">
        <Button
          type="text"
          className="mobile-only"
          icon={<MenuOutlined />}
          onClick={onOpenSidebar}
          aria-label={t('openMenu')}
          aria-controls="admin-sidebar"
          aria-expanded={sidebarOpen}
        />
        <span className="admin-header-section">{section}</span>
      </div>
      <div className="admin-header-right">
        <LanguageSwitch className="admin-language" />
        <Link
          to="/notifications"
          className="header-bell"
          aria-label={unread ? t('notificationsUnread', { count: unreadLabel }) : t('notifications')}
        >
          <BellOutlined className="header-bell-icon" aria-hidden />
          {/* antd's Badge look without its scroll-number animation code; the link's name says the count. */}
          {unread > 0 ? (
            <sup className="unread-count header-bell-count" aria-hidden>
              {unreadLabel}
            </sup>
          ) : null}
        </Link>
        <UserMenu user={user} />
      </div>
    </header>
  );
}
