import { Card, Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import type { CurrentUser } from '../../api/auth';
import { usePageTitle } from '../../components/use-page-title';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { displayName } from '../../lib/user-display';

/** Placeholder member home until the member portal (spec part 2 §2) is built. */
export function MemberDashboardPage({ user }: { user: CurrentUser }) {
  usePageTitle('Member Dashboard');
  const firstName = user.firstName?.trim() || displayName(user, 'Member');
  return (
    <div className="page">
      <Typography.Title level={2}>Welcome, {firstName}!</Typography.Title>
      <Card>
        <Result
          icon={<ToolOutlined style={{ color: '#1d4ed8' }} />}
          title={<h1 className="coming-soon-title">Member Dashboard</h1>}
          subTitle={
            <>
              <p>This section is being built.</p>
              <p>
                Your schemes, payments, ID card and documents will appear here soon. For help, write to{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
              </p>
            </>
          }
        />
      </Card>
    </div>
  );
}
