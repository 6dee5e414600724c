import { IsUUID } from 'class-validator';

/**
 * The signed-in member's own record for their session (login and GET /api/auth/user).
 * Membership answers it only while the member exists and its status may hold a
 * session (SESSION_MEMBER_STATUSES); otherwise 404 'Member not found'.
 */
export class SessionMemberRequest {
  /** The member's uuid: the session's user id. */
  @IsUUID()
  id!: string;
}
