import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Modal, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { RENEWAL_PAYMENT_METHODS, RenewalPaymentMessages, renewalPaymentProblems } from '@portal/contracts/rules';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import {
  useCompleteRenewalMutation,
  useDeclineRenewalMutation,
  type Member,
  type RenewalRequest,
} from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { DeclineWithReasonDialog } from '../../components/DeclineWithReasonDialog';
import { useToast } from '../../components/use-toast';
import { adminPaymentMethod, adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberRequestsTexts, type AdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import { formatDate, formatRupees } from '../../lib/format';
import { memberName } from '../../lib/member-display';

const STATUS_COLORS: Record<string, string> = { open: 'blue', completed: 'green', declined: 'red' };

/** A renewal payment's problem (the contract's English) in the shown language; one the catalogue lacks as it came. */
function problemText(t: AdminMemberRequestsTexts, message: string): string {
  const key = (Object.keys(RenewalPaymentMessages) as (keyof typeof RenewalPaymentMessages)[]).find(
    (k) => RenewalPaymentMessages[k] === message,
  );
  return key ? t(`renewals.problems.${key}`) : message;
}

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
  const t = useAdminMemberRequestsTexts();
  const layout = useAdminLayoutTexts();

  const [completing, setCompleting] = useState<RenewalRequest | null>(null);

  const onComplete = async (request: RenewalRequest, payment: RenewalPayment) => {
    try {
      const { member: renewed } = await complete.mutateAsync({ requestId: request.id, ...payment });
      toast.success(
        t('renewals.completed'),
        t('renewals.completedText', { name, date: formatDate(renewed.membershipEndDate) }),
      );
      setCompleting(null);
    } catch (err) {
      toast.error(t('renewals.completeFailed'), parseApiError(err).message);
    }
  };

  const columns: TableColumnsType<RenewalRequest> = [
    {
      title: t('renewals.columns.requested'),
      key: 'createdAt',
      render: (_, request) => (
        <span className="renewal-request-when">
          {formatDate(request.createdAt)}
          {/* The member's status when the request was made. */}
          <MemberStatusTag
            status={request.currentStatus}
            text={request.currentStatus ? adminStatusText(layout, request.currentStatus) : undefined}
          />
        </span>
      ),
    },
    {
      title: t('renewals.columns.amount'),
      dataIndex: 'renewalAmount',
      key: 'amount',
      render: (value: string | number) => formatRupees(value),
    },
    {
      title: t('renewals.columns.status'),
      key: 'status',
      render: (_, request) => {
        const tag = {
          color: STATUS_COLORS[request.status] ?? 'default',
          label: request.status in STATUS_COLORS ? t(`renewals.statuses.${request.status}`) : request.status,
        };
        if (request.status !== 'open') return <Tag color={tag.color}>{tag.label}</Tag>;
        return (
          <Space direction="vertical" size={4} className="renewal-request-actions">
            <Tag color={tag.color}>{tag.label}</Tag>
            {money ? (
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined aria-hidden />}
                loading={complete.isPending && complete.variables?.requestId === request.id}
                onClick={() => setCompleting(request)}
              >
                {t('renewals.markPaid')}
              </Button>
            ) : (
              <span className="muted small">{t('renewals.onlyRoles', { roles: t('whoMay.money') })}</span>
            )}
            {office ? (
              <Button size="small" danger icon={<CloseOutlined aria-hidden />} onClick={() => setDeclining(request)}>
                {t('decline')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('renewals.title')} className="detail-card">
      <Table<RenewalRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={loading}
        pagination={requests.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('renewals.empty')} /> }}
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
        title={t('renewals.declineTitle')}
        description={() => t('renewals.declineText', { name })}
        inputId="decline-reason"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onDecline={async (request, reason) => {
          try {
            await decline.mutateAsync({ requestId: request.id, reason });
            toast.success(t('renewals.declined'), t('renewals.declinedText', { name }));
            setDeclining(null);
          } catch (err) {
            toast.error(t('renewals.declineFailed'), parseApiError(err).message);
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
  const t = useAdminMemberRequestsTexts();
  const layout = useAdminLayoutTexts();
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
      title={t('renewals.markPaid')}
      onCancel={onClose}
      afterClose={() => {
        setPayment({ paymentMethod: '', reference: '' });
        setProblems({});
      }}
      okText={t('renewals.markPaid')}
      okButtonProps={{ loading: pending }}
      onOk={onOk}
      destroyOnHidden
    >
      <p>
        {request ? t('renewals.received', { amount: formatRupees(request.renewalAmount), name }) : null}
        {t('renewals.extended')}
      </p>
      <Form layout="vertical">
        <Form.Item
          label={t('renewals.paymentMethod')}
          htmlFor="renewal-payment-method"
          validateStatus={problems.paymentMethod ? 'error' : undefined}
          help={problems.paymentMethod && problemText(t, problems.paymentMethod)}
        >
          <Select
            id="renewal-payment-method"
            placeholder={t('renewals.howPaid')}
            value={payment.paymentMethod || undefined}
            options={RENEWAL_PAYMENT_METHODS.map((method) => ({
              value: method,
              label: adminPaymentMethod(layout, method),
            }))}
            onChange={(value: string) => setPayment((current) => ({ ...current, paymentMethod: value }))}
          />
        </Form.Item>
        <Form.Item
          label={payment.paymentMethod === 'cash' ? t('renewals.referenceOptional') : t('renewals.reference')}
          htmlFor="renewal-payment-reference"
          validateStatus={problems.reference ? 'error' : undefined}
          help={problems.reference && problemText(t, problems.reference)}
        >
          <Input
            id="renewal-payment-reference"
            value={payment.reference}
            maxLength={100}
            placeholder={t('renewals.referenceHint')}
            onChange={(event) => setPayment((current) => ({ ...current, reference: event.target.value }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
