import 'reflect-metadata';
import { IdentityErrorCode } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { DataSource } from 'typeorm';
import { AdminsRepository } from '../src/admins/admins.repository';
import { AdminsService } from '../src/admins/admins.service';
import { UserEntity } from '../src/admins/user.entity';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { identityHarness } from './support/identity-database';

describe('AdminsService over Postgres', () => {
  const harness = identityHarness('identity_');
  let dataSource: DataSource;
  let sut: AdminsService;

  beforeAll(async () => {
    await harness.setUp();
    dataSource = harness.dataSource;
    sut = new AdminsService(
      new AdminsRepository(dataSource),
      new PasswordHasher(),
      dataSource,
      new OutboxWriter(),
      new AuditTrail(),
    );
  });
  afterAll(() => harness.tearDown());

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
    const answer = await sut.login('owner@example.org', 'first-password');
    assert.ok('admin' in answer, 'an account without two-factor sign-in is signed in by its password');
    const { admin } = answer;
    assert.equal(admin.email, 'Owner@Example.org');
    assert.notEqual(admin.lastLoginAt, null);
    assert.equal((admin as unknown as { password?: string }).password, undefined);
  });

  it('never locks the admin out: after 20 wrong passwords the right one still works', async () => {
    const invalid = { code: IdentityErrorCode.InvalidAdminCredentials };
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await assert.rejects(sut.login('owner@example.org', 'wrong-password'), invalid, `attempt ${attempt}`);
    }
    assert.deepEqual(Object.keys(await sut.login('owner@example.org', 'first-password')), ['admin']);
  });

  it('answers repeated failures for an unknown e-mail exactly as for the admin', async () => {
    const failure = (email: string) =>
      sut.login(email, 'wrong-password').then(
        () => assert.fail('a wrong password must be refused'),
        (error: { code: string; message: string; details?: unknown }) => [error.code, error.message, error.details],
      );
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      assert.deepEqual(await failure('stranger@example.org'), await failure('owner@example.org'), `attempt ${attempt}`);
    }
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
