import { Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import type { AuditEntry } from '../../api/audit-log';
import { useAdminAuditLogTexts, type AdminAuditLogTexts } from '../../i18n/admin-audit-log';
import { fieldChanges, type FieldChange } from './audit-log-display';

const value = (text: string) => <span className="audit-value">{text}</span>;

/** Field, Before and After in the shown language; the fields' names and values as recorded. */
const changeColumnsIn = (t: AdminAuditLogTexts): TableColumnsType<FieldChange> => [
  { title: t('changes.field'), dataIndex: 'field', key: 'field' },
  { title: t('changes.before'), dataIndex: 'before', key: 'before', render: value },
  { title: t('changes.after'), dataIndex: 'after', key: 'after', render: value },
];

/** An entry opened up: each changed field's value before and after side by side, and where the change came from. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const t = useAdminAuditLogTexts();
  const changes = fieldChanges(entry, t);
  return (
    <div className="audit-entry-details">
      {changes.length ? (
        <Table<FieldChange>
          className="audit-changes"
          size="small"
          rowKey="field"
          columns={changeColumnsIn(t)}
          dataSource={changes}
          pagination={false}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('changes.none')}</Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'request', label: t('changes.request'), children: entry.correlationId ?? '—' },
          { key: 'service', label: t('changes.service'), children: entry.service },
          { key: 'entry', label: t('changes.entry'), children: entry.id },
        ]}
      />
    </div>
  );
}
