import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CheckoutConfigAnswer,
  CreateOrderAnswer,
  CreateOrderFields,
  ListPaymentRecordsAnswer,
  ListPaymentRecordsFields,
  ListSchemeMembersAnswer,
  ListSchemeMembersFields,
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
import { apiGet, apiPost, apiPut, apiRequest, buildUrl } from './client';
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
export type { PaymentStatus, Scheme, SchemeMemberStatus };

export const paymentKeys = {
  all: ['payments'] as const,
  records: () => [...paymentKeys.all, 'records'] as const,
  recordList: (query: PaymentRecordQuery) => [...paymentKeys.records(), 'list', query] as const,
  /** A member's pending and overdue records for one scheme (Make Payment's "pay a due record"). */
  dueRecords: (memberId: string, scheme: string) => [...paymentKeys.records(), 'due', memberId, scheme] as const,
  schemeMembers: (query: SchemeMemberQuery) => [...paymentKeys.records(), 'scheme-members', query] as const,
  stats: () => [...paymentKeys.records(), 'stats'] as const,
  settings: () => [...paymentKeys.all, 'scheme-settings'] as const,
  checkout: () => [...paymentKeys.all, 'checkout'] as const,
};

const recordPath = (id: string) => `/api/payment-records/${encodeURIComponent(id)}`;

export async function fetchSchemeSettings(): Promise<SchemeSetting[]> {
  const answer = await apiGet<SchemeSetting[] | null>('/api/scheme-settings');
  return Array.isArray(answer) ? answer : [];
}

export const updateSchemeSetting = ({ id, input }: { id: string; input: SchemeSettingInput }) =>
  apiPut<SchemeSetting>(`/api/scheme-settings/${encodeURIComponent(id)}`, input);

export async function fetchPaymentRecords(query: PaymentRecordQuery): Promise<PaymentRecordList> {
  const answer = await apiGet<Partial<PaymentRecordList> | null>('/api/payment-records', { ...query });
  return {
    records: answer?.records ?? [],
    total: Number(answer?.total ?? 0) || 0,
    page: Number(answer?.page ?? query.page ?? 1) || 1,
    limit: Number(answer?.limit ?? query.limit ?? 0) || 0,
  };
}

export async function fetchSchemeMembers(query: SchemeMemberQuery & { scheme: Scheme }): Promise<SchemeMemberList> {
  const answer = await apiGet<Partial<SchemeMemberList> | null>('/api/payment-records/scheme-members', { ...query });
  return {
    scheme: answer?.scheme ?? query.scheme,
    members: answer?.members ?? [],
    total: Number(answer?.total ?? 0) || 0,
    page: Number(answer?.page ?? query.page ?? 1) || 1,
    limit: Number(answer?.limit ?? query.limit ?? 0) || 0,
  };
}

export const fetchPaymentStats = () => apiGet<PaymentStats>('/api/payment-records/stats');

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

export const createPaymentRecord = (input: PaymentRecordInput) => apiPost<PaymentRecord>('/api/payment-records', input);

export const updatePaymentRecord = ({ id, input }: { id: string; input: PaymentRecordUpdate }) =>
  apiPut<PaymentRecord>(recordPath(id), input);

/** Filters of the CSV export: the ones on screen, 'all' left out. */
export interface PaymentExportFilters {
  scheme?: string;
  status?: string;
  search?: string;
}

export const paymentExportUrl = (filters: PaymentExportFilters) =>
  buildUrl('/api/payment-records/export/csv', { ...filters });

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
  const response = await apiRequest('GET', paymentExportUrl(filters));
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
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

export const fetchCheckoutConfig = () => apiGet<CheckoutConfigAnswer>('/api/razorpay/checkout');

export const createOrder = (input: CreateOrderInput) => apiPost<CreatedOrder>('/api/razorpay/create-order', input);

export const verifyPayment = (input: VerifyPaymentInput) =>
  apiPost<VerifiedPayment>('/api/razorpay/verify-payment', input);

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

export function usePaymentStatsQuery() {
  return useQuery({ queryKey: paymentKeys.stats(), queryFn: fetchPaymentStats });
}

export function useDueRecordsQuery(memberId: string | undefined, scheme: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.dueRecords(memberId ?? '', scheme ?? ''),
    queryFn: () => fetchDueRecords(memberId!, scheme!),
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
