import { Tag } from 'antd';
import {
  PaymentMethodLabels,
  PaymentStatusLabels,
  paymentLabel,
  SchemeLabels,
  Schemes,
  type PaymentMethod,
} from '@portal/contracts/shapes';
import type { PaymentStatus, Scheme, SchemeMemberStatus } from '../api/payments';

/** Spec part 2 §4: paid green, pending yellow, overdue red, anything else grey. */
const STATUS_COLOURS: Record<PaymentStatus, string> = { paid: 'green', pending: 'gold', overdue: 'red' };

const STATUS_TEXT: Record<SchemeMemberStatus, string> = { ...PaymentStatusLabels, no_record: 'No Record' };

export function paymentStatusText(status: string | null | undefined): string {
  const value = (status ?? '').toLowerCase();
  return STATUS_TEXT[value as SchemeMemberStatus] ?? (value ? value.charAt(0).toUpperCase() + value.slice(1) : '—');
}

/** `text`: the status in the page's language (the member's pages, issue 31); else the spec's English. */
export function PaymentStatusTag({ status, text }: { status: string | null | undefined; text?: string }) {
  const value = (status ?? '').toLowerCase();
  return (
    <Tag color={STATUS_COLOURS[value as PaymentStatus] ?? 'default'} className="status-tag">
      {text ?? paymentStatusText(value)}
    </Tag>
  );
}

/** A scheme's label, or a fee's ('Annual renewal fee') where a fee stands in a scheme's place (refunds, events). */
export const schemeLabel = (scheme: string | null | undefined) => paymentLabel(scheme);

export const isScheme = (value: string | null | undefined): value is Scheme =>
  Boolean(value && (Schemes as readonly string[]).includes(value));

export const SCHEME_OPTIONS = Schemes.map((scheme) => ({ value: scheme, label: SchemeLabels[scheme] }));

export const PAYMENT_STATUS_OPTIONS: { value: PaymentStatus; label: string }[] = [
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
];

export const PAYMENT_METHOD_OPTIONS = (Object.keys(PaymentMethodLabels) as PaymentMethod[]).map((method) => ({
  value: method,
  label: PaymentMethodLabels[method],
}));

export const paymentMethodText = (method: string | null | undefined) =>
  (method && PaymentMethodLabels[method as PaymentMethod]) || method || '';
