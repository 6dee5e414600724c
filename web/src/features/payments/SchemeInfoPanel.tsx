import { Alert, Card, Skeleton, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Schemes } from '@portal/contracts/shapes';
import type { SchemeSetting } from '../../api/payments';
import { formatRupees } from '../../lib/format';
import { schemeLabel } from '../../components/PaymentStatusTag';

/** Spec part 2 §2: each scheme's description and monthly amount, as the scheme settings say now. */
export function SchemeInfoPanel({ settings, loading }: { settings: SchemeSetting[]; loading: boolean }) {
  const ordered = [...settings].sort((a, b) => Schemes.indexOf(a.scheme) - Schemes.indexOf(b.scheme));
  return (
    <Card title="Scheme Information">
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <ul className="scheme-info-list">
          {ordered.map((setting) => (
            <li key={setting.id}>
              <strong>{schemeLabel(setting.scheme)}</strong>{' '}
              <span className="muted">{formatRupees(setting.amount)} per month</span>
              {setting.isOnlinePaymentEnabled && setting.isOnlinePaymentConfigured ? null : (
                <>
                  {' '}
                  <Tag color="red">Online payment off</Tag>
                </>
              )}
              {setting.description ? <p>{setting.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Spec part 2 §2: the security note naming the ways to pay. */
export function SecurityNote() {
  return (
    <Alert
      type="info"
      showIcon
      icon={<SafetyCertificateOutlined />}
      className="make-payment-note"
      title="Secure Payment"
      description="Payments are processed securely through Razorpay. You can pay with UPI, credit or debit cards, net banking and wallets. Card and bank details are never stored by the association."
    />
  );
}
