import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ConfirmEmailChangeFields, EmailChangeMessages as M } from '../shapes/email-change.shapes';
import { RestoreEmailAnswer, RestoreEmailFields } from '../shapes/security-notices.shapes';

export type { ConfirmEmailChangeAnswer, ConfirmEmailChangeFields } from '../shapes/email-change.shapes';
export {
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
  EMAIL_CHANGE_TOKEN_TTL_SECONDS,
  EmailChangeMessages,
  emailChangePendingMessage,
} from '../shapes/email-change.shapes';

/** Body of POST /api/members/email-change/confirm and the request to membership: the token is the proof, no session needed. */
export class ConfirmEmailChangeRequest implements ConfirmEmailChangeFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;
}

/**
 * Data of membership.email-change.requested. Like the password links, the raw token travels only
 * inside this event to notifications, which e-mails the link to the new address; membership stores
 * only its hash. Not a membership.member.* event: the member's record has not changed.
 */
export interface EmailChangeRequestedEventData {
  /** The member's uuid. */
  memberUuid: string;
  /** The member's display id, e.g. PHOTO0001. */
  memberId: string;
  name: string;
  /** The new address, where the link goes. */
  email: string;
  token: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** Body of POST /api/members/email-change/restore and the request to membership: the token is the proof. */
export class RestoreEmailRequest implements RestoreEmailFields {
  @IsString({ message: M.TokenRequired })
  @IsNotEmpty({ message: M.TokenRequired })
  @MaxLength(200)
  token!: string;
}

/** Membership's answer to a restore: the restored address and whose it is (the gateway ends that member's sessions). */
export interface RestoreEmailRpcAnswer extends RestoreEmailAnswer {
  memberUuid: string;
}

/**
 * Data of membership.email-change.applied: the notice goes to the OLD address with a link, valid 7 days,
 * that puts it back and ends every session of the account. The raw token travels only in this event.
 */
export interface EmailChangedEventData {
  memberUuid: string;
  memberId: string;
  name: string;
  /** The address the account had, where the notice goes. */
  oldEmail: string;
  newEmail: string;
  /** Who changed it: the member (confirming the link) or an admin. */
  changedBy: 'member' | 'admin';
  token: string;
  /** ISO timestamp. */
  expiresAt: string;
}
