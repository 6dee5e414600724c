import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  AdminTwoFactorLoginAnswer,
  AdminTwoFactorLoginRequest,
  DisableAdminTwoFactorRequest,
  EnableAdminTwoFactorRequest,
  IdentityErrorCode,
  IdentityEvents,
  IdentityMessages,
  TwoFactorRecoveryCodesAnswer,
  TwoFactorSetupAnswer,
} from '@portal/contracts';
import { AuditEntry, AuditTrail, matchTotp, OutboxWriter, otpauthUrl } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { PasswordHasher } from '../passwords/password-hasher';
import { toAdminDto } from './admin.mapper';
import { AdminTwoFactorRepository, TwoFactorRow } from './admin-two-factor.repository';
import { AdminsRepository } from './admins.repository';
import { IdentityException, invalidAdminCredentials, wrongCurrentPassword } from './identity.exception';
import { TwoFactorSecrets } from './two-factor-secrets';

/** The clock codes are checked against (ms since the epoch); tests move it instead of waiting. */
export const TWO_FACTOR_CLOCK = Symbol('TWO_FACTOR_CLOCK');

/** The name authenticator apps list the account under. */
export const TWO_FACTOR_ISSUER = 'KPWA Portal';

const invalidCode = () =>
  new IdentityException(IdentityErrorCode.InvalidTwoFactorCode, IdentityMessages.InvalidTwoFactorCode, {
    field: 'code',
    errors: [{ field: 'code', message: IdentityMessages.InvalidTwoFactorCode }],
  });
const alreadyEnabled = () =>
  new IdentityException(IdentityErrorCode.TwoFactorAlreadyEnabled, IdentityMessages.TwoFactorAlreadyEnabled);
const notEnabled = () =>
  new IdentityException(IdentityErrorCode.TwoFactorNotEnabled, IdentityMessages.TwoFactorNotEnabled);

/**
 * Two-factor sign-in for admin accounts (DESIGN.md §6): TOTP (RFC 6238) with one-time recovery codes. An admin
 * sets it up for their own account (a pending secret), turns it on with a code from the app (answering ten
 * recovery codes, shown once), may renew the recovery codes and turn it off (password and code). At sign-in,
 * after the password, each time step's code is accepted once per account and each recovery code once.
 * Wrong codes are slowed down by the gateway's sign-in throttle, like wrong passwords. Turning it on or off is
 * announced (identity.admin-two-factor.changed) and the notifications service e-mails the admin.
 */
@Injectable()
export class AdminTwoFactorService {
  constructor(
    private readonly twoFactor: AdminTwoFactorRepository,
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
    private readonly secrets: TwoFactorSecrets,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
    @Optional() @Inject(TWO_FACTOR_CLOCK) private readonly now: () => number = Date.now,
  ) {}

  async setUp(adminId: string): Promise<TwoFactorSetupAnswer> {
    const account = await this.activeAccount(adminId);
    if (account.two_factor_enabled_at) throw alreadyEnabled();
    const secret = this.secrets.newSecret();
    await this.dataSource.transaction(async (tx) => {
      await this.twoFactor.setPendingSecret(tx, account.id, this.secrets.encrypt(secret, account.id));
      await this.record(tx, account, 'two-factor-setup-started', { after: { twoFactorSetupPending: true } });
    });
    return { secret, otpauthUrl: otpauthUrl(secret, TWO_FACTOR_ISSUER, account.email) };
  }

  async enable({ adminId, code }: EnableAdminTwoFactorRequest): Promise<TwoFactorRecoveryCodesAnswer> {
    const account = await this.activeAccount(adminId);
    if (account.two_factor_enabled_at) throw alreadyEnabled();
    const pending = account.two_factor_pending_secret;
    if (!pending) {
      throw new IdentityException(
        IdentityErrorCode.TwoFactorSetupNotStarted,
        IdentityMessages.TwoFactorSetupNotStarted,
      );
    }
    const step = matchTotp(this.secrets.decrypt(pending, account.id), code, this.now());
    if (step === null) throw invalidCode();
    const recoveryCodes = this.secrets.newRecoveryCodes();
    const hashes = recoveryCodes.map((c) => this.secrets.hashRecoveryCode(c));
    // Refused when a second set-up replaced the secret meanwhile: the code was for the old one.
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.twoFactor.enable(tx, account.id, pending, step, hashes))) throw invalidCode();
      await this.announce(tx, account, true);
      await this.record(tx, account, 'two-factor-enabled', {
        before: { twoFactorEnabled: false },
        after: { twoFactorEnabled: true },
      });
    });
    return { recoveryCodes };
  }

  async disable({ adminId, currentPassword, code }: DisableAdminTwoFactorRequest): Promise<void> {
    const account = await this.activeAccount(adminId);
    if (!(await this.hasher.verify(account.password, currentPassword))) throw wrongCurrentPassword();
    if (!account.two_factor_enabled_at) throw notEnabled();
    if (!(await this.useCode(account, code, true))) throw invalidCode();
    await this.dataSource.transaction(async (tx) => {
      await this.twoFactor.disable(tx, account.id);
      await this.announce(tx, account, false);
      await this.record(tx, account, 'two-factor-disabled', {
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
      });
    });
  }

  async renewRecoveryCodes({ adminId, code }: EnableAdminTwoFactorRequest): Promise<TwoFactorRecoveryCodesAnswer> {
    const account = await this.activeAccount(adminId);
    if (!account.two_factor_enabled_at) throw notEnabled();
    if (!(await this.useCode(account, code, false))) throw invalidCode();
    const recoveryCodes = this.secrets.newRecoveryCodes();
    const hashes = recoveryCodes.map((c) => this.secrets.hashRecoveryCode(c));
    await this.dataSource.transaction(async (tx) => {
      await this.twoFactor.replaceRecoveryCodes(tx, account.id, hashes);
      await this.record(tx, account, 'recovery-codes-renewed', { after: { recoveryCodesRenewed: true } });
    });
    return { recoveryCodes };
  }

  /**
   * The sign-in's second step, after the gateway saw the right password: the admin's code from the app or one
   * recovery code. Completes the sign-in as a password-only one does (last login recorded).
   */
  async login({ adminId, code, recoveryCode }: AdminTwoFactorLoginRequest): Promise<AdminTwoFactorLoginAnswer> {
    const account = await this.twoFactor.find(adminId);
    if (!account || !account.is_active || !account.password) throw invalidAdminCredentials();
    if (!account.two_factor_enabled_at) throw notEnabled();
    const used =
      typeof recoveryCode === 'string'
        ? await this.twoFactor.useRecoveryCode(account.id, this.secrets.hashRecoveryCode(recoveryCode))
        : await this.useCode(account, code ?? '', false);
    if (!used) throw invalidCode();
    const lastLoginAt = new Date();
    await this.admins.recordLogin(account.id, lastLoginAt);
    return { admin: toAdminDto((await this.admins.findById(account.id))!) };
  }

  /**
   * The right password from a device the admin trusted at an earlier code step (the gateway checked both): the
   * sign-in completes without a code, as long as the account is active and still has two-factor sign-in.
   */
  async trustedDeviceLogin(adminId: string): Promise<AdminTwoFactorLoginAnswer> {
    const account = await this.twoFactor.find(adminId);
    if (!account || !account.is_active || !account.password) throw invalidAdminCredentials();
    if (!account.two_factor_enabled_at) throw notEnabled();
    await this.admins.recordLogin(account.id, new Date());
    return { admin: toAdminDto((await this.admins.findById(account.id))!) };
  }

  /** A code from the app (each step once), or, where allowed, an unused recovery code: used up when right. */
  private async useCode(account: TwoFactorRow, code: string, recoveryAllowed: boolean): Promise<boolean> {
    const step = matchTotp(this.secrets.decrypt(account.two_factor_secret!, account.id), code, this.now());
    if (step !== null) return this.twoFactor.useStep(account.id, step);
    if (!recoveryAllowed || /^\s*\d[\d\s]*$/.test(code)) return false;
    return this.twoFactor.useRecoveryCode(account.id, this.secrets.hashRecoveryCode(code));
  }

  /** The admin is told by e-mail, so two-factor sign-in turned off by someone else does not go unnoticed. */
  private async announce(tx: EntityManager, account: TwoFactorRow, enabled: boolean): Promise<void> {
    const name = `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim();
    await this.outbox.add(tx, IdentityEvents.AdminTwoFactorChanged, {
      adminId: account.id,
      email: account.email,
      name,
      enabled,
      language: account.language,
    });
  }

  /** The audit row of a change to the account's two-factor sign-in: what changed, never a secret or a code. */
  private record(
    tx: EntityManager,
    account: TwoFactorRow,
    change: string,
    values: Pick<AuditEntry, 'before' | 'after'>,
  ): Promise<void> {
    return this.audit.record(tx, {
      action: `admin-account.${change}`,
      entity: 'admin-account',
      entityId: account.id,
      ...values,
    });
  }

  private async activeAccount(adminId: string): Promise<TwoFactorRow> {
    const account = await this.twoFactor.find(adminId);
    if (!account || !account.is_active) throw invalidAdminCredentials();
    return account;
  }
}
