import { useState } from 'react';
import { Alert, Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { isAdminRole } from '@portal/contracts/rules';
import { useAdminAccountsQuery } from '../../api/admin-accounts';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditLogKeys,
  exportAuditLog,
  useAuditLogQuery,
  type AuditEntry,
  type AuditLogFilters,
} from '../../api/audit-log';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { useAdminAuditLogTexts, type AdminAuditLogTexts } from '../../i18n/admin-audit-log';
import { useAdminLayoutTexts, type AdminLayoutTexts } from '../../i18n/admin-layout';
import { useShownLanguage, type Language } from '../../i18n/language';
import { serverMessageOr } from '../../lib/server-message';
import { displayName } from '../../lib/user-display';
import { actorLabel, auditTimeIn, entityName, filtersFromParams, paramsFromFilters } from './audit-log-display';
import { AuditEntryDetails } from './AuditEntryDetails';
import { AuditLogFilterForm, type PersonOption } from './AuditLogFilterForm';
import '../../components/list-widgets.css';
import './audit-log.css';

/** An admin's role as the admin screens name it (the layout's catalogue); one it does not know as recorded. */
const roleName = (layout: AdminLayoutTexts, role: string) => (isAdminRole(role) ? layout(`roles.${role}`) : role);

/** The person who made the change, with an admin's role (or 'Member') beside the name. */
function Person({ entry, t, layout }: { entry: AuditEntry; t: AdminAuditLogTexts; layout: AdminLayoutTexts }) {
  const role = entry.actorType === 'admin' && entry.actorRole ? entry.actorRole : null;
  return (
    <>
      {actorLabel(entry, t)}
      {role ? <Tag className="audit-actor-tag">{roleName(layout, role)}</Tag> : null}
      {entry.actorType === 'member' ? <Tag className="audit-actor-tag">{t('actors.member')}</Tag> : null}
    </>
  );
}

/** The log's columns in the shown language; actions, ids and addresses as recorded. */
const columnsIn = (
  t: AdminAuditLogTexts,
  layout: AdminLayoutTexts,
  language: Language,
): TableColumnsType<AuditEntry> => [
  { title: t('columns.when'), key: 'at', render: (_, entry) => auditTimeIn(language, entry.at) },
  { title: t('columns.person'), key: 'person', render: (_, entry) => <Person entry={entry} t={t} layout={layout} /> },
  { title: t('columns.action'), dataIndex: 'action', key: 'action' },
  {
    title: t('columns.entity'),
    key: 'entity',
    render: (_, entry) => (
      <>
        {entityName(entry.entity, t)}
        {entry.entityId ? (
          <Typography.Text type="secondary" className="audit-entity-id">
            {entry.entityId}
          </Typography.Text>
        ) : null}
      </>
    ),
  },
  { title: t('columns.address'), key: 'ip', render: (_, entry) => entry.ip ?? '—' },
];

/**
 * Audit Log (issue 27, administrators and viewers): every change anyone made in any service, newest first, filtered
 * by person, entity, action and India days (kept in the address), a page of 50 at a time; each entry opens up to
 * its changed fields before and after; Export CSV downloads every entry matching the filters.
 */
export function AuditLogPage() {
  const t = useAdminAuditLogTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  usePageTitle(t('title'));
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
          label: `${displayName(account, account.email)} (${roleName(layout, account.role)})`,
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
    toast.info(t('exporting'), t('exportingText'));
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
          <Typography.Title level={1}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        </div>
        {mayRead ? (
          <div className="page-actions">
            <Button icon={<DownloadOutlined />} onClick={onExport}>
              {t('exportCsv')}
            </Button>
          </div>
        ) : null}
      </div>

      {mayRead ? null : <Alert type="info" showIcon title={t('onlyRoles', { roles: t('whoMay') })} />}

      {mayRead ? (
        <Card title={t('filters')} className="audit-log-filters-card">
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
        <Alert type="error" showIcon title={t('loadFailed')} description={serverMessageOr(log.error, t('tryAgain'))} />
      ) : null}

      {mayRead ? (
        <Card title={t('changesTitle')}>
          <Table<AuditEntry>
            rowKey="id"
            columns={columnsIn(t, layout, language)}
            dataSource={entries}
            loading={waiting && !log.isError}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{
              expandedRowRender: (entry) => <AuditEntryDetails entry={entry} />,
              columnTitle: <span className="visually-hidden">{t('details')}</span>,
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  size="small"
                  type="text"
                  className="audit-expand"
                  icon={expanded ? <DownOutlined /> : <RightOutlined />}
                  aria-expanded={expanded}
                  aria-label={t('detailsOf', { action: record.action, at: auditTimeIn(language, record.at) })}
                  onClick={(event) => onExpand(record, event)}
                />
              ),
            }}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('noMatches') : t('noneYet')} />
              ),
            }}
          />
          <nav className="list-pagination" aria-label={t('pages')}>
            <span>
              {entries.length > 1
                ? t('entries', { first: firstShown, last: firstShown + entries.length - 1, page: pageIndex + 1 })
                : entries.length
                  ? t('entry', { first: firstShown, page: pageIndex + 1 })
                  : t('page', { page: pageIndex + 1 })}
            </span>
            <div className="list-pagination-buttons">
              <Button
                icon={<LeftOutlined />}
                disabled={pageIndex === 0}
                onClick={() => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) })}
              >
                {t('previous')}
              </Button>
              <Button
                icon={<RightOutlined />}
                iconPlacement="end"
                disabled={!next || waiting}
                onClick={() => next && setPaging({ key: filterKey, cursors: [...cursors, next] })}
              >
                {t('next')}
              </Button>
            </div>
          </nav>
        </Card>
      ) : null}
    </div>
  );
}
