import { useEffect } from 'react';
import { Button, Form, Modal, Row, Typography } from 'antd';
import {
  useCreatePaymentRecordMutation,
  useSchemeSettingsQuery,
  useUpdatePaymentRecordMutation,
  type Scheme,
  type SchemeMember,
} from '../../api/payments';
import { useToast } from '../../components/use-toast';
import { paymentFailureText } from './payment-errors';
import { paymentFormMessage, useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import {
  emptyRecordForm,
  recordProblem,
  recordToForm,
  toCreateInput,
  toQuickUpdateInput,
  todayInput,
  type RecordFormValues,
} from './record-form';
import '../../components/list-widgets.css';
import { PaymentAmountFields } from './PaymentAmountFields';
import { PaymentMonthsFields } from './PaymentMonthsFields';

interface QuickPaymentDialogProps {
  open: boolean;
  scheme: Scheme;
  /** The opted member whose row was acted on; their latest record is updated, or a first one added. */
  member: SchemeMember | null;
  onClose: () => void;
}

/** Spec part 2 §2: the Add/Update action of the '{scheme} - All Members' view. */
export function QuickPaymentDialog({ open, scheme, member, onClose }: QuickPaymentDialogProps) {
  const t = useAdminPaymentFormsTexts();
  const updating = Boolean(member?.latestRecord);
  return (
    <Modal
      open={open}
      title={updating ? t('quick.updateTitle') : t('quick.addTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {member ? (
        <QuickForm key={`${member.memberRef}-${scheme}`} scheme={scheme} member={member} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function QuickForm({ scheme, member, onClose }: { scheme: Scheme; member: SchemeMember; onClose: () => void }) {
  const [form] = Form.useForm<RecordFormValues>();
  const t = useAdminPaymentFormsTexts();
  const layout = useAdminLayoutTexts();
  const toast = useToast();
  const settings = useSchemeSettingsQuery();
  const create = useCreatePaymentRecordMutation();
  const update = useUpdatePaymentRecordMutation();
  const saving = create.isPending || update.isPending;
  const latest = member.latestRecord;
  // A first record starts at the scheme's monthly amount, the usual due.
  const schemeAmount = settings.data?.find((setting) => setting.scheme === scheme)?.amount;
  useEffect(() => {
    // The settings may arrive after the dialog opened: fill the amount then, unless the admin typed one.
    if (!latest && schemeAmount && !form.isFieldTouched('amount')) {
      form.setFieldValue('amount', Number(schemeAmount).toFixed(2));
    }
  }, [form, latest, schemeAmount]);

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as RecordFormValues;
    const problem = recordProblem(values, 'quick');
    if (problem) {
      toast.error(t('validationError'), paymentFormMessage(t, problem));
      return;
    }
    try {
      if (latest) await update.mutateAsync({ id: latest.id, input: toQuickUpdateInput(values, latest) });
      else await create.mutateAsync(toCreateInput({ ...values, memberId: member.memberRef, scheme }));
      toast.success(t('quick.updated'));
      onClose();
    } catch (err) {
      toast.error(t('quick.error'), paymentFormMessage(t, paymentFailureText(err, t('quick.failed'))));
    }
  };

  return (
    <Form<RecordFormValues>
      form={form}
      // The app's own check says what is wrong with the amount, not the browser's bubble for min and step.
      noValidate
      layout="vertical"
      name="quick-payment"
      initialValues={
        latest ? recordToForm(latest) : emptyRecordForm({ amount: schemeAmount ? Number(schemeAmount).toFixed(2) : '' })
      }
      onFinish={onFinish}
      onValuesChange={(changed: Partial<RecordFormValues>) => {
        if (changed.status === 'paid' && !form.getFieldValue('paymentDate')) {
          form.setFieldValue('paymentDate', todayInput());
        }
      }}
      disabled={saving}
    >
      <Typography.Paragraph>
        <strong>{member.memberName}</strong> <span className="muted">({member.memberCode})</span> ·{' '}
        {adminSchemeName(layout, scheme)}
      </Typography.Paragraph>
      <Row gutter={16}>
        <PaymentMonthsFields form={form} memberId={member.memberRef} scheme={scheme} prefill={!latest} />
        <PaymentAmountFields />
      </Row>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          {t('cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? t('quick.saving') : latest ? t('quick.update') : t('quick.add')}
        </Button>
      </div>
    </Form>
  );
}
