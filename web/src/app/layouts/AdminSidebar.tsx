import { Menu } from 'antd';
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { ASSOCIATION_SHORT_NAME } from '../../lib/constants';
import { ADMIN_NAV_ITEMS, activeNavItem } from './admin-nav';

interface AdminSidebarProps {
  /** Only matters under 768 px, where the sidebar is off-canvas until opened. */
  open: boolean;
  onClose: () => void;
}

export function AdminSidebar({ open, onClose }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);

  return (
    <>
      <aside id="admin-sidebar" className={`admin-sidebar${open ? ' is-open' : ''}`} aria-label="Sidebar">
        <div className="sidebar-brand">
          <span className="sidebar-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <span className="sidebar-brand-text">
            <strong>{ASSOCIATION_SHORT_NAME}</strong>
            <small>Admin Portal</small>
          </span>
          <button type="button" className="sidebar-close mobile-only" onClick={onClose} aria-label="Close menu">
            <CloseOutlined />
          </button>
        </div>
        <nav aria-label="Main navigation">
          <Menu
            mode="inline"
            className="sidebar-menu"
            selectedKeys={active ? [active.to] : []}
            onClick={onClose}
            items={ADMIN_NAV_ITEMS.map((item) => ({
              key: item.to,
              icon: item.icon,
              label: (
                <Link to={item.to} aria-current={active?.to === item.to ? 'page' : undefined}>
                  {item.label}
                </Link>
              ),
            }))}
          />
        </nav>
      </aside>
      {open ? <div className="sidebar-overlay" data-testid="sidebar-overlay" onClick={onClose} aria-hidden /> : null}
    </>
  );
}
