import { AmountRules, PaymentMessages, firstFailure, isBlank, parseAmount } from '@portal/contracts/rules';
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
    ...overrides,
  };
}

export function recordToForm(record: PaymentRecord): RecordFormValues {
  return {
    memberId: record.memberId,
    scheme: record.scheme,
    amount: String(Number(record.amount).toFixed(2)),
    status: record.status,
    dueDate: toDateInputValue(record.dueDate),
    paymentDate: toDateInputValue(record.paymentDate),
    paymentMethod: record.paymentMethod,
    transactionId: record.transactionId ?? '',
    notes: record.notes ?? '',
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
  if (mode === 'add' && (isBlank(values.memberId) || isBlank(values.scheme) || amount === '')) {
    return PaymentMessages.recordRequired;
  }
  if (amount === '') return PaymentMessages.amountRequired;
  const failed = firstFailure(AmountRules, amount);
  if (failed) return failed.message;
  if (values.status === 'paid' && isBlank(values.paymentDate)) return PaymentMessages.paymentDateRequired;
  return null;
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
