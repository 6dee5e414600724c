import { lazy, Suspense } from 'react';
import { Col, Row } from 'antd';
import { seriesOf, useDashboardStatsQuery } from '../../api/dashboard';
import { DashboardCard, LoadingLines } from './DashboardCard';

// The charts come in their own chunk, after the cards and the feed.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

function ChartsLoading() {
  return (
    <Row gutter={[16, 16]} className="dashboard-charts" aria-busy="true" data-testid="charts-loading">
      {[0, 1, 2].map((i) => (
        <Col xs={24} lg={8} key={i}>
          <DashboardCard className="dashboard-card">
            <LoadingLines rows={5} />
          </DashboardCard>
        </Col>
      ))}
    </Row>
  );
}

/** Members by status, new members and contributions per month, from the dashboard stats. */
export function DashboardChartsCard() {
  const { data, isPending } = useDashboardStatsQuery();
  if (isPending) return <ChartsLoading />;
  return (
    <Suspense fallback={<ChartsLoading />}>
      <DashboardCharts series={seriesOf(data)} />
    </Suspense>
  );
}
