import {
  AdminUserAnswer,
  IdentityErrorCode,
  MemberUserAnswer,
  normaliseEmail,
  normaliseMemberId,
  normalisePhone,
  parseLoginIdentifier,
} from '@portal/contracts';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/**
 * The keys the sign-in throttle counts an account by, taken from what was typed before anyone knows
 * whether the account exists, so an unknown account is throttled exactly like a real one. A member
 * may type the member id, e-mail or phone: each is its own key, normalised the way identity matches it.
 */
export function typedAdminAccount(email: string): string {
  return `admin:email:${normaliseEmail(email) ?? ''}`;
}

export function typedMemberAccount(identifier: string): string {
  const typed = parseLoginIdentifier(identifier);
  if (typed.email !== null) return `member:email:${typed.email}`;
  if (typed.phone !== null) return `member:phone:${typed.phone}`;
  return `member:id:${typed.memberId}`;
}

/** Every key a signed-in user could type, so a known device is recognised whichever one they use. */
export function accountsOf(user: AdminUserAnswer | MemberUserAnswer): string[] {
  if (user.userType === 'admin') return [typedAdminAccount(user.email)];
  const email = normaliseEmail(user.email);
  const phone = normalisePhone(user.phone);
  return [
    `member:id:${normaliseMemberId(user.memberId)}`,
    ...(email ? [`member:email:${email}`] : []),
    ...(phone ? [`member:phone:${phone}`] : []),
  ];
}

/** A signed-in member's current password, checked on change-password. */
export function memberPasswordAccount(memberUuid: string): string {
  return `member:uuid:${memberUuid}`;
}

/** A signed-in admin's current password, checked on their own change-password. */
export function adminPasswordAccount(adminId: string): string {
  return `admin:uuid:${adminId}`;
}

/** A change of password refused for its wrong current password: counted by the throttle like a failed sign-in. */
export const isWrongCurrentPassword = (error: unknown): boolean =>
  error instanceof GatewayHttpError && error.body.code === IdentityErrorCode.WrongCurrentPassword;
