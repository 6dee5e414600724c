import { Card, Col, Row } from 'antd';
import { SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardSeries } from '../../api/dashboard';
import { formatCount, formatMonth, formatRupees, formatRupeesWhole } from '../../lib/format';
import { MEMBER_STATUS_LABELS } from '../../lib/member-labels';

const STATUS_COLOURS: Record<string, string> = {
  active: '#16a34a',
  expired: '#dc2626',
  pending: '#f59e0b',
  suspended: '#6b7280',
};
const SCHEME_COLOURS: Record<Scheme, string> = { esi: '#2563eb', postal: '#7c3aed', kutumba_barosa: '#0d9488' };
const SCHEMES: Scheme[] = ['esi', 'postal', 'kutumba_barosa'];
// Charts measure their box; tests and the first paint get this size until they do.
const INITIAL_SIZE = { width: 480, height: 260 };

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
    <Card title="Members by Status" className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <ResponsiveContainer initialDimension={INITIAL_SIZE}>
          <PieChart accessibilityLayer={false}>
            <Pie
              rootTabIndex={-1}
              data={slices}
              dataKey="count"
              nameKey="name"
              innerRadius="55%"
              outerRadius="85%"
              paddingAngle={2}
            >
              {slices.map((s) => (
                <Cell key={s.status} fill={STATUS_COLOURS[s.status] ?? '#9ca3af'} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption="Members by status"
        head={['Status', 'Members']}
        rows={slices.map((s) => [s.name, formatCount(s.count)])}
      />
    </Card>
  );
}

function NewMembersChart({ data }: { data: DashboardSeries['newMembersByMonth'] }) {
  const bars = data.map((d) => ({ ...d, label: formatMonth(d.month) }));
  return (
    <Card title="New Members per Month" className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <ResponsiveContainer initialDimension={INITIAL_SIZE}>
          <BarChart data={bars} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={40} />
            <Tooltip formatter={(value) => [formatCount(Number(value)), 'New members']} />
            <Bar dataKey="count" name="New members" fill="#2563eb" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption="New members per month"
        head={['Month', 'New members']}
        rows={bars.map((b) => [b.label, formatCount(b.count)])}
      />
    </Card>
  );
}

function ContributionsChart({ data }: { data: DashboardSeries['contributionsByMonth'] }) {
  const bars = data.map((d) => ({ ...d, label: formatMonth(d.month) }));
  return (
    <Card title="Contributions Received per Month" className="dashboard-card">
      <div className="dashboard-chart" aria-hidden>
        <ResponsiveContainer initialDimension={INITIAL_SIZE}>
          <BarChart data={bars} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis fontSize={12} width={70} tickFormatter={(value) => formatRupeesWhole(Number(value))} />
            <Tooltip formatter={(value, name) => [formatRupees(Number(value)), name]} />
            <Legend />
            {SCHEMES.map((scheme) => (
              <Bar
                key={scheme}
                dataKey={scheme}
                name={SchemeLabels[scheme]}
                stackId="schemes"
                fill={SCHEME_COLOURS[scheme]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption="Contributions received per month"
        head={['Month', ...SCHEMES.map((s) => SchemeLabels[s])]}
        rows={bars.map((b) => [b.label, ...SCHEMES.map((s) => formatRupees(b[s]))])}
      />
    </Card>
  );
}

/**
 * The dashboard's charts: members by status, new members per month and the
 * schemes' contributions per month. Loaded on its own (React.lazy in
 * DashboardPage), so the chart library stays out of the dashboard's first bundle.
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
