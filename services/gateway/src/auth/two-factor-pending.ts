import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import type { Request } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import '../session/session-user';

/** How long after the right password the admin may give the two-factor code. */
export const TWO_FACTOR_PENDING_MS = 5 * 60_000;

/**
 * The right password of an account with two-factor sign-in: the session (a fresh one, so an id planted before
 * is worthless, and nobody stays signed in during the step) remembers, server side, who passed the password and
 * until when. Nothing is signed in yet.
 */
export async function startTwoFactorStep(req: Request, adminId: string, account: string, now = Date.now()) {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((error: Error | null | undefined) => (error ? reject(error) : resolve())),
  );
  req.session.twoFactorPending = { adminId, account, until: now + TWO_FACTOR_PENDING_MS };
}

/** Whether this request's password step left a code to give (POST /auth/admin/login answers so). */
export const awaitsTwoFactor = (req: Request): boolean => req.session?.twoFactorPending !== undefined && !req.user;

/** Who passed the password in this session, within the last five minutes; otherwise 401 TwoFactorNotPending. */
export function pendingTwoFactor(req: Request, now = Date.now()): { adminId: string; account: string } {
  const pending = req.session?.twoFactorPending;
  if (!pending || typeof pending.adminId !== 'string' || !(pending.until > now)) {
    throw new GatewayHttpError(IdentityErrorCode.TwoFactorNotPending, IdentityMessages.TwoFactorNotPending);
  }
  return { adminId: pending.adminId, account: pending.account };
}
