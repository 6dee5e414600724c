import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { adminMayDo } from '../../components/use-admin-can';
import { ASSOCIATION_SHORT_NAME } from '../../lib/constants';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { ADMIN_NAV_ITEMS, activeNavItem, type AdminNavItem } from './admin-nav';

interface AdminSidebarProps {
  /** The signed-in admin, whose role decides which links show. */
  user: CurrentUser;
  /** Only matters under 768 px, where the sidebar is off-canvas until opened. */
  open: boolean;
  onClose: () => void;
}

/** The nav items the signed-in admin's role may use (issue 27). */
function visibleNavItems(user: CurrentUser): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => !item.duty || adminMayDo(user, item.duty));
}

/**
 * The sidebar's links are a plain list in the look of antd's inline menu: antd's Menu (with its trigger,
 * overflow and tooltip code, ~25 KiB) only added menu roles that a list of page links should not have.
 */
export function AdminSidebar({ user, open, onClose }: AdminSidebarProps) {
  const t = useAdminLayoutTexts();
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const items = visibleNavItems(user);

  return (
    <>
      <aside id="admin-sidebar" className={`admin-sidebar${open ? ' is-open' : ''}`} aria-label={t('sidebar')}>
        <div className="sidebar-brand">
          <span className="sidebar-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <span className="sidebar-brand-text">
            <strong>{ASSOCIATION_SHORT_NAME}</strong>
            <small>{t('adminPortal')}</small>
          </span>
          <button type="button" className="sidebar-close mobile-only" onClick={onClose} aria-label={t('closeMenu')}>
            <CloseOutlined />
          </button>
        </div>
        <nav aria-label={t('mainNavigation')}>
          <ul className="sidebar-menu">
            {items.map((item) => {
              const current = active?.to === item.to;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`sidebar-link${current ? ' is-active' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onClose}
                  >
                    <span className="sidebar-link-icon" aria-hidden>
                      {item.icon}
                    </span>
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      {open ? <div className="sidebar-overlay" data-testid="sidebar-overlay" onClick={onClose} aria-hidden /> : null}
    </>
  );
}
