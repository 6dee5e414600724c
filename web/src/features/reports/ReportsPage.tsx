import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { statsOrZero, useDashboardStatsQuery } from '../../api/dashboard';
import { usePageTitle } from '../../components/use-page-title';
import { formatCount } from '../../lib/format';
import { RegistrationSettingsCard } from './RegistrationSettingsCard';
import './reports.css';

const TILES = [
  { key: 'totalMembers', title: 'Total Members' },
  { key: 'activeMembers', title: 'Active Members' },
  { key: 'totalEvents', title: 'Total Events' },
] as const;

function StatTiles() {
  const { data, isPending } = useDashboardStatsQuery();
  const stats = statsOrZero(data);
  return (
    <Row gutter={[16, 16]} className="reports-tiles">
      {TILES.map((tile) => (
        <Col xs={24} sm={8} key={tile.key}>
          <Card className="reports-tile">
            {isPending ? (
              <Skeleton active paragraph={false} title={{ width: '60%' }} />
            ) : (
              <>
                <p className="reports-tile-title" id={`reports-${tile.key}`}>
                  {tile.title}
                </p>
                <p className="reports-tile-value" aria-labelledby={`reports-${tile.key}`}>
                  {formatCount(stats[tile.key])}
                </p>
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /reports (admin, spec part 1 §2): live figures and the Registration Settings card. */
export function ReportsPage() {
  usePageTitle('Reports');
  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>Reports</Typography.Title>
        <Typography.Paragraph type="secondary">
          Membership figures and the settings for public registration.
        </Typography.Paragraph>
      </div>
      <StatTiles />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <RegistrationSettingsCard />
        </Col>
        <Col xs={24} xl={10}>
          <Card title={<h2 className="reports-card-title">Export Reports</h2>}>
            <Alert
              type="info"
              showIcon
              title="Reports export is being built"
              description="Member, event and ID card reports in CSV, Excel and PDF will be available here soon."
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
