import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AdminUserAnswer, IdentitySubjects } from '@portal/contracts';
import { Strategy } from 'passport-local';
import { RpcClient } from '../rpc/rpc-client.service';

export const ADMIN_LOCAL = 'admin-local';

/** The right password of an account with two-factor sign-in: not signed in yet, a code is to follow. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  adminId: string;
}

export const isTwoFactorChallenge = (user: unknown): user is TwoFactorChallenge =>
  typeof user === 'object' && user !== null && (user as Partial<TwoFactorChallenge>).twoFactorRequired === true;

/**
 * Admin sign-in with e-mail and password. Identity decides; its refusal reaches
 * the browser unchanged, code and message as identity sent them. Repeated
 * failures are slowed down around it, by the login guard's throttle. For an
 * account with two-factor sign-in the right password gives a challenge, not a user.
 */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, ADMIN_LOCAL) {
  constructor(private readonly services: RpcClient) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<AdminUserAnswer | TwoFactorChallenge> {
    const answer = await this.services.rpc(IdentitySubjects.AdminLogin, { email, password });
    if ('twoFactorRequired' in answer) return { twoFactorRequired: true, adminId: answer.adminId };
    return { ...answer.admin, userType: 'admin' };
  }
}
