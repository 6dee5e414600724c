import { useState } from 'react';
import { Button, Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCurrentUserQuery } from '../../api/auth';
import { parseApiError } from '../../api/client';
import { useDeleteMemberMutation, useMemberQuery, useRenewalRequestsQuery, type Member } from '../../api/members';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { MemberFormDialog } from '../../components/member-form/MemberFormDialog';
import { memberName } from '../../lib/member-display';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { ActivityLogTab } from './ActivityLogTab';
import { DocumentsTab } from './DocumentsTab';
import { MemberPaymentsTab } from './MemberPaymentsTab';
import { IdCardDialog } from './IdCardDialog';
import { MemberProfileCard, type DetailDialog } from './MemberProfileCard';
import { OptedSchemesCard } from './OptedSchemesCard';
import { PhotoDialog } from './PhotoDialog';
import { RenewalRequestsCard } from './RenewalRequestsCard';
import { CorrectionRequestsCard } from './CorrectionRequestsCard';
import { DataCopiesCard } from './DataCopiesCard';
import { ErasureRequestsCard } from './ErasureRequestsCard';
import { UploadDocumentDialog } from './UploadDocumentDialog';
import '../../components/list-widgets.css';
import './member-detail.css';

function BackLink() {
  const t = useAdminMemberDetailTexts();
  return (
    <Link to="/members" className="back-link">
      <ArrowLeftOutlined aria-hidden /> {t('page.backToMembers')}
    </Link>
  );
}

/** Spec part 2 §2 "Member detail, admin" (/members/{id}). */
export function MemberDetailPage() {
  const t = useAdminMemberDetailTexts();
  const { id = '' } = useParams();
  const { data: member, isPending, isError, error, refetch, isFetching } = useMemberQuery(id);
  usePageTitle(member ? memberName(member) : t('page.title'));

  if (isPending) {
    return (
      <div className="page member-detail-page">
        <BackLink />
        <Card className="detail-card">
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }

  if (isError || !member) {
    const parsed = parseApiError(error);
    const notFound = !member || parsed.status === 404 || parsed.status === 400;
    return (
      <div className="page member-detail-page">
        <BackLink />
        {notFound ? (
          <Result status="404" title={t('page.notFound')} subTitle={t('page.notFoundText')} />
        ) : (
          <Result
            status="error"
            title={t('page.loadFailed')}
            subTitle={parsed.message}
            extra={
              <Button type="primary" onClick={() => refetch()} loading={isFetching}>
                {t('page.tryAgain')}
              </Button>
            }
          />
        )}
      </div>
    );
  }

  return <MemberDetail member={member} routeId={id} />;
}

function MemberDetail({ member, routeId }: { member: Member; routeId: string }) {
  const t = useAdminMemberDetailTexts();
  const [dialog, setDialog] = useState<DetailDialog | null>(null);
  const renewals = useRenewalRequestsQuery(routeId);
  const { data: user } = useCurrentUserQuery();
  const remove = useDeleteMemberMutation();
  const office = useAdminCan('office');
  const toast = useToast();
  const navigate = useNavigate();
  const close = () => setDialog(null);

  const onDelete = async () => {
    if (!window.confirm(t('page.confirmDelete'))) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success(t('page.deletedTitle'), t('page.deleted', { name: memberName(member) }));
      void navigate('/members', { replace: true });
    } catch (err) {
      toast.error(t('page.deleteFailed'), parseApiError(err).message);
    }
  };

  return (
    <div className="page member-detail-page">
      <BackLink />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <MemberProfileCard member={member} onOpen={setDialog} />
          <Card className="detail-card">
            <Tabs
              items={[
                {
                  key: 'activity',
                  label: t('page.tabs.activity'),
                  children: <ActivityLogTab memberId={member.id} currentUserId={user?.id} />,
                },
                { key: 'documents', label: t('page.tabs.documents'), children: <DocumentsTab memberId={member.id} /> },
                {
                  key: 'payments',
                  label: t('page.tabs.payments'),
                  children: <MemberPaymentsTab memberId={member.id} optedSchemes={member.optedSchemes ?? []} />,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <OptedSchemesCard member={member} />
          <RenewalRequestsCard member={member} requests={renewals.data ?? []} loading={renewals.isPending} />
          {office ? <CorrectionRequestsCard member={member} /> : null}
          {office ? <ErasureRequestsCard member={member} /> : null}
          {office ? <DataCopiesCard member={member} /> : null}
          {office ? (
            <Card title={t('page.dangerZone')} className="detail-card danger-zone">
              <p>{t('page.dangerText')}</p>
              <Button danger type="primary" icon={<DeleteOutlined />} onClick={onDelete} loading={remove.isPending}>
                {t('page.deleteMember')}
              </Button>
            </Card>
          ) : null}
        </Col>
      </Row>

      <MemberFormDialog open={dialog === 'edit'} member={member} onClose={close} />
      <PhotoDialog open={dialog === 'photo'} member={member} onClose={close} />
      <IdCardDialog open={dialog === 'idCard'} member={member} onClose={close} />
      <UploadDocumentDialog open={dialog === 'document'} memberId={member.id} onClose={close} />
    </div>
  );
}
