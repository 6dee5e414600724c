import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AdminDto, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { Repository } from 'typeorm';
import { LoginLockout } from '../lockout/login-lockout';
import { PasswordHasher } from '../passwords/password-hasher';
import { toAdminDto } from './admin.mapper';
import { IdentityException } from './identity.exception';
import { UserEntity } from './user.entity';

@Injectable()
export class AdminsService {
  private readonly lockout = new LoginLockout('users');

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Same answer for an unknown e-mail, a wrong password and a deactivated
   * account; repeated wrong passwords lock the account for a while (429).
   */
  async login(email: string, password: string): Promise<AdminDto> {
    const user = await this.findByEmail(email);
    if (user) await this.lockout.assertNotLocked(this.users.manager, user.id);
    const valid = await this.hasher.verify(user?.password, password);
    if (user && !valid) await this.lockout.recordFailure(this.users.manager, user.id);
    if (!user || !valid || !user.isActive) {
      throw new IdentityException(IdentityErrorCode.InvalidAdminCredentials, IdentityMessages.InvalidAdminCredentials);
    }
    await this.lockout.clear(this.users.manager, user.id);
    user.lastLoginAt = new Date();
    await this.users.update(user.id, { lastLoginAt: user.lastLoginAt });
    return toAdminDto(user);
  }

  async get(id: string): Promise<AdminDto | null> {
    const user = await this.users.findOneBy({ id });
    return user && user.isActive ? toAdminDto(user) : null;
  }

  /** Creates the first admin unless an account with this e-mail exists; returns whether it created one. */
  async ensureAdmin(email: string, password: string, firstName = 'Admin'): Promise<boolean> {
    if (await this.findByEmail(email)) return false;
    const result = await this.users
      .createQueryBuilder()
      .insert()
      .values({ email: email.trim(), password: await this.hasher.hash(password), firstName, lastName: null, role: 'admin' })
      .orIgnore()
      .execute();
    // ON CONFLICT DO NOTHING returns no row when another replica seeded first.
    return (result.raw as unknown[]).length > 0;
  }

  private findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }
}
