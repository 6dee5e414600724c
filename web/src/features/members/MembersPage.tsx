import { useEffect, useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { DownloadOutlined, FileTextOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  MEMBERS_EXPORT_URL,
  MEMBERS_SAMPLE_CSV_URL,
  downloadFile,
  useMembersQuery,
  type Member,
} from '../../api/members';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useIsMobile } from '../../components/use-is-mobile';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { ImportMembersDialog } from './ImportMembersDialog';
import { MemberCards, MembersTable } from './MemberListViews';
import { MemberFormDialog } from '../../components/member-form/MemberFormDialog';
import { MembersPagination } from '../../components/MembersPagination';
import { totalPages } from '../../lib/pagination';
import type { MembersPageState } from '../../lib/members-page-state';
import { MemberSearchBar, type MemberStatusFilter } from '../../components/MemberSearchBar';
import './members.css';

/** Spec part 1 §9: ten members a page. */
export const MEMBERS_PAGE_SIZE = 10;

/** Kept after closing (open: false) so a closing dialog does not change its title mid-animation. */
type Dialog = { kind: 'add' | 'edit' | 'import'; member?: Member; open: boolean };

export function MembersPage() {
  usePageTitle('Members');
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  // Adding and importing members is the office's work (issue 27).
  const office = useAdminCan('office');
  const [dialog, setDialog] = useState<Dialog>(() => {
    const wanted = (location.state as MembersPageState | null)?.open;
    return office && (wanted === 'add' || wanted === 'import')
      ? { kind: wanted, open: true }
      : { kind: 'add', open: false };
  });
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<MemberStatusFilter>('all');
  const search = useDebouncedValue(searchText.trim(), 300);

  // Forget the quick-action request so a reload or Back does not open the dialog again.
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  // A new search or filter starts from the first page (decided while rendering, so no request for the old page).
  const filterKey = `${status}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const { data, isPending, isFetching } = useMembersQuery({
    page,
    limit: MEMBERS_PAGE_SIZE,
    search: search || undefined,
    status: status === 'all' ? undefined : status,
  });
  const members = data?.members ?? [];
  const total = data?.total ?? 0;

  // After deleting the last member of the last page, step back to a page that still exists (decided while
  // rendering, as React recommends for state that follows other state, so no effect re-renders the page).
  const pages = totalPages(total, MEMBERS_PAGE_SIZE);
  if (data && page > 1 && page > pages) setPaging({ key: filterKey, page: Math.max(1, pages) });

  const onEdit = (member: Member) => setDialog({ kind: 'edit', member, open: true });
  const close = () => setDialog((current) => ({ ...current, open: false }));
  const ListView = isMobile ? MemberCards : MembersTable;

  return (
    <div className="page members-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={2}>Members</Typography.Title>
          <Typography.Paragraph type="secondary">
            Add, import, export and look after the association's member register.
          </Typography.Paragraph>
        </div>
        <div className="page-actions">
          {office ? (
            <>
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ kind: 'add', open: true })}>
                Add Member
              </Button>
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import', open: true })}>
                Import Members
              </Button>
            </>
          ) : null}
          <Button icon={<DownloadOutlined />} onClick={() => downloadFile(MEMBERS_EXPORT_URL)}>
            Export Members
          </Button>
          <Button icon={<FileTextOutlined />} onClick={() => downloadFile(MEMBERS_SAMPLE_CSV_URL)}>
            Sample CSV
          </Button>
        </div>
      </div>

      <Card title="All Members" className="members-card">
        <MemberSearchBar
          searchText={searchText}
          onSearchText={setSearchText}
          status={status}
          onStatus={setStatus}
          placeholder="Search by name, email, phone or member ID..."
          allStatusesLabel="All Statuses"
        />
        <ListView members={members} loading={isPending || (isFetching && !members.length)} onEdit={onEdit} />
        <MembersPagination
          page={page}
          pageSize={MEMBERS_PAGE_SIZE}
          total={total}
          totalCapped={data?.totalCapped}
          onChange={setPage}
        />
      </Card>

      <MemberFormDialog
        open={dialog.open && dialog.kind !== 'import'}
        member={dialog.kind === 'edit' ? dialog.member : null}
        onClose={close}
      />
      <ImportMembersDialog open={dialog.open && dialog.kind === 'import'} onClose={close} />
    </div>
  );
}
