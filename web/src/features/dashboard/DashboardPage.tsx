import { Col, Row } from 'antd';
import { useCurrentUserQuery } from '../../api/auth';
import { usePageTitle } from '../../components/use-page-title';
import { ActivityFeedCard } from './ActivityFeedCard';
import { DashboardChartsCard } from './DashboardChartsCard';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentMembersCard } from './RecentMembersCard';
import { StatCards } from './StatCards';
import './dashboard.css';

/** Admin home (spec §2, Dashboard). */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: user } = useCurrentUserQuery();
  const firstName = user?.firstName?.trim();

  return (
    <div className="page">
      <div className="page-heading">
        {/* Plain elements in antd Typography's look: Typography would add ~22 KiB gzipped to the dashboard. */}
        <h1 className="dashboard-title">Dashboard</h1>
        <p className="dashboard-lead">
          {firstName ? `Welcome back, ${firstName}! ` : 'Welcome back! '}
          Here is an overview of your association's members, renewals and events.
        </p>
      </div>
      <StatCards />
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
