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
import { useIsMobile } from '../../components/use-is-mobile';
import { useAdminCan } from '../../components/use-admin-can';
import { useSearchBox } from '../../components/use-address-state';
import { usePageTitle } from '../../components/use-page-title';
import { ImportMembersDialog } from './ImportMembersDialog';
import { MemberCards, MembersTable, type MemberSelection } from './MemberListViews';
import { MemberListTools } from './MemberListTools';
import { MembersBulkBar } from './MembersBulkBar';
import { useMembersListParams } from './use-members-list-params';
import { MemberFormDialog } from '../../components/member-form/MemberFormDialog';
import { MembersPagination } from '../../components/MembersPagination';
import { totalPages } from '../../lib/pagination';
import type { MembersPageState } from '../../lib/members-page-state';
import { MemberSearchBar } from '../../components/MemberSearchBar';
import { useAdminMembersTexts } from '../../i18n/admin-members';
import './members.css';

/** Spec part 1 §9: ten members a page. */
export const MEMBERS_PAGE_SIZE = 10;

/** Kept after closing (open: false) so a closing dialog does not change its title mid-animation. */
type Dialog = { kind: 'add' | 'edit' | 'import'; member?: Member; open: boolean };

export function MembersPage() {
  const t = useAdminMembersTexts();
  usePageTitle(t('title'));
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
  const [params, setParams] = useMembersListParams();
  const { page, status, filter, sort, order } = params;

  // The search box types freely; the address (and so the list) follows after a pause, replacing the history
  // entry rather than adding one per word.
  const [searchText, onSearchText] = useSearchBox(params.search, (text) =>
    setParams({ search: text }, { replace: true }),
  );

  // Forget the quick-action request so a reload or Back does not open the dialog again.
  useEffect(() => {
    if (location.state) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const { data, isPending, isFetching } = useMembersQuery({
    page,
    limit: MEMBERS_PAGE_SIZE,
    search: params.search || undefined,
    status: status === 'all' ? undefined : status,
    filter: filter === 'all' ? undefined : filter,
    sort,
    order: sort ? order : undefined,
  });
  const members = data?.members ?? [];
  const total = data?.total ?? 0;

  // After deleting the last member of the last page (or an address naming a page past the end), step back to a
  // page that still exists, replacing the address rather than adding to the history.
  const pages = totalPages(total, MEMBERS_PAGE_SIZE);
  const pastEnd = Boolean(data) && page > 1 && page > pages;
  useEffect(() => {
    if (pastEnd) setParams({ page: Math.max(1, pages) }, { replace: true });
  }, [pastEnd, pages, setParams]);

  // Rows picked for a bulk action, kept across pages, sorts and filters until cleared or acted on.
  const [selected, setSelected] = useState<ReadonlyMap<string, Member>>(new Map());
  const select = (many: Member[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const member of many) {
        if (on) next.set(member.id, member);
        else next.delete(member.id);
      }
      return next;
    });
  const selection: MemberSelection | undefined = office
    ? {
        ids: new Set(selected.keys()),
        onChange: (member, on) => select([member], on),
        onChangeMany: select,
      }
    : undefined;

  const onEdit = (member: Member) => setDialog({ kind: 'edit', member, open: true });
  const close = () => setDialog((current) => ({ ...current, open: false }));
  const ListView = isMobile ? MemberCards : MembersTable;

  return (
    <div className="page members-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={1}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
        </div>
        <div className="page-actions">
          {office ? (
            <>
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ kind: 'add', open: true })}>
                {t('addMember')}
              </Button>
              <Button icon={<UploadOutlined />} onClick={() => setDialog({ kind: 'import', open: true })}>
                {t('importMembers')}
              </Button>
            </>
          ) : null}
          <Button icon={<DownloadOutlined />} onClick={() => downloadFile(MEMBERS_EXPORT_URL)}>
            {t('exportMembers')}
          </Button>
          <Button icon={<FileTextOutlined />} onClick={() => downloadFile(MEMBERS_SAMPLE_CSV_URL)}>
            {t('sampleCsv')}
          </Button>
        </div>
      </div>

      <Card title={t('allMembers')} className="members-card">
        <MemberSearchBar
          searchText={searchText}
          onSearchText={onSearchText}
          status={status}
          onStatus={(next) => setParams({ status: next })}
          placeholder={t('searchPlaceholder')}
          allStatusesLabel={t('allStatuses')}
        >
          <MemberListTools
            filter={filter}
            onFilter={(next) => setParams({ filter: next })}
            sort={sort}
            order={order}
            onSort={(nextSort, nextOrder) => setParams({ sort: nextSort, order: nextOrder })}
          />
        </MemberSearchBar>
        {office ? <MembersBulkBar selected={[...selected.values()]} onClear={() => setSelected(new Map())} /> : null}
        <ListView
          members={members}
          loading={isPending || (isFetching && !members.length)}
          onEdit={onEdit}
          selection={selection}
          sort={sort}
          order={order}
          onSort={(nextSort, nextOrder) => setParams({ sort: nextSort, order: nextOrder })}
        />
        <MembersPagination
          page={page}
          pageSize={MEMBERS_PAGE_SIZE}
          total={total}
          totalCapped={data?.totalCapped}
          onChange={(next) => setParams({ page: next })}
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
