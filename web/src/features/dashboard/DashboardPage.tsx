import { Col, Row } from 'antd';
import { useCurrentUserQuery } from '../../api/auth';
import { usePageTitle } from '../../components/use-page-title';
import { useAdminDashboardTexts } from '../../i18n/admin-dashboard';
import { ActivityFeedCard } from './ActivityFeedCard';
import { DashboardChartsCard } from './DashboardChartsCard';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentMembersCard } from './RecentMembersCard';
import { DuesLapsesCount } from '../../components/DuesLapsesCount';
import { AutoPayCount } from '../../components/AutoPayCount';
import { StatCards } from './StatCards';
import './dashboard.css';

/** Admin home (spec §2, Dashboard). */
export function DashboardPage() {
  const t = useAdminDashboardTexts();
  usePageTitle(t('title'));
  const { data: user } = useCurrentUserQuery();
  const firstName = user?.firstName?.trim();

  return (
    <div className="page">
      <div className="page-heading">
        {/* Plain elements in antd Typography's look: Typography would add ~22 KiB gzipped to the dashboard. */}
        <h1 className="dashboard-title">{t('title')}</h1>
        <p className="dashboard-lead">
          {firstName ? t('welcomeBackName', { name: firstName }) : t('welcomeBack')}
          {t('overview')}
        </p>
      </div>
      <StatCards />
      <DuesLapsesCount />
      <AutoPayCount />
      <DashboardChartsCard />
      <Row gutter={[16, 16]} className="dashboard-row">
        <Col xs={24} lg={8}>
          <QuickActionsCard />
        </Col>
        <Col xs={24} lg={16}>
          <ActivityFeedCard />
        </Col>
      </Row>
      <RecentMembersCard />
    </div>
  );
}
