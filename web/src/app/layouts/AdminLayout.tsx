import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';

/** Spec §2 Admin layout: sidebar + header around every admin page. */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setSidebarOpen(false), []);

  // Leaving a page (back button included) must not leave the mobile menu covering the next one.
  useEffect(close, [pathname, close]);

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
        Skip to content
      </a>
      <AdminSidebar open={sidebarOpen} onClose={close} />
      <div className="admin-body">
        <AdminHeader user={user} sidebarOpen={sidebarOpen} onOpenSidebar={() => setSidebarOpen(true)} />
        <main id="admin-main" className="admin-content" tabIndex={-1}>
          <Suspense fallback={<ContentSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
