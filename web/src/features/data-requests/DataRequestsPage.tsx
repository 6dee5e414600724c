import { Alert, Radio, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams, Link } from 'react-router-dom';
import { CorrectionFields, DataRequestListStates, type DataRequestListState } from '@portal/contracts/shapes';
import { useAllDataRequestsQuery, type DataRequestListItem } from '../../api/data-requests';
import { usePageTitle } from '../../components/use-page-title';
import { type AdminDataRequestsTexts, useAdminDataRequestsTexts } from '../../i18n/admin-data-requests';
import { formatDate } from '../../lib/format';
import { serverMessageOr } from '../../lib/server-message';

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

function detailOf(t: AdminDataRequestsTexts, item: DataRequestListItem): string {
  if (item.kind === 'correction' && item.detail) {
    const field = CorrectionFields.find((f) => f === item.detail);
    return field ? t(`fields.${field}`) : item.detail;
  }
  if (item.kind === 'erasure' && item.detail) return t('pseudonym', { pseudonym: item.detail });
  return '';
}

const columnsOf = (t: AdminDataRequestsTexts): TableColumnsType<DataRequestListItem> => [
  { title: t('columns.kind'), key: 'kind', render: (_, item) => t(`kinds.${item.kind}`) },
  {
    title: t('columns.member'),
    key: 'member',
    render: (_, item) => (
      <Link to={`/members/${item.memberUuid}`}>
        {item.memberName} ({item.memberId})
      </Link>
    ),
  },
  {
    title: t('columns.state'),
    key: 'state',
    render: (_, item) => <Tag color={STATE_COLOURS[item.state]}>{t(`states.${item.state}`)}</Tag>,
  },
  { title: t('columns.createdAt'), key: 'createdAt', render: (_, item) => formatDate(item.createdAt) },
  {
    title: t('columns.dueBy'),
    key: 'dueBy',
    render: (_, item) =>
      isOverdue(item) ? (
        <Typography.Text type="danger">{t('overdue', { date: formatDate(item.dueBy) })}</Typography.Text>
      ) : (
        formatDate(item.dueBy)
      ),
  },
  { title: t('columns.detail'), key: 'detail', render: (_, item) => detailOf(t, item) },
];

/**
 * Issue 32 "The office's view": every member's data requests (corrections, erasures, and copies once they are
 * listed) with their state and the policy's deadline, newest first; the state filter is kept in the address.
 */
export function DataRequestsPage() {
  const t = useAdminDataRequestsTexts();
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : null;
  const requests = useAllDataRequestsQuery(state);

  return (
    <div className="page data-requests-page">
      <div className="page-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      </div>
      <Radio.Group
        aria-label={t('state')}
        optionType="button"
        value={state ?? 'all'}
        onChange={(e) => {
          const next = e.target.value as string;
          setParams(next === 'all' ? {} : { state: next });
        }}
        options={[
          { label: t('all'), value: 'all' },
          ...DataRequestListStates.map((s) => ({ label: t(`states.${s}`), value: s })),
        ]}
      />
      {requests.isError ? (
        <Alert type="error" showIcon message={serverMessageOr(requests.error, t('loadFailed'))} />
      ) : (
        <Table
          className="data-requests-table"
          rowKey={(item) => `${item.kind}:${item.id}`}
          columns={columnsOf(t)}
          dataSource={requests.data ?? []}
          loading={requests.isLoading}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: state ? t('emptyState', { state: t(`statesLower.${state}`) }) : t('empty') }}
        />
      )}
    </div>
  );
}
