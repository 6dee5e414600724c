import { ActorDto, CommonErrorCode, FieldError, NotificationsErrorCode } from '@portal/contracts';
import { DomainException, requireAdminActor, ValidationFailedException } from '@portal/platform';

export class NoticesException extends DomainException<NotificationsErrorCode | CommonErrorCode> {}

export const forbidden = (message = 'You are not allowed to do this') =>
  new NoticesException(CommonErrorCode.Forbidden, message);

export const notificationNotFound = () =>
  new NoticesException(NotificationsErrorCode.NotificationNotFound, 'Notification not found');

export function requireAdmin(actor: ActorDto): void {
  requireAdminActor(actor, forbidden);
}

/** 400 naming the fields, with `message` the first field's words. */
export function invalid(errors: FieldError[]): ValidationFailedException {
  return new ValidationFailedException(errors, errors[0]?.message);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
