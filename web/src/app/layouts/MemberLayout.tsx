import { Suspense } from 'react';
import { Button } from 'antd';
// antd's Avatar without Avatar.Group, which brings Popover (and its popup machinery) to every member page.
import Avatar from 'antd/es/avatar/Avatar';
import { BellOutlined, CameraOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link, Outlet } from 'react-router-dom';
import { useMemberLogoutMutation, type CurrentUser } from '../../api/auth';
import { useUnreadNotificationCount } from '../../api/notifications';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useCommonTexts, useMemberTexts } from '../../i18n/member';
import { ASSOCIATION_SHORT_NAME, NOTIFICATION_BADGE_CAP } from '../../lib/constants';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

/**
 * The bell with the member's unread count (issue 30), the admin header's look and data: it opens the dashboard's
 * Updates tab, so every notice is one tap away on any page and any width.
 */
function MemberBell() {
  const t = useMemberTexts();
  const unread = useUnreadNotificationCount();
  const shown = unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
  return (
    <Link
      to="/member-dashboard?tab=updates"
      className="header-bell"
      aria-label={unread ? t('header.updatesUnread', { count: shown }) : t('header.updates')}
    >
      <BellOutlined className="header-bell-icon" aria-hidden />
      {unread > 0 ? (
        <sup className="unread-count header-bell-count" aria-hidden>
          {shown}
        </sup>
      ) : null}
    </Link>
  );
}

/** The member portal's frame: who is signed in, their notices and a way out (spec part 2 §2). */
export function MemberLayout({ user }: { user: CurrentUser }) {
  const t = useMemberTexts();
  const common = useCommonTexts();
  const logout = useMemberLogoutMutation();
  const name = displayName(user, t('memberFallback'));
  const association = common('association.name');

  const onLogout = async () => {
    // Spec part 2 §7: POST /api/auth/logout, then go to '/' (the router does, once signed out). The local
    // sign-in state is cleared even if the call failed, so the member is never stuck signed in on this device.
    await logout.mutateAsync().catch(() => undefined);
  };

  return (
    <div className="member-shell">
      <header className="member-header">
        <Link to="/member-dashboard" className="member-brand">
          <span className="sidebar-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <span>
            <strong className="member-brand-short">{ASSOCIATION_SHORT_NAME}</strong>
            <span className="member-brand-long">{association}</span>
          </span>
        </Link>
        <div className="member-header-right">
          <LanguageSwitch className="member-language" />
          <MemberBell />
          <Avatar size={32} src={avatarSrc(user)} alt={t('header.photoOf', { name })} className="user-avatar">
            {initials(user, t('memberFallback'))}
          </Avatar>
          <span className="member-name">{name}</span>
          <Button
            icon={<LogoutOutlined />}
            onClick={onLogout}
            loading={logout.isPending}
            aria-label={t('header.logout')}
            className="member-logout"
          >
            <span className="member-logout-text">{t('header.logout')}</span>
          </Button>
        </div>
      </header>
      <main className="member-content">
        <Suspense fallback={<ContentSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
