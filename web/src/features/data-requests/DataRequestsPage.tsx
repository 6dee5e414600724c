import { Alert, Radio, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams, Link } from 'react-router-dom';
import {
  CorrectionFieldLabels,
  DataRequestListStates,
  type CorrectionField,
  type DataRequestListKind,
  type DataRequestListState,
} from '@portal/contracts/shapes';
import { useAllDataRequestsQuery, type DataRequestListItem } from '../../api/data-requests';
import { usePageTitle } from '../../components/use-page-title';
import { formatDate } from '../../lib/format';
import { serverMessageOr } from '../../lib/server-message';

const KIND_LABELS: Record<DataRequestListKind, string> = {
  correction: 'Correction',
  erasure: 'Erasure',
  copy: 'Copy of data',
};

const STATE_LABELS: Record<DataRequestListState, string> = {
  open: 'Open',
  completing: 'Completing',
  done: 'Done',
  declined: 'Declined',
};

const STATE_COLOURS: Record<DataRequestListState, string> = {
  open: 'gold',
  completing: 'blue',
  done: 'green',
  declined: 'default',
};

const isState = (value: string | null): value is DataRequestListState =>
  (DataRequestListStates as readonly string[]).includes(value ?? '');

/** An open request past its deadline. */
export const isOverdue = (item: DataRequestListItem, now = Date.now()) =>
  item.state === 'open' && Date.parse(item.dueBy) < now;

function detailOf(item: DataRequestListItem): string {
  if (item.kind === 'correction' && item.detail)
    return CorrectionFieldLabels[item.detail as CorrectionField] ?? item.detail;
  if (item.kind === 'erasure' && item.detail) return `Pseudonym ${item.detail}`;
  return '';
}

const COLUMNS: TableColumnsType<DataRequestListItem> = [
  { title: 'Kind', key: 'kind', render: (_, item) => KIND_LABELS[item.kind] ?? item.kind },
  {
    title: 'Member',
    key: 'member',
    render: (_, item) => (
      <Link to={`/members/${item.memberUuid}`}>
        {item.memberName} ({item.memberId})
      </Link>
    ),
  },
  {
    title: 'State',
    key: 'state',
    render: (_, item) => <Tag color={STATE_COLOURS[item.state]}>{STATE_LABELS[item.state] ?? item.state}</Tag>,
  },
  { title: 'Asked on', key: 'createdAt', render: (_, item) => formatDate(item.createdAt) },
  {
    title: 'Deadline',
    key: 'dueBy',
    render: (_, item) =>
      isOverdue(item) ? (
        <Typography.Text type="danger">{formatDate(item.dueBy)} (overdue)</Typography.Text>
      ) : (
        formatDate(item.dueBy)
      ),
  },
  { title: 'Details', key: 'detail', render: (_, item) => detailOf(item) },
];

/**
 * Issue 32 "The office's view": every member's data requests (corrections, erasures, and copies once they are
 * listed) with their state and the policy's deadline, newest first; the state filter is kept in the address.
 */
export function DataRequestsPage() {
  usePageTitle('Data Requests');
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : null;
  const requests = useAllDataRequestsQuery(state);

  return (
    <div className="page data-requests-page">
      <div className="page-heading">
        <Typography.Title level={1}>Data Requests</Typography.Title>
        <Typography.Paragraph type="secondary">
          Members&apos; requests about their personal data: corrections, erasure and copies. The policy gives the office
          30 days to answer each one.
        </Typography.Paragraph>
      </div>
      <Radio.Group
        aria-label="State"
        optionType="button"
        value={state ?? 'all'}
        onChange={(e) => {
          const next = e.target.value as string;
          setParams(next === 'all' ? {} : { state: next });
        }}
        options={[
          { label: 'All', value: 'all' },
          ...DataRequestListStates.map((s) => ({ label: STATE_LABELS[s], value: s })),
        ]}
      />
      {requests.isError ? (
        <Alert type="error" showIcon message={serverMessageOr(requests.error, 'Could not load the data requests')} />
      ) : (
        <Table
          className="data-requests-table"
          rowKey={(item) => `${item.kind}:${item.id}`}
          columns={COLUMNS}
          dataSource={requests.data ?? []}
          loading={requests.isLoading}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: state ? `No ${STATE_LABELS[state].toLowerCase()} requests` : 'No data requests yet' }}
        />
      )}
    </div>
  );
}
