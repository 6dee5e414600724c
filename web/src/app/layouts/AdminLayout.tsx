import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';
import './admin-layout.css';

/** Spec §2 Admin layout: sidebar + header around every admin page. */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const t = useAdminLayoutTexts();
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: leaving that page (back button included) closes it,
  // so it never covers the next one.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const sidebarOpen = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);

  useEffect(() => {
    if (!sidebarOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen, close]);

  return (
    <div className="admin-shell">
      <a href="#admin-main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AdminSidebar user={user} open={sidebarOpen} onClose={close} />
      <div className="admin-body">
        <AdminHeader user={user} sidebarOpen={sidebarOpen} onOpenSidebar={() => setOpenOn(pathname)} />
        <main id="admin-main" className="admin-content" tabIndex={-1}>
          <Suspense fallback={<ContentSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
