import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { Language } from '@portal/contracts';
import { UserEntity } from './user.entity';

/** Every query of admin accounts (the users table). */
@Injectable()
export class AdminsRepository {
  private readonly users: Repository<UserEntity>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** E-mail addresses match whatever their case. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** Inserts an account unless its e-mail is taken; answers whether it did. */
  async insertIfAbsent(
    values: Pick<UserEntity, 'email' | 'password' | 'firstName' | 'lastName' | 'role'>,
  ): Promise<boolean> {
    const result = await this.users.createQueryBuilder().insert().values(values).orIgnore().execute();
    // ON CONFLICT DO NOTHING returns no row when another replica seeded first.
    return (result.raw as unknown[]).length > 0;
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    await this.users.update(id, { lastLoginAt: at });
  }

  /** In the caller's transaction when given one (the password-changed notice is written with it). */
  async setPassword(id: string, hash: string, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(UserEntity) : this.users).update(id, { password: hash });
  }

  /** In the caller's transaction when given one (the audit row is written with it). */
  async setName(id: string, firstName: string, lastName: string | null, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(UserEntity) : this.users).update(id, { firstName, lastName });
  }

  async setLanguage(id: string, language: Language, manager: EntityManager): Promise<void> {
    await manager.getRepository(UserEntity).update(id, { language });
  }

  /** The account as `manager` sees it (in its transaction). */
  findByIdIn(manager: EntityManager, id: string): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ id });
  }
}
