import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth';
import { useMemberQuery } from '../../api/members';
import { LoadWhenNear } from '../../components/LoadWhenNear';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../components/use-page-title';
import { useProfileTexts } from '../../i18n/profile';
import { serverMessageOr } from '../../lib/server-message';
import { AccountStatusCard } from './AccountStatusCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { RecordDetailsCard } from './RecordDetailsCard';
import './profile-settings.css';

// Issue 30: below the fold and rarely used: fetched when scrolled near (LoadWhenNear), not on a first visit.
const DataRightsCards = lazy(() => import('./DataRightsCards').then((m) => ({ default: m.DataRightsCards })));

/**
 * Spec part 2 §2 Profile settings (/profile-settings): personal information from the member's own
 * record (GET /api/members/{ownId}), change password and the account status card; the data-rights and message
 * channel cards when scrolled near.
 */
export function ProfileSettingsPage({ user }: { user: CurrentUser }) {
  const t = useProfileTexts();
  usePageTitle(t('title'));
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
        title={t('loadFailed')}
        description={serverMessageOr(error, t('tryAgain'))}
        action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
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
            <LoadWhenNear minHeight={600}>
              <DataRightsCards member={member} />
            </LoadWhenNear>
          </div>
        </Col>
      </Row>
    );
  }

  return (
    <div className="page profile-settings-page">
      <Link to="/member-dashboard" className="back-link">
        <ArrowLeftOutlined /> {t('back')}
      </Link>
      <PageHeading title={t('title')}>{t('subtitle')}</PageHeading>
      {body}
    </div>
  );
}
