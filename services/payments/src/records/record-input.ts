import {
  AmountRules,
  FieldError,
  firstFailure,
  isBlank,
  isDateText,
  isMonthText,
  isPaymentMethod,
  MAX_MONTHS_PER_PAYMENT,
  monthsBetween,
  PaymentMessages,
  PaymentMethods,
  PaymentRecordInput,
  PaymentRecordUpdateInput,
  PaymentStatus,
  PaymentStatuses,
  Scheme,
  Schemes,
} from '@portal/contracts';

/** A record's fields after the rules of spec part 2 §5; undefined = not sent (update keeps it). */
export interface CheckedRecordFields {
  memberId?: string;
  scheme?: Scheme;
  amount?: string;
  status?: PaymentStatus;
  dueDate?: Date;
  paymentDate?: Date | null;
  notes?: string | null;
  paymentMethod?: string | null;
  transactionId?: string | null;
  /** The first month, yyyy-mm-01, and how many months (from `period` and `periodTo`). */
  periodStart?: string;
  periodMonths?: number;
}

const text = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());

/**
 * Checks a create (all of member, scheme and amount required, 'Member, scheme,
 * and amount are required') or an update (only what was sent), and answers the
 * field errors in the spec's words.
 */
export function checkRecordInput(
  input: PaymentRecordInput | PaymentRecordUpdateInput,
  mode: 'create' | 'update',
): { fields: CheckedRecordFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fields: CheckedRecordFields = {};
  if (mode === 'create') {
    const create = input as PaymentRecordInput;
    const missing = (['memberId', 'scheme', 'amount'] as const).filter((field) => isBlank(create[field]));
    if (missing.length) {
      // An amount that is given but not above 0 says so first (issue 29: −50 is not a missing amount).
      const amountFailure = isBlank(create.amount) ? null : amountProblem(create.amount);
      return {
        fields,
        errors: [
          ...(amountFailure ? [{ field: 'amount', message: amountFailure }] : []),
          ...missing.map((field) => ({ field, message: PaymentMessages.recordRequired })),
        ],
      };
    }
    fields.memberId = create.memberId!.trim();
    if (!(Schemes as readonly string[]).includes(create.scheme!.trim())) {
      errors.push({ field: 'scheme', message: `scheme must be one of ${Schemes.join(', ')}` });
    } else fields.scheme = create.scheme!.trim() as Scheme;
  }
  if (mode === 'create' || input.amount !== undefined) {
    const failure = amountProblem(input.amount);
    if (failure) errors.push({ field: 'amount', message: failure });
    else fields.amount = Number(input.amount).toFixed(2);
  }
  if (input.status !== undefined && input.status !== null) {
    if (!(PaymentStatuses as readonly string[]).includes(input.status)) {
      errors.push({ field: 'status', message: `status must be one of ${PaymentStatuses.join(', ')}` });
    } else fields.status = input.status as PaymentStatus;
  }
  if (!isBlank(input.dueDate)) {
    if (!isDateText(input.dueDate)) errors.push({ field: 'dueDate', message: PaymentMessages.dueDateInvalid });
    else fields.dueDate = new Date(input.dueDate!.trim());
  }
  if (input.paymentDate !== undefined) {
    if (isBlank(input.paymentDate)) fields.paymentDate = null;
    else if (!isDateText(input.paymentDate)) {
      errors.push({ field: 'paymentDate', message: PaymentMessages.paymentDateInvalid });
    } else fields.paymentDate = new Date(input.paymentDate!.trim());
  }
  if (input.paymentMethod !== undefined) {
    const method = text(input.paymentMethod);
    if (method && !isPaymentMethod(method)) {
      errors.push({ field: 'paymentMethod', message: `paymentMethod must be one of ${PaymentMethods.join(', ')}` });
    } else fields.paymentMethod = method;
  }
  if (input.notes !== undefined) fields.notes = text(input.notes);
  if (input.transactionId !== undefined) fields.transactionId = text(input.transactionId);
  checkMonths(input, fields, errors);
  return { fields, errors };
}

/** What is wrong with an amount, in the spec's words, or null. */
function amountProblem(value: unknown): string | null {
  const failure = firstFailure(AmountRules, value);
  if (failure) return failure.message;
  // A number may carry more decimals than paise: 0.004 becomes 0.00, which is no amount either.
  return Number(Number(value).toFixed(2)) <= 0 ? PaymentMessages.amountPositive : null;
}

/** period and periodTo (YYYY-MM): a run of 1 to 12 whole months; periodTo defaults to period. */
function checkMonths(
  input: PaymentRecordInput | PaymentRecordUpdateInput,
  fields: CheckedRecordFields,
  errors: FieldError[],
): void {
  const from = isBlank(input.period) ? null : input.period!.trim();
  const to = isBlank(input.periodTo) ? null : input.periodTo!.trim();
  if (!from) {
    if (to) errors.push({ field: 'period', message: PaymentMessages.periodToWithoutPeriod });
    return;
  }
  if (!isMonthText(from)) return void errors.push({ field: 'period', message: PaymentMessages.periodInvalid });
  if (to && !isMonthText(to)) return void errors.push({ field: 'periodTo', message: PaymentMessages.periodInvalid });
  const months = to ? monthsBetween(from, to) + 1 : 1;
  if (months < 1) return void errors.push({ field: 'periodTo', message: PaymentMessages.periodToBeforePeriod });
  if (months > MAX_MONTHS_PER_PAYMENT) {
    return void errors.push({ field: 'periodTo', message: PaymentMessages.periodTooLong });
  }
  fields.periodStart = `${from}-01`;
  fields.periodMonths = months;
}
