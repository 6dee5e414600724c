import {
  AmountRules,
  PaymentMessages,
  firstFailure,
  isBlank,
  isMonthText,
  monthsBetween,
  parseAmount,
} from '@portal/contracts/rules';
import { MAX_MONTHS_PER_PAYMENT } from '@portal/contracts/shapes';
import type { PaymentRecord, PaymentRecordInput, PaymentRecordUpdate, PaymentStatus, Scheme } from '../../api/payments';
import { toDateInputValue } from '../../lib/format';

/** What the add, edit and quick dialogs hold; dates as a date input gives them (yyyy-mm-dd). */
export interface RecordFormValues {
  memberId?: string;
  scheme?: Scheme;
  amount: string;
  status: PaymentStatus;
  dueDate: string;
  paymentDate: string;
  paymentMethod?: string | null;
  transactionId: string;
  notes: string;
  /** The first and last month the record covers, as a month input holds them (yyyy-mm). */
  period: string;
  periodTo: string;
}

/** Today on the association's calendar (Asia/Kolkata), as a date input holds it. */
export const todayInput = (now: Date = new Date()) => toDateInputValue(now);

/** Spec part 2 §4: new records default to pending; the due date defaults to today. */
export function emptyRecordForm(overrides: Partial<RecordFormValues> = {}): RecordFormValues {
  return {
    amount: '',
    status: 'pending',
    dueDate: todayInput(),
    paymentDate: '',
    paymentMethod: null,
    transactionId: '',
    notes: '',
    period: '',
    periodTo: '',
    ...overrides,
  };
}

export function recordToForm(record: PaymentRecord): RecordFormValues {
  return {
    memberId: record.memberId,
    scheme: record.scheme ?? undefined,
    amount: String(Number(record.amount).toFixed(2)),
    status: record.status,
    dueDate: toDateInputValue(record.dueDate),
    paymentDate: toDateInputValue(record.paymentDate),
    paymentMethod: record.paymentMethod,
    transactionId: record.transactionId ?? '',
    notes: record.notes ?? '',
    period: record.period ?? '',
    periodTo: record.periodTo ?? record.period ?? '',
  };
}

export type RecordFormMode = 'add' | 'edit' | 'quick';

/**
 * The first problem with the values, in the spec's words (part 2 §5), or null. The add dialog needs a
 * member, scheme and amount; the quick dialog an amount; every dialog a positive amount within
 * numeric(10,2), and a payment date once the record is paid (the server asks the same).
 */
export function recordProblem(values: RecordFormValues, mode: RecordFormMode): string | null {
  const amount = values.amount?.toString().trim() ?? '';
  // An amount that is given but wrong (−50, 0) says so before anything else, as the server does (issue 29).
  const failed = amount === '' ? null : firstFailure(AmountRules, amount);
  if (failed) return failed.message;
  if (mode === 'add' && (isBlank(values.memberId) || isBlank(values.scheme) || amount === '')) {
    return PaymentMessages.recordRequired;
  }
  if (amount === '') return PaymentMessages.amountRequired;
  if (values.status === 'paid' && isBlank(values.paymentDate)) return PaymentMessages.paymentDateRequired;
  return monthsProblem(values, mode);
}

/** Whole months from `period` to `periodTo` (1 to 12), in the words the server answers with. */
function monthsProblem(values: RecordFormValues, mode: RecordFormMode): string | null {
  const from = values.period?.trim() ?? '';
  const to = values.periodTo?.trim() || from;
  // An edit of a record entered without months may keep it so; a new record always states them.
  if (!from) return mode === 'edit' && !values.periodTo?.trim() ? null : PaymentMessages.periodRequired;
  if (!isMonthText(from) || !isMonthText(to)) return PaymentMessages.periodInvalid;
  const months = monthsBetween(from, to) + 1;
  if (months < 1) return PaymentMessages.periodToBeforePeriod;
  if (months > MAX_MONTHS_PER_PAYMENT) return PaymentMessages.periodTooLong;
  return null;
}

/** How many months the form's run covers (1 when the last month is not given or not after the first). */
export function monthsCovered(values: Pick<RecordFormValues, 'period' | 'periodTo'>): number {
  const from = values.period?.trim();
  const to = values.periodTo?.trim();
  if (!from || !to || !isMonthText(from) || !isMonthText(to)) return 1;
  return Math.max(1, monthsBetween(from, to) + 1);
}

const orNull = (text: string | null | undefined) => {
  const value = text?.trim();
  return value ? value : null;
};

/** Spec part 2 §7: the amount as a number; with no due date it defaults to now. */
function common(values: RecordFormValues): PaymentRecordUpdate {
  return {
    amount: parseAmount(values.amount.toString().trim()) ?? undefined,
    status: values.status,
    dueDate: orNull(values.dueDate) ?? new Date().toISOString(),
    paymentDate: orNull(values.paymentDate),
    notes: orNull(values.notes),
    ...(orNull(values.period)
      ? { period: orNull(values.period), periodTo: orNull(values.periodTo) ?? orNull(values.period) }
      : {}),
  };
}

export function toCreateInput(values: RecordFormValues): PaymentRecordInput {
  return {
    memberId: values.memberId,
    scheme: values.scheme,
    ...common(values),
    paymentMethod: orNull(values.paymentMethod),
    transactionId: orNull(values.transactionId),
  };
}

export function toUpdateInput(values: RecordFormValues): PaymentRecordUpdate {
  return {
    ...common(values),
    paymentMethod: orNull(values.paymentMethod),
    transactionId: orNull(values.transactionId),
  };
}

/** The quick dialog changes amount, status and dates only; how the latest record was paid stays as it was. */
export function toQuickUpdateInput(values: RecordFormValues, latest: PaymentRecord): PaymentRecordUpdate {
  return { ...common(values), notes: latest.notes };
}
