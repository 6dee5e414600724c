import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { isSessionUser, SessionUser } from '../session/session-user';

type Done = (error: Error | null, user?: SessionUser | false) => void;

/**
 * What a session stores of its user: `{ id, userType }` only, never the profile
 * a strategy answered with; restored as `req.user` on every request. A stored
 * value of any other shape counts as signed out.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: SessionUser, done: Done): void {
    done(null, { id: user.id, userType: user.userType });
  }

  deserializeUser(payload: unknown, done: Done): void {
    done(null, isSessionUser(payload) ? { id: payload.id, userType: payload.userType } : false);
  }
}
