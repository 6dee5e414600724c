import { useEffect, useState } from 'react';
import { Badge, Button, Card, DatePicker, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Schemes, type PaymentRecordSort } from '@portal/contracts/shapes';
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
import { SortSelect } from '../../components/list-sorting';
import { useSearchBox } from '../../components/use-address-state';
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
import { PAYMENT_STATUS_OPTIONS } from '../../components/PaymentStatusTag';
import { adminSchemeName, useAdminLayoutTexts, type AdminLayoutTexts } from '../../i18n/admin-layout';
import { adminPaymentStatus, useAdminPaymentsTexts, type AdminPaymentsTexts } from '../../i18n/admin-payments';
import { QuickPaymentDialog } from './QuickPaymentDialog';
import { RefundDialog } from './RefundDialog';
import { todayInput } from './record-form';
import { usePaymentRecordsParams, type StatusFilter } from './use-payment-records-params';
import '../../components/list-widgets.css';
import './payments.css';

export const PAYMENT_RECORDS_PAGE_SIZE = 10;

type SchemeFilter = 'all' | Scheme;

/** How the records' sorts are named (the table's headers). */
const recordSortLabels = (t: AdminPaymentsTexts): Record<PaymentRecordSort, string> => ({
  member: t('sorts.member'),
  amount: t('sorts.amount'),
  status: t('sorts.status'),
  dueDate: t('sorts.dueDate'),
  paymentDate: t('sorts.paymentDate'),
});

/** Dates typed or picked as Indian dates; the address keeps YYYY-MM-DD. */
const DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];
const PAID_FROM_ID = 'payment-records-paid-from';
const PAID_TO_ID = 'payment-records-paid-to';

const schemeFilters = (t: AdminPaymentsTexts, layout: AdminLayoutTexts): { value: SchemeFilter; label: string }[] => [
  { value: 'all', label: t('allSchemes') },
  ...Schemes.map((scheme) => ({ value: scheme, label: adminSchemeName(layout, scheme) })),
];

const statusFilters = (t: AdminPaymentsTexts, schemeView: boolean): { value: StatusFilter; label: string }[] => [
  { value: 'all', label: t('allStatus') },
  ...PAYMENT_STATUS_OPTIONS.map(({ value }) => ({ value, label: adminPaymentStatus(t, value) })),
  ...(schemeView ? [{ value: 'no_record' as const, label: adminPaymentStatus(t, 'no_record') }] : []),
];

/** Kept after closing (open: false) so a closing dialog does not change its content mid-animation. */
type Dialog =
  | { kind: 'record'; record: PaymentRecord | null; open: boolean }
  | { kind: 'quick'; member: SchemeMember; open: boolean };

/** Spec part 2 §2 Payment records (admin): every record, or one scheme's opted members with their latest record. */
export function PaymentRecordsPage() {
  const t = useAdminPaymentsTexts();
  const layout = useAdminLayoutTexts();
  usePageTitle(t('title'));
  const isMobile = useIsMobile();
  // Recording payments is the treasurer's work (issue 27).
  const money = useAdminCan('money');
  const toast = useToast();
  const toReview = useOpenReviewCount();
  const [reviewing, setReviewing] = useState(false);
  // Page, search, filters and sort live in the address (issue 29): reload and Back keep them.
  const [params, setParams] = usePaymentRecordsParams();
  const { scheme, sort, order, from, to, page } = params;
  const chosenStatus = params.status;
  const [searchText, setSearchText] = useSearchBox(params.search, (text) =>
    setParams({ search: text }, { replace: true }),
  );
  const [dialog, setDialog] = useState<Dialog>({ kind: 'record', record: null, open: false });
  const [refunding, setRefunding] = useState<PaymentRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  /** The cards' period: '' is the current financial year. */
  const [period, setPeriod] = useState('');
  const search = params.search;
  // The quick dialog starts a first record at the scheme's amount: have the settings ready.
  useSchemeSettingsQuery();

  const schemeView = scheme !== 'all';
  // 'No Record' has no meaning for the list of records: leaving a scheme's view falls back to all.
  const status: StatusFilter = !schemeView && chosenStatus === 'no_record' ? 'all' : chosenStatus;

  const setPage = (next: number) => setParams({ page: next });

  const filters = {
    search: search || undefined,
    status: status === 'all' ? undefined : status,
    page,
    limit: PAYMENT_RECORDS_PAGE_SIZE,
  };
  // The sort and the days paid apply to the records (a scheme's All Members view lists members instead).
  const recordFilters = {
    ...filters,
    sort,
    order: sort ? order : undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const records = usePaymentRecordsQuery(recordFilters, !schemeView);
  const members = useSchemeMembersQuery({ ...filters, scheme: schemeView ? scheme : 'esi' }, schemeView);
  const active = schemeView ? members : records;
  const total = active.data?.total ?? 0;

  // A page that no longer exists (the last row of the last page changed status) steps back to one that does.
  const pages = totalPages(total, PAYMENT_RECORDS_PAGE_SIZE);
  // Changing the address is a navigation, which React Router wants after rendering, not during it.
  const pageGone = Boolean(active.data) && page > 1 && page > pages;
  useEffect(() => {
    if (pageGone) setParams({ page: Math.max(1, pages) }, { replace: true });
  }, [pageGone, pages, setParams]);

  const exportLabel = schemeView ? t('exportScheme', { scheme: adminSchemeName(layout, scheme) }) : t('exportTable');
  const onExport = async () => {
    setExporting(true);
    try {
      await exportPaymentRecords(
        {
          scheme: schemeView ? scheme : undefined,
          status: status === 'all' || status === 'no_record' ? undefined : status,
          search: search || undefined,
          ...(schemeView ? {} : { from: from || undefined, to: to || undefined }),
        },
        fallbackExportName(schemeView ? scheme : undefined, todayInput()),
      );
    } catch (err) {
      toast.error(t('exportFailed'), paymentFailureText(err, t('exportFailedText')));
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
          <Typography.Title level={1}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
        </div>
        <div className="page-actions">
          {money ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'record', record: null, open: true })}
            >
              {t('addRecord')}
            </Button>
          ) : null}
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting}>
            {exportLabel}
          </Button>
          <Badge count={toReview}>
            <Button
              icon={<AuditOutlined />}
              onClick={() => setReviewing(true)}
              aria-label={toReview ? t('needsReviewCount', { n: toReview }) : t('needsReview')}
            >
              {t('needsReview')}
            </Button>
          </Badge>
        </div>
      </div>

      <PaymentStatCards scheme={scheme} period={period} onPeriodChange={setPeriod} />

      <Card title={schemeView ? t('schemeMembers', { scheme: adminSchemeName(layout, scheme) }) : t('allRecords')}>
        <div className="list-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="list-search"
          />
          <Select<StatusFilter>
            aria-label={t('filterByStatus')}
            value={status}
            onChange={(value) => setParams({ status: value })}
            options={statusFilters(t, schemeView)}
            className="list-filter"
          />
          <Select<SchemeFilter>
            aria-label={t('filterByScheme')}
            value={scheme}
            onChange={(value) => setParams({ scheme: value })}
            options={schemeFilters(t, layout)}
            className="list-filter"
          />
          {schemeView ? null : (
            <>
              <div className="list-filter-dates">
                <DatePicker.RangePicker
                  id={{ start: PAID_FROM_ID, end: PAID_TO_ID }}
                  format={DATE_FORMATS}
                  placeholder={[t('paidFrom'), t('paidTo')]}
                  allowEmpty={[true, true]}
                  value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
                  onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
                    setParams({
                      from: dates?.[0]?.format('YYYY-MM-DD') ?? '',
                      to: dates?.[1]?.format('YYYY-MM-DD') ?? '',
                    })
                  }
                />
                <label htmlFor={PAID_FROM_ID} className="visually-hidden">
                  {t('paidFrom')}
                </label>
                <label htmlFor={PAID_TO_ID} className="visually-hidden">
                  {t('paidTo')}
                </label>
              </div>
              <SortSelect
                labels={recordSortLabels(t)}
                sort={sort}
                order={order}
                onSort={(nextSort, nextOrder) => setParams({ sort: nextSort, order: nextOrder })}
              />
            </>
          )}
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
            sort={sort}
            order={order}
            onSort={(nextSort, nextOrder) => setParams({ sort: nextSort, order: nextOrder })}
          />
        )}
        <MembersPagination
          page={page}
          pageSize={PAYMENT_RECORDS_PAGE_SIZE}
          total={total}
          noun={t(schemeView ? 'nouns.members' : 'nouns.records')}
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
