import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { useMemberQuery } from '../../api/members';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../components/use-page-title';
import { serverMessageOr } from '../../lib/server-message';
import { AccountStatusCard } from './AccountStatusCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { RecordDetailsCard } from './RecordDetailsCard';
import './profile-settings.css';

/**
 * Spec part 2 §2 Profile settings (/profile-settings): personal information from the member's own
 * record (GET /api/members/{ownId}), change password and the account status card.
 */
export function ProfileSettingsPage({ user }: { user: CurrentUser }) {
  usePageTitle('Profile Settings');
  const { data: member, isPending, isError, error, refetch } = useMemberQuery(user.id);
  const lastLoginAt = user.userType === 'member' ? user.lastLoginAt : null;

  let body;
  if (isPending) {
    body = (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Your profile could not be loaded"
        description={serverMessageOr(error, 'Please try again.')}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16} className="profile-column">
          <PersonalInfoCard member={member} />
          <ChangePasswordCard />
        </Col>
        <Col xs={24} lg={8}>
          <div className="profile-column">
            <AccountStatusCard member={member} lastLoginAt={lastLoginAt} />
            <RecordDetailsCard member={member} />
          </div>
        </Col>
      </Row>
    );
  }

  return (
    <div className="page profile-settings-page">
      <Link to="/member-dashboard" className="back-link">
        <ArrowLeftOutlined /> Back to Dashboard
      </Link>
      <PageHeading title="Profile Settings">Your personal information, password and account status.</PageHeading>
      {body}
    </div>
  );
}
