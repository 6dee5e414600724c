import { Alert, Avatar, Button, Card, Col, Descriptions, Row, Tabs, Typography } from 'antd';
import { CalendarOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { memberProfileFrom } from '../../api/account';
import type { CurrentUser } from '../../api/auth';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { usePageTitle } from '../../components/use-page-title';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { formatDate } from '../../lib/format';
import { avatarSrc } from '../../lib/user-display';
import { SchemeDocumentCards, SchemeDocumentsTab } from './SchemeDocumentLists';
import { SchemePaymentsCard } from './SchemePaymentsCard';
import './member-dashboard.css';

const TABS = ['dashboard', 'schemes', 'documents'] as const;
type TabKey = (typeof TABS)[number];

/**
 * The member's home (spec part 2 §2): tabs Dashboard (profile, password, scheme payments), Welfare
 * Schemes (a card per scheme with its documents) and Documents (every scheme document). The open tab
 * is kept in `?tab=` so a link or the back button returns to it. The layout's header carries Logout.
 */
export function MemberDashboardPage({ user }: { user: CurrentUser }) {
  usePageTitle('Member Dashboard');
  const profile = memberProfileFrom(user);
  const firstName = user.firstName?.trim() || profile.name;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = (TABS as readonly string[]).includes(asked ?? '') ? (asked as TabKey) : 'dashboard';
  const optedSchemes = user.userType === 'member' ? (user.optedSchemes ?? []) : [];
  const openTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'dashboard') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page member-dashboard">
      <div className="page-heading">
        <Typography.Title level={2}>Member Dashboard</Typography.Title>
        <Typography.Paragraph type="secondary">Welcome, {firstName}!</Typography.Paragraph>
      </div>
      <Tabs
        className="member-dashboard-tabs"
        activeKey={tab}
        onChange={openTab}
        items={[
          { key: 'dashboard', label: 'Dashboard', children: <DashboardTab user={user} /> },
          {
            key: 'schemes',
            label: 'Welfare Schemes',
            children: <SchemeDocumentCards optedSchemes={optedSchemes} onShowAll={() => openTab('documents')} />,
          },
          { key: 'documents', label: 'Documents', children: <SchemeDocumentsTab /> },
        ]}
      />
    </div>
  );
}

/** Profile summary from GET /api/auth/user, the account card and the payment status per opted scheme. */
function DashboardTab({ user }: { user: CurrentUser }) {
  const profile = memberProfileFrom(user);
  const navigate = useNavigate();

  return (
    <>
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
            <Button icon={<CalendarOutlined />} block onClick={() => navigate('/member-events')}>
              View Events
            </Button>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <SchemePaymentsCard optedSchemes={user.userType === 'member' ? (user.optedSchemes ?? []) : []} />
        </Col>
      </Row>
    </>
  );
}
