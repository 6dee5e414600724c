import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IdentityErrorCode, IdentityMessages, MemberCredentialDto } from '@portal/contracts';
import { EntityManager, Repository } from 'typeorm';
import { IdentityException } from '../admins/identity.exception';
import { LoginLockout } from '../lockout/login-lockout';
import { PasswordHasher } from '../passwords/password-hasher';
import { parseLoginIdentifier } from './login-identifier';
import { MemberCredentialEntity } from './member-credential.entity';
import { toMemberCredentialDto } from './member-credential.mapper';
import { invalidMemberCredentials, isAdmitted, statusRefusal } from './member-status';

/** How well a row matches what was typed: member id first, then e-mail, then phone; 0 = no match. */
export function matchRank(member: MemberCredentialEntity, loginId: string): number {
  const typed = parseLoginIdentifier(loginId);
  if (member.memberId === typed.memberId) return 3;
  if (typed.email !== null && member.email === typed.email) return 2;
  if (typed.phone !== null && member.phone === typed.phone) return 1;
  return 0;
}

@Injectable()
export class MemberAccountsService {
  private readonly lockout = new LoginLockout('member_credentials');

  constructor(
    @InjectRepository(MemberCredentialEntity) private readonly credentials: Repository<MemberCredentialEntity>,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Member login (DESIGN.md §7): active and expired members with a password get
   * in; approved members without one are sent to set it up; pending and
   * suspended members hear why; everything else is the same 401.
   */
  async login(identifier: string, password: string): Promise<MemberCredentialDto> {
    const member = await this.findByLoginId(identifier);
    if (!member) {
      await this.hasher.verify(null, password); // as slow as a wrong password
      throw invalidMemberCredentials();
    }
    const db = this.credentials.manager;
    await this.lockout.assertNotLocked(db, member.memberUuid);
    if (member.passwordHash === null) {
      await this.hasher.verify(null, password);
      const refusal = statusRefusal(member);
      if (refusal) throw refusal;
      if (isAdmitted(member)) throw new IdentityException(IdentityErrorCode.PasswordSetupRequired, IdentityMessages.PasswordSetupRequired);
      throw invalidMemberCredentials();
    }
    if (!(await this.hasher.verify(member.passwordHash, password))) {
      await this.lockout.recordFailure(db, member.memberUuid);
      throw invalidMemberCredentials();
    }
    const refusal = statusRefusal(member);
    if (refusal) throw refusal;
    if (!isAdmitted(member)) throw invalidMemberCredentials();
    await this.lockout.clear(db, member.memberUuid);
    await this.credentials.update(member.memberUuid, { lastLoginAt: new Date() });
    return toMemberCredentialDto(member);
  }

  /** The logged-in member changes their password; a wrong current one counts towards the lockout. */
  async changePassword(memberUuid: string, currentPassword: string, newPassword: string): Promise<void> {
    const db = this.credentials.manager;
    const member = await this.credentials.findOneBy({ memberUuid });
    if (!member || member.passwordHash === null || !isAdmitted(member)) throw invalidMemberCredentials();
    await this.lockout.assertNotLocked(db, memberUuid);
    if (!(await this.hasher.verify(member.passwordHash, currentPassword))) {
      await this.lockout.recordFailure(db, memberUuid);
      const field = 'currentPassword';
      throw new IdentityException(IdentityErrorCode.WrongCurrentPassword, IdentityMessages.WrongCurrentPassword, {
        field,
        errors: [{ field, message: IdentityMessages.WrongCurrentPassword }],
      });
    }
    await this.credentials.manager.transaction((manager) => this.setPassword(manager, memberUuid, newPassword));
  }

  /** Stores a new password hash, clears the lockout and voids every e-mailed link. */
  async setPassword(manager: EntityManager, memberUuid: string, newPassword: string): Promise<void> {
    const hash = await this.hasher.hash(newPassword);
    await manager.query(
      `UPDATE member_credentials SET password_hash = $2, password_set_at = now(), failed_attempts = 0,
         first_failed_at = NULL, locked_until = NULL, updated_at = now() WHERE member_uuid = $1`,
      [memberUuid, hash],
    );
    await manager.query(`DELETE FROM password_tokens WHERE member_uuid = $1`, [memberUuid]);
  }

  /** The member a typed member id, e-mail or phone number belongs to. */
  async findByLoginId(loginId: string, manager: EntityManager = this.credentials.manager): Promise<MemberCredentialEntity | null> {
    const typed = parseLoginIdentifier(loginId);
    const query = manager
      .getRepository(MemberCredentialEntity)
      .createQueryBuilder('c')
      .where('c.memberId = :memberId', { memberId: typed.memberId });
    if (typed.email) query.orWhere('c.email = :email', { email: typed.email });
    if (typed.phone) query.orWhere('c.phone = :phone', { phone: typed.phone });
    const found = await query.orderBy('c.updatedAt', 'DESC').limit(5).getMany();
    // Membership keeps these unique; if events applied out of order overlap for a moment, the strongest match wins.
    found.sort((a, b) => matchRank(b, loginId) - matchRank(a, loginId));
    return found[0] ?? null;
  }
}
