import { useState } from 'react';
import { Button, Card, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { CorrectionFieldLabels, CorrectionMessages } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  useCorrectionRequestsQuery,
  useDeclineCorrectionMutation,
  type CorrectionRequest,
} from '../../api/corrections';
import type { Member } from '../../api/members';
import { DeclineWithReasonDialog } from '../../components/DeclineWithReasonDialog';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';

const STATUS_TAGS: Record<string, { color: string; label: string }> = {
  open: { color: 'blue', label: 'Open' },
  done: { color: 'green', label: 'Corrected' },
  declined: { color: 'red', label: 'Declined' },
};

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

  const columns: TableColumnsType<CorrectionRequest> = [
    {
      title: 'Field',
      key: 'field',
      render: (_, request) => (
        <span>
          {CorrectionFieldLabels[request.field] ?? request.field}
          <br />
          <span className="muted small">{formatDate(request.createdAt)}</span>
        </span>
      ),
    },
    {
      title: 'Correct value',
      key: 'value',
      render: (_, request) => (
        <span>
          <strong>{requestedValue(request)}</strong>
          {request.note ? <div className="muted small">{request.note}</div> : null}
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, request) => {
        const tag = STATUS_TAGS[request.status] ?? { color: 'default', label: request.status };
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
                icon={<CloseOutlined />}
                aria-label={`Decline the ${CorrectionFieldLabels[request.field].toLowerCase()} correction`}
                onClick={() => setDeclining(request)}
              >
                Decline
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title="Correction Requests" className="detail-card">
      {anyOpen ? (
        <p className="muted small" data-testid="correction-hint">
          To make a correction, edit the member and change the field: saving it closes the request and tells {name}.
        </p>
      ) : null}
      <Table<CorrectionRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={isPending}
        pagination={requests.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No correction requests" /> }}
      />
      <DeclineWithReasonDialog
        request={declining}
        title="Decline Correction Request"
        description={(request) =>
          `${CorrectionFieldLabels[request.field]} of ${name} stays as it is. ` +
          'The member is told the reason in the portal and by e-mail.'
        }
        reasonRequired={CorrectionMessages.reasonRequired}
        inputId="decline-correction-reason"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onDecline={async (request, reason) => {
          try {
            await decline.mutateAsync({ requestId: request.id, reason });
            toast.success('Correction Declined', `${name} will be told why.`);
            setDeclining(null);
          } catch (err) {
            toast.error('Error declining the correction', parseApiError(err).message);
          }
        }}
      />
    </Card>
  );
}
