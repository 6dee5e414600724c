import { Injectable } from '@nestjs/common';
import { AdminDto, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { PasswordHasher } from '../passwords/password-hasher';
import { toAdminDto } from './admin.mapper';
import { AdminsRepository } from './admins.repository';
import { IdentityException } from './identity.exception';

@Injectable()
export class AdminsService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Same answer for an unknown e-mail, a wrong password and a deactivated
   * account, however often it is asked. Nothing here locks an account: the
   * gateway slows down repeated failures per account and client instead, so a
   * stranger's failures cannot keep the admin out.
   */
  async login(email: string, password: string): Promise<AdminDto> {
    const user = await this.admins.findByEmail(email);
    const valid = await this.hasher.verify(user?.password, password);
    if (!user || !valid || !user.isActive) {
      throw new IdentityException(IdentityErrorCode.InvalidAdminCredentials, IdentityMessages.InvalidAdminCredentials);
    }
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
