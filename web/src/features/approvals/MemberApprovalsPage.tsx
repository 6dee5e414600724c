import { useState } from 'react';
import type { ApproveMemberFields } from '@portal/contracts/shapes';
import { Button, Card, Col, Empty, Input, Row, Skeleton, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, SearchOutlined, StopOutlined } from '@ant-design/icons';
import {
  useApproveMemberMutation,
  useMembersQuery,
  useRejectMemberMutation,
  type Member,
  type MemberStatus,
} from '../../api/members';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatCount } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { MembersPagination } from '../../components/MembersPagination';
import { totalPages } from '../../lib/pagination';
import { englishApprovalsTexts, useAdminApprovalsTexts, type AdminApprovalsTexts } from '../../i18n/admin-approvals';
import { ApprovalCard } from './ApprovalCard';
import { ApproveMemberDialog } from './ApproveMemberDialog';
import { RejectMemberDialog } from './RejectMemberDialog';
import { ReturnToPendingDialog } from './ReturnToPendingDialog';
import '../../components/list-widgets.css';
import './approvals.css';

export type ApprovalFilter = 'pending' | 'active' | 'suspended' | 'all';
const FILTERS: ApprovalFilter[] = ['pending', 'active', 'suspended', 'all'];

/** Cards per page: large associations have thousands of active members. */
export const APPROVALS_PAGE_SIZE = 12;

/** Spec part 1 §2: the empty texts of the approvals list. */
export function approvalsEmptyText(
  filter: ApprovalFilter,
  search: string,
  t: AdminApprovalsTexts = englishApprovalsTexts,
): string {
  if (filter === 'pending' && !search) return t('empty.pending');
  if (filter === 'all') return t('empty.all');
  return t(`empty.${filter}Search`);
}

/**
 * Issue 29: without an e-mail address no set-up link goes out. The Set Up Password page (/setup-password) only
 * e-mails a link, so the member needs an address on file first; then their phone number or member id asks for one.
 */
export function approvedText(
  member: Member,
  setupLinkSent: boolean,
  t: AdminApprovalsTexts = englishApprovalsTexts,
): string {
  const active = t('approved', { name: memberName(member) });
  if (setupLinkSent) return active;
  return t('noSetupLink', { active, memberId: member.memberId });
}

/** The number of members with a status, read from the list's total (one row asked for). */
function useStatusCount(status: MemberStatus) {
  const { data, isPending } = useMembersQuery({ page: 1, limit: 1, status });
  return { count: data?.total ?? 0, loading: isPending };
}

const COUNT_TILES = [
  { status: 'pending' as const, icon: <ClockCircleOutlined />, tone: 'amber' },
  { status: 'active' as const, icon: <CheckCircleOutlined />, tone: 'green' },
  { status: 'suspended' as const, icon: <StopOutlined />, tone: 'red' },
];

function CountTile({ status, icon, tone }: (typeof COUNT_TILES)[number]) {
  const t = useAdminApprovalsTexts();
  const { count, loading } = useStatusCount(status);
  return (
    <Card className="stat-card" size="small">
      <div className="approval-count">
        <span className={`approval-count-icon tone-${tone}`} aria-hidden>
          {icon}
        </span>
        <div>
          <p className="approval-count-title" id={`count-${status}`}>
            {t(`tiles.${status}`)}
          </p>
          {loading ? (
            <Skeleton.Button active size="small" />
          ) : (
            <p className="approval-count-value" aria-labelledby={`count-${status}`} data-testid={`count-${status}`}>
              {formatCount(count)}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

export function MemberApprovalsPage() {
  const t = useAdminApprovalsTexts();
  usePageTitle(t('title'));
  const toast = useToast();
  const [filter, setFilter] = useState<ApprovalFilter>('pending');
  const [searchText, setSearchText] = useState('');
  // The target outlives the dialog's closing animation, so its title does not change while it fades.
  const [rejecting, setRejecting] = useState<Member | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [approving, setApproving] = useState<Member | null>(null);
  const [returning, setReturning] = useState<Member | null>(null);
  const [returnOpen, setReturnOpen] = useState(false);
  const search = useDebouncedValue(searchText.trim(), 300);
  const approve = useApproveMemberMutation();
  const reject = useRejectMemberMutation();

  // A new search or filter starts from the first page (decided while rendering, so no request for the old page).
  const filterKey = `${filter}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const { data, isPending } = useMembersQuery({
    page,
    limit: APPROVALS_PAGE_SIZE,
    search: search || undefined,
    status: filter === 'all' ? undefined : filter,
  });
  const members = data?.members ?? [];
  const total = data?.total ?? 0;

  // Approving or rejecting the last card of the last page leaves that page empty: step back (decided while
  // rendering, as React recommends for state that follows other state).
  const pages = totalPages(total, APPROVALS_PAGE_SIZE);
  if (data && page > 1 && page > pages) setPaging({ key: filterKey, page: Math.max(1, pages) });

  const onApprove = async (member: Member, fee: ApproveMemberFields) => {
    try {
      const { setupLinkSent } = await approve.mutateAsync({ id: member.id, ...fee });
      toast.success(t('toast.approvedTitle'), approvedText(member, setupLinkSent, t));
      setApproving(null);
    } catch {
      toast.error(t('toast.approveFailedTitle'), t('toast.approveFailed'));
    }
  };

  const onConfirmReject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      toast.success(t('toast.rejectedTitle'), t('toast.rejected', { name: memberName(rejecting) }));
      setRejectOpen(false);
    } catch {
      toast.error(t('toast.rejectFailedTitle'), t('toast.rejectFailed'));
    }
  };

  return (
    <div className="page approvals-page">
      <div className="page-heading">
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      </div>

      <Row gutter={[16, 16]} className="approval-counts">
        {COUNT_TILES.map((tile) => (
          <Col xs={24} sm={8} key={tile.status}>
            <CountTile {...tile} />
          </Col>
        ))}
      </Row>

      <Card className="approvals-card">
        <div className="list-toolbar approvals-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="list-search"
          />
          <div className="approval-filters" role="group" aria-label={t('filterLabel')}>
            {FILTERS.map((option) => (
              <Button
                key={option}
                type={filter === option ? 'primary' : 'default'}
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
              >
                {t(`filters.${option}`)}
              </Button>
            ))}
          </div>
        </div>

        {isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : members.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={approvalsEmptyText(filter, search, t)} />
        ) : (
          <Row gutter={[16, 16]}>
            {members.map((member) => (
              <Col xs={24} md={12} xl={8} key={member.id}>
                <ApprovalCard
                  member={member}
                  approving={approve.isPending && approve.variables?.id === member.id}
                  onApprove={setApproving}
                  onReject={(target) => {
                    setRejecting(target);
                    setRejectOpen(true);
                  }}
                  onReturnToPending={(target) => {
                    setReturning(target);
                    setReturnOpen(true);
                  }}
                />
              </Col>
            ))}
          </Row>
        )}
        <MembersPagination page={page} pageSize={APPROVALS_PAGE_SIZE} total={total} onChange={setPage} />
      </Card>

      <ApproveMemberDialog
        member={approving}
        pending={approve.isPending}
        onClose={() => setApproving(null)}
        onApprove={onApprove}
      />

      <RejectMemberDialog
        open={rejectOpen}
        member={rejecting}
        submitting={reject.isPending}
        onCancel={() => setRejectOpen(false)}
        onConfirm={onConfirmReject}
      />

      <ReturnToPendingDialog open={returnOpen} member={returning} onClose={() => setReturnOpen(false)} />
    </div>
  );
}
