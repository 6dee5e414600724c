import { ActorDto, CommonErrorCode, FieldError, PaymentMessages, PaymentsErrorCode } from '@portal/contracts';
import {
  DomainException,
  requireAdminActor,
  requireAdminOrSelfActor,
  ValidationFailedException,
} from '@portal/platform';

export class PaymentsException extends DomainException<PaymentsErrorCode | CommonErrorCode> {}

export const forbidden = (message = 'You are not allowed to do this') =>
  new PaymentsException(CommonErrorCode.Forbidden, message);

export const recordNotFound = () =>
  new PaymentsException(PaymentsErrorCode.PaymentRecordNotFound, 'Payment record not found');

/** The service runs without Razorpay keys (e.g. docker compose on a new server): nothing online is possible. */
export const onlinePaymentNotConfigured = (message: string = PaymentMessages.onlinePaymentNotConfigured) =>
  new PaymentsException(PaymentsErrorCode.OnlinePaymentNotConfigured, message);

export const memberNotFound = () => new PaymentsException(PaymentsErrorCode.MemberNotFound, 'Member not found');

export function requireAdmin(actor: ActorDto): void {
  requireAdminActor(actor, forbidden);
}

/** Admins, or the member the data belongs to. */
export function requireAdminOrSelf(actor: ActorDto, memberUuid: string): void {
  requireAdminOrSelfActor(actor, memberUuid, forbidden);
}

/** 400 naming the fields, with `message` the first field's words (what the spec's toasts show). */
export function invalid(errors: FieldError[]): ValidationFailedException {
  return new ValidationFailedException(errors, errors[0]?.message);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
