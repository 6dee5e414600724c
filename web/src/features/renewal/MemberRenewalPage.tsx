import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined, CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { parseApiError } from '../../api/client';
import { useMemberQuery, useRenewalRequestMutation, useRenewalSettingsQuery } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { addDays, formatDate, formatRupees } from '../../lib/format';
import { memberName, renewalRefusal } from '../../lib/member-display';
import './renewal.css';

function BackLink() {
  return (
    <Link to="/members" className="back-link">
      <ArrowLeftOutlined aria-hidden /> Back to Members
    </Link>
  );
}

/**
 * Spec part 2 §2 "Member renewal" (/member/{id}/renewal). Asking for a renewal is the office's work (issue 27): a
 * role that may not, come here by its address, is told so and nothing is asked of the server.
 */
export function MemberRenewalPage() {
  usePageTitle('Member Renewal');
  const office = useAdminCan('office');
  if (!office) {
    return (
      <div className="page renewal-page">
        <BackLink />
        <div className="page-heading">
          <h1 className="renewal-title">Membership Renewal</h1>
        </div>
        <Alert type="info" showIcon title={`Only ${rolesWhoMay('office')} can request a member's renewal.`} />
      </div>
    );
  }
  return <RenewalRequest />;
}

function RenewalRequest() {
  const { id = '' } = useParams();
  const { data: member, isPending, isError, error } = useMemberQuery(id);
  // Spec part 2 §9: the fee and the period it buys are membership's; the page shows what it answers.
  const renewal = useRenewalSettingsQuery();
  const request = useRenewalRequestMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  // Fixed when the page opens, so the date shown is the one the admin read before requesting.
  const [openedAt] = useState(() => new Date());

  if (isPending || (renewal.isPending && !isError)) {
    return (
      <div className="page renewal-page">
        <BackLink />
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </div>
    );
  }

  if (isError || !member) {
    const parsed = parseApiError(error);
    return (
      <div className="page renewal-page">
        <BackLink />
        <Result
          status={parsed.status === 404 || !member ? '404' : 'error'}
          title={parsed.status === 404 || !member ? 'Member not found' : 'This member could not be loaded'}
          subTitle={parsed.status === 404 ? undefined : parsed.message}
        />
      </div>
    );
  }

  if (renewal.isError || !renewal.data) {
    return (
      <div className="page renewal-page">
        <BackLink />
        <Result
          status="error"
          title="The renewal fee could not be loaded"
          subTitle={parseApiError(renewal.error).message}
        />
      </div>
    );
  }

  const name = memberName(member);
  const refusal = renewalRefusal(member.status);
  if (refusal) {
    // Approval is the only way in: a pending applicant is approved, a suspended member reinstated, never renewed.
    return (
      <div className="page renewal-page">
        <BackLink />
        <Result
          status="warning"
          title={refusal}
          subTitle={`${name} (${member.memberId}) is ${member.status}: only an approved membership can be renewed.`}
          extra={
            <Button type="primary" onClick={() => navigate(`/members/${encodeURIComponent(member.id)}`)}>
              Open Member
            </Button>
          }
        />
      </div>
    );
  }
  const { renewalFee, periodDays } = renewal.data;
  // As membership renews: one period from the later of today and the current end date, so no days are lost.
  const currentEnd = member.membershipEndDate ? new Date(member.membershipEndDate) : null;
  const renewFrom = currentEnd && currentEnd.getTime() > openedAt.getTime() ? currentEnd : openedAt;
  const newValidity = addDays(renewFrom, periodDays);

  if (submitted) {
    return (
      <div className="page renewal-page">
        <Card>
          <Result
            icon={<CheckCircleOutlined className="renewal-success-icon" />}
            title="Renewal Request Submitted"
            subTitle={
              `The renewal request for ${name} has been recorded. The admin will contact the member ` +
              `within 24 hours to complete the payment of ${formatRupees(renewalFee)}.`
            }
            extra={
              <Button type="primary" onClick={() => navigate('/members')}>
                Return to Members
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  const onRequest = async () => {
    try {
      await request.mutateAsync({
        memberId: member.id,
        memberName: name,
        memberEmail: member.email ?? null,
        currentStatus: String(member.status),
        renewalAmount: renewalFee,
      });
      toast.success('Renewal Request Submitted', 'The admin will contact the member within 24 hours.');
      setSubmitted(true);
    } catch {
      toast.error('Error', 'Failed to submit renewal request. Please try again.');
    }
  };

  return (
    <div className="page renewal-page">
      <BackLink />
      <div className="page-heading">
        <h1 className="renewal-title">Membership Renewal</h1>
        <p className="muted">Request a one-year renewal for {name}. The admin arranges the payment with the member.</p>
      </div>
      <div className="renewal-grid">
        <Card title="Member Details">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: 'Name', children: name },
              { key: 'memberId', label: 'Member ID', children: member.memberId },
              { key: 'email', label: 'Email', children: member.email || 'Not provided' },
              { key: 'phone', label: 'Phone', children: member.phone },
              { key: 'status', label: 'Current Status', children: <MemberStatusTag status={member.status} /> },
              { key: 'validity', label: 'Valid Until', children: formatDate(member.membershipEndDate) || 'Not set' },
            ]}
          />
        </Card>
        <Card title="Renewal Summary">
          <dl className="renewal-summary">
            <div>
              <dt>Renewal Fee</dt>
              <dd className="renewal-fee" data-testid="renewal-fee">
                {formatRupees(renewalFee)}
              </dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>1 Year</dd>
            </div>
            <div>
              <dt>New Validity</dt>
              <dd data-testid="new-validity">{formatDate(newValidity)}</dd>
            </div>
          </dl>
          <Button
            type="primary"
            size="large"
            block
            icon={<SyncOutlined />}
            onClick={onRequest}
            loading={request.isPending}
          >
            Request Renewal
          </Button>
          <p className="muted small renewal-note">
            After the request the admin contacts the member within 24 hours to arrange the payment.
          </p>
        </Card>
      </div>
    </div>
  );
}
