import { Injectable } from '@nestjs/common';
import {
  AcceptAdminInvitationBody,
  ADMIN_INVITATION_TTL_SECONDS,
  AdminAccountActionRequest,
  AdminAccountChangeAnswer,
  AdminAccountDto,
  ChangeAdminRoleRequest,
  DEFAULT_LANGUAGE,
  IdentityErrorCode,
  IdentityEvents,
  IdentityMessages,
  InviteAdminRequest,
  Language,
  PasswordFlowAnswer,
  ReinviteAdminRequest,
  VerifyAdminInvitationAnswer,
} from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter } from '@portal/platform';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AdminTwoFactorRepository } from '../admins/admin-two-factor.repository';
import { IdentityException } from '../admins/identity.exception';
import { hashToken } from '../member-accounts/password-tokens';
import { PasswordHasher } from '../passwords/password-hasher';
import { assertGuessProofPassword } from '../passwords/password-policy';
import { accountStatus, toAdminAccountDto } from './admin-account.mapper';
import { AdminAccountRow, AdminAccountsRepository } from './admin-accounts.repository';
import { AdminInvitationsRepository } from './admin-invitations.repository';

const refused = (code: IdentityErrorCode, message: string) => new IdentityException(code, message);
const notFound = () => refused(IdentityErrorCode.UserNotFound, IdentityMessages.AdminAccountNotFound);
const invalidInvitation = () =>
  refused(IdentityErrorCode.InvalidInvitationToken, IdentityMessages.InvalidInvitationToken);
const lastAdministrator = () => refused(IdentityErrorCode.LastAdministrator, IdentityMessages.LastAdministrator);

const fullName = (account: { first_name: string | null; last_name: string | null }) =>
  `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim();

/**
 * The office's admin accounts (issue 27): an administrator invites office-bearers by e-mail, each with a role;
 * the invited person chooses a password with the e-mailed link (72 hours, single use, a newer one replaces it).
 * An administrator changes roles, deactivates or reactivates accounts, and resets the second factor of an admin
 * who lost their authenticator app. At least one active administrator always remains, and nobody deactivates
 * their own account or resets their own second factor here. The gateway ends the sessions of an admin whose
 * role, activity or second factor changed (it is told whether anything changed).
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AdminAccountsRepository,
    private readonly invitations: AdminInvitationsRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
    private readonly twoFactor: AdminTwoFactorRepository,
  ) {}

  async list(): Promise<AdminAccountDto[]> {
    return (await this.accounts.list(this.dataSource.manager)).map(toAdminAccountDto);
  }

  /** A new account that cannot sign in until its owner accepts the e-mailed invitation. */
  async invite(request: InviteAdminRequest): Promise<AdminAccountDto> {
    return this.dataSource.transaction(async (tx) => {
      const id = await this.accounts.insertInvited(tx, {
        email: request.email.trim(),
        firstName: request.firstName.trim(),
        lastName: request.lastName?.trim() || null,
        role: request.role,
      });
      if (id === null) throw refused(IdentityErrorCode.AdminEmailTaken, IdentityMessages.AdminEmailTaken);
      const account = await this.sendInvitation(tx, id, request.actorId, request.language);
      await this.record(tx, 'invited', id, {
        after: {
          email: account.email,
          name: `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim(),
          role: account.role,
        },
      });
      return account;
    });
  }

  /** A fresh link for an account still waiting to accept (the older link stops working). */
  async reinvite({ id, actorId, language }: ReinviteAdminRequest): Promise<AdminAccountDto> {
    return this.dataSource.transaction(async (tx) => {
      const account = await this.accounts.findById(tx, id, true);
      if (!account) throw notFound();
      if (accountStatus(account) !== 'invited') {
        throw refused(IdentityErrorCode.AdminNotInvited, IdentityMessages.AdminNotInvited);
      }
      await this.accounts.markInvited(tx, id);
      const resent = await this.sendInvitation(tx, id, actorId, language);
      await this.record(
        tx,
        'invitation-resent',
        id,
        auditChanges(invitationFields(toAdminAccountDto(account)), invitationFields(resent)),
      );
      return resent;
    });
  }

  async changeRole({ id, role }: ChangeAdminRoleRequest): Promise<AdminAccountChangeAnswer> {
    return this.dataSource.transaction(async (tx) => {
      // The administrators first, in id order, then the account: every change takes its locks in one order.
      const administrators = await this.accounts.lockActiveAdministrators(tx);
      const account = await this.accounts.findById(tx, id, true);
      if (!account) throw notFound();
      if (account.role === role) return { account: toAdminAccountDto(account), changed: false };
      if (role !== 'admin' && isLastOf(administrators, id)) throw lastAdministrator();
      await this.accounts.setRole(tx, id, role);
      const changed = await this.reload(tx, id);
      await this.record(tx, 'role-changed', id, { before: { role: account.role }, after: { role: changed.role } });
      return { account: changed, changed: true };
    });
  }

  async deactivate({ id, actorId }: AdminAccountActionRequest): Promise<AdminAccountChangeAnswer> {
    return this.dataSource.transaction(async (tx) => {
      const administrators = await this.accounts.lockActiveAdministrators(tx);
      const account = await this.accounts.findById(tx, id, true);
      if (!account) throw notFound();
      if (!account.is_active) return { account: toAdminAccountDto(account), changed: false };
      if (isLastOf(administrators, id)) throw lastAdministrator();
      if (id === actorId) {
        throw refused(IdentityErrorCode.CannotDeactivateSelf, IdentityMessages.CannotDeactivateSelf);
      }
      await this.accounts.setActive(tx, id, false);
      // A deactivated account's invitation stops working too; reactivated, it is sent a fresh one.
      await this.invitations.deleteFor(tx, id);
      const deactivated = await this.reload(tx, id);
      await this.record(tx, 'deactivated', id, statusChange(account, deactivated));
      return { account: deactivated, changed: true };
    });
  }

  async reactivate({ id }: AdminAccountActionRequest): Promise<AdminAccountChangeAnswer> {
    return this.dataSource.transaction(async (tx) => {
      const account = await this.accounts.findById(tx, id, true);
      if (!account) throw notFound();
      if (account.is_active) return { account: toAdminAccountDto(account), changed: false };
      await this.accounts.setActive(tx, id, true);
      const reactivated = await this.reload(tx, id);
      await this.record(tx, 'reactivated', id, statusChange(account, reactivated));
      return { account: reactivated, changed: true };
    });
  }

  /**
   * An administrator clears another admin's second factor (they lost the phone with their authenticator app): the
   * secret, the recovery codes and the used-code state go, so the password alone signs them in until they set it
   * up again from their Profile. The owner is told by e-mail; the gateway ends their sessions and forgets their
   * trusted devices. Not for one's own account (the Profile turns it off with the password and a code).
   */
  async resetTwoFactor({ id, actorId }: AdminAccountActionRequest): Promise<AdminAccountDto> {
    if (id === actorId) {
      throw refused(IdentityErrorCode.CannotResetOwnTwoFactor, IdentityMessages.CannotResetOwnTwoFactor);
    }
    return this.dataSource.transaction(async (tx) => {
      const account = await this.accounts.findById(tx, id, true);
      if (!account) throw notFound();
      if (!account.two_factor_enabled) {
        throw refused(IdentityErrorCode.TwoFactorNotEnabled, IdentityMessages.AccountTwoFactorNotEnabled);
      }
      await this.twoFactor.disable(tx, id);
      const actor = await this.accounts.findById(tx, actorId);
      await this.outbox.add(tx, IdentityEvents.AdminTwoFactorChanged, {
        adminId: id,
        email: account.email,
        name: fullName(account),
        enabled: false,
        // Empty when the actor is unknown: the e-mail then says "An administrator" in its own language (issue 31).
        resetBy: (actor && (fullName(actor) || actor.email)) || '',
        language: account.language,
      });
      await this.record(tx, 'two-factor-reset', id, {
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      });
      return this.reload(tx, id);
    });
  }

  /** Whom a working invitation link is for; the same 400 for every link that does not work. */
  async verifyInvitation(token: string): Promise<VerifyAdminInvitationAnswer> {
    return this.dataSource.transaction(async (tx) => {
      const account = await this.invitedBy(tx, token);
      return { email: account.email, firstName: account.first_name, lastName: account.last_name, role: account.role };
    });
  }

  /** The invited person chooses their password (not a common or personal one): the account is active, the link used. */
  async acceptInvitation({ token, newPassword }: AcceptAdminInvitationBody): Promise<PasswordFlowAnswer> {
    await this.dataSource.transaction(async (tx) => {
      const account = await this.invitedBy(tx, token);
      assertGuessProofPassword(newPassword, {
        email: account.email,
        firstName: account.first_name,
        lastName: account.last_name,
      });
      await this.accounts.setPassword(tx, account.id, await this.hasher.hash(newPassword));
      await this.invitations.deleteFor(tx, account.id);
      // The caller has no session yet (a public one): the row is the account's, not the caller's.
      const accepted = await this.reload(tx, account.id);
      await this.record(tx, 'invitation-accepted', account.id, {
        before: { status: accountStatus(account) },
        after: { status: accepted.status, passwordSet: true },
      });
    });
    return { success: true, message: IdentityMessages.InvitationAccepted };
  }

  /** The invited account of a live link, locked until the transaction ends. */
  private async invitedBy(tx: EntityManager, token: string): Promise<AdminAccountRow> {
    const userId = await this.invitations.userOfValid(tx, hashToken(token));
    const account = userId === null ? null : await this.accounts.findById(tx, userId, true);
    if (!account || accountStatus(account) !== 'invited') throw invalidInvitation();
    return account;
  }

  /**
   * A new token (128 random bits, only its hash kept) in place of the old, and the event that e-mails its link in
   * the language of the admin who sends it (issue 31; English when not given).
   */
  private async sendInvitation(
    tx: EntityManager,
    id: string,
    actorId: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<AdminAccountDto> {
    const token = randomBytes(16).toString('base64url');
    const expiresAt = await this.invitations.replace(tx, id, hashToken(token), ADMIN_INVITATION_TTL_SECONDS);
    const account = await this.reload(tx, id);
    const inviter = await this.accounts.findById(tx, actorId);
    await this.outbox.add(tx, IdentityEvents.AdminInvitationIssued, {
      adminId: id,
      email: account.email,
      name: `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim(),
      role: account.role,
      token,
      expiresAt: expiresAt.toISOString(),
      // Empty when the inviter's account is gone: the e-mail then says "An administrator" in its language.
      invitedBy: (inviter && (fullName(inviter) || inviter.email)) || '',
      language,
    });
    return account;
  }

  /** One audit row for a change to an admin account (never a password, hash or invitation token). */
  private record(
    tx: EntityManager,
    change: string,
    id: string,
    values: { before?: Record<string, unknown>; after?: Record<string, unknown> },
  ): Promise<void> {
    return this.audit.record(tx, {
      action: `admin-account.${change}`,
      entity: 'admin-account',
      entityId: id,
      ...values,
    });
  }

  private async reload(tx: EntityManager, id: string): Promise<AdminAccountDto> {
    return toAdminAccountDto((await this.accounts.findById(tx, id))!);
  }
}

/** An account's invitation as the audit trail keeps it when a fresh link replaces the old one. */
const invitationFields = (account: AdminAccountDto) => ({
  invitedAt: account.invitedAt,
  invitationExpiresAt: account.invitationExpiresAt,
});

/** The account's status (invited, active, deactivated) before and after a change. */
const statusChange = (before: AdminAccountRow, after: AdminAccountDto) => ({
  before: { status: accountStatus(before) },
  after: { status: after.status },
});

/** Whether `id` is the only active administrator (demoting or deactivating it would leave none). */
function isLastOf(administrators: string[], id: string): boolean {
  return administrators.includes(id) && administrators.length === 1;
}
