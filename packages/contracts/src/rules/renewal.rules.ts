import { formatIndiaDay, startOfIndiaDay } from './india-time';
import { RENEWAL_WINDOW_DAYS } from './membership-validity';

/**
 * Approval is the only way in (issue 26): a renewal extends a membership that an admin approved. A
 * pending applicant is approved (which sends the set-up link), a suspended member is reinstated by an
 * admin; neither is renewed. Membership refuses the renewal, the web says so instead of offering it.
 */
export const RENEWAL_NEEDS_APPROVAL = 'Approve the application first';

/**
 * Issue 30: why a member's own request before the renewal window is refused. It names the India day the window
 * opens (dd/mm/yyyy, as every date the member reads), so the member knows when to come back.
 */
export function renewalNotYetOpenMessage(opensOn: string): string {
  const day = formatIndiaDay(startOfIndiaDay(opensOn));
  return `Renewal opens on ${day}, ${RENEWAL_WINDOW_DAYS} days before your membership ends. Please request it then.`;
}

/** Whether a member of this (effective) status may be renewed: active or expired, never pending or suspended. */
export function canBeRenewed(status: string): boolean {
  return status === 'active' || status === 'expired';
}

/**
 * How a renewal fee paid online through Razorpay is named on the renewal request and its renewed event: payments
 * recorded that fee when the payment was, so the renewed event records no second one.
 */
export const ONLINE_RENEWAL_METHOD = 'razorpay';

/** Mark Paid and Renewed records how the fee was paid (issue 26): the methods the office takes. */
export const RENEWAL_PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;

export const RenewalPaymentMessages = {
  methodRequired: 'Choose how the renewal fee was paid',
  referenceRequired: 'Give the payment reference (UPI or bank reference, or the cheque number)',
} as const;

/** What is wrong with the payment of a renewal fee: a known method, and a reference unless paid in cash. */
export function renewalPaymentProblems(
  paymentMethod: string | null | undefined,
  reference: string | null | undefined,
): { field: 'paymentMethod' | 'reference'; message: string }[] {
  const method = paymentMethod?.trim() ?? '';
  if (!(RENEWAL_PAYMENT_METHODS as readonly string[]).includes(method)) {
    return [{ field: 'paymentMethod', message: RenewalPaymentMessages.methodRequired }];
  }
  if (method !== 'cash' && !reference?.trim()) {
    return [{ field: 'reference', message: RenewalPaymentMessages.referenceRequired }];
  }
  return [];
}

export const JoiningFeeMessages = {
  outcomeInvalid: "joiningFee must be 'paid' or 'not_collected'",
  methodRequired: 'Choose how the joining fee was paid',
  reference: 'reference must be text of at most 100 characters',
} as const;

/**
 * What is wrong with an approval's joining fee (issue 26): 'paid' needs a method the office takes (the reference is
 * optional); 'not_collected' or none records nothing, and then takes no method.
 */
export function joiningFeeProblems(body: {
  joiningFee?: unknown;
  paymentMethod?: unknown;
  reference?: unknown;
}): { field: 'joiningFee' | 'paymentMethod' | 'reference'; message: string }[] {
  const { joiningFee, paymentMethod, reference } = body;
  if (joiningFee === undefined || joiningFee === null) return [];
  if (joiningFee !== 'paid' && joiningFee !== 'not_collected') {
    return [{ field: 'joiningFee', message: JoiningFeeMessages.outcomeInvalid }];
  }
  if (joiningFee === 'not_collected') return [];
  const method = typeof paymentMethod === 'string' ? paymentMethod.trim() : '';
  if (!(RENEWAL_PAYMENT_METHODS as readonly string[]).includes(method)) {
    return [{ field: 'paymentMethod', message: JoiningFeeMessages.methodRequired }];
  }
  if (reference !== undefined && reference !== null && (typeof reference !== 'string' || reference.length > 100)) {
    return [{ field: 'reference', message: JoiningFeeMessages.reference }];
  }
  return [];
}
