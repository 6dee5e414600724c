import { Injectable } from '@nestjs/common';
import { AdminDto, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { LoginLockout } from '../lockout/login-lockout';
import { LoginLockoutRepository } from '../lockout/login-lockout.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import { toAdminDto } from './admin.mapper';
import { AdminsRepository } from './admins.repository';
import { IdentityException } from './identity.exception';

@Injectable()
export class AdminsService {
  private readonly lockout: LoginLockout;

  constructor(
    private readonly admins: AdminsRepository,
    lockouts: LoginLockoutRepository,
    private readonly hasher: PasswordHasher,
  ) {
    this.lockout = new LoginLockout('users', lockouts);
  }

  /**
   * Same answer for an unknown e-mail, a wrong password and a deactivated
   * account; repeated wrong passwords lock the account for a while (429).
   */
  async login(email: string, password: string): Promise<AdminDto> {
    const user = await this.admins.findByEmail(email);
    if (user) await this.lockout.assertNotLocked(user.id);
    const valid = await this.hasher.verify(user?.password, password);
    if (user && !valid) await this.lockout.recordFailure(user.id);
    if (!user || !valid || !user.isActive) {
      throw new IdentityException(IdentityErrorCode.InvalidAdminCredentials, IdentityMessages.InvalidAdminCredentials);
    }
    await this.lockout.clear(user.id);
    user.lastLoginAt = new Date();
    await this.admins.recordLogin(user.id, user.lastLoginAt);
    return toAdminDto(user);
  }

  async get(id: string): Promise<AdminDto | null> {
    const user = await this.admins.findById(id);
    return user && user.isActive ? toAdminDto(user) : null;
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
