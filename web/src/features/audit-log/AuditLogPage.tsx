import { useState } from 'react';
import { Alert, Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_ROLE_LABELS, isAdminRole } from '@portal/contracts/rules';
import { useAdminAccountsQuery } from '../../api/admin-accounts';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditLogKeys,
  exportAuditLog,
  useAuditLogQuery,
  type AuditEntry,
  type AuditLogFilters,
} from '../../api/audit-log';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatDateTimeSeconds } from '../../lib/format';
import { serverMessageOr } from '../../lib/server-message';
import { displayName } from '../../lib/user-display';
import { actorLabel, filtersFromParams, paramsFromFilters } from './audit-log-display';
import { AuditEntryDetails } from './AuditEntryDetails';
import { AuditLogFilterForm, type PersonOption } from './AuditLogFilterForm';
import '../../components/list-widgets.css';
import './audit-log.css';

/** The person who made the change, with an admin's role (or 'Member') beside the name. */
function Person({ entry }: { entry: AuditEntry }) {
  const role = entry.actorType === 'admin' && entry.actorRole ? entry.actorRole : null;
  return (
    <>
      {actorLabel(entry)}
      {role ? <Tag className="audit-actor-tag">{isAdminRole(role) ? ADMIN_ROLE_LABELS[role] : role}</Tag> : null}
      {entry.actorType === 'member' ? <Tag className="audit-actor-tag">Member</Tag> : null}
    </>
  );
}

const COLUMNS: TableColumnsType<AuditEntry> = [
  { title: 'When (IST)', key: 'at', render: (_, entry) => formatDateTimeSeconds(entry.at) },
  { title: 'Person', key: 'person', render: (_, entry) => <Person entry={entry} /> },
  { title: 'Action', dataIndex: 'action', key: 'action' },
  {
    title: 'Entity',
    key: 'entity',
    render: (_, entry) => (
      <>
        {entry.entity}
        {entry.entityId ? (
          <Typography.Text type="secondary" className="audit-entity-id">
            {entry.entityId}
          </Typography.Text>
        ) : null}
      </>
    ),
  },
  { title: 'Address', key: 'ip', render: (_, entry) => entry.ip ?? '—' },
];

/**
 * Audit Log (issue 27, administrators and viewers): every change anyone made in any service, newest first, filtered
 * by person, entity, action and India days (kept in the address), a page of 50 at a time; each entry opens up to
 * its changed fields before and after; Export CSV downloads every entry matching the filters.
 */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const mayRead = useAdminCan('audit');
  // Viewers may read the log but not list the admin accounts (staff:accounts): they type the person's id.
  const mayListPeople = useAdminCan('accounts');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const filterKey = paramsFromFilters(filters).toString();

  // The cursors of the pages seen so far (null: the first page); new filters start again from the first.
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const pageIndex = cursors.length - 1;
  const log = useAuditLogQuery(filters, cursors[pageIndex], { enabled: mayRead });
  const people = useAdminAccountsQuery({ enabled: mayRead && mayListPeople });

  const personOptions: PersonOption[] | null =
    mayListPeople && !people.isError
      ? (people.data ?? []).map((account) => ({
          value: account.id,
          label: `${displayName(account, account.email)} (${ADMIN_ROLE_LABELS[account.role] ?? account.role})`,
        }))
      : null;

  const apply = (next: AuditLogFilters) => {
    const search = paramsFromFilters(next).toString();
    if (search !== filterKey) {
      setParams(search);
      return;
    }
    // The same filters again: start from the first page and ask again, for changes made since.
    setPaging({ key: filterKey, cursors: [null] });
    void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
  };

  const onExport = () => {
    exportAuditLog(filters);
    toast.info('Exporting the audit log', 'The download of the entries matching the filters starts in a moment.');
  };

  const entries = log.data?.entries ?? [];
  const waiting = log.isPending || log.isPlaceholderData;
  const next = log.isPlaceholderData ? null : (log.data?.next ?? null);
  const firstShown = pageIndex * AUDIT_LOG_PAGE_SIZE + 1;
  const filtered = filterKey !== '';

  return (
    <div className="page audit-log-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={1}>Audit Log</Typography.Title>
          <Typography.Paragraph type="secondary">
            Every change made in the portal: who made it, when, from which address, and what changed.
          </Typography.Paragraph>
        </div>
        {mayRead ? (
          <div className="page-actions">
            <Button icon={<DownloadOutlined />} onClick={onExport}>
              Export CSV
            </Button>
          </div>
        ) : null}
      </div>

      {mayRead ? null : <Alert type="info" showIcon title={`Only ${rolesWhoMay('audit')} can read the audit log.`} />}

      {mayRead ? (
        <Card title="Filters" className="audit-log-filters-card">
          <AuditLogFilterForm
            key={filterKey}
            filters={filters}
            people={personOptions}
            onApply={apply}
            onReset={() => setParams(new URLSearchParams())}
          />
        </Card>
      ) : null}

      {log.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the audit log"
          description={serverMessageOr(log.error, 'Please try again.')}
        />
      ) : null}

      {mayRead ? (
        <Card title="Changes, newest first">
          <Table<AuditEntry>
            rowKey="id"
            columns={COLUMNS}
            dataSource={entries}
            loading={waiting && !log.isError}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{
              expandedRowRender: (entry) => <AuditEntryDetails entry={entry} />,
              columnTitle: <span className="visually-hidden">Details</span>,
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  size="small"
                  type="text"
                  className="audit-expand"
                  icon={expanded ? <DownOutlined /> : <RightOutlined />}
                  aria-expanded={expanded}
                  aria-label={`Details of ${record.action} at ${formatDateTimeSeconds(record.at)}`}
                  onClick={(event) => onExpand(record, event)}
                />
              ),
            }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={filtered ? 'No changes match these filters' : 'No changes have been recorded yet'}
                />
              ),
            }}
          />
          <nav className="list-pagination" aria-label="Audit log pages">
            <span>
              {entries.length > 1
                ? `Entries ${firstShown}–${firstShown + entries.length - 1}, page ${pageIndex + 1}`
                : entries.length
                  ? `Entry ${firstShown}, page ${pageIndex + 1}`
                  : `Page ${pageIndex + 1}`}
            </span>
            <div className="list-pagination-buttons">
              <Button
                icon={<LeftOutlined />}
                disabled={pageIndex === 0}
                onClick={() => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) })}
              >
                Previous
              </Button>
              <Button
                icon={<RightOutlined />}
                iconPlacement="end"
                disabled={!next || waiting}
                onClick={() => next && setPaging({ key: filterKey, cursors: [...cursors, next] })}
              >
                Next
              </Button>
            </div>
          </nav>
        </Card>
      ) : null}
    </div>
  );
}
