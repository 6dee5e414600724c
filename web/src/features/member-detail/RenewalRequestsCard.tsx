import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PaymentMethodLabels } from '@portal/contracts/shapes';
import { RENEWAL_PAYMENT_METHODS, renewalPaymentProblems } from '@portal/contracts/rules';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import {
  useCompleteRenewalMutation,
  useDeclineRenewalMutation,
  type Member,
  type RenewalRequest,
} from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { DeclineWithReasonDialog } from '../../components/DeclineWithReasonDialog';
import { useToast } from '../../components/use-toast';
import { formatDate, formatRupees } from '../../lib/format';
import { memberName } from '../../lib/member-display';

const STATUS_TAGS: Record<string, { color: string; label: string }> = {
  open: { color: 'blue', label: 'Open' },
  completed: { color: 'green', label: 'Completed' },
  declined: { color: 'red', label: 'Declined' },
};

interface RenewalRequestsCardProps {
  member: Member;
  requests: RenewalRequest[];
  loading: boolean;
}

/**
 * Spec part 2 §4: members request renewal; the admin contacts the member, then
 * marks an open request paid and renewed (one more year) or declines it.
 */
export function RenewalRequestsCard({ member, requests, loading }: RenewalRequestsCardProps) {
  const complete = useCompleteRenewalMutation();
  const decline = useDeclineRenewalMutation();
  const toast = useToast();
  // Taking the fee is the treasurer's work, declining the office's (issue 27): each button for the roles that may.
  const money = useAdminCan('money');
  const office = useAdminCan('office');
  const [declining, setDeclining] = useState<RenewalRequest | null>(null);
  const name = memberName(member);

  const [completing, setCompleting] = useState<RenewalRequest | null>(null);

  const onComplete = async (request: RenewalRequest, payment: RenewalPayment) => {
    try {
      const { member: renewed } = await complete.mutateAsync({ requestId: request.id, ...payment });
      toast.success(
        'Renewal Completed',
        `${name}'s membership is now valid until ${formatDate(renewed.membershipEndDate)}.`,
      );
      setCompleting(null);
    } catch (err) {
      toast.error('Error completing renewal', parseApiError(err).message);
    }
  };

  const columns: TableColumnsType<RenewalRequest> = [
    {
      title: 'Requested',
      key: 'createdAt',
      render: (_, request) => (
        <span className="renewal-request-when">
          {formatDate(request.createdAt)}
          {/* The member's status when the request was made. */}
          <MemberStatusTag status={request.currentStatus} />
        </span>
      ),
    },
    {
      title: 'Amount',
      dataIndex: 'renewalAmount',
      key: 'amount',
      render: (value: string | number) => formatRupees(value),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, request) => {
        const tag = STATUS_TAGS[request.status] ?? { color: 'default', label: request.status };
        if (request.status !== 'open') return <Tag color={tag.color}>{tag.label}</Tag>;
        return (
          <Space direction="vertical" size={4} className="renewal-request-actions">
            <Tag color={tag.color}>{tag.label}</Tag>
            {money ? (
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                loading={complete.isPending && complete.variables?.requestId === request.id}
                onClick={() => setCompleting(request)}
              >
                Mark Paid and Renewed
              </Button>
            ) : (
              <span className="muted small">{`Only ${rolesWhoMay('money')} can mark it paid and renewed.`}</span>
            )}
            {office ? (
              <Button size="small" danger icon={<CloseOutlined />} onClick={() => setDeclining(request)}>
                Decline
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title="Renewal Requests" className="detail-card">
      <Table<RenewalRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={loading}
        pagination={requests.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No renewal requests yet" /> }}
      />
      <CompleteRenewalDialog
        request={completing}
        memberName={name}
        pending={complete.isPending}
        onClose={() => setCompleting(null)}
        onComplete={onComplete}
      />
      <DeclineWithReasonDialog
        request={declining}
        title="Decline Renewal Request"
        description={() => `The membership of ${name} stays as it is. The member may ask again later.`}
        inputId="decline-reason"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onDecline={async (request, reason) => {
          try {
            await decline.mutateAsync({ requestId: request.id, reason });
            toast.success('Renewal Declined', `The renewal request of ${name} has been declined.`);
            setDeclining(null);
          } catch (err) {
            toast.error('Error declining renewal', parseApiError(err).message);
          }
        }}
      />
    </Card>
  );
}

interface RenewalPayment {
  paymentMethod: string;
  reference: string;
}

interface CompleteRenewalDialogProps {
  request: RenewalRequest | null;
  memberName: string;
  pending: boolean;
  onClose: () => void;
  onComplete: (request: RenewalRequest, payment: RenewalPayment) => Promise<void>;
}

/** Issue 26: Mark Paid and Renewed asks how the fee was paid (method, and a reference unless cash). */
function CompleteRenewalDialog({
  request,
  memberName: name,
  pending,
  onClose,
  onComplete,
}: CompleteRenewalDialogProps) {
  const [payment, setPayment] = useState<RenewalPayment>({ paymentMethod: '', reference: '' });
  const [problems, setProblems] = useState<Partial<Record<'paymentMethod' | 'reference', string>>>({});
  const onOk = async () => {
    if (!request) return;
    const found = renewalPaymentProblems(payment.paymentMethod, payment.reference);
    setProblems(Object.fromEntries(found.map((p) => [p.field, p.message])));
    if (found.length) return;
    await onComplete(request, payment);
  };
  return (
    <Modal
      open={request !== null}
      title="Mark Paid and Renewed"
      onCancel={onClose}
      afterClose={() => {
        setPayment({ paymentMethod: '', reference: '' });
        setProblems({});
      }}
      okText="Mark Paid and Renewed"
      okButtonProps={{ loading: pending }}
      onOk={onOk}
      destroyOnHidden
    >
      <p>
        {request ? `${formatRupees(request.renewalAmount)} received from ${name}. ` : null}
        The membership is extended by one year from the later of today and its current end date.
      </p>
      <Form layout="vertical">
        <Form.Item
          label="Payment Method"
          htmlFor="renewal-payment-method"
          validateStatus={problems.paymentMethod ? 'error' : undefined}
          help={problems.paymentMethod}
        >
          <Select
            id="renewal-payment-method"
            placeholder="How was the fee paid?"
            value={payment.paymentMethod || undefined}
            options={RENEWAL_PAYMENT_METHODS.map((method) => ({ value: method, label: PaymentMethodLabels[method] }))}
            onChange={(value: string) => setPayment((current) => ({ ...current, paymentMethod: value }))}
          />
        </Form.Item>
        <Form.Item
          label={payment.paymentMethod === 'cash' ? 'Reference (optional)' : 'Reference'}
          htmlFor="renewal-payment-reference"
          validateStatus={problems.reference ? 'error' : undefined}
          help={problems.reference}
        >
          <Input
            id="renewal-payment-reference"
            value={payment.reference}
            maxLength={100}
            placeholder="UPI or bank reference, cheque number"
            onChange={(event) => setPayment((current) => ({ ...current, reference: event.target.value }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
