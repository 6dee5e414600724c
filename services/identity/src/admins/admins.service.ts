import { Injectable } from '@nestjs/common';
import {
  LanguageAnswer,
  SetAdminLanguageRequest,
  AdminDto,
  AdminLoginAnswer,
  AdminNewDeviceSignInRequest,
  ChangeAdminPasswordRequest,
  IdentityEvents,
  UpdateAdminProfileRequest,
} from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { assertGuessProofPassword } from '../passwords/password-policy';
import { PasswordHasher } from '../passwords/password-hasher';
import { toAdminDto } from './admin.mapper';
import { AdminsRepository } from './admins.repository';
import { UserEntity } from './user.entity';
import { invalidAdminCredentials, wrongCurrentPassword } from './identity.exception';

@Injectable()
export class AdminsService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Same answer for an unknown e-mail, a wrong password and a deactivated
   * account, however often it is asked. Nothing here locks an account: the
   * gateway slows down repeated failures per account and client instead, so a
   * stranger's failures cannot keep the admin out. An account with two-factor sign-in is not signed in by its
   * password alone: the answer says a code is needed (AdminTwoFactorService.login completes the sign-in).
   */
  async login(email: string, password: string): Promise<AdminLoginAnswer> {
    const user = await this.admins.findByEmail(email);
    const valid = await this.hasher.verify(user?.password, password);
    if (!user || !valid || !user.isActive) {
      throw invalidAdminCredentials();
    }
    if (user.twoFactorEnabledAt) return { twoFactorRequired: true, adminId: user.id };
    user.lastLoginAt = new Date();
    await this.admins.recordLogin(user.id, user.lastLoginAt);
    return { admin: toAdminDto(user) };
  }

  async get(id: string): Promise<AdminDto | null> {
    const user = await this.admins.findById(id);
    return user && user.isActive ? toAdminDto(user) : null;
  }

  /**
   * The signed-in admin changes their own password: the current one is required (the gateway slows down wrong
   * ones and ends the admin's other sessions), and a common or personal new one is refused.
   */
  async changePassword({ adminId, currentPassword, newPassword }: ChangeAdminPasswordRequest): Promise<void> {
    const user = await this.admins.findById(adminId);
    if (!user || !user.isActive) {
      throw invalidAdminCredentials();
    }
    if (!(await this.hasher.verify(user.password, currentPassword))) {
      throw wrongCurrentPassword();
    }
    assertGuessProofPassword(newPassword, user);
    const hash = await this.hasher.hash(newPassword);
    // The admin is told by e-mail, so a password changed by someone else does not go unnoticed (issue 27).
    await this.dataSource.transaction(async (manager) => {
      await this.admins.setPassword(user.id, hash, manager);
      await this.outbox.add(manager, IdentityEvents.PasswordChanged, {
        userType: 'admin',
        userId: user.id,
        email: user.email,
        name: fullName(user),
        how: 'changed',
        language: user.language,
      });
      await this.audit.record(manager, {
        action: 'admin-account.password-changed',
        entity: 'admin-account',
        entityId: user.id,
        after: { passwordChanged: true },
      });
    });
  }

  /**
   * The gateway saw an admin sign in from a device that had not signed in to the account before: the admin
   * is told by e-mail (issue 27). Nothing for an unknown or deactivated account.
   */
  async newDeviceSignIn({ adminId, ipAddress, userAgent }: AdminNewDeviceSignInRequest): Promise<void> {
    const user = await this.admins.findById(adminId);
    if (!user || !user.isActive) return;
    await this.dataSource.transaction((manager) =>
      this.outbox.add(manager, IdentityEvents.AdminNewDeviceSignIn, {
        adminId: user.id,
        email: user.email,
        name: fullName(user),
        signedInAt: (user.lastLoginAt ?? new Date()).toISOString(),
        ipAddress: ipAddress ?? null,
        userAgent: userAgent ?? null,
        language: user.language,
      }),
    );
  }

  /** The signed-in admin's own name (the body's rules were checked at the edge; blanks are trimmed here). */
  async updateProfile({ adminId, firstName, lastName }: UpdateAdminProfileRequest): Promise<AdminDto> {
    const user = await this.admins.findById(adminId);
    if (!user || !user.isActive) {
      throw invalidAdminCredentials();
    }
    return this.dataSource.transaction(async (manager) => {
      await this.admins.setName(user.id, firstName.trim(), lastName?.trim() || null, manager);
      const updated = (await this.admins.findByIdIn(manager, user.id))!;
      await this.audit.record(manager, {
        action: 'admin-account.updated',
        entity: 'admin-account',
        entityId: user.id,
        ...auditChanges(profileAuditFields(user), profileAuditFields(updated)),
      });
      return toAdminDto(updated);
    });
  }

  /** The signed-in admin's language for the portal (issue 31), audited like their name. */
  async setLanguage({ adminId, language }: SetAdminLanguageRequest): Promise<LanguageAnswer> {
    const user = await this.admins.findById(adminId);
    if (!user || !user.isActive) {
      throw invalidAdminCredentials();
    }
    if (user.language === language) return { language };
    return this.dataSource.transaction(async (manager) => {
      await this.admins.setLanguage(user.id, language, manager);
      await this.audit.record(manager, {
        action: 'admin-account.updated',
        entity: 'admin-account',
        entityId: user.id,
        ...auditChanges({ language: user.language }, { language }),
      });
      return { language };
    });
  }

  /** Creates the first admin unless an account with this e-mail exists; returns whether it created one. */
  async ensureAdmin(email: string, password: string, firstName = 'Admin'): Promise<boolean> {
    if (await this.admins.findByEmail(email)) return false;
    return this.admins.insertIfAbsent({
      email: email.trim(),
      password: await this.hasher.hash(password),
      firstName,
      lastName: null,
      role: 'admin',
    });
  }
}

/** What an admin edits in their profile, as the audit trail keeps it. */
const profileAuditFields = (user: UserEntity) => ({ firstName: user.firstName, lastName: user.lastName });

const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
