import { Button, Result } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { PaymentRecord } from '../../api/payments';
import { shortMonthsLabelIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { recordName, useMemberTexts } from '../../i18n/member';
import { formatRupees } from '../../lib/format';

/**
 * What a payment ends in (issue 30): the record it is on, with amount, scheme, months and receipt number and the
 * receipt to download, in place of the form, until the payer chooses to make another payment.
 */
export function PaidPanel({ record, onAnother }: { record: PaymentRecord; onAnother: () => void }) {
  const t = useMemberTexts();
  const language = useShownLanguage();
  const facts: Array<[string, string]> = [
    [t('payment.paidAmount'), formatRupees(record.amount)],
    [t('payment.paidScheme'), recordName(t, record)],
    [
      t('payment.paidMonths'),
      shortMonthsLabelIn(language, record.period, record.periodTo, record.refundedMonths ?? []) || '—',
    ],
    [t('payment.receiptNumber'), record.receiptNumber ?? t('payment.receiptComing')],
  ];
  return (
    <Result
      status="success"
      className="paid-panel"
      title={<h2 className="paid-panel-title">{t('payment.paidTitle')}</h2>}
      subTitle={t('payment.recorded')}
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
            {t('payment.downloadReceipt')}
          </Button>
        ) : null,
        <Button key="another" onClick={onAnother}>
          {t('payment.another')}
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
