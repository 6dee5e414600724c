import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { downloadFile } from '../../api/members';
import { exportsOrEmpty, type ReportExport } from '../../api/reports';
import { formatCount, formatDateTime } from '../../lib/format';
import { formatLabel, rangeText, typeLabel } from './report-choices';
import { STACKED_TABLE_CLASS, stackedColumns } from '../../components/stacked-table';

const COLUMNS: ColumnsType<ReportExport> = [
  { title: 'Report', dataIndex: 'type', key: 'type', render: (type: string) => typeLabel(type) },
  { title: 'Format', dataIndex: 'format', key: 'format', render: (format: string) => formatLabel(format) },
  { title: 'Range', key: 'range', render: (_, e) => rangeText(e.from, e.to) },
  { title: 'Rows', dataIndex: 'rows', key: 'rows', align: 'right', render: (rows: number) => formatCount(rows) },
  { title: 'By', dataIndex: 'createdBy', key: 'createdBy', render: (by: string | null) => by ?? '—' },
  { title: 'When', dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => formatDateTime(at) },
  {
    title: 'Download',
    key: 'download',
    render: (_, e) => (
      <Button
        icon={<DownloadOutlined />}
        aria-label={`Download ${e.fileName}`}
        onClick={() => downloadFile(e.downloadUrl)}
      >
        Download
      </Button>
    ),
  },
];
const STACKED_COLUMNS = stackedColumns(COLUMNS);

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
  return (
    <Card title={<h2 className="reports-card-title">Recent Exports</h2>} className="reports-recent">
      {isError ? (
        <Alert type="error" showIcon title="Recent exports could not be loaded." />
      ) : (
        <Table<ReportExport>
          className={STACKED_TABLE_CLASS}
          rowKey="id"
          size="small"
          columns={STACKED_COLUMNS}
          dataSource={exports}
          loading={isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: 'No reports generated yet' }}
        />
      )}
    </Card>
  );
}
