import 'reflect-metadata';
import { IdentityErrorCode } from '@portal/contracts';
import { typeOrmOptions } from '@portal/platform';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AdminsRepository } from '../src/admins/admins.repository';
import { AdminsService } from '../src/admins/admins.service';
import { AccountLockedException } from '../src/lockout/account-locked.exception';
import { LoginLockoutRepository } from '../src/lockout/login-lockout.repository';
import { UserEntity } from '../src/admins/user.entity';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { identityEntities, identityMigrations } from './support/identity-database';

describe('AdminsService over Postgres', () => {
  const runId = uniqueRunId('identity_');
  let adminUrl: string;
  let dataSource: DataSource;
  let sut: AdminsService;

  beforeAll(async () => {
    adminUrl = await resolvePostgres();
    const url = await createDatabase(adminUrl, `${runId}_db`);
    dataSource = new DataSource(typeOrmOptions(url, identityEntities, identityMigrations));
    await dataSource.initialize();
    sut = new AdminsService(
      new AdminsRepository(dataSource),
      new LoginLockoutRepository(dataSource),
      new PasswordHasher(),
    );
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabases(adminUrl, runId);
  });

  it('seeds the first admin once, whatever the e-mail case on later starts', async () => {
    assert.equal(await sut.ensureAdmin('Owner@Example.org', 'first-password'), true);
    assert.equal(await sut.ensureAdmin('owner@example.org', 'other-password'), false);
    const count = await dataSource.getRepository(UserEntity).count();
    assert.equal(count, 1);
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await dataSource.query(`SELECT password FROM users WHERE lower(email) = 'owner@example.org'`);
    assert.match(row.password, /^\$argon2id\$/);
  });

  it('logs in with the right password and records the login time', async () => {
    const admin = await sut.login('owner@example.org', 'first-password');
    assert.equal(admin.email, 'Owner@Example.org');
    assert.notEqual(admin.lastLoginAt, null);
    assert.equal((admin as unknown as { password?: string }).password, undefined);
  });

  it('locks the admin account after 5 wrong passwords, even against the right one, and tells how long to wait', async () => {
    const invalid = { code: IdentityErrorCode.InvalidAdminCredentials };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await assert.rejects(sut.login('owner@example.org', 'wrong-password'), invalid, `attempt ${attempt}`);
    }
    await assert.rejects(sut.login('owner@example.org', 'first-password'), (error: AccountLockedException) => {
      assert.equal(error.code, IdentityErrorCode.AccountLocked);
      assert.equal(error.message, 'Too many failed login attempts. Please try again in 15 minutes.');
      assert.ok(error.retryAfter > 850 && error.retryAfter <= 900);
      return true;
    });
    await dataSource.query(`UPDATE users SET locked_until = now() - interval '1 second'`);
    assert.equal(
      (await sut.login('owner@example.org', 'first-password')).email,
      'Owner@Example.org',
      'usable again after the lock',
    );
  });

  it('refuses a wrong password, an unknown e-mail and a deactivated admin alike', async () => {
    const invalid = { code: IdentityErrorCode.InvalidAdminCredentials, message: 'Invalid admin credentials' };
    await assert.rejects(sut.login('owner@example.org', 'wrong-password'), invalid);
    await assert.rejects(sut.login('stranger@example.org', 'first-password'), invalid);
    await dataSource.query(`UPDATE users SET is_active = false`);
    await assert.rejects(sut.login('owner@example.org', 'first-password'), invalid);
    const [row] = await dataSource.query('SELECT id FROM users');
    assert.equal(await sut.get(row.id), null, 'a deactivated admin no longer counts as logged in');
  });
});
