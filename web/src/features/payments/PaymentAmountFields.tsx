import { Col, Form, Input, Select } from 'antd';
import { PAYMENT_STATUS_OPTIONS } from '../../components/PaymentStatusTag';

/** Amount, status, due date and payment date: the fields both record dialogs ask for (in a Row). */
export function PaymentAmountFields() {
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item label="Amount (₹)" name="amount" required>
          <Input type="number" min={0} step={0.01} inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Status" name="status">
          <Select options={PAYMENT_STATUS_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Due Date" name="dueDate">
          <Input type="date" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Payment Date" name="paymentDate">
          <Input type="date" />
        </Form.Item>
      </Col>
    </>
  );
}
