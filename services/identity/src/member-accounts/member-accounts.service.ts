import { Injectable } from '@nestjs/common';
import {
  IdentityErrorCode,
  IdentityEvents,
  IdentityMessages,
  MemberCredentialDto,
  parseLoginIdentifier,
  PasswordChangedEventData,
} from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { IdentityException, wrongCurrentPassword } from '../admins/identity.exception';
import { PasswordHasher } from '../passwords/password-hasher';
import { assertGuessProofPassword } from '../passwords/password-policy';
import { MemberCredentialEntity } from './member-credential.entity';
import { toMemberCredentialDto } from './member-credential.mapper';
import { MemberCredentialsRepository } from './member-credentials.repository';
import { PasswordTokensRepository } from './password-tokens.repository';
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
  constructor(
    private readonly dataSource: DataSource,
    private readonly credentials: MemberCredentialsRepository,
    private readonly tokens: PasswordTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Member login (DESIGN.md §7): active and expired members with a password get
   * in; approved members without one are sent to set it up; pending and
   * suspended members hear why; everything else is the same 401, however often
   * it is asked. Nothing here locks an account (member ids are sequential, so a
   * lock would let anyone keep a member out): the gateway slows down repeated
   * failures per account and client instead.
   */
  async login(identifier: string, password: string): Promise<MemberCredentialDto> {
    const member = await this.findByLoginId(identifier);
    if (!member) {
      await this.hasher.verify(null, password); // as slow as a wrong password
      throw invalidMemberCredentials();
    }
    if (member.passwordHash === null) {
      await this.hasher.verify(null, password);
      const refusal = statusRefusal(member);
      if (refusal) throw refusal;
      if (isAdmitted(member))
        throw new IdentityException(IdentityErrorCode.PasswordSetupRequired, IdentityMessages.PasswordSetupRequired);
      throw invalidMemberCredentials();
    }
    if (!(await this.hasher.verify(member.passwordHash, password))) throw invalidMemberCredentials();
    const refusal = statusRefusal(member);
    if (refusal) throw refusal;
    if (!isAdmitted(member)) throw invalidMemberCredentials();
    const previousLoginAt = member.lastLoginAt?.toISOString() ?? null;
    await this.credentials.recordLogin(member.memberUuid, new Date());
    return { ...toMemberCredentialDto(member), previousLoginAt };
  }

  /** The logged-in member changes their password (the gateway slows down repeated wrong current ones). */
  async changePassword(memberUuid: string, currentPassword: string, newPassword: string): Promise<void> {
    const member = await this.credentials.findByUuid(memberUuid);
    if (!member || member.passwordHash === null || !isAdmitted(member)) throw invalidMemberCredentials();
    if (!(await this.hasher.verify(member.passwordHash, currentPassword))) {
      throw wrongCurrentPassword();
    }
    await this.dataSource.transaction(async (manager) => {
      await this.setPassword(manager, memberUuid, newPassword, 'changed');
      await this.recordPassword(manager, memberUuid, 'password-changed');
    });
  }

  /**
   * Stores a new password hash and voids every e-mailed link; every way a member sets a password comes here.
   * A common or personal password is refused first, so the caller's transaction keeps the link usable.
   * A change or reset (not the first password) is announced in the same transaction: the member hears of it by
   * e-mail, so a password changed by someone else does not go unnoticed (issue 27).
   */
  async setPassword(
    manager: EntityManager,
    memberUuid: string,
    newPassword: string,
    notice?: PasswordChangedEventData['how'],
  ): Promise<void> {
    const member = await this.credentials.findByUuid(memberUuid, manager);
    assertGuessProofPassword(newPassword, member ?? {});
    const hash = await this.hasher.hash(newPassword);
    await this.credentials.setPasswordHash(manager, memberUuid, hash);
    await this.tokens.deleteAllOf(manager, memberUuid);
    if (notice && member?.email) {
      await this.outbox.add(manager, IdentityEvents.PasswordChanged, {
        userType: 'member',
        userId: memberUuid,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`.trim(),
        how: notice,
        language: member.language,
      });
    }
  }

  /** The audit row of a password the member set, changed or reset: that it happened, never the password or its hash. */
  async recordPassword(
    manager: EntityManager,
    memberUuid: string,
    change: 'password-set' | 'password-changed' | 'password-reset',
  ): Promise<void> {
    await this.audit.record(manager, {
      action: `member-account.${change}`,
      entity: 'member-account',
      entityId: memberUuid,
      after: change === 'password-set' ? { passwordSet: true } : { passwordChanged: true },
    });
  }

  /** The member a typed member id, e-mail or phone number belongs to. */
  async findByLoginId(loginId: string, manager?: EntityManager): Promise<MemberCredentialEntity | null> {
    const found = await this.credentials.findByLoginIdentifier(parseLoginIdentifier(loginId), manager);
    // Membership keeps these unique; if events applied out of order overlap for a moment, the strongest match wins.
    found.sort((a, b) => matchRank(b, loginId) - matchRank(a, loginId));
    return found[0] ?? null;
  }
}
