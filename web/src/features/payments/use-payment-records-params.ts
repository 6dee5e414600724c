import {
  PaymentRecordSorts,
  PaymentStatuses,
  Schemes,
  SortOrders,
  type PaymentRecordSort,
  type Scheme,
  type SortOrder,
} from '@portal/contracts/shapes';
import { oneOf, pageFrom, useAddressState } from '../../components/use-address-state';

/** 'no_record' only means something in a scheme's All Members view. */
export type StatusFilter = 'all' | 'paid' | 'pending' | 'overdue' | 'no_record';

/** Payment Records' state, kept in the address (issue 29) so reload and Back show the same page. */
export interface PaymentRecordsParams {
  page: number;
  search: string;
  scheme: Scheme | 'all';
  status: StatusFilter;
  sort?: PaymentRecordSort;
  order?: SortOrder;
  /** Paid on or after this India day (YYYY-MM-DD); '' for any. */
  from: string;
  /** Paid on or before this India day (YYYY-MM-DD); '' for any. */
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFrom = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The page's state from the address; anything unknown there reads as the default. */
export function parsePaymentRecordsParams(params: URLSearchParams): PaymentRecordsParams {
  return {
    page: pageFrom(params),
    search: params.get('q') ?? '',
    scheme: oneOf(Schemes, params.get('scheme')) ?? 'all',
    status: oneOf([...PaymentStatuses, 'no_record'] as const, params.get('status')) ?? 'all',
    sort: oneOf(PaymentRecordSorts, params.get('sort')),
    order: oneOf(SortOrders, params.get('order')),
    from: dayFrom(params.get('from')),
    to: dayFrom(params.get('to')),
  };
}

/** The address's query for a state: defaults are left out, so the plain page is plain /payment-records. */
export function paymentRecordsSearch(state: PaymentRecordsParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.scheme !== 'all') params.set('scheme', state.scheme);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order) params.set('order', state.order);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Payment Records' state and its setter (useAddressState). */
export function usePaymentRecordsParams() {
  return useAddressState(parsePaymentRecordsParams, paymentRecordsSearch);
}
