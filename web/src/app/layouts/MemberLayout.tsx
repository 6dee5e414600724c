import { Suspense } from 'react';
import { Avatar, Button } from 'antd';
import { CameraOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link, Outlet } from 'react-router-dom';
import { useMemberLogoutMutation, type CurrentUser } from '../../api/auth';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME } from '../../lib/constants';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

/** The member portal's frame: who is signed in and a way out (spec part 2 §2). */
export function MemberLayout({ user }: { user: CurrentUser }) {
  const logout = useMemberLogoutMutation();
  const name = displayName(user, 'Member');

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
            <span className="member-brand-long">{ASSOCIATION_NAME}</span>
          </span>
        </Link>
        <div className="member-header-right">
          <Avatar size={32} src={avatarSrc(user)} className="user-avatar">
            {initials(user, 'Member')}
          </Avatar>
          <span className="member-name">{name}</span>
          <Button icon={<LogoutOutlined />} onClick={onLogout} loading={logout.isPending}>
            Logout
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
