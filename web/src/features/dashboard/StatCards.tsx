import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { statsOrZero, useDashboardStatsQuery, type DashboardStats } from '../../api/dashboard';
import { formatCount, formatRupeesWhole } from '../../lib/format';

const STAT_CARDS: { key: keyof DashboardStats; title: string; icon: ReactNode; tone: string; money?: true }[] = [
  { key: 'totalMembers', title: 'Total Members', icon: <TeamOutlined />, tone: 'blue' },
  { key: 'activeMembers', title: 'Active Members', icon: <UserOutlined />, tone: 'green' },
  { key: 'pendingRenewals', title: 'Pending Renewals', icon: <ClockCircleOutlined />, tone: 'amber' },
  { key: 'totalEvents', title: 'Total Events', icon: <CalendarOutlined />, tone: 'purple' },
  { key: 'paymentsReceived', title: 'Scheme Payments Received', icon: <WalletOutlined />, tone: 'green', money: true },
  {
    key: 'paymentsOutstanding',
    title: 'Dues Outstanding',
    icon: <ExclamationCircleOutlined />,
    tone: 'red',
    money: true,
  },
];

/** The headline numbers (spec §2) and the schemes' money. Trend figures are left out until they come from data. */
export function StatCards() {
  const { data, isPending } = useDashboardStatsQuery();
  const stats = statsOrZero(data);

  return (
    <Row gutter={[16, 16]} className="stat-grid">
      {STAT_CARDS.map((card) => (
        <Col xs={12} md={8} xl={4} key={card.key}>
          {isPending ? (
            <Card className="stat-card" aria-busy="true" data-testid="stat-skeleton">
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            </Card>
          ) : (
            <Card className="stat-card">
              <div className="stat-card-body">
                <div>
                  <p className="stat-card-title" id={`stat-${card.key}`}>
                    {card.title}
                  </p>
                  <p className="stat-card-value" aria-labelledby={`stat-${card.key}`}>
                    {card.money ? formatRupeesWhole(stats[card.key]) : formatCount(stats[card.key])}
                  </p>
                </div>
                <span className={`stat-card-icon tone-${card.tone}`} aria-hidden>
                  {card.icon}
                </span>
              </div>
            </Card>
          )}
        </Col>
      ))}
    </Row>
  );
}
