import { Card, Tabs, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME, SUPPORT_EMAIL } from '../../lib/constants';
import { AdminLoginForm } from './AdminLoginForm';
import { MemberLoginForm } from './MemberLoginForm';
import './login.css';

/** /login: the tab chooses the login kind (spec §2 and §4). */
export function LoginPage() {
  usePageTitle('Login');
  return (
    <main className="auth-page">
      <Card className="auth-card">
        <div className="auth-brand">
          <span className="auth-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <Typography.Title level={2} className="auth-title">
            Sign in
          </Typography.Title>
          <Typography.Text type="secondary">{ASSOCIATION_NAME}</Typography.Text>
        </div>
        <Tabs
          defaultActiveKey="member"
          centered
          destroyOnHidden
          items={[
            {
              key: 'member',
              label: 'Member',
              children: (
                <>
                  <MemberLoginForm />
                  <p className="auth-links">
                    First time signing in? <a href="/setup-password">Set up password</a>
                  </p>
                </>
              ),
            },
            { key: 'admin', label: 'Admin', children: <AdminLoginForm /> },
          ]}
        />
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
