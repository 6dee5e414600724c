import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { logoutAdmin, type CurrentUser } from '../../api/auth';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

const ProfileModal = lazy(() => import('./ProfileModal'));

export function UserMenu({ user }: { user: CurrentUser | null | undefined }) {
  const [profileOpen, setProfileOpen] = useState(false);
  // Loaded on the first opening, then kept so the dialog can animate closed.
  const [profileWanted, setProfileWanted] = useState(false);
  const name = displayName(user);

  const items: MenuProps['items'] = [
    { key: 'profile', label: 'Profile', icon: <UserOutlined /> },
    { type: 'divider' },
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') {
      setProfileWanted(true);
      setProfileOpen(true);
    }
    // Spec §2: a full navigation so the gateway can end the session and redirect.
    if (key === 'logout') logoutAdmin();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="user-menu-trigger" aria-label={`Account menu for ${name}`}>
          <Avatar size={32} src={avatarSrc(user)} className="user-avatar">
            {initials(user)}
          </Avatar>
          <span className="user-menu-name">{name}</span>
          <DownOutlined className="user-menu-caret" />
        </Button>
      </Dropdown>
      {profileWanted ? (
        <Suspense fallback={null}>
          <ProfileModal open={profileOpen} name={name} email={user?.email} onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
