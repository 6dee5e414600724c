import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { OfflineRefundMethods, type RefundStatus } from '@portal/contracts/shapes';
import type { PaymentRecord } from '../../api/payments';
import { useCreateRefundMutation, useRefundSummaryQuery, type Refund, type RefundSummary } from '../../api/refunds';
import { useToast } from '../../components/use-toast';
import { adminPaymentMethod, useAdminLayoutTexts } from '../../i18n/admin-layout';
import {
  paymentFormMessage,
  recordForText,
  useAdminPaymentFormsTexts,
  type AdminPaymentFormsTexts,
} from '../../i18n/admin-payment-forms';
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
const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** The policy's refund figures (contracts' RefundPolicyGuidance, the catalogue's English), in their order. */
const GUIDANCE = ['annual', 'events', 'timing'] as const;

/**
 * Refund a paid payment in full or in part (issue 26): the policy's guidance, what is still refundable, the
 * refunds so far with their credit notes, and the amount and reason. An online payment goes back through
 * Razorpay; one made at the office is recorded by hand with its method and reference.
 */
export function RefundDialog({ record, onClose }: RefundDialogProps) {
  const t = useAdminPaymentFormsTexts();
  return (
    <Modal
      open={Boolean(record)}
      title={t('refund.title')}
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
  const t = useAdminPaymentFormsTexts();
  const summary = useRefundSummaryQuery(record.id);
  if (summary.isPending) return <Skeleton active />;
  if (summary.isError) return <Alert type="error" showIcon title={t('refund.loadFailed')} />;
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
  const t = useAdminPaymentFormsTexts();
  const layout = useAdminLayoutTexts();
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
          ? t('refund.recorded', { number: refund.creditNoteNumber ?? '' })
          : t('refund.requested'),
      );
      onClose();
    } catch (err) {
      // 409 (more than is left, refused by Razorpay) and 400 show in the dialog, which stays open.
      setProblem(paymentFormMessage(t, paymentFailureText(err, t('refund.failed'))));
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
        {recordForText(t, layout, record)} · {t('refund.receipt', { number: record.receiptNumber ?? '—' })}
      </Typography.Paragraph>
      <dl className="refund-figures">
        <div>
          <dt>{t('refund.paid')}</dt>
          <dd>{formatRupees(summary.amount)}</dd>
        </div>
        <div>
          <dt>{t('refund.refunded')}</dt>
          <dd>{formatRupees(summary.refunded)}</dd>
        </div>
        <div>
          <dt>{t('refund.refundable')}</dt>
          <dd data-testid="refundable">{formatRupees(summary.refundable)}</dd>
        </div>
      </dl>
      <Alert
        type="info"
        showIcon
        title={t('refund.policy')}
        description={
          <ul className="refund-guidance">
            {GUIDANCE.map((line) => (
              <li key={line}>{t(`refund.guidance.${line}`)}</li>
            ))}
          </ul>
        }
      />
      {summary.refunds.length ? <RefundsSoFar refunds={summary.refunds} t={t} /> : null}
      {refundable > 0 ? (
        <>
          <Form.Item
            label={t('refund.amount')}
            name="amount"
            rules={[
              { required: true, message: t('refund.amountRequired') },
              {
                validator: (_, value: string) =>
                  !value || (AMOUNT.test(value.trim()) && Number(value) > 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('refund.amountPositive'))),
              },
            ]}
            extra={t('refund.atMost', { amount: formatRupees(summary.refundable) })}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          {summary.online ? (
            <Typography.Paragraph className="muted">{t('refund.online')}</Typography.Paragraph>
          ) : (
            <>
              <Form.Item
                label={t('refund.method')}
                name="method"
                rules={[{ required: true, message: t('refund.methodRequired') }]}
              >
                <Select
                  options={OfflineRefundMethods.map((value) => ({ value, label: adminPaymentMethod(layout, value) }))}
                  placeholder={t('refund.methodPlaceholder')}
                />
              </Form.Item>
              <Form.Item label={t('refund.reference')} name="reference">
                <Input maxLength={100} />
              </Form.Item>
            </>
          )}
          <Form.Item
            label={t('refund.reason')}
            name="reason"
            rules={[{ required: true, whitespace: true, message: t('refund.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </>
      ) : (
        <Alert type="warning" showIcon title={t('refund.refundedInFull')} />
      )}
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          {t('cancel')}
        </Button>
        {refundable > 0 ? (
          <Button type="primary" danger htmlType="submit" loading={create.isPending}>
            {create.isPending ? t('refund.refunding') : t('refund.refund')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function RefundsSoFar({ refunds, t }: { refunds: Refund[]; t: AdminPaymentFormsTexts }) {
  return (
    <section aria-label={t('refund.soFar')} className="refunds-so-far">
      <Typography.Text strong>{t('refund.soFar')}</Typography.Text>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id}>
            {formatRupees(refund.amount)}{' '}
            <Tag color={STATUS_COLOURS[refund.status]}>{t(`refund.statuses.${refund.status}`)}</Tag>
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
