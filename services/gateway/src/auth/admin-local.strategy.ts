import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AdminUserAnswer, IdentitySubjects } from '@portal/contracts';
import { Strategy } from 'passport-local';
import { RpcClient } from '../rpc/rpc-client.service';

export const ADMIN_LOCAL = 'admin-local';

/**
 * Admin sign-in with e-mail and password. Identity decides; its refusal reaches
 * the browser unchanged, code and message as identity sent them. Repeated
 * failures are slowed down around it, by the login guard's throttle.
 */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, ADMIN_LOCAL) {
  constructor(private readonly services: RpcClient) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<AdminUserAnswer> {
    const { admin } = await this.services.rpc(IdentitySubjects.AdminLogin, { email, password });
    return { ...admin, userType: 'admin' };
  }
}
