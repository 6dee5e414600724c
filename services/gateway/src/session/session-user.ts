import 'express-session';
import 'passport';
import { AdminRole, isAdminRole, Language, SessionEndReason, UserType, UserTypes } from '@portal/contracts';

export type { UserType } from '@portal/contracts';

/** What a session remembers of its user (passport keeps it under `sess.passport.user`). */
export interface SessionUser {
  id: string;
  userType: UserType;
  /** An admin's role when they signed in; a change of role ends the admin's sessions. */
  role?: AdminRole;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** `req.user`: the session's user, restored by passport's session middleware on every request. */
    interface User {
      id: string;
      userType: UserType;
      role?: AdminRole;
    }
    interface Request {
      /** Set when this request came with a session that was just ended, and why (session-lifetime.ts). */
      sessionEnded?: SessionEndReason;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: SessionUser };
    /** When the user signed in and when a request last came (ms since the epoch), for session-lifetime.ts. */
    signedInAt?: number;
    lastSeenAt?: number;
    /** The signed-in person's language (issue 31): the gateway answers in it (http/answer-language.ts). */
    language?: Language;
    /** A member's sign-in before this session's (ISO timestamp), for the profile page. */
    previousLoginAt?: string | null;
    /** Set, with the user removed, when the session was ended elsewhere (session-revocation.ts): why. */
    endedBy?: SessionEndReason;
    /**
     * An admin gave the right password to an account with two-factor sign-in and has until `until` (ms since the
     * epoch) to give the code (auth/two-factor-pending.ts); `account` is the typed login key the throttle counts.
     */
    twoFactorPending?: { adminId: string; account: string; until: number };
  }
}

/** Whether a stored session value is a user this gateway wrote (anything else is treated as signed out). */
export function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    user.id.length > 0 &&
    (UserTypes as readonly unknown[]).includes(user.userType) &&
    // An admin's session without a role (written before roles existed) counts as signed out.
    (user.userType !== 'admin' || isAdminRole(user.role))
  );
}
