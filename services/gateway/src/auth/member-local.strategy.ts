import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { IdentitySubjects, MemberUserAnswer } from '@portal/contracts';
import { Strategy } from 'passport-local';
import { RpcClient } from '../rpc/rpc-client.service';
import { sessionMember } from './member-profile';

export const MEMBER_LOCAL = 'member-local';

/**
 * Member sign-in with member id, e-mail or phone and password. Identity checks
 * the credentials (set-up, pending and suspended included); membership
 * then gives the profile, refusing a member who may no longer hold a session.
 * Either refusal reaches the browser unchanged.
 */
@Injectable()
export class MemberLocalStrategy extends PassportStrategy(Strategy, MEMBER_LOCAL) {
  constructor(private readonly services: RpcClient) {
    super({ usernameField: 'identifier', passwordField: 'password' });
  }

  async validate(identifier: string, password: string): Promise<MemberUserAnswer> {
    const { member } = await this.services.rpc(IdentitySubjects.MemberLogin, { identifier, password });
    return { ...(await sessionMember(this.services, member.id)), lastLoginAt: member.previousLoginAt ?? null };
  }
}
