import { useState } from 'react';
import { Button, Card, Empty, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { DataRequestMessages, ErasureKeeps, ErasureServices } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  useCompleteErasureMutation,
  useDataRequestsQuery,
  useDeclineDataRequestMutation,
  type DataRequest,
} from '../../api/data-requests';
import type { Member } from '../../api/members';
import { DeclineWithReasonDialog } from '../../components/DeclineWithReasonDialog';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';

const STATUS_TAGS: Record<string, { color: string; label: string }> = {
  open: { color: 'gold', label: 'Open' },
  completing: { color: 'blue', label: 'Completing' },
  done: { color: 'green', label: 'Erased' },
  declined: { color: 'red', label: 'Declined' },
};

/** Which services have confirmed an erasure, e.g. "3 of 5 services confirmed". */
export function confirmationSummary(request: DataRequest): string {
  return `${request.confirmations.length} of ${ErasureServices.length} services confirmed`;
}

/**
 * Issue 32 "Erasure": the member's erasure requests on their page, with what will be kept and why and the policy's
 * deadline. The office completes one (every service erases the member and confirms; the request shows each
 * confirmation) or declines it with a reason the member reads. Shown to the roles that do the office's work.
 */
export function ErasureRequestsCard({ member }: { member: Member }) {
  const { data: requests = [], isPending } = useDataRequestsQuery(member.id);
  const decline = useDeclineDataRequestMutation();
  const complete = useCompleteErasureMutation();
  const toast = useToast();
  const [declining, setDeclining] = useState<DataRequest | null>(null);
  const [completing, setCompleting] = useState<DataRequest | null>(null);
  const name = memberName(member);
  if (!isPending && requests.length === 0) return null;

  const columns: TableColumnsType<DataRequest> = [
    {
      title: 'Asked on',
      key: 'createdAt',
      render: (_, request) => (
        <span>
          {formatDate(request.createdAt)}
          <br />
          <span className="muted small">Deadline {formatDate(request.dueBy)}</span>
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
            {request.pseudonym ? <span className="muted small">Pseudonym {request.pseudonym}</span> : null}
            {request.status === 'completing' || request.status === 'done' ? (
              <span className="muted small" title={request.confirmations.map((c) => c.service).join(', ')}>
                {confirmationSummary(request)}
              </span>
            ) : null}
            {request.status === 'open' ? (
              <Space>
                <Button
                  size="small"
                  danger
                  type="primary"
                  icon={<DeleteOutlined />}
                  onClick={() => setCompleting(request)}
                >
                  Complete Erasure
                </Button>
                <Button size="small" icon={<CloseOutlined />} onClick={() => setDeclining(request)}>
                  Decline
                </Button>
              </Space>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title="Erasure Requests" className="detail-card">
      <Typography.Paragraph className="muted small" data-testid="erasure-keeps">
        What is kept, and why: {ErasureKeeps.join(' ')}
      </Typography.Paragraph>
      <Table<DataRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={isPending}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No erasure requests" /> }}
      />
      <Modal
        open={completing !== null}
        title="Complete Erasure"
        okText="Erase the member"
        okButtonProps={{ danger: true, loading: complete.isPending }}
        onCancel={() => setCompleting(null)}
        onOk={async () => {
          if (!completing) return;
          try {
            await complete.mutateAsync({ memberId: member.id, requestId: completing.id });
            toast.success('Erasure Completed', `${name} is being erased in every service.`);
            setCompleting(null);
          } catch (err) {
            toast.error('Error completing the erasure', parseApiError(err).message);
          }
        }}
      >
        <p>
          {name}&apos;s profile, contact details, address, photographs, ID proof, documents, ID card, certificate,
          notifications, event sign-ups, login and sessions are removed from every service. This cannot be undone.
        </p>
        <p>{ErasureKeeps.join(' ')}</p>
      </Modal>
      <DeclineWithReasonDialog
        request={declining}
        title="Decline Erasure Request"
        description={() => `${name}'s data stays as it is. The member is told the reason in the portal and by e-mail.`}
        reasonRequired={DataRequestMessages.reasonRequired}
        inputId="decline-erasure-reason"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onDecline={async (request, reason) => {
          try {
            await decline.mutateAsync({ requestId: request.id, reason });
            toast.success('Erasure Declined', `${name} will be told why.`);
            setDeclining(null);
          } catch (err) {
            toast.error('Error declining the erasure', parseApiError(err).message);
          }
        }}
      />
    </Card>
  );
}
