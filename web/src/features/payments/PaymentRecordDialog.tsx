import { Button, Col, Descriptions, Form, Input, Modal, Row, Select } from 'antd';
import { useMembersQuery } from '../../api/members';
import { useCreatePaymentRecordMutation, useUpdatePaymentRecordMutation, type PaymentRecord } from '../../api/payments';
import { useToast } from '../../components/use-toast';
import { memberName } from '../../lib/member-display';
import { paymentFailureText } from './payment-errors';
import { PICKER_MEMBERS_QUERY } from './payment-pickers';
import { PAYMENT_METHOD_OPTIONS, SCHEME_OPTIONS } from '../../components/PaymentStatusTag';
import { paymentFormMessage, recordForText, useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';
import { adminPaymentMethod, adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import {
  emptyRecordForm,
  recordProblem,
  recordToForm,
  toCreateInput,
  toUpdateInput,
  todayInput,
  type RecordFormValues,
} from './record-form';
import '../../components/list-widgets.css';
import { PaymentAmountFields } from './PaymentAmountFields';
import { PaymentMonthsFields } from './PaymentMonthsFields';

interface PaymentRecordDialogProps {
  open: boolean;
  /** The record being edited; absent when adding one. */
  record?: PaymentRecord | null;
  onClose: () => void;
}

/** Spec part 2 §2: the Add Payment Record dialog, and the edit dialog opened from a row's edit action. */
export function PaymentRecordDialog({ open, record, onClose }: PaymentRecordDialogProps) {
  const t = useAdminPaymentFormsTexts();
  return (
    <Modal
      open={open}
      title={record ? t('record.editTitle') : t('record.addTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {/* destroyOnHidden unmounts the form after closing, so every opening starts from fresh values. */}
      <RecordForm key={record?.id ?? 'new'} record={record ?? null} onClose={onClose} />
    </Modal>
  );
}

function RecordForm({ record, onClose }: { record: PaymentRecord | null; onClose: () => void }) {
  const [form] = Form.useForm<RecordFormValues>();
  const t = useAdminPaymentFormsTexts();
  const layout = useAdminLayoutTexts();
  const toast = useToast();
  const create = useCreatePaymentRecordMutation();
  const update = useUpdatePaymentRecordMutation();
  const saving = create.isPending || update.isPending;
  const chosenMember = Form.useWatch<string | undefined>('memberId', form);
  const chosenScheme = Form.useWatch<RecordFormValues['scheme']>('scheme', form);

  const onFinish = async () => {
    const values = form.getFieldsValue(true) as RecordFormValues;
    const problem = recordProblem(values, record ? 'edit' : 'add');
    if (problem) {
      toast.error(t('validationError'), paymentFormMessage(t, problem));
      return;
    }
    try {
      if (record) {
        await update.mutateAsync({ id: record.id, input: toUpdateInput(values) });
        toast.success(t('record.updated'));
      } else {
        await create.mutateAsync(toCreateInput(values));
        toast.success(t('record.added'));
      }
      onClose();
    } catch (err) {
      toast.error(
        record ? t('record.updateError') : t('record.addError'),
        paymentFormMessage(t, paymentFailureText(err, record ? t('record.updateFailed') : t('record.addFailed'))),
      );
    }
  };

  return (
    <Form<RecordFormValues>
      form={form}
      // The app's own check says what is wrong with the amount, not the browser's bubble for min and step.
      noValidate
      layout="vertical"
      name={record ? 'edit-payment-record' : 'add-payment-record'}
      initialValues={record ? recordToForm(record) : emptyRecordForm()}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<RecordFormValues>) => {
        // A record marked paid needs the day it was paid: today is the usual answer, so it is filled in.
        if (changed.status === 'paid' && !form.getFieldValue('paymentDate')) {
          form.setFieldValue('paymentDate', todayInput());
        }
      }}
      disabled={saving}
    >
      {record ? (
        <Descriptions
          size="small"
          column={1}
          className="payment-record-identity"
          items={[
            { key: 'member', label: t('fields.member'), children: `${record.memberName} (${record.memberCode})` },
            { key: 'scheme', label: t('fields.scheme'), children: recordForText(t, layout, record) },
          ]}
        />
      ) : (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <MemberPicker />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('fields.scheme')} name="scheme" required>
              <Select
                options={SCHEME_OPTIONS.map(({ value }) => ({ value, label: adminSchemeName(layout, value) }))}
                placeholder={t('fields.selectScheme')}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <PaymentMonthsFields
          form={form}
          memberId={record ? record.memberId : chosenMember}
          scheme={record ? (record.scheme ?? undefined) : chosenScheme}
          prefill={!record}
        />
        <PaymentAmountFields />
        <Col xs={24} sm={12}>
          <Form.Item label={t('fields.paymentMethod')} name="paymentMethod">
            <Select
              options={PAYMENT_METHOD_OPTIONS.map(({ value }) => ({ value, label: adminPaymentMethod(layout, value) }))}
              allowClear
              placeholder={t('fields.selectMethod')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('fields.transactionId')} name="transactionId">
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('fields.notes')} name="notes">
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          {t('cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {record
            ? saving
              ? t('record.updating')
              : t('record.update')
            : saving
              ? t('record.adding')
              : t('record.add')}
        </Button>
      </div>
    </Form>
  );
}

/** Active members, searchable by name or member id. */
function MemberPicker() {
  const t = useAdminPaymentFormsTexts();
  const { data, isPending } = useMembersQuery(PICKER_MEMBERS_QUERY);
  const options = (data?.members ?? []).map((member) => ({
    value: member.id,
    label: `${memberName(member)} (${member.memberId})`,
  }));
  return (
    <Form.Item label={t('fields.member')} name="memberId" required>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        loading={isPending}
        placeholder={t('fields.selectMember')}
        notFoundContent={isPending ? t('fields.loadingMembers') : t('fields.noActiveMembers')}
      />
    </Form.Item>
  );
}
