import { Alert, Card, Skeleton, Tag } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Schemes } from '@portal/contracts/shapes';
import type { SchemeSetting } from '../../api/payments';
import { formatRupees } from '../../lib/format';
import { paymentName, schemeDescription, useMemberTexts } from '../../i18n/member';

/** Spec part 2 §2: each scheme's description and monthly amount, as the scheme settings say now. */
export function SchemeInfoPanel({ settings, loading }: { settings: SchemeSetting[]; loading: boolean }) {
  const t = useMemberTexts();
  const ordered = [...settings].sort((a, b) => Schemes.indexOf(a.scheme) - Schemes.indexOf(b.scheme));
  return (
    <Card title={t('payment.infoTitle')}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <ul className="scheme-info-list">
          {ordered.map((setting) => (
            <li key={setting.id}>
              <strong>{paymentName(t, setting.scheme)}</strong>{' '}
              <span className="muted">{t('payment.perMonth', { amount: formatRupees(setting.amount) })}</span>
              {setting.isOnlinePaymentEnabled && setting.isOnlinePaymentConfigured ? null : (
                <>
                  {' '}
                  <Tag color="red">{t('payment.onlineOff')}</Tag>
                </>
              )}
              {setting.description ? <p>{schemeDescription(t, setting.scheme, setting.description)}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Spec part 2 §2: the security note naming the ways to pay. */
export function SecurityNote() {
  const t = useMemberTexts();
  return (
    <Alert
      type="info"
      showIcon
      icon={<SafetyCertificateOutlined />}
      className="make-payment-note"
      title={t('payment.secureTitle')}
      description={t('payment.secure')}
    />
  );
}
