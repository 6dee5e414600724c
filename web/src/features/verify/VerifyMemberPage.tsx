import { Alert, Card, Result, Skeleton, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useVerificationQuery } from '../../api/id-cards';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { usePageTitle } from '../../components/use-page-title';
import { formatDate } from '../../lib/format';
import { useCommonTexts } from '../../i18n/common-texts';
import { memberStatusText, useMemberTexts } from '../../i18n/member';
import { useVerifyTexts } from '../../i18n/verify';
import './verify.css';

/** What the verification says about a status, in words a guard at a door reads at a glance. */
function verdict(
  t: ReturnType<typeof useVerifyTexts>,
  status: string,
): { type: 'success' | 'warning' | 'error'; text: string } {
  if (status === 'active') return { type: 'success', text: t('verdict.active') };
  if (status === 'suspended') return { type: 'error', text: t('verdict.suspended') };
  if (status === 'expired') return { type: 'warning', text: t('verdict.expired') };
  return { type: 'warning', text: t('verdict.other') };
}

/**
 * The public page a card's QR code opens (`/verify/{memberId}?sig=…`): the member's name, photo, live status
 * and validity, whoever opens it, signed in or not. A link without a valid signature shows nothing of anyone.
 */
export function VerifyMemberPage() {
  const t = useVerifyTexts();
  const member = useMemberTexts();
  const common = useCommonTexts();
  usePageTitle(t('pageTitle'));
  const { memberId = '' } = useParams();
  const [params] = useSearchParams();
  const { data, isPending, error } = useVerificationQuery(memberId, params.get('sig') ?? '');

  return (
    <main className="verify-page">
      <Typography.Title level={1}>
        <SafetyCertificateOutlined /> {t('heading')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{common('association.name')}</Typography.Paragraph>
      {isPending ? (
        <Skeleton active avatar />
      ) : error || !data ? (
        <Result
          status="warning"
          title={t('invalid')}
          subTitle={t('invalidText')}
          extra={<Link to="/">{t('toPortal')}</Link>}
        />
      ) : (
        <Card>
          <div className="verify-body">
            {data.photoUrl && (
              <img className="verify-photo" src={data.photoUrl} alt={t('photoOf', { name: data.name })} />
            )}
            <dl className="verify-fields">
              <dt>{t('name')}</dt>
              <dd>
                <strong>{data.name}</strong>
              </dd>
              <dt>{t('memberId')}</dt>
              <dd>{data.memberId}</dd>
              <dt>{t('status')}</dt>
              <dd>
                <MemberStatusTag status={data.status} text={memberStatusText(member, data.status)} />
              </dd>
              <dt>{t('validUntil')}</dt>
              <dd>{formatDate(data.validUntil) || t('notSet')}</dd>
            </dl>
          </div>
          <Alert type={verdict(t, data.status).type} showIcon title={verdict(t, data.status).text} />
        </Card>
      )}
    </main>
  );
}
