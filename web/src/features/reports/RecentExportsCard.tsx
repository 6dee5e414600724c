import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { downloadFile } from '../../api/members';
import { exportsOrEmpty, type ReportExport } from '../../api/reports';
import { formatCount } from '../../lib/format';
import { formatDateTimeIn } from '../../i18n/formats';
import type { Language } from '../../i18n/language';
import { useShownLanguage } from '../../i18n/language';
import { formatLabel, rangeText, typeLabel } from './report-choices';
import { STACKED_TABLE_CLASS, stackedColumns } from '../../components/stacked-table';
import { type AdminReportsTexts, useAdminReportsTexts } from '../../i18n/admin-reports';

const columnsOf = (t: AdminReportsTexts, language: Language): ColumnsType<ReportExport> => [
  { title: t('recent.report'), dataIndex: 'type', key: 'type', render: (type: string) => typeLabel(type, t) },
  { title: t('recent.format'), dataIndex: 'format', key: 'format', render: (format: string) => formatLabel(format, t) },
  { title: t('recent.range'), key: 'range', render: (_, e) => rangeText(e.from, e.to, t) },
  {
    title: t('recent.rows'),
    dataIndex: 'rows',
    key: 'rows',
    align: 'right',
    render: (rows: number) => formatCount(rows),
  },
  { title: t('recent.by'), dataIndex: 'createdBy', key: 'createdBy', render: (by: string | null) => by ?? '—' },
  {
    title: t('recent.when'),
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (at: string) => formatDateTimeIn(language, at),
  },
  {
    title: t('recent.download'),
    key: 'download',
    render: (_, e) => (
      <Button
        icon={<DownloadOutlined />}
        aria-label={t('recent.downloadName', { name: e.fileName })}
        onClick={() => downloadFile(e.downloadUrl)}
      >
        {t('recent.download')}
      </Button>
    ),
  },
];

/** Recent Exports: the real exports, newest first, each downloadable again. */
export function RecentExportsCard({
  answer,
  isPending,
  isError,
}: {
  answer: Parameters<typeof exportsOrEmpty>[0];
  isPending: boolean;
  isError: boolean;
}) {
  const { exports } = exportsOrEmpty(answer);
  const t = useAdminReportsTexts();
  const language = useShownLanguage();
  return (
    <Card title={<h2 className="reports-card-title">{t('recent.title')}</h2>} className="reports-recent">
      {isError ? (
        <Alert type="error" showIcon title={t('recent.loadFailed')} />
      ) : (
        <Table<ReportExport>
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          size="small"
          columns={stackedColumns(columnsOf(t, language))}
          dataSource={exports}
          loading={isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('recent.empty') }}
        />
      )}
    </Card>
  );
}
