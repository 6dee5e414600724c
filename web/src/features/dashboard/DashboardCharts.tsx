import { Col, Row } from 'antd';
import type { Scheme } from '@portal/contracts/shapes';
import type { DashboardSeries } from '../../api/dashboard';
import { BarChart, DonutChart } from './SvgCharts';
import { useAdminDashboardTexts } from '../../i18n/admin-dashboard';
import { adminSchemeName, adminStatusText, monthIn, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useShownLanguage } from '../../i18n/language';
import { formatCount, formatRupees, formatRupeesWhole } from '../../lib/format';
import { DashboardCard } from './DashboardCard';

const STATUS_COLOURS: Record<string, string> = {
  active: '#16a34a',
  expired: '#dc2626',
  pending: '#f59e0b',
  suspended: '#6b7280',
};
const SCHEME_COLOURS: Record<Scheme, string> = { esi: '#2563eb', postal: '#7c3aed', kutumba_barosa: '#0d9488' };
const SCHEMES: Scheme[] = ['esi', 'postal', 'kutumba_barosa'];

/** The figures behind a chart as a table screen readers (and tests) read; the chart itself is a picture. */
function ChartTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>{row.map((cell, i) => (i === 0 ? <th key={i}>{cell}</th> : <td key={i}>{cell}</td>))}</tr>
        ))}
      </tbody>
    </table>
  );
}

function MembersByStatusChart({ data }: { data: DashboardSeries['membersByStatus'] }) {
  const t = useAdminDashboardTexts();
  const shared = useAdminLayoutTexts();
  const slices = data.map((d) => ({ ...d, name: adminStatusText(shared, d.status) || d.status }));
  return (
    <DashboardCard title={t('charts.byStatus')} className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <DonutChart
          slices={slices.map((s) => ({ label: s.name, value: s.count, colour: STATUS_COLOURS[s.status] ?? '#9ca3af' }))}
          format={formatCount}
          totalLabel={t('charts.membersTotal')}
        />
      </div>
      <ChartTable
        caption={t('charts.byStatusCaption')}
        head={[t('charts.status'), t('charts.members')]}
        rows={slices.map((s) => [s.name, formatCount(s.count)])}
      />
    </DashboardCard>
  );
}

function NewMembersChart({ data }: { data: DashboardSeries['newMembersByMonth'] }) {
  const t = useAdminDashboardTexts();
  const language = useShownLanguage();
  const bars = data.map((d) => ({ ...d, label: monthIn(language, d.month) }));
  return (
    <DashboardCard title={t('charts.newMembers')} className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <BarChart
          groups={bars.map((b) => ({ label: b.label, values: { count: b.count } }))}
          series={[{ key: 'count', label: t('charts.newMembersSeries'), colour: '#2563eb' }]}
          formatTick={formatCount}
        />
      </div>
      <ChartTable
        caption={t('charts.newMembersCaption')}
        head={[t('charts.month'), t('charts.newMembersSeries')]}
        rows={bars.map((b) => [b.label, formatCount(b.count)])}
      />
    </DashboardCard>
  );
}

function ContributionsChart({ data }: { data: DashboardSeries['contributionsByMonth'] }) {
  const t = useAdminDashboardTexts();
  const shared = useAdminLayoutTexts();
  const language = useShownLanguage();
  const bars = data.map((d) => ({ ...d, label: monthIn(language, d.month) }));
  return (
    <DashboardCard title={t('charts.contributions')} className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <BarChart
          groups={bars.map((b) => ({
            label: b.label,
            values: { esi: b.esi, postal: b.postal, kutumba_barosa: b.kutumba_barosa },
          }))}
          series={SCHEMES.map((scheme) => ({
            key: scheme,
            label: adminSchemeName(shared, scheme),
            colour: SCHEME_COLOURS[scheme],
          }))}
          formatTick={formatRupeesWhole}
          formatValue={formatRupees}
        />
      </div>
      <ChartTable
        caption={t('charts.contributionsCaption')}
        head={[t('charts.month'), ...SCHEMES.map((s) => adminSchemeName(shared, s))]}
        rows={bars.map((b) => [b.label, ...SCHEMES.map((s) => formatRupees(b[s]))])}
      />
    </DashboardCard>
  );
}

/**
 * The dashboard's charts: members by status, new members per month and the
 * schemes' contributions per month. Loaded on its own (React.lazy in
 * DashboardPage), after the cards and the feed.
 */
export default function DashboardCharts({ series }: { series: DashboardSeries }) {
  return (
    <Row gutter={[16, 16]} className="dashboard-charts">
      <Col xs={24} lg={8}>
        <MembersByStatusChart data={series.membersByStatus} />
      </Col>
      <Col xs={24} lg={8}>
        <NewMembersChart data={series.newMembersByMonth} />
      </Col>
      <Col xs={24} lg={8}>
        <ContributionsChart data={series.contributionsByMonth} />
      </Col>
    </Row>
  );
}
