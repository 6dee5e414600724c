import { Alert, Avatar, Button, Card, Col, Descriptions, Row, Typography } from 'antd';
import { KeyOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { memberProfileFrom } from '../../api/account';
import type { CurrentUser } from '../../api/auth';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { usePageTitle } from '../../components/use-page-title';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { formatDate } from '../../lib/format';
import { avatarSrc } from '../../lib/user-display';
import { SchemePaymentsCard } from './SchemePaymentsCard';
import './member-dashboard.css';

/**
 * The member's home (spec part 2 §2): their profile summary from GET /api/auth/user and a way to
 * change the password. The layout's header carries the name and Logout; the full portal comes later.
 */
export function MemberDashboardPage({ user }: { user: CurrentUser }) {
  usePageTitle('Member Dashboard');
  const profile = memberProfileFrom(user);
  const firstName = user.firstName?.trim() || profile.name;
  const navigate = useNavigate();

  return (
    <div className="page member-dashboard">
      <div className="page-heading">
        <Typography.Title level={2}>Member Dashboard</Typography.Title>
        <Typography.Paragraph type="secondary">Welcome, {firstName}!</Typography.Paragraph>
      </div>
      {profile.status === 'expired' ? (
        <Alert
          type="warning"
          showIcon
          className="member-dashboard-alert"
          title="Your membership has expired"
          description={`Please contact the association at ${SUPPORT_EMAIL} to renew it.`}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={<h2 className="member-card-title">My Profile</h2>}>
            <div className="member-profile-head">
              <Avatar size={56} src={avatarSrc(user)} icon={<UserOutlined />} />
              <div>
                <p className="member-profile-name">{profile.name}</p>
                <MemberStatusTag status={profile.status} />
              </div>
            </div>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'memberId', label: 'Member ID', children: profile.memberId ?? 'Not set' },
                {
                  key: 'validity',
                  label: 'Valid Until',
                  children: formatDate(profile.membershipEndDate) || 'Not set',
                },
                { key: 'email', label: 'Email', children: profile.email ?? 'Not set' },
                { key: 'phone', label: 'Phone', children: profile.phone ?? 'Not set' },
                { key: 'since', label: 'Member Since', children: formatDate(profile.createdAt) || 'Not set' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={<h2 className="member-card-title">Account</h2>}>
            <p className="muted">Keep your account safe by using a strong password that you use nowhere else.</p>
            <Button icon={<KeyOutlined />} block onClick={() => navigate('/reset-password')}>
              Change Password
            </Button>
            <p className="muted small member-help">
              Need help? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> (Monday to Friday, 9 AM to 6
              PM).
            </p>
            <p className="muted small">Your ID card and documents will appear on this page as those services open.</p>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <SchemePaymentsCard optedSchemes={user.userType === 'member' ? (user.optedSchemes ?? []) : []} />
        </Col>
      </Row>
    </div>
  );
}
