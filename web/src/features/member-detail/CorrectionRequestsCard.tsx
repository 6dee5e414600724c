import { useState } from 'react';
import { Button, Card, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { CorrectionFieldLabels } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  useCorrectionRequestsQuery,
  useDeclineCorrectionMutation,
  type CorrectionRequest,
} from '../../api/corrections';
import type { Member } from '../../api/members';
import { DeclineWithReasonDialog } from '../../components/DeclineWithReasonDialog';
import { useToast } from '../../components/use-toast';
import { useAdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';

const STATUS_COLORS: Record<string, string> = { open: 'blue', done: 'green', declined: 'red' };

/** What the member asked for, as the office reads it (a date as dd/mm/yyyy, Aadhaar as its last four). */
function requestedValue(request: CorrectionRequest): string {
  if (request.field === 'dateOfBirth') return formatDate(request.requestedValue);
  if (request.field === 'aadhaarLastFour') return `XXXX XXXX ${request.requestedValue}`;
  return request.requestedValue;
}

/**
 * Issue 32: the member's requests to correct their date of birth, name on record or Aadhaar last four. The office
 * makes the correction by editing the member (saving the changed field closes the request and tells the member),
 * or declines it with a reason the member reads. Shown to the roles that do the office's work.
 */
export function CorrectionRequestsCard({ member }: { member: Member }) {
  const { data: requests = [], isPending } = useCorrectionRequestsQuery(member.id, { version: member.updatedAt });
  const decline = useDeclineCorrectionMutation();
  const toast = useToast();
  const [declining, setDeclining] = useState<CorrectionRequest | null>(null);
  const name = memberName(member);
  const anyOpen = requests.some((r) => r.status === 'open');
  const t = useAdminMemberRequestsTexts();
  const fieldText = (field: CorrectionRequest['field']) =>
    field in CorrectionFieldLabels ? t(`corrections.fields.${field}`) : field;

  const columns: TableColumnsType<CorrectionRequest> = [
    {
      title: t('corrections.columns.field'),
      key: 'field',
      render: (_, request) => (
        <span>
          {fieldText(request.field)}
          <br />
          <span className="muted small">{formatDate(request.createdAt)}</span>
        </span>
      ),
    },
    {
      title: t('corrections.columns.value'),
      key: 'value',
      render: (_, request) => (
        <span>
          <strong>{requestedValue(request)}</strong>
          {request.note ? <div className="muted small">{request.note}</div> : null}
        </span>
      ),
    },
    {
      title: t('corrections.columns.status'),
      key: 'status',
      render: (_, request) => {
        const tag = {
          color: STATUS_COLORS[request.status] ?? 'default',
          label: request.status in STATUS_COLORS ? t(`corrections.statuses.${request.status}`) : request.status,
        };
        return (
          <Space orientation="vertical" size={4}>
            <Tag color={tag.color}>{tag.label}</Tag>
            {request.status === 'declined' && request.declineReason ? (
              <span className="muted small">{request.declineReason}</span>
            ) : null}
            {request.status === 'open' ? (
              <Button
                size="small"
                danger
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('corrections.declineLabel', { field: fieldText(request.field).toLowerCase() })}
                onClick={() => setDeclining(request)}
              >
                {t('decline')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('corrections.title')} className="detail-card">
      {anyOpen ? (
        <p className="muted small" data-testid="correction-hint">
          {t('corrections.hint', { name })}
        </p>
      ) : null}
      <Table<CorrectionRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={isPending}
        pagination={requests.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('corrections.empty')} /> }}
      />
      <DeclineWithReasonDialog
        request={declining}
        title={t('corrections.declineTitle')}
        description={(request) => t('corrections.declineText', { field: fieldText(request.field), name })}
        reasonRequired={t('reasonRequired')}
        inputId="decline-correction-reason"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onDecline={async (request, reason) => {
          try {
            await decline.mutateAsync({ requestId: request.id, reason });
            toast.success(t('corrections.declined'), t('toldWhy', { name }));
            setDeclining(null);
          } catch (err) {
            toast.error(t('corrections.declineFailed'), parseApiError(err).message);
          }
        }}
      />
    </Card>
  );
}
