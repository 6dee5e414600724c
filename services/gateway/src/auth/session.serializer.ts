import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { isSessionUser, SessionUser } from '../session/session-user';

type Done = (error: Error | null, user?: SessionUser | false) => void;

/**
 * What a session stores of its user: `{ id, userType }` (and an admin's role) only, never the profile
 * a strategy answered with; restored as `req.user` on every request. A stored
 * value of any other shape counts as signed out.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: SessionUser, done: Done): void {
    done(null, sessionUserOf(user));
  }

  deserializeUser(payload: unknown, done: Done): void {
    done(null, isSessionUser(payload) ? sessionUserOf(payload) : false);
  }
}

/** Only what the session keeps: the id, the user type and an admin's role. */
const sessionUserOf = (user: SessionUser): SessionUser =>
  user.userType === 'admin'
    ? { id: user.id, userType: 'admin', role: user.role }
    : { id: user.id, userType: user.userType };
