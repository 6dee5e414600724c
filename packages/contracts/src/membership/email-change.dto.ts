import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ConfirmEmailChangeFields, EmailChangeMessages as M } from '../shapes/email-change.shapes';

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
