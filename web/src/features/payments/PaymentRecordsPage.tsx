import { useState } from 'react';
import { Badge, Button, Card, Input, Select, Typography } from 'antd';
import { AuditOutlined, DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useOpenReviewCount } from '../../api/payment-review';
import {
  exportPaymentRecords,
  fallbackExportName,
  usePaymentRecordsQuery,
  useSchemeMembersQuery,
  useSchemeSettingsQuery,
  type PaymentRecord,
  type Scheme,
  type SchemeMember,
} from '../../api/payments';
import { MembersPagination } from '../../components/MembersPagination';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useIsMobile } from '../../components/use-is-mobile';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { totalPages } from '../../lib/pagination';
import { paymentFailureText } from './payment-errors';
import { PaymentRecordDialog } from './PaymentRecordDialog';
import { PaymentReviewDrawer } from './PaymentReviewDrawer';
import { RecordCards, RecordsTable, SchemeMemberCards, SchemeMembersTable } from './PaymentListViews';
import { PaymentStatCards } from './PaymentStatCards';
import { PAYMENT_STATUS_OPTIONS, SCHEME_OPTIONS, schemeLabel } from '../../components/PaymentStatusTag';
import { QuickPaymentDialog } from './QuickPaymentDialog';
import { RefundDialog } from './RefundDialog';
import { todayInput } from './record-form';
import '../../components/list-widgets.css';
import './payments.css';

export const PAYMENT_RECORDS_PAGE_SIZE = 10;

type SchemeFilter = 'all' | Scheme;
/** 'no_record' only means something in a scheme's All Members view. */
type StatusFilter = 'all' | 'paid' | 'pending' | 'overdue' | 'no_record';

const SCHEME_FILTERS: { value: SchemeFilter; label: string }[] = [
  { value: 'all', label: 'All Schemes' },
  ...SCHEME_OPTIONS,
];

const statusFilters = (schemeView: boolean): { value: StatusFilter; label: string }[] => [
  { value: 'all', label: 'All Status' },
  ...PAYMENT_STATUS_OPTIONS,
  ...(schemeView ? [{ value: 'no_record' as const, label: 'No Record' }] : []),
];

/** Kept after closing (open: false) so a closing dialog does not change its content mid-animation. */
type Dialog =
  | { kind: 'record'; record: PaymentRecord | null; open: boolean }
  | { kind: 'quick'; member: SchemeMember; open: boolean };

/** Spec part 2 §2 Payment records (admin): every record, or one scheme's opted members with their latest record. */
export function PaymentRecordsPage() {
  usePageTitle('Payment Records');
  const isMobile = useIsMobile();
  // Recording payments is the treasurer's work (issue 27).
  const money = useAdminCan('money');
  const toast = useToast();
  const toReview = useOpenReviewCount();
  const [reviewing, setReviewing] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [scheme, setScheme] = useState<SchemeFilter>('all');
  const [chosenStatus, setStatus] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'record', record: null, open: false });
  const [refunding, setRefunding] = useState<PaymentRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  /** The cards' period: '' is the current financial year. */
  const [period, setPeriod] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  // The quick dialog starts a first record at the scheme's amount: have the settings ready.
  useSchemeSettingsQuery();

  const schemeView = scheme !== 'all';
  // 'No Record' has no meaning for the list of records: leaving a scheme's view falls back to all.
  const status: StatusFilter = !schemeView && chosenStatus === 'no_record' ? 'all' : chosenStatus;

  // A new search or filter starts from the first page (decided while rendering, so no request for the old page).
  const filterKey = `${scheme}|${status}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const filters = {
    search: search || undefined,
    status: status === 'all' ? undefined : status,
    page,
    limit: PAYMENT_RECORDS_PAGE_SIZE,
  };
  const records = usePaymentRecordsQuery(filters, !schemeView);
  const members = useSchemeMembersQuery({ ...filters, scheme: schemeView ? scheme : 'esi' }, schemeView);
  const active = schemeView ? members : records;
  const total = active.data?.total ?? 0;

  // A page that no longer exists (the last row of the last page changed status) steps back to one that does.
  const pages = totalPages(total, PAYMENT_RECORDS_PAGE_SIZE);
  if (active.data && page > 1 && page > pages) setPaging({ key: filterKey, page: Math.max(1, pages) });

  const exportLabel = schemeView ? `Export ${schemeLabel(scheme)} (Table)` : 'Export Table';
  const onExport = async () => {
    setExporting(true);
    try {
      await exportPaymentRecords(
        {
          scheme: schemeView ? scheme : undefined,
          status: status === 'all' || status === 'no_record' ? undefined : status,
          search: search || undefined,
        },
        fallbackExportName(schemeView ? scheme : undefined, todayInput()),
      );
    } catch (err) {
      toast.error('Export failed', paymentFailureText(err, 'Failed to export payment records'));
    } finally {
      setExporting(false);
    }
  };

  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const loading = (list: { isPending: boolean; isFetching: boolean }, empty: boolean) =>
    list.isPending || (list.isFetching && empty);
  const recordRows = records.data?.records ?? [];
  const memberRows = members.data?.members ?? [];
  const RecordView = isMobile ? RecordCards : RecordsTable;
  const MemberView = isMobile ? SchemeMemberCards : SchemeMembersTable;

  return (
    <div className="page payments-page">
      <div className="page-heading page-heading-with-actions">
        <div>
          <Typography.Title level={2}>Payment Records</Typography.Title>
          <Typography.Paragraph type="secondary">
            Who has paid their scheme contributions, who owes and how much.
          </Typography.Paragraph>
        </div>
        <div className="page-actions">
          {money ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'record', record: null, open: true })}
            >
              Add Payment Record
            </Button>
          ) : null}
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting}>
            {exportLabel}
          </Button>
          <Badge count={toReview}>
            <Button
              icon={<AuditOutlined />}
              onClick={() => setReviewing(true)}
              aria-label={toReview ? `Needs review (${toReview})` : 'Needs review'}
            >
              Needs review
            </Button>
          </Badge>
        </div>
      </div>

      <PaymentStatCards scheme={scheme} period={period} onPeriodChange={setPeriod} />

      <Card title={schemeView ? `${schemeLabel(scheme)} - All Members` : 'All Payment Records'}>
        <div className="list-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by member name..."
            aria-label="Search by member name"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="list-search"
          />
          <Select<StatusFilter>
            aria-label="Filter by status"
            value={status}
            onChange={setStatus}
            options={statusFilters(schemeView)}
            className="list-filter"
          />
          <Select<SchemeFilter>
            aria-label="Filter by scheme"
            value={scheme}
            onChange={setScheme}
            options={SCHEME_FILTERS}
            className="list-filter"
          />
        </div>
        {schemeView ? (
          <MemberView
            members={memberRows}
            loading={loading(members, !memberRows.length)}
            onAct={(member) => setDialog({ kind: 'quick', member, open: true })}
          />
        ) : (
          <RecordView
            records={recordRows}
            loading={loading(records, !recordRows.length)}
            onEdit={(record) => setDialog({ kind: 'record', record, open: true })}
            onRefund={setRefunding}
          />
        )}
        <MembersPagination
          page={page}
          pageSize={PAYMENT_RECORDS_PAGE_SIZE}
          total={total}
          noun={schemeView ? 'members' : 'records'}
          onChange={setPage}
        />
      </Card>

      <PaymentRecordDialog
        open={dialog.open && dialog.kind === 'record'}
        record={dialog.kind === 'record' ? dialog.record : null}
        onClose={closeDialog}
      />
      <RefundDialog record={refunding} onClose={() => setRefunding(null)} />
      <PaymentReviewDrawer open={reviewing} onClose={() => setReviewing(false)} />
      {schemeView ? (
        <QuickPaymentDialog
          open={dialog.open && dialog.kind === 'quick'}
          scheme={scheme}
          member={dialog.kind === 'quick' ? dialog.member : null}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
}
