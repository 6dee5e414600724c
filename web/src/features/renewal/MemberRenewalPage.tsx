import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined, CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RENEWAL_NEEDS_APPROVAL } from '@portal/contracts/rules';
import { parseApiError } from '../../api/client';
import { useMemberQuery, useRenewalRequestMutation, useRenewalSettingsQuery } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { adminStatusText, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import { useShownLanguage } from '../../i18n/language';
import { addDays, formatDate, formatRupees } from '../../lib/format';
import { memberName, renewalRefusal } from '../../lib/member-display';
import './renewal.css';

function BackLink() {
  const t = useAdminMemberRequestsTexts();
  return (
    <Link to="/members" className="back-link">
      <ArrowLeftOutlined aria-hidden /> {t('renewalPage.backToMembers')}
    </Link>
  );
}

/**
 * Spec part 2 §2 "Member renewal" (/member/{id}/renewal). Asking for a renewal is the office's work (issue 27): a
 * role that may not, come here by its address, is told so and nothing is asked of the server.
 */
export function MemberRenewalPage() {
  const t = useAdminMemberRequestsTexts();
  usePageTitle(t('renewalPage.pageTitle'));
  const office = useAdminCan('office');
  if (!office) {
    return (
      <div className="page renewal-page">
        <BackLink />
        <div className="page-heading">
          <h1 className="renewal-title">{t('renewalPage.title')}</h1>
        </div>
        <Alert type="info" showIcon title={t('renewalPage.onlyRoles', { roles: t('whoMay.office') })} />
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
  const t = useAdminMemberRequestsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();

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
          title={parsed.status === 404 || !member ? t('renewalPage.notFound') : t('renewalPage.loadFailed')}
          subTitle={parsed.status === 404 ? undefined : parsed.message}
        />
      </div>
    );
  }

  if (renewal.isError || !renewal.data) {
    return (
      <div className="page renewal-page">
        <BackLink />
        <Result status="error" title={t('renewalPage.feeLoadFailed')} subTitle={parseApiError(renewal.error).message} />
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
          title={refusal === RENEWAL_NEEDS_APPROVAL ? t('renewalPage.needsApproval') : refusal}
          subTitle={t('renewalPage.notRenewable', {
            name,
            memberId: member.memberId,
            // English says the status as the API names it ('pending'); Kannada by its name.
            status: language === 'en' ? String(member.status) : adminStatusText(layout, member.status),
          })}
          extra={
            <Button type="primary" onClick={() => navigate(`/members/${encodeURIComponent(member.id)}`)}>
              {t('renewalPage.openMember')}
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
            icon={<CheckCircleOutlined aria-hidden className="renewal-success-icon" />}
            title={t('renewalPage.submitted')}
            subTitle={t('renewalPage.submittedText', { name, amount: formatRupees(renewalFee) })}
            extra={
              <Button type="primary" onClick={() => navigate('/members')}>
                {t('renewalPage.returnToMembers')}
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
      toast.success(t('renewalPage.submitted'), t('renewalPage.submittedToast'));
      setSubmitted(true);
    } catch {
      toast.error(t('renewalPage.error'), t('renewalPage.submitFailed'));
    }
  };

  return (
    <div className="page renewal-page">
      <BackLink />
      <div className="page-heading">
        <h1 className="renewal-title">{t('renewalPage.title')}</h1>
        <p className="muted">{t('renewalPage.lead', { name })}</p>
      </div>
      <div className="renewal-grid">
        <Card title={t('renewalPage.memberDetails')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: t('renewalPage.name'), children: name },
              { key: 'memberId', label: t('renewalPage.memberId'), children: member.memberId },
              { key: 'email', label: t('renewalPage.email'), children: member.email || t('renewalPage.notProvided') },
              { key: 'phone', label: t('renewalPage.phone'), children: member.phone },
              {
                key: 'status',
                label: t('renewalPage.currentStatus'),
                children: (
                  <MemberStatusTag
                    status={member.status}
                    text={member.status ? adminStatusText(layout, member.status) : undefined}
                  />
                ),
              },
              {
                key: 'validity',
                label: t('renewalPage.validUntil'),
                children: formatDate(member.membershipEndDate) || t('renewalPage.notSet'),
              },
            ]}
          />
        </Card>
        <Card title={t('renewalPage.summary')}>
          <dl className="renewal-summary">
            <div>
              <dt>{t('renewalPage.fee')}</dt>
              <dd className="renewal-fee" data-testid="renewal-fee">
                {formatRupees(renewalFee)}
              </dd>
            </div>
            <div>
              <dt>{t('renewalPage.duration')}</dt>
              <dd>{t('renewalPage.oneYear')}</dd>
            </div>
            <div>
              <dt>{t('renewalPage.newValidity')}</dt>
              <dd data-testid="new-validity">{formatDate(newValidity)}</dd>
            </div>
          </dl>
          <Button
            type="primary"
            size="large"
            block
            icon={<SyncOutlined aria-hidden />}
            onClick={onRequest}
            loading={request.isPending}
          >
            {t('renewalPage.request')}
          </Button>
          <p className="muted small renewal-note">{t('renewalPage.note')}</p>
        </Card>
      </div>
    </div>
  );
}
