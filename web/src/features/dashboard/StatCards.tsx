import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  statsOrZero,
  trendsOf,
  useDashboardStatsQuery,
  type DashboardHeadline,
  type DashboardTrend,
  type TrendedStat,
} from '../../api/dashboard';
import { Link } from 'react-router-dom';
import { formatCount, formatPercent, formatRupeesWhole } from '../../lib/format';
import { useAdminDashboardTexts } from '../../i18n/admin-dashboard';
import { DashboardCard, LoadingLines } from './DashboardCard';

/** Each card opens the list it counts (issue 29): Pending Renewals lists the members whose renewal is due. */
const STAT_CARDS: {
  key: keyof DashboardHeadline;
  title: string;
  icon: ReactNode;
  tone: string;
  to: string;
  money?: true;
}[] = [
  { key: 'totalMembers', title: 'Total Members', icon: <TeamOutlined />, tone: 'blue', to: '/members' },
  {
    key: 'activeMembers',
    title: 'Active Members',
    icon: <UserOutlined />,
    tone: 'green',
    to: '/members?status=active',
  },
  {
    key: 'pendingRenewals',
    title: 'Pending Renewals',
    icon: <ClockCircleOutlined />,
    tone: 'amber',
    to: '/members?filter=renewalDue',
  },
  { key: 'totalEvents', title: 'Total Events', icon: <CalendarOutlined />, tone: 'purple', to: '/events' },
  {
    key: 'paymentsReceived',
    title: 'Scheme Payments Received',
    icon: <WalletOutlined />,
    tone: 'green',
    to: '/payment-records',
    money: true,
  },
  {
    key: 'paymentsOutstanding',
    title: 'Dues Outstanding',
    icon: <ExclamationCircleOutlined />,
    tone: 'red',
    to: '/payment-records',
    money: true,
  },
];

/** Cards where a rise is bad news (its arrow goes up in red). */
const RISE_IS_BAD: ReadonlySet<string> = new Set<TrendedStat>(['pendingRenewals']);

/**
 * 'from last month' under a card: the real percentage up or down, or, when
 * last month was 0 (no percentage exists), the plain difference in a neutral tone.
 */
function TrendLine({ card, trend }: { card: string; trend: DashboardTrend }) {
  const t = useAdminDashboardTexts();
  const difference = trend.current - trend.lastMonth;
  if (difference === 0 || trend.changePercent === 0) {
    return <p className="stat-card-trend trend-neutral">{t('trend.noChange')}</p>;
  }
  if (trend.changePercent === null) {
    return <p className="stat-card-trend trend-neutral">{t('trend.more', { count: formatCount(difference) })}</p>;
  }
  const up = trend.changePercent > 0;
  const good = up !== RISE_IS_BAD.has(card);
  return (
    <p className={`stat-card-trend ${good ? 'trend-good' : 'trend-bad'}`}>
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
      <span className="visually-hidden">{up ? t('trend.up') : t('trend.down')}</span>{' '}
      {t('trend.percent', { percent: formatPercent(trend.changePercent) })}
    </p>
  );
}

/** The headline numbers (spec §2) with their month-over-month trends, and the schemes' money. */
export function StatCards() {
  const t = useAdminDashboardTexts();
  const { data, isPending } = useDashboardStatsQuery();
  const stats = statsOrZero(data);
  const trends = trendsOf(data) as Partial<Record<string, DashboardTrend>>;

  // Six across only where each card has room for its title and figure beside the icon (1600 px and up):
  // three across from 1200 px, two below (issue 29: at 1366 px six cards wrapped their titles a word a line).
  return (
    <Row gutter={[16, 16]} className="stat-grid">
      {STAT_CARDS.map((card) => (
        <Col xs={12} xl={8} xxl={4} key={card.key}>
          {isPending ? (
            <DashboardCard className="stat-card" aria-busy="true" data-testid="stat-skeleton">
              <LoadingLines rows={1} />
            </DashboardCard>
          ) : (
            <DashboardCard className="stat-card">
              <div className="stat-card-body">
                <div>
                  <p className="stat-card-title" id={`stat-${card.key}`}>
                    <Link to={card.to} className="stat-card-link">
                      {t(`stats.${card.key}`)}
                    </Link>
                  </p>
                  <p className="stat-card-value" aria-labelledby={`stat-${card.key}`}>
                    {card.money ? formatRupeesWhole(stats[card.key]) : formatCount(stats[card.key])}
                  </p>
                  {trends[card.key] && <TrendLine card={card.key} trend={trends[card.key]!} />}
                </div>
                <span className={`stat-card-icon tone-${card.tone}`} aria-hidden>
                  {card.icon}
                </span>
              </div>
            </DashboardCard>
          )}
        </Col>
      ))}
    </Row>
  );
}
