import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useEventsQuery } from '../../api/content';
import { statsOrZero, useDashboardStatsQuery } from '../../api/dashboard';
import { exportsOrEmpty, useReportExportsQuery } from '../../api/reports';
import { usePageTitle } from '../../components/use-page-title';
import { useAdminReportsTexts } from '../../i18n/admin-reports';
import { useToast } from '../../components/use-toast';
import { formatCount } from '../../lib/format';
import { ExportReportsCard } from './ExportReportsCard';
import { RecentExportsCard } from './RecentExportsCard';
import { RegistrationSettingsCard } from './RegistrationSettingsCard';
import { eventsThisYear } from './report-choices';
import './reports.css';

/** How long Recent Exports is watched for a report just asked for (a very large one may take longer). */
const WATCH_MS = 3 * 60_000;

interface Tile {
  key: string;
  title: string;
  value: number;
  pending: boolean;
}

function StatTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Row gutter={[16, 16]} className="reports-tiles">
      {tiles.map((tile) => (
        <Col xs={24} sm={12} xl={6} key={tile.key}>
          <Card className="reports-tile">
            {tile.pending ? (
              <Skeleton active paragraph={false} title={{ width: '60%' }} />
            ) : (
              <>
                <p className="reports-tile-title" id={`reports-${tile.key}`}>
                  {tile.title}
                </p>
                <p className="reports-tile-value" aria-labelledby={`reports-${tile.key}`}>
                  {formatCount(tile.value)}
                </p>
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /reports (admin, spec part 1 §2): live figures, the Registration Settings card, report exports in
 * CSV, Excel or PDF, and Recent Exports.
 */
export function ReportsPage() {
  const t = useAdminReportsTexts();
  usePageTitle(t('title'));
  const toast = useToast();
  const stats = useDashboardStatsQuery();
  const events = useEventsQuery();
  // The total when a report was asked for: Recent Exports is asked again until a newer one is logged.
  const [awaitingAbove, setAwaitingAbove] = useState<number | null>(null);
  const exportsQuery = useReportExportsQuery(awaitingAbove);
  const { total } = exportsOrEmpty(exportsQuery.data);

  // A newer export is logged: stop asking, and say so once (state adjusted while rendering, as React advises).
  const [arrived, setArrived] = useState(0);
  if (awaitingAbove !== null && total > awaitingAbove) {
    setAwaitingAbove(null);
    setArrived((n) => n + 1);
  }
  useEffect(() => {
    if (arrived > 0) toast.success(t('generated'), t('generatedText'));
  }, [arrived, toast, t]);
  useEffect(() => {
    if (awaitingAbove === null) return;
    const stop = setTimeout(() => setAwaitingAbove(null), WATCH_MS);
    return () => clearTimeout(stop);
  }, [awaitingAbove]);

  const figures = statsOrZero(stats.data);
  const tiles: Tile[] = [
    { key: 'totalMembers', title: t('tiles.totalMembers'), value: figures.totalMembers, pending: stats.isPending },
    { key: 'activeMembers', title: t('tiles.activeMembers'), value: figures.activeMembers, pending: stats.isPending },
    {
      key: 'eventsThisYear',
      title: t('tiles.eventsThisYear'),
      value: eventsThisYear(Array.isArray(events.data) ? events.data : []),
      pending: events.isPending,
    },
    { key: 'reportsGenerated', title: t('tiles.reportsGenerated'), value: total, pending: exportsQuery.isPending },
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      </div>
      <StatTiles tiles={tiles} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <RegistrationSettingsCard />
        </Col>
        <Col xs={24} xl={10}>
          <ExportReportsCard onGenerate={() => setAwaitingAbove(total)} />
        </Col>
        <Col xs={24}>
          <RecentExportsCard
            answer={exportsQuery.data}
            isPending={exportsQuery.isPending}
            isError={exportsQuery.isError}
          />
        </Col>
      </Row>
    </div>
  );
}
