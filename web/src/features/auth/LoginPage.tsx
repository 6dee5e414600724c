import { useEffect, useState } from 'react';
import { Alert, Card, Tabs, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { clearSessionEnd, type UserType } from '../../api/auth';
import { usePageTitle } from '../../components/use-page-title';
import { useNoTabStopOnPanels } from '../../components/use-no-tab-stop-on-panels';
import { ASSOCIATION_NAME, SUPPORT_EMAIL } from '../../lib/constants';
import { afterSignIn, safeNext, tabFor } from '../../lib/sign-in-return';
import { AdminLoginForm } from './AdminLoginForm';
import { MemberLoginForm } from './MemberLoginForm';
import './login.css';

export const SESSION_EXPIRED_TEXT = 'You were signed out after a period of inactivity. Please log in again.';

function isUserType(value: string | null): value is UserType {
  return value === 'admin' || value === 'member';
}

/**
 * /login: the tab chooses the login kind (spec §2 and §4). `?tab=admin` (from /admin-login) opens the
 * Admin tab; `?next=` is the page the visitor asked for before logging in, and decides the tab when
 * none is given; `?expired=1` says the session ended for inactivity.
 */
export function LoginPage() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const askedTab = params.get('tab');
  const [tab, setTab] = useState<UserType>(isUserType(askedTab) ? askedTab : tabFor(next));
  const expired = params.get('expired') === '1';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tabsRef = useNoTabStopOnPanels<HTMLDivElement>();

  // The login page has said why; a later sign-out should not repeat it.
  useEffect(() => clearSessionEnd(queryClient), [queryClient]);

  const onSignedIn = (kind: UserType) => void navigate(afterSignIn(kind, next), { replace: true });

  return (
    <main className="auth-page">
      <Card className="auth-card">
        <div className="auth-brand">
          <span className="auth-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <Typography.Title level={1} className="auth-title">
            Sign in
          </Typography.Title>
          <Typography.Text type="secondary">{ASSOCIATION_NAME}</Typography.Text>
        </div>
        {expired ? <Alert className="auth-notice" type="warning" showIcon title={SESSION_EXPIRED_TEXT} /> : null}
        <div ref={tabsRef}>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as UserType)}
            centered
            destroyOnHidden
            items={[
              {
                key: 'member',
                label: 'Member',
                children: (
                  <>
                    <MemberLoginForm onSignedIn={() => onSignedIn('member')} />
                    <p className="auth-links">
                      First time signing in? <a href="/setup-password">Set up password</a>
                    </p>
                  </>
                ),
              },
              { key: 'admin', label: 'Admin', children: <AdminLoginForm onSignedIn={() => onSignedIn('admin')} /> },
            ]}
          />
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
      </Card>
    </main>
  );
}
