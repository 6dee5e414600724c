import 'express-session';

export type UserType = 'admin' | 'member';

export interface SessionUser {
  id: string;
  userType: UserType;
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
  }
}
