import { Alert, Card, Result, Skeleton, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useVerificationQuery } from '../../api/id-cards';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME } from '../../lib/constants';
import { formatDate } from '../../lib/format';
import './verify.css';

/** What the verification says about a status, in words a guard at a door reads at a glance. */
function verdict(status: string): { type: 'success' | 'warning' | 'error'; text: string } {
  if (status === 'active') return { type: 'success', text: 'This is a current member of the association.' };
  if (status === 'suspended') return { type: 'error', text: 'This membership is suspended.' };
  if (status === 'expired') return { type: 'warning', text: 'This membership has expired.' };
  return { type: 'warning', text: 'This membership is not active.' };
}

/**
 * The public page a card's QR code opens (`/verify/{memberId}?sig=…`): the member's name, photo, live status
 * and validity, whoever opens it, signed in or not. A link without a valid signature shows nothing of anyone.
 */
export function VerifyMemberPage() {
  usePageTitle('Verify Membership');
  const { memberId = '' } = useParams();
  const [params] = useSearchParams();
  const { data, isPending, error } = useVerificationQuery(memberId, params.get('sig') ?? '');

  return (
    <main className="verify-page">
      <Typography.Title level={1}>
        <SafetyCertificateOutlined /> Membership Verification
      </Typography.Title>
      <Typography.Paragraph type="secondary">{ASSOCIATION_NAME}</Typography.Paragraph>
      {isPending ? (
        <Skeleton active avatar />
      ) : error || !data ? (
        <Result
          status="warning"
          title="This verification link is not valid"
          subTitle="Scan the QR code on the member's ID card or certificate again. A link that was changed or copied incompletely cannot be verified."
          extra={<Link to="/">Go to the portal</Link>}
        />
      ) : (
        <Card>
          <div className="verify-body">
            {data.photoUrl && <img className="verify-photo" src={data.photoUrl} alt={`Photo of ${data.name}`} />}
            <dl className="verify-fields">
              <dt>Name</dt>
              <dd>
                <strong>{data.name}</strong>
              </dd>
              <dt>Member ID</dt>
              <dd>{data.memberId}</dd>
              <dt>Status</dt>
              <dd>
                <MemberStatusTag status={data.status} />
              </dd>
              <dt>Valid Until</dt>
              <dd>{formatDate(data.validUntil) || 'Not Set'}</dd>
            </dl>
          </div>
          <Alert type={verdict(data.status).type} showIcon title={verdict(data.status).text} />
        </Card>
      )}
    </main>
  );
}
