import { Col, Form, Input, Select } from 'antd';
import { PAYMENT_STATUS_OPTIONS } from '../../components/PaymentStatusTag';
import { useAdminPaymentFormsTexts } from '../../i18n/admin-payment-forms';

/** Amount, status, due date and payment date: the fields both record dialogs ask for (in a Row). */
export function PaymentAmountFields() {
  const t = useAdminPaymentFormsTexts();
  const statusOptions = PAYMENT_STATUS_OPTIONS.map(({ value }) => ({ value, label: t(`statuses.${value}`) }));
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item label={t('fields.amount')} name="amount" required>
          <Input type="number" min={0} step={0.01} inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label={t('fields.status')} name="status">
          <Select options={statusOptions} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label={t('fields.dueDate')} name="dueDate">
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label={t('fields.paymentDate')} name="paymentDate">
          <Input type="date" />
        </Form.Item>
      </Col>
    </>
  );
}
