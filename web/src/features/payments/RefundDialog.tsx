import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { RefundPolicyGuidance } from '@portal/contracts/rules';
import { OfflineRefundMethods, RefundMethodLabels, type RefundStatus } from '@portal/contracts/shapes';
import type { PaymentRecord } from '../../api/payments';
import { useCreateRefundMutation, useRefundSummaryQuery, type Refund, type RefundSummary } from '../../api/refunds';
import { recordSchemeLabel } from '../../components/PaymentStatusTag';
import { useToast } from '../../components/use-toast';
import { formatDate, formatRupees } from '../../lib/format';
import { paymentFailureText } from './payment-errors';
import './refunds.css';

interface RefundDialogProps {
  /** The paid record to refund; null keeps the dialog closed. */
  record: PaymentRecord | null;
  onClose: () => void;
}

interface RefundFormValues {
  amount: string;
  method?: string;
  reference?: string;
  reason: string;
}

const STATUS_COLOURS: Record<RefundStatus, string> = { pending: 'gold', processed: 'green', failed: 'red' };
const METHOD_OPTIONS = OfflineRefundMethods.map((value) => ({ value, label: RefundMethodLabels[value] }));
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Refund a paid payment in full or in part (issue 26): the policy's guidance, what is still refundable, the
 * refunds so far with their credit notes, and the amount and reason. An online payment goes back through
 * Razorpay; one made at the office is recorded by hand with its method and reference.
 */
export function RefundDialog({ record, onClose }: RefundDialogProps) {
  return (
    <Modal
      open={Boolean(record)}
      title="Refund Payment"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {record ? <RefundForm key={record.id} record={record} onClose={onClose} /> : null}
    </Modal>
  );
}

function RefundForm({ record, onClose }: { record: PaymentRecord; onClose: () => void }) {
  const summary = useRefundSummaryQuery(record.id);
  if (summary.isPending) return <Skeleton active />;
  if (summary.isError) return <Alert type="error" showIcon title="Failed to load the payment's refunds" />;
  return <RefundFields record={record} summary={summary.data} onClose={onClose} />;
}

function RefundFields({
  record,
  summary,
  onClose,
}: {
  record: PaymentRecord;
  summary: RefundSummary;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RefundFormValues>();
  const toast = useToast();
  const create = useCreateRefundMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const refundable = Number(summary.refundable);

  const onFinish = async (values: RefundFormValues) => {
    setProblem(null);
    try {
      const refund = await create.mutateAsync({
        recordId: record.id,
        input: {
          amount: values.amount.trim(),
          reason: values.reason.trim(),
          ...(summary.online ? {} : { method: values.method, reference: values.reference?.trim() || undefined }),
        },
      });
      toast.success(
        refund.status === 'processed'
          ? `Refund recorded: credit note ${refund.creditNoteNumber}`
          : 'Refund requested: Razorpay will confirm it',
      );
      onClose();
    } catch (err) {
      // 409 (more than is left, refused by Razorpay) and 400 show in the dialog, which stays open.
      setProblem(paymentFailureText(err, 'Failed to refund the payment'));
    }
  };

  return (
    <Form<RefundFormValues>
      form={form}
      layout="vertical"
      name="refund"
      className="refund-dialog-form"
      initialValues={{ amount: refundable > 0 ? refundable.toFixed(2) : '', reason: '' }}
      onFinish={onFinish}
      disabled={create.isPending}
    >
      <Typography.Paragraph>
        <strong>{record.memberName}</strong> <span className="muted">({record.memberCode})</span> ·{' '}
        {recordSchemeLabel(record)} · receipt {record.receiptNumber ?? '—'}
      </Typography.Paragraph>
      <dl className="refund-figures">
        <div>
          <dt>Paid</dt>
          <dd>{formatRupees(summary.amount)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatRupees(summary.refunded)}</dd>
        </div>
        <div>
          <dt>Refundable</dt>
          <dd data-testid="refundable">{formatRupees(summary.refundable)}</dd>
        </div>
      </dl>
      <Alert
        type="info"
        showIcon
        title="Refund policy"
        description={
          <ul className="refund-guidance">
            {RefundPolicyGuidance.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        }
      />
      {summary.refunds.length ? <RefundsSoFar refunds={summary.refunds} /> : null}
      {refundable > 0 ? (
        <>
          <Form.Item
            label="Refund amount (₹)"
            name="amount"
            rules={[
              { required: true, message: 'Refund amount is required' },
              {
                validator: (_, value: string) =>
                  !value || (AMOUNT.test(value.trim()) && Number(value) > 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error('Refund amount must be greater than 0')),
              },
            ]}
            extra={`At most ${formatRupees(summary.refundable)}`}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          {summary.online ? (
            <Typography.Paragraph className="muted">
              The money goes back to the member through Razorpay, to the account or card they paid from.
            </Typography.Paragraph>
          ) : (
            <>
              <Form.Item
                label="Refunded by"
                name="method"
                rules={[{ required: true, message: 'Please choose how the money was returned' }]}
              >
                <Select options={METHOD_OPTIONS} placeholder="Cash, bank transfer or cheque" />
              </Form.Item>
              <Form.Item label="Reference (cheque no. / transfer id)" name="reference">
                <Input maxLength={100} />
              </Form.Item>
            </>
          )}
          <Form.Item
            label="Reason"
            name="reason"
            rules={[{ required: true, whitespace: true, message: 'Please give the reason for the refund' }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </>
      ) : (
        <Alert type="warning" showIcon title="This payment has been refunded in full already" />
      )}
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        {refundable > 0 ? (
          <Button type="primary" danger htmlType="submit" loading={create.isPending}>
            {create.isPending ? 'Refunding...' : 'Refund'}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function RefundsSoFar({ refunds }: { refunds: Refund[] }) {
  return (
    <section aria-label="Refunds so far" className="refunds-so-far">
      <Typography.Text strong>Refunds so far</Typography.Text>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id}>
            {formatRupees(refund.amount)} <Tag color={STATUS_COLOURS[refund.status]}>{refund.status}</Tag>
            {formatDate(refund.refundedAt ?? refund.createdAt)} · {refund.reason}
            {refund.creditNoteUrl ? (
              <>
                {' '}
                <a href={refund.creditNoteUrl} target="_blank" rel="noopener noreferrer">
                  <FilePdfOutlined aria-hidden /> {refund.creditNoteNumber}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
