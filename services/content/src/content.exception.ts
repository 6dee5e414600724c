import { ActorDto, CommonErrorCode, ContentErrorCode, ContentMessages, FieldError } from '@portal/contracts';
import { DomainException, requireAdminActor, ValidationFailedException } from '@portal/platform';

export class ContentException extends DomainException<ContentErrorCode | CommonErrorCode> {}

export const forbidden = (message = 'You are not allowed to do this') =>
  new ContentException(CommonErrorCode.Forbidden, message);

export const eventNotFound = () => new ContentException(ContentErrorCode.EventNotFound, 'Event not found');

export const galleryItemNotFound = () =>
  new ContentException(ContentErrorCode.GalleryItemNotFound, 'Media item not found');

export const schemeDocumentNotFound = () =>
  new ContentException(ContentErrorCode.SchemeDocumentNotFound, 'Document not found');

export const memberNotFound = (message = 'Member not found') =>
  new ContentException(ContentErrorCode.MemberNotFound, message);

export const memberNotActive = () =>
  new ContentException(ContentErrorCode.MemberNotActive, ContentMessages.signupNeedsActiveMembership);

export const eventFull = () => new ContentException(ContentErrorCode.EventFull, ContentMessages.eventFull);

export const eventNotOpen = () => new ContentException(ContentErrorCode.EventNotOpen, ContentMessages.eventNotOpen);

export const mediaUnreadable = () =>
  new ContentException(ContentErrorCode.MediaUnreadable, ContentMessages.imageUnreadable, { field: 'file' });

export const storageUnavailable = () =>
  new ContentException(CommonErrorCode.ServiceUnavailable, 'File storage is unavailable, please try again shortly');

export function requireAdmin(actor: ActorDto): void {
  requireAdminActor(actor, forbidden);
}

/** Admins and members read events, the gallery and scheme documents; anonymous callers do not. */
export function requireAdminOrMember(actor: ActorDto): void {
  if (actor?.userType !== 'admin' && actor?.userType !== 'member') throw forbidden();
}

/** Sign-up is a member's own act: admins and anonymous callers are refused. */
export function requireMember(actor: ActorDto): void {
  if (actor?.userType !== 'member') throw forbidden('Only members can sign up for events');
}

/** 400 naming the fields, with `message` the first field's words (what the spec's toasts show). */
export function invalid(errors: FieldError[]): ValidationFailedException {
  return new ValidationFailedException(errors, errors[0]?.message);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
