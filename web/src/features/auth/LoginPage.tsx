import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isSessionEndReason, SESSION_END_MESSAGES } from '@portal/contracts/shapes';
import { clearSessionEnd, type UserType } from '../../api/auth';
import { PlainIcon } from '../../components/PlainIcon';
import { CameraOutlined } from '../../components/plain/plain-icons';
import { CheckCircleFilled, ExclamationCircleFilled } from '../../components/plain/toast-icons';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME, SUPPORT_EMAIL } from '../../lib/constants';
import { afterSignIn, safeNext, tabFor } from '../../lib/sign-in-return';
import { AdminLoginForm } from './AdminLoginForm';
import { MemberLoginForm } from './MemberLoginForm';
import './login.css';

export const SESSION_EXPIRED_TEXT = SESSION_END_MESSAGES.idle;

/** `?welcome=invitation`: an invited office-bearer has just chosen their password (issue 27). */
export const INVITATION_ACCEPTED_TEXT = 'Your password is set. Sign in with your e-mail address and the new password.';

/** What `?expired=` says: `1` (inactivity, as it always has) or the reason the gateway gave. */
function expiryText(value: string | null): string | null {
  if (value === '1') return SESSION_EXPIRED_TEXT;
  return isSessionEndReason(value) ? SESSION_END_MESSAGES[value] : null;
}

const TABS: readonly { key: UserType; label: string }[] = [
  { key: 'member', label: 'Member' },
  { key: 'admin', label: 'Admin' },
];

function isUserType(value: string | null): value is UserType {
  return value === 'admin' || value === 'member';
}

/** The Member and Admin tabs (WAI-ARIA tabs: one Tab stop, arrow keys, Home and End move between them). */
function LoginTabs({ tab, onChange }: { tab: UserType; onChange: (tab: UserType) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex((item) => item.key === tab);
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % TABS.length,
      ArrowLeft: (at - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(TABS[next].key);
    buttons.current[next]?.focus();
  };
  return (
    <div className="plain-tablist" role="tablist" aria-label="Sign in as">
      {TABS.map((item, index) => (
        <button
          key={item.key}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`login-tab-${item.key}`}
          className="plain-tab"
          aria-selected={tab === item.key}
          aria-controls={`login-panel-${item.key}`}
          tabIndex={tab === item.key ? 0 : -1}
          onClick={() => onChange(item.key)}
          onKeyDown={onKeyDown}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/**
 * /login: the tab chooses the login kind (spec §2 and §4). `?tab=admin` (from /admin-login) opens the
 * Admin tab; `?next=` is the page the visitor asked for before logging in, and decides the tab when
 * none is given; `?welcome=invitation` greets an office-bearer who has just accepted their invitation;
 * `?expired=` says why the session ended (1: inactivity; or a reason such as
 * password-changed). Plain HTML and CSS (no antd), so
 * a first visit shows the form without waiting for antd's code.
 */
export function LoginPage() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const askedTab = params.get('tab');
  const [tab, setTab] = useState<UserType>(isUserType(askedTab) ? askedTab : tabFor(next));
  const expired = expiryText(params.get('expired'));
  const welcome = params.get('welcome') === 'invitation' ? INVITATION_ACCEPTED_TEXT : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The login page has said why; a later sign-out should not repeat it.
  useEffect(() => clearSessionEnd(queryClient), [queryClient]);

  const onSignedIn = (kind: UserType) => void navigate(afterSignIn(kind, next), { replace: true });

  return (
    <main className="auth-page plain-page">
      <div className="plain-card auth-card">
        <div className="auth-brand">
          <span className="auth-logo" aria-hidden>
            <PlainIcon icon={CameraOutlined} />
          </span>
          <h1 className="auth-title">Sign in</h1>
          <p className="plain-secondary auth-subtitle">{ASSOCIATION_NAME}</p>
        </div>
        {expired ? (
          <div className="plain-alert plain-alert-warning auth-notice" role="alert">
            <PlainIcon icon={ExclamationCircleFilled} />
            <div className="plain-alert-title">{expired}</div>
          </div>
        ) : null}
        {welcome ? (
          <div className="plain-alert plain-alert-success auth-notice" role="status">
            <PlainIcon icon={CheckCircleFilled} />
            <div className="plain-alert-title">{welcome}</div>
          </div>
        ) : null}
        <LoginTabs tab={tab} onChange={setTab} />
        {/* Only the open tab's form is in the page; the panel itself is no Tab stop (the form's fields are). */}
        <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
          {tab === 'member' ? (
            <>
              <MemberLoginForm onSignedIn={() => onSignedIn('member')} />
              <p className="auth-links">
                First time signing in? <a href="/setup-password">Set up password</a>
              </p>
            </>
          ) : (
            <AdminLoginForm onSignedIn={() => onSignedIn('admin')} />
          )}
        </div>
        {/* Spec §2: these are full page navigations. */}
        <p className="auth-links">
          <a href="/forgot-password">Forgot password?</a>
        </p>
        <p className="auth-links">
          Not a member yet? <a href="/register">Register as Member</a>
        </p>
        <p className="auth-help">
          Need help? Contact us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p className="auth-links">
          <a href="/">← Back to Home</a>
        </p>
      </div>
    </main>
  );
}
