import { Button, Col, Descriptions, Form, Input, Modal, Row, Select } from 'antd';
import { useMembersQuery } from '../../api/members';
import { useCreatePaymentRecordMutation, useUpdatePaymentRecordMutation, type PaymentRecord } from '../../api/payments';
import { useToast } from '../../components/use-toast';
import { memberName } from '../../lib/member-display';
import { paymentFailureText } from './payment-errors';
import { PICKER_MEMBERS_QUERY } from './payment-pickers';
import { PAYMENT_METHOD_OPTIONS, SCHEME_OPTIONS, recordSchemeLabel } from '../../components/PaymentStatusTag';
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
  return (
    <Modal
      open={open}
      title={record ? 'Edit Payment Record' : 'Add Payment Record'}
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
      toast.error('Validation Error', problem);
      return;
    }
    try {
      if (record) {
        await update.mutateAsync({ id: record.id, input: toUpdateInput(values) });
        toast.success('Payment record updated successfully');
      } else {
        await create.mutateAsync(toCreateInput(values));
        toast.success('Payment record added successfully');
      }
      onClose();
    } catch (err) {
      toast.error(
        record ? 'Error updating payment record' : 'Error adding payment record',
        paymentFailureText(err, record ? 'Failed to update payment record' : 'Failed to add payment record'),
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
            { key: 'member', label: 'Member', children: `${record.memberName} (${record.memberCode})` },
            { key: 'scheme', label: 'Scheme', children: recordSchemeLabel(record) },
          ]}
        />
      ) : (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <MemberPicker />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Scheme" name="scheme" required>
              <Select options={SCHEME_OPTIONS} placeholder="Select scheme" />
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
          <Form.Item label="Payment Method" name="paymentMethod">
            <Select options={PAYMENT_METHOD_OPTIONS} allowClear placeholder="Select method" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Transaction ID" name="transactionId">
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Notes" name="notes">
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {record ? (saving ? 'Updating...' : 'Update Record') : saving ? 'Adding...' : 'Add Record'}
        </Button>
      </div>
    </Form>
  );
}

/** Active members, searchable by name or member id. */
function MemberPicker() {
  const { data, isPending } = useMembersQuery(PICKER_MEMBERS_QUERY);
  const options = (data?.members ?? []).map((member) => ({
    value: member.id,
    label: `${memberName(member)} (${member.memberId})`,
  }));
  return (
    <Form.Item label="Member" name="memberId" required>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        loading={isPending}
        placeholder="Select member"
        notFoundContent={isPending ? 'Loading members...' : 'No active members'}
      />
    </Form.Item>
  );
}
