import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isSessionEndReason, SESSION_END_MESSAGES } from '@portal/contracts/shapes';
import { clearSessionEnd, type UserType } from '../../api/auth';
import { PlainIcon } from '../../components/PlainIcon';
import { CameraOutlined } from '../../components/plain/plain-icons';
import { CheckCircleFilled, ExclamationCircleFilled } from '../../components/plain/toast-icons';
import { usePageTitle } from '../../components/use-page-title';
import { Trans, useTranslation } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { afterSignIn, safeNext, tabFor } from '../../lib/sign-in-return';
import { AdminLoginForm } from './AdminLoginForm';
import { MemberLoginForm } from './MemberLoginForm';
import './login.css';
import '../../i18n/namespaces/login';

export const SESSION_EXPIRED_TEXT = SESSION_END_MESSAGES.idle;

/** `?welcome=invitation`: an invited office-bearer has just chosen their password (issue 27). */
export const INVITATION_ACCEPTED_TEXT = 'Your password is set. Sign in with your e-mail address and the new password.';

/** What `?expired=` says: `1` (inactivity, as it always has) or the reason the gateway gave. */
function expiryText(value: string | null): string | null {
  if (value === '1') return SESSION_EXPIRED_TEXT;
  return isSessionEndReason(value) ? SESSION_END_MESSAGES[value] : null;
}

const TABS: readonly { key: UserType }[] = [{ key: 'member' }, { key: 'admin' }];

function isUserType(value: string | null): value is UserType {
  return value === 'admin' || value === 'member';
}

/** The Member and Admin tabs (WAI-ARIA tabs: one Tab stop, arrow keys, Home and End move between them). */
function LoginTabs({ tab, onChange }: { tab: UserType; onChange: (tab: UserType) => void }) {
  const { t } = useTranslation('login');
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
    <div className="plain-tablist" role="tablist" aria-label={t('signInAs')}>
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
          {t(`tabs.${item.key}`)}
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
  const { t } = useTranslation(['login', 'common']);
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const askedTab = params.get('tab');
  const [tab, setTab] = useState<UserType>(isUserType(askedTab) ? askedTab : tabFor(next));
  const expired = expiryText(params.get('expired'));
  const welcome = params.get('welcome') === 'invitation' ? t('invitationAccepted') : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The login page has said why; a later sign-out should not repeat it.
  useEffect(() => clearSessionEnd(queryClient), [queryClient]);

  const onSignedIn = (kind: UserType) => void navigate(afterSignIn(kind, next), { replace: true });

  return (
    <main className="auth-page plain-page">
      <div className="plain-card auth-card">
        <div className="auth-language">
          <LanguageSwitch />
        </div>
        <div className="auth-brand">
          <span className="auth-logo" aria-hidden>
            <PlainIcon icon={CameraOutlined} />
          </span>
          <h1 className="auth-title">{t('title')}</h1>
          <p className="plain-secondary auth-subtitle">{t('common:association.name')}</p>
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
                <Trans t={t} i18nKey="firstTime" components={{ go: <a href="/setup-password" /> }} />
              </p>
            </>
          ) : (
            <AdminLoginForm onSignedIn={() => onSignedIn('admin')} />
          )}
        </div>
        {/* Spec §2: these are full page navigations. */}
        <p className="auth-links">
          <a href="/forgot-password">{t('forgotPassword')}</a>
        </p>
        <p className="auth-links">
          <Trans t={t} i18nKey="notMember" components={{ go: <a href="/register" /> }} />
        </p>
        <p className="auth-help">
          <Trans
            t={t}
            i18nKey="help"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
        <p className="auth-links">
          <a href="/">{t('backHome')}</a>
        </p>
      </div>
    </main>
  );
}
