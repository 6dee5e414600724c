/**
 * The wire error and every code it may carry (DESIGN.md §3). Re-exported from
 * the error modules, which import nothing but one another.
 */
export { CommonErrorCode, isWireError } from '../errors/error-codes';
export type { ErrorCode, FieldError, WireError } from '../errors/error-codes';
export { IdentityErrorCode } from '../identity/identity.errors';
export { MembershipErrorCode } from '../membership/membership.errors';
export { PaymentsErrorCode } from '../payments/payments.errors';
export { ContentErrorCode } from '../content/content.errors';
export { NotificationsErrorCode } from '../notifications/notifications.errors';
