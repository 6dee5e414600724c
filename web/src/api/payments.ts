import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CheckoutConfigAnswer,
  CreateOrderAnswer,
  CreateOrderFields,
  ListPaymentRecordsAnswer,
  ListPaymentRecordsFields,
  ListSchemeMembersAnswer,
  ListSchemeMembersFields,
  MemberMonthsAnswer,
  PaymentRecordDto,
  PaymentRecordFields,
  PaymentRecordUpdateFields,
  PaymentStatsAnswer,
  PaymentStatus,
  Scheme,
  SchemeMemberDto,
  SchemeMemberStatus,
  SchemeSettingDto,
  SchemeSettingFields,
  SchemeStatsDto,
  VerifyPaymentAnswer,
  VerifyPaymentFields,
} from '@portal/contracts/shapes';
import { PagingHeaders } from '@portal/contracts/shapes';
import { answerOf, api, apiUrl } from './client';
import type { paths } from './generated/schema';
import { dashboardKeys } from './dashboard';

/** Payments and welfare schemes as the gateway answers them: the shapes come from the contracts package. */
export type PaymentRecord = PaymentRecordDto;
export type SchemeSetting = SchemeSettingDto;
export type SchemeMember = SchemeMemberDto;
export type SchemeStats = SchemeStatsDto;
export type PaymentStats = PaymentStatsAnswer;
export type PaymentRecordList = ListPaymentRecordsAnswer;
export type SchemeMemberList = ListSchemeMembersAnswer;
export type PaymentRecordQuery = ListPaymentRecordsFields;
export type SchemeMemberQuery = ListSchemeMembersFields;
export type PaymentRecordInput = PaymentRecordFields;
export type PaymentRecordUpdate = PaymentRecordUpdateFields;
export type SchemeSettingInput = SchemeSettingFields;
export type CreateOrderInput = CreateOrderFields;
export type CreatedOrder = CreateOrderAnswer;
export type VerifyPaymentInput = VerifyPaymentFields;
export type VerifiedPayment = VerifyPaymentAnswer;
export type MemberMonths = MemberMonthsAnswer;
export type { PaymentStatus, Scheme, SchemeMemberStatus };

export const paymentKeys = {
  all: ['payments'] as const,
  records: () => [...paymentKeys.all, 'records'] as const,
  recordList: (query: PaymentRecordQuery) => [...paymentKeys.records(), 'list', query] as const,
  /** A member's pending and overdue records for one scheme (Make Payment's "pay a due record"). */
  dueRecords: (memberId: string, scheme: string) => [...paymentKeys.records(), 'due', memberId, scheme] as const,
  /** A member's months of a scheme (paid or due) and the months to record next; '' is the signed-in member. */
  months: (memberId: string, scheme: string) => [...paymentKeys.records(), 'months', memberId, scheme] as const,
  schemeMembers: (query: SchemeMemberQuery) => [...paymentKeys.records(), 'scheme-members', query] as const,
  /** '' is the server's default period (the current financial year). */
  stats: (period = '') => [...paymentKeys.records(), 'stats', period] as const,
  settings: () => [...paymentKeys.all, 'scheme-settings'] as const,
  checkout: () => [...paymentKeys.all, 'checkout'] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

// Filters and form fields as the screens hold them (plain strings); the server checks them.
type RecordQueryParams = NonNullable<paths['/api/payment-records']['get']['parameters']['query']>;
type SchemeMemberQueryParams = NonNullable<paths['/api/payment-records/scheme-members']['get']['parameters']['query']>;
type JsonBody<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export async function fetchSchemeSettings(): Promise<SchemeSetting[]> {
  // An empty answer (no body) reads as no settings rather than failing the page.
  return (await answerOf(api.GET('/api/scheme-settings'))) ?? [];
}

export const updateSchemeSetting = ({ id, input }: { id: string; input: SchemeSettingInput }): Promise<SchemeSetting> =>
  answerOf(
    api.PUT('/api/scheme-settings/{id}', { ...byId(id), body: input as JsonBody<'/api/scheme-settings/{id}', 'put'> }),
  );

export async function fetchPaymentRecords(query: PaymentRecordQuery): Promise<PaymentRecordList> {
  // The answer is the page's list (spec part 2 §7); its figures are headers.
  const { data, response } = await api.GET('/api/payment-records', { params: { query: query as RecordQueryParams } });
  const figure = (name: string, fallback: number) => Number(response.headers.get(name) ?? fallback) || fallback;
  const records = data ?? [];
  return {
    records,
    total: figure(PagingHeaders.total, records.length),
    page: figure(PagingHeaders.page, query.page ?? 1),
    limit: figure(PagingHeaders.limit, query.limit ?? 0),
  };
}

export async function fetchSchemeMembers(query: SchemeMemberQuery & { scheme: Scheme }): Promise<SchemeMemberList> {
  return answerOf(
    api.GET('/api/payment-records/scheme-members', { params: { query: query as SchemeMemberQueryParams } }),
  );
}

/** A member's months of one scheme; without memberId, the signed-in member's own. */
export const fetchMemberMonths = (memberId: string | undefined, scheme: Scheme): Promise<MemberMonths> =>
  answerOf(api.GET('/api/payment-records/months', { params: { query: { memberId, scheme } } }));

/** The cards' figures for a period (2026-11, FY2026-27-Q3, FY2026-27); the current financial year without one. */
export const fetchPaymentStats = (period?: string): Promise<PaymentStats> =>
  answerOf(api.GET('/api/payment-records/stats', { params: { query: period ? { period } : {} } }));

/** The page size the API allows for one member's records of one scheme; a member has at most 12 dues a year. */
const DUE_RECORDS_LIMIT = 100;

/** A member's unpaid (pending or overdue) records for a scheme, oldest due first. */
export async function fetchDueRecords(memberId: string, scheme: string): Promise<PaymentRecord[]> {
  const lists = await Promise.all(
    (['overdue', 'pending'] as const).map((status) =>
      fetchPaymentRecords({ memberId, scheme, status, page: 1, limit: DUE_RECORDS_LIMIT }),
    ),
  );
  return lists.flatMap((list) => list.records).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export const createPaymentRecord = (input: PaymentRecordInput): Promise<PaymentRecord> =>
  answerOf(api.POST('/api/payment-records', { body: input as JsonBody<'/api/payment-records', 'post'> }));

export const updatePaymentRecord = ({
  id,
  input,
}: {
  id: string;
  input: PaymentRecordUpdate;
}): Promise<PaymentRecord> =>
  answerOf(
    api.PUT('/api/payment-records/{id}', { ...byId(id), body: input as JsonBody<'/api/payment-records/{id}', 'put'> }),
  );

/** Filters of the CSV export: the ones on screen, 'all' left out. */
export interface PaymentExportFilters {
  scheme?: string;
  status?: string;
  search?: string;
}

export const paymentExportUrl = (filters: PaymentExportFilters) =>
  apiUrl('/api/payment-records/export/csv', { query: { ...filters } });

/** The server names the file in Content-Disposition; this is the same name when a proxy dropped the header. */
export function fallbackExportName(scheme: string | undefined, today: string): string {
  return `payment-records-${scheme ? `${scheme}-` : ''}${today}.csv`;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * Downloads the CSV through fetch (not a plain link) so a refused or failed export can be told to the
 * admin as 'Export failed' instead of the browser saving an error page as a .csv file.
 */
export async function exportPaymentRecords(filters: PaymentExportFilters, fallbackName: string): Promise<string> {
  const { data, response } = await api.GET('/api/payment-records/export/csv', {
    params: { query: filters as RecordQueryParams },
    parseAs: 'blob',
  });
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(data ?? new Blob([]));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser's download manager.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export const fetchCheckoutConfig = (): Promise<CheckoutConfigAnswer> => answerOf(api.GET('/api/razorpay/checkout'));

export const createOrder = (input: CreateOrderInput): Promise<CreatedOrder> =>
  answerOf(api.POST('/api/razorpay/create-order', { body: input as JsonBody<'/api/razorpay/create-order', 'post'> }));

/**
 * The signed-in member's renewal paid online (issue 26): the server takes their open renewal request (or asks one)
 * at the association's renewal fee and answers the order for it.
 */
export const createRenewalOrder = (): Promise<CreatedOrder> => answerOf(api.POST('/api/razorpay/renewal-order'));

export const verifyPayment = (input: VerifyPaymentInput): Promise<VerifiedPayment> =>
  answerOf(
    api.POST('/api/razorpay/verify-payment', { body: input as JsonBody<'/api/razorpay/verify-payment', 'post'> }),
  );

/**
 * A payment recorded or changed: every record list, the per-scheme view, the stat cards and the dashboard
 * (whose activity feed shows payments) are out of date.
 */
export async function refreshPaymentData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [paymentKeys.records(), dashboardKeys.stats(), dashboardKeys.activity()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** `fresh`: ask again on opening the page (Make Payment charges the live amount, not one cached earlier). */
export function useSchemeSettingsQuery({ fresh = false } = {}) {
  return useQuery({
    queryKey: paymentKeys.settings(),
    queryFn: fetchSchemeSettings,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

export function usePaymentRecordsQuery(query: PaymentRecordQuery, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.recordList(query),
    queryFn: () => fetchPaymentRecords(query),
    enabled,
    // Paging and typing keep the old rows on screen until the new ones arrive, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useSchemeMembersQuery(query: SchemeMemberQuery & { scheme: Scheme }, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.schemeMembers(query),
    queryFn: () => fetchSchemeMembers(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentStatsQuery(period?: string) {
  return useQuery({
    queryKey: paymentKeys.stats(period),
    queryFn: () => fetchPaymentStats(period),
    placeholderData: keepPreviousData,
  });
}

export function useDueRecordsQuery(memberId: string | undefined, scheme: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.dueRecords(memberId ?? '', scheme ?? ''),
    queryFn: () => fetchDueRecords(memberId!, scheme!),
    enabled: Boolean(memberId && scheme),
  });
}

export function useMemberMonthsQuery(memberId: string | undefined, scheme: Scheme | undefined) {
  return useQuery({
    queryKey: paymentKeys.months(memberId ?? '', scheme ?? ''),
    queryFn: () => fetchMemberMonths(memberId, scheme!),
    enabled: Boolean(memberId && scheme),
  });
}

export function useCheckoutConfigQuery() {
  return useQuery({ queryKey: paymentKeys.checkout(), queryFn: fetchCheckoutConfig });
}

export function useUpdateSchemeSettingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchemeSetting,
    onSuccess: (saved) => {
      if (saved?.id) {
        queryClient.setQueryData<SchemeSetting[]>(paymentKeys.settings(), (list) =>
          list?.map((setting) => (setting.id === saved.id ? saved : setting)),
        );
      }
      return queryClient.invalidateQueries({ queryKey: paymentKeys.settings() });
    },
  });
}

export function useCreatePaymentRecordMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPaymentRecord, onSuccess: () => refreshPaymentData(queryClient) });
}

export function useUpdatePaymentRecordMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePaymentRecord, onSuccess: () => refreshPaymentData(queryClient) });
}

export function useCreateOrderMutation() {
  return useMutation({ mutationFn: createOrder });
}

export function useCreateRenewalOrderMutation() {
  return useMutation({ mutationFn: createRenewalOrder });
}

export function useVerifyPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyPayment, onSuccess: () => refreshPaymentData(queryClient) });
}

/** The API's largest page: a member has a few dozen dues a year, so one page holds all that are open. */
const OWN_DUE_LIMIT = 1000;

/** Under paymentKeys.records(), so a payment made or recorded refreshes it with every other record list. */
export const ownDueRecordsKey = () => [...paymentKeys.records(), 'own-due'] as const;

/**
 * The signed-in member's unpaid (overdue and pending) records of every scheme, most overdue first: what
 * they owe now. The gateway answers a member with their own records only.
 */
export async function fetchOwnDueRecords(): Promise<PaymentRecord[]> {
  const lists = await Promise.all(
    (['overdue', 'pending'] as const).map((status) => fetchPaymentRecords({ status, page: 1, limit: OWN_DUE_LIMIT })),
  );
  return lists.flatMap((list) => list.records).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export function useOwnDueRecordsQuery() {
  return useQuery({ queryKey: ownDueRecordsKey(), queryFn: fetchOwnDueRecords });
}
