import { useState } from 'react';
import { Button, Card, Empty, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { ErasureServices } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  useCompleteErasureMutation,
  useDataRequestsQuery,
  useDeclineDataRequestMutation,
  type DataRequest,
} from '../../api/data-requests';
import type { Member } from '../../api/members';
import { DeclineWithReasonDialog } from '../../components/DeclineWithReasonDialog';
import { useToast } from '../../components/use-toast';
import { useAdminMemberRequestsTexts, type AdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import memberRequests from '../../i18n/locales/en/admin/member-requests.json';
import { translateWith } from '../../i18n/texts';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';

const STATUS_COLORS: Record<string, string> = { open: 'gold', completing: 'blue', done: 'green', declined: 'red' };

/** The English texts, for callers outside React; the card passes the shown language's. */
const ENGLISH: AdminMemberRequestsTexts = translateWith('adminMemberRequests', memberRequests, 'en');

/** Which services have confirmed an erasure, e.g. "3 of 5 services confirmed". */
export function confirmationSummary(request: DataRequest, t: AdminMemberRequestsTexts = ENGLISH): string {
  return t('erasure.confirmed', { confirmed: request.confirmations.length, total: ErasureServices.length });
}

/** What an erasure keeps, and why (the contract's ErasureKeeps is the catalogue's English), as one paragraph. */
const erasureKeeps = (t: AdminMemberRequestsTexts) => `${t('erasure.keeps.0')} ${t('erasure.keeps.1')}`;

/**
 * Issue 32 "Erasure": the member's erasure requests on their page, with what will be kept and why and the policy's
 * deadline. The office completes one (every service erases the member and confirms; the request shows each
 * confirmation) or declines it with a reason the member reads. Shown to the roles that do the office's work.
 */
export function ErasureRequestsCard({ member }: { member: Member }) {
  const { data: requests = [], isPending } = useDataRequestsQuery(member.id);
  const decline = useDeclineDataRequestMutation();
  const complete = useCompleteErasureMutation();
  const toast = useToast();
  const [declining, setDeclining] = useState<DataRequest | null>(null);
  const [completing, setCompleting] = useState<DataRequest | null>(null);
  const name = memberName(member);
  const t = useAdminMemberRequestsTexts();
  if (!isPending && requests.length === 0) return null;

  const serviceText = (service: string) =>
    (ErasureServices as readonly string[]).includes(service)
      ? t(`erasure.services.${service as (typeof ErasureServices)[number]}`)
      : service;

  const columns: TableColumnsType<DataRequest> = [
    {
      title: t('erasure.columns.createdAt'),
      key: 'createdAt',
      render: (_, request) => (
        <span>
          {formatDate(request.createdAt)}
          <br />
          <span className="muted small">{t('erasure.deadline', { date: formatDate(request.dueBy) })}</span>
          {request.note ? <div className="muted small">{request.note}</div> : null}
        </span>
      ),
    },
    {
      title: t('erasure.columns.status'),
      key: 'status',
      render: (_, request) => {
        const tag = {
          color: STATUS_COLORS[request.status] ?? 'default',
          label: request.status in STATUS_COLORS ? t(`erasure.statuses.${request.status}`) : request.status,
        };
        return (
          <Space orientation="vertical" size={4}>
            <Tag color={tag.color}>{tag.label}</Tag>
            {request.status === 'declined' && request.declineReason ? (
              <span className="muted small">{request.declineReason}</span>
            ) : null}
            {request.pseudonym ? (
              <span className="muted small">{t('erasure.pseudonym', { pseudonym: request.pseudonym })}</span>
            ) : null}
            {request.status === 'completing' || request.status === 'done' ? (
              <span className="muted small" title={request.confirmations.map((c) => serviceText(c.service)).join(', ')}>
                {confirmationSummary(request, t)}
              </span>
            ) : null}
            {request.status === 'open' ? (
              <Space>
                <Button
                  size="small"
                  danger
                  type="primary"
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => setCompleting(request)}
                >
                  {t('erasure.complete')}
                </Button>
                <Button size="small" icon={<CloseOutlined aria-hidden />} onClick={() => setDeclining(request)}>
                  {t('decline')}
                </Button>
              </Space>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={t('erasure.title')} className="detail-card">
      <Typography.Paragraph className="muted small" data-testid="erasure-keeps">
        {t('erasure.whatIsKept', { keeps: erasureKeeps(t) })}
      </Typography.Paragraph>
      <Table<DataRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={isPending}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('erasure.empty')} /> }}
      />
      <Modal
        open={completing !== null}
        title={t('erasure.complete')}
        okText={t('erasure.completeOk')}
        okButtonProps={{ danger: true, loading: complete.isPending }}
        onCancel={() => setCompleting(null)}
        onOk={async () => {
          if (!completing) return;
          try {
            await complete.mutateAsync({ memberId: member.id, requestId: completing.id });
            toast.success(t('erasure.completed'), t('erasure.completedText', { name }));
            setCompleting(null);
          } catch (err) {
            toast.error(t('erasure.completeFailed'), parseApiError(err).message);
          }
        }}
      >
        <p>{t('erasure.completeText', { name })}</p>
        <p>{erasureKeeps(t)}</p>
      </Modal>
      <DeclineWithReasonDialog
        request={declining}
        title={t('erasure.declineTitle')}
        description={() => t('erasure.declineText', { name })}
        reasonRequired={t('reasonRequired')}
        inputId="decline-erasure-reason"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onDecline={async (request, reason) => {
          try {
            await decline.mutateAsync({ requestId: request.id, reason });
            toast.success(t('erasure.declined'), t('toldWhy', { name }));
            setDeclining(null);
          } catch (err) {
            toast.error(t('erasure.declineFailed'), parseApiError(err).message);
          }
        }}
      />
    </Card>
  );
}
