import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AdminDto, IdentityErrorCode } from '@portal/contracts';
import { Repository } from 'typeorm';
import { PasswordHasher } from '../passwords/password-hasher';
import { toAdminDto } from './admin.mapper';
import { IdentityException } from './identity.exception';
import { UserEntity } from './user.entity';

@Injectable()
export class AdminsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Same answer for an unknown e-mail, a wrong password and a deactivated account. */
  async login(email: string, password: string): Promise<AdminDto> {
    const user = await this.findByEmail(email);
    const valid = await this.hasher.verify(user?.password, password);
    if (!user || !valid || !user.isActive) {
      throw new IdentityException(IdentityErrorCode.InvalidAdminCredentials, 'Invalid admin credentials');
    }
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
