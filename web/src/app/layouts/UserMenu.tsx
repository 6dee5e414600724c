import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { logoutAdmin, type CurrentUser } from '../../api/auth';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { avatarSrc, displayName, initials } from '../../lib/user-display';

const ProfileModal = lazy(() => import('./ProfileModal'));

/** The round picture or initials of the header; the initials stay if the picture fails to load. */
function UserAvatar({ user }: { user: CurrentUser | null | undefined }) {
  const src = avatarSrc(user);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <span className="user-avatar plain-avatar" aria-hidden>
      {src && failed !== src ? <img src={src} alt="" onError={() => setFailed(src)} /> : initials(user)}
    </span>
  );
}

/**
 * The account menu: a menu button (WAI-ARIA pattern) in the look of antd's dropdown, without antd's
 * Dropdown, Menu and their positioning code, which the admin pages otherwise load only for this.
 */
export function UserMenu({ user }: { user: CurrentUser | null | undefined }) {
  const t = useAdminLayoutTexts();
  const [open, setOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  // Loaded on the first opening, then kept so the dialog can animate closed.
  const [profileWanted, setProfileWanted] = useState(false);
  const name = displayName(user);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item takes the focus when the menu opens (from the keyboard); a click leaves it on the button.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) items()[target === 'first' ? 0 : items().length - 1]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) items()[event.key === 'ArrowDown' ? 0 : items().length - 1]?.focus();
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      list[move[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const openProfile = () => {
    close(true);
    setProfileWanted(true);
    setProfileOpen(true);
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="user-menu-trigger"
        aria-label={t('accountMenuFor', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onTriggerKeyDown}
      >
        <UserAvatar user={user} />
        <span className="user-menu-name">{name}</span>
        <DownOutlined className="user-menu-caret" />
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={t('account')}
          className="user-menu-popup"
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="user-menu-item" onClick={openProfile}>
              <UserOutlined aria-hidden /> {t('profile')}
            </button>
          </li>
          <li role="separator" className="user-menu-divider" />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="user-menu-item user-menu-item-danger"
              // Spec §2: a full navigation so the gateway can end the session and redirect.
              onClick={() => logoutAdmin()}
            >
              <LogoutOutlined aria-hidden /> {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
      {profileWanted ? (
        <Suspense fallback={null}>
          <ProfileModal open={profileOpen} user={user} onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
