import { Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import type { AuditEntry } from '../../api/audit-log';
import { fieldChanges, type FieldChange } from './audit-log-display';

const value = (text: string) => <span className="audit-value">{text}</span>;

const CHANGE_COLUMNS: TableColumnsType<FieldChange> = [
  { title: 'Field', dataIndex: 'field', key: 'field' },
  { title: 'Before', dataIndex: 'before', key: 'before', render: value },
  { title: 'After', dataIndex: 'after', key: 'after', render: value },
];

/** An entry opened up: each changed field's value before and after side by side, and where the change came from. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry);
  return (
    <div className="audit-entry-details">
      {changes.length ? (
        <Table<FieldChange>
          className="audit-changes"
          size="small"
          rowKey="field"
          columns={CHANGE_COLUMNS}
          dataSource={changes}
          pagination={false}
        />
      ) : (
        <Typography.Paragraph type="secondary">No field values were recorded for this change.</Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'request', label: 'Request ID', children: entry.correlationId ?? '—' },
          { key: 'service', label: 'Service', children: entry.service },
          { key: 'entry', label: 'Entry', children: entry.id },
        ]}
      />
    </div>
  );
}
