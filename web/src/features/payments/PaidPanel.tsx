import { Button, Result } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PaymentMessages } from '@portal/contracts/rules';
import type { PaymentRecord } from '../../api/payments';
import { recordMonthsLabel, recordSchemeLabel } from '../../components/PaymentStatusTag';
import { formatRupees } from '../../lib/format';

/**
 * What a payment ends in (issue 30): the record it is on, with amount, scheme, months and receipt number and the
 * receipt to download, in place of the form, until the payer chooses to make another payment.
 */
export function PaidPanel({ record, onAnother }: { record: PaymentRecord; onAnother: () => void }) {
  const facts: Array<[string, string]> = [
    ['Amount', formatRupees(record.amount)],
    ['Scheme', recordSchemeLabel(record)],
    ['Months', recordMonthsLabel(record)],
    ['Receipt number', record.receiptNumber ?? 'On its way by e-mail'],
  ];
  return (
    <Result
      status="success"
      className="paid-panel"
      title={<h2 className="paid-panel-title">Payment Successful</h2>}
      subTitle={PaymentMessages.paymentRecorded}
      extra={[
        record.receiptUrl ? (
          <Button
            key="receipt"
            type="primary"
            icon={<DownloadOutlined />}
            href={record.receiptUrl}
            download
            className="paid-panel-download"
          >
            Download receipt
          </Button>
        ) : null,
        <Button key="another" onClick={onAnother}>
          Make another payment
        </Button>,
      ]}
    >
      <dl className="paid-panel-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="paid-panel-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Result>
  );
}
