import { Injectable } from '@nestjs/common';
import {
  IdentityErrorCode,
  IdentityMessages,
  PasswordChangedAnswer,
  PasswordFlowAnswer,
  ResetPasswordRequest,
  SetupPasswordRequest,
  VerifySetupTokenAnswer,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { IdentityException } from '../admins/identity.exception';
import { matchRank, MemberAccountsService } from './member-accounts.service';
import { MemberCredentialEntity } from './member-credential.entity';
import { MemberCredentialsRepository } from './member-credentials.repository';
import { isAdmitted, needsSetupLink } from './member-status';
import { PasswordTokens } from './password-tokens';

const invalidSetupToken = () =>
  new IdentityException(IdentityErrorCode.InvalidSetupToken, IdentityMessages.InvalidSetupToken);
const invalidResetToken = () =>
  new IdentityException(IdentityErrorCode.InvalidResetToken, IdentityMessages.InvalidResetToken);

/** At most this many set-up links per member per hour, the approval e-mail's included; more requests e-mail nothing. */
export const SETUP_LINKS_PER_HOUR = 3;
const HOUR_SECONDS = 3600;

/** The member id with its middle hidden ('PHOTO0042' → 'PH•••••42'): enough to recognise, not to reuse elsewhere. */
export function maskMemberId(memberId: string): string {
  const keep = memberId.length > 4 ? 2 : memberId.length > 2 ? 1 : 0;
  const hidden = '•'.repeat(memberId.length - 2 * keep);
  return `${memberId.slice(0, keep)}${hidden}${keep ? memberId.slice(-keep) : ''}`;
}

/**
 * Set-up and reset links (DESIGN.md §7). Requests for a link always get the
 * same answer, so nobody learns from them whether an account exists.
 */
@Injectable()
export class PasswordLinksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: MemberAccountsService,
    private readonly credentials: MemberCredentialsRepository,
    private readonly tokens: PasswordTokens,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * With the e-mailed token: sets the first password. Without: e-mails one more set-up link if an
   * account matches, leaving the member's live links working, a few per hour at most.
   */
  async setupPassword(request: SetupPasswordRequest): Promise<PasswordFlowAnswer> {
    const { loginId, token, newPassword } = request;
    if (!token) {
      await this.dataSource.transaction((manager) => this.sendRequestedSetupLink(manager, loginId ?? ''));
      return { success: true, message: IdentityMessages.SetupLinkSent };
    }
    await this.dataSource.transaction(async (manager) => {
      const member = await this.tokenMember(manager, token, 'setup');
      // The link is for one member: typing someone else's id with it, or using it after a password exists, fails.
      const otherId = loginId !== undefined && member !== null && matchRank(member, loginId) === 0;
      if (!member || !needsSetupLink(member) || otherId) throw invalidSetupToken();
      await this.accounts.setPassword(manager, member.memberUuid, newPassword!);
      await this.accounts.recordPassword(manager, member.memberUuid, 'password-set');
    });
    return { success: true, message: IdentityMessages.PasswordSet };
  }

  /** Whether a set-up link still works, and for whom (first name and masked member id only). */
  async verifySetupToken(token: string): Promise<VerifySetupTokenAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.tokenMember(manager, token, 'setup');
      if (!member || !needsSetupLink(member)) return { valid: false };
      return { valid: true, firstName: member.firstName, maskedMemberId: maskMemberId(member.memberId) };
    });
  }

  private async sendRequestedSetupLink(manager: EntityManager, loginId: string): Promise<void> {
    const found = await this.accounts.findByLoginId(loginId, manager);
    if (!found || !needsSetupLink(found)) return;
    // The row lock makes concurrent requests for one member count one after another.
    const member = await this.credentials.findByUuidForUpdate(manager, found.memberUuid);
    if (!member || !needsSetupLink(member)) return;
    if ((await this.tokens.issuedWithin(manager, member.memberUuid, 'setup', HOUR_SECONDS)) >= SETUP_LINKS_PER_HOUR) {
      return;
    }
    await this.tokens.issue(manager, member as Emailed, 'setup', 'requested');
    await this.audit.record(manager, {
      action: 'password-setup.requested',
      entity: 'password-setup',
      entityId: member.memberUuid,
      after: { setupLinkEmailed: true },
    });
  }

  /** Runs in the approval event's transaction: the approval e-mail carries the set-up link. */
  async issueSetupLinkOnApproval(manager: EntityManager, memberUuid: string): Promise<void> {
    const member = await this.credentials.findByUuid(memberUuid, manager);
    if (member && needsSetupLink(member)) await this.tokens.issue(manager, member as Emailed, 'setup', 'approved');
  }

  async forgotPassword(loginId: string): Promise<PasswordFlowAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const member = await this.accounts.findByLoginId(loginId, manager);
      if (member && isAdmitted(member) && member.email !== null && member.passwordHash !== null) {
        await this.tokens.issue(manager, member as Emailed, 'reset', 'requested');
        await this.audit.record(manager, {
          action: 'password-reset.requested',
          entity: 'password-reset',
          entityId: member.memberUuid,
          after: { resetLinkEmailed: true },
        });
      }
    });
    return { success: true, message: IdentityMessages.ResetLinkSent };
  }

  async resetPassword(request: ResetPasswordRequest): Promise<PasswordChangedAnswer> {
    const memberUuid = await this.dataSource.transaction(async (manager) => {
      const member = await this.tokenMember(manager, request.token, 'reset');
      if (!member || !isAdmitted(member)) throw invalidResetToken();
      await this.accounts.setPassword(manager, member.memberUuid, request.newPassword, 'reset');
      await this.accounts.recordPassword(manager, member.memberUuid, 'password-reset');
      return member.memberUuid;
    });
    return { success: true, message: IdentityMessages.PasswordReset, memberUuid };
  }

  async verifyResetToken(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.tokenMember(manager, token, 'reset');
      return member !== null && isAdmitted(member);
    });
  }

  private async tokenMember(
    manager: EntityManager,
    token: string,
    kind: 'setup' | 'reset',
  ): Promise<MemberCredentialEntity | null> {
    const memberUuid = await this.tokens.findValid(manager, token, kind);
    if (!memberUuid) return null;
    return this.credentials.findByUuidForUpdate(manager, memberUuid);
  }
}

type Emailed = MemberCredentialEntity & { email: string };
