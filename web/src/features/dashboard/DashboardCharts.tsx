import { Col, Row } from 'antd';
import { SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import type { DashboardSeries } from '../../api/dashboard';
import { BarChart, DonutChart } from './SvgCharts';
import { formatCount, formatMonth, formatRupees, formatRupeesWhole } from '../../lib/format';
import { MEMBER_STATUS_LABELS } from '../../lib/member-labels';
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
  const slices = data.map((d) => ({ ...d, name: MEMBER_STATUS_LABELS[d.status] ?? d.status }));
  return (
    <DashboardCard title="Members by Status" className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <DonutChart
          slices={slices.map((s) => ({ label: s.name, value: s.count, colour: STATUS_COLOURS[s.status] ?? '#9ca3af' }))}
          format={formatCount}
          totalLabel="members"
        />
      </div>
      <ChartTable
        caption="Members by status"
        head={['Status', 'Members']}
        rows={slices.map((s) => [s.name, formatCount(s.count)])}
      />
    </DashboardCard>
  );
}

function NewMembersChart({ data }: { data: DashboardSeries['newMembersByMonth'] }) {
  const bars = data.map((d) => ({ ...d, label: formatMonth(d.month) }));
  return (
    <DashboardCard title="New Members per Month" className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <BarChart
          groups={bars.map((b) => ({ label: b.label, values: { count: b.count } }))}
          series={[{ key: 'count', label: 'New members', colour: '#2563eb' }]}
          formatTick={formatCount}
        />
      </div>
      <ChartTable
        caption="New members per month"
        head={['Month', 'New members']}
        rows={bars.map((b) => [b.label, formatCount(b.count)])}
      />
    </DashboardCard>
  );
}

function ContributionsChart({ data }: { data: DashboardSeries['contributionsByMonth'] }) {
  const bars = data.map((d) => ({ ...d, label: formatMonth(d.month) }));
  return (
    <DashboardCard title="Contributions Received per Month" className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <BarChart
          groups={bars.map((b) => ({
            label: b.label,
            values: { esi: b.esi, postal: b.postal, kutumba_barosa: b.kutumba_barosa },
          }))}
          series={SCHEMES.map((scheme) => ({
            key: scheme,
            label: SchemeLabels[scheme],
            colour: SCHEME_COLOURS[scheme],
          }))}
          formatTick={formatRupeesWhole}
          formatValue={formatRupees}
        />
      </div>
      <ChartTable
        caption="Contributions received per month"
        head={['Month', ...SCHEMES.map((s) => SchemeLabels[s])]}
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
