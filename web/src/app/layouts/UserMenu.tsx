import { useState } from 'react';
import { Avatar, Button, Descriptions, Dropdown, Modal, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { logoutAdmin, type CurrentUser } from '../../api/auth';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

export function UserMenu({ user }: { user: CurrentUser | null | undefined }) {
  const [profileOpen, setProfileOpen] = useState(false);
  const name = displayName(user);

  const items: MenuProps['items'] = [
    { key: 'profile', label: 'Profile', icon: <UserOutlined /> },
    { type: 'divider' },
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') setProfileOpen(true);
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
      <Modal title="Profile" open={profileOpen} onCancel={() => setProfileOpen(false)} footer={null}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Name">{name}</Descriptions.Item>
          <Descriptions.Item label="Email">{user?.email || 'Not set'}</Descriptions.Item>
          <Descriptions.Item label="Role">Administrator</Descriptions.Item>
        </Descriptions>
      </Modal>
    </>
  );
}
