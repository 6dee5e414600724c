import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { AdminTwoFactorChangedEventData, IdentityErrorCode, IdentityEvents } from '@portal/contracts';
import { AuditTrail, OutboxWriter, totpCode } from '@portal/platform';
import { AdminTwoFactorRepository } from '../src/admins/admin-two-factor.repository';
import { AdminTwoFactorService } from '../src/admins/admin-two-factor.service';
import { AdminsRepository } from '../src/admins/admins.repository';
import { AdminsService } from '../src/admins/admins.service';
import { TwoFactorSecrets } from '../src/admins/two-factor-secrets';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { identityHarness } from './support/identity-database';

const PASSWORD = 'Hasselblad-Mysuru-500';
const KEY = 'integration-test-two-factor-encryption-key-0001';

describe('Admin two-factor sign-in over Postgres', () => {
  const harness = identityHarness('identity_2fa_');
  let admins: AdminsService;
  let sut: AdminTwoFactorService;
  let adminId: string;
  let secret: string;
  let recoveryCodes: string[];

  const invalidCode = {
    code: IdentityErrorCode.InvalidTwoFactorCode,
    message: 'The code is not valid. Please try again.',
  };
  /** The service's clock: each test starts minutes after the one before, as a person using the app would. */
  let clock = Date.now();
  const at = (offsetSteps: number) => clock + offsetSteps * 30_000;
  beforeEach(() => {
    clock += 5 * 60_000;
  });

  beforeAll(async () => {
    await harness.setUp();
    const ds = harness.dataSource;
    const hasher = new PasswordHasher();
    const repo = new AdminsRepository(ds);
    admins = new AdminsService(repo, hasher, ds, new OutboxWriter(), new AuditTrail());
    sut = new AdminTwoFactorService(
      new AdminTwoFactorRepository(ds),
      repo,
      hasher,
      new TwoFactorSecrets(KEY),
      ds,
      new OutboxWriter(),
      new AuditTrail(),
      () => clock,
    );
    await admins.ensureAdmin('secure@example.org', PASSWORD, 'Kavya');
    const answer = await admins.login('secure@example.org', PASSWORD);
    assert.ok('admin' in answer);
    adminId = answer.admin.id;
    assert.equal(answer.admin.twoFactorEnabled, false);
  });
  afterAll(() => harness.tearDown());

  /** The announcements of two-factor sign-in turned on or off, oldest first. */
  async function announced(): Promise<AdminTwoFactorChangedEventData[]> {
    const rows: Array<{ payload: { data: AdminTwoFactorChangedEventData } }> = await harness.dataSource.query(
      `SELECT payload FROM outbox WHERE event_type = $1 ORDER BY created_at`,
      [IdentityEvents.AdminTwoFactorChanged],
    );
    return rows.map((row) => row.payload.data);
  }

  it('sets up a pending secret, shown as base32 and an otpauth link, stored only encrypted', async () => {
    const first = await sut.setUp(adminId);
    const setup = await sut.setUp(adminId);
    assert.notEqual(setup.secret, first.secret, 'a new set-up replaces the pending secret');
    assert.match(setup.secret, /^[A-Z2-7]{32}$/);
    assert.equal(
      setup.otpauthUrl,
      `otpauth://totp/KPWA%20Portal:secure%40example.org?secret=${setup.secret}&issuer=KPWA%20Portal&algorithm=SHA1&digits=6&period=30`,
    );
    const [row] = await harness.dataSource.query(`SELECT two_factor_pending_secret AS s FROM users WHERE id = $1`, [
      adminId,
    ]);
    assert.ok(!String(row.s).includes(setup.secret), 'the secret is not stored in clear');
    await assert.rejects(sut.enable({ adminId, code: totpCode(first.secret, at(0)) }), invalidCode);
    secret = setup.secret;
  });

  it('enables with the current code and answers ten recovery codes, stored only as hashes', async () => {
    await assert.rejects(
      sut.enable({ adminId, code: '000000' === totpCode(secret, at(0)) ? '111111' : '000000' }),
      invalidCode,
    );
    ({ recoveryCodes } = await sut.enable({ adminId, code: totpCode(secret, at(0)) }));
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);
    const [row] = await harness.dataSource.query(`SELECT two_factor_recovery_codes AS c FROM users WHERE id = $1`, [
      adminId,
    ]);
    assert.equal(row.c.length, 10);
    assert.ok(recoveryCodes.every((code) => !row.c.includes(code)));
    assert.equal((await admins.get(adminId))?.twoFactorEnabled, true);
    assert.deepEqual(await announced(), [
      { adminId, email: 'secure@example.org', name: 'Kavya', enabled: true, language: 'en' },
    ]);
    await assert.rejects(sut.setUp(adminId), { code: IdentityErrorCode.TwoFactorAlreadyEnabled });
  });

  it('asks for a code after the right password, and signs in with it once', async () => {
    assert.deepEqual(await admins.login('secure@example.org', PASSWORD), { twoFactorRequired: true, adminId });
    // A code of the step before or after now is accepted (clock drift); once.
    const code = totpCode(secret, at(1));
    const { admin } = await sut.login({ adminId, code });
    assert.equal(admin.id, adminId);
    assert.notEqual(admin.lastLoginAt, null);
    await assert.rejects(sut.login({ adminId, code }), invalidCode);
    await assert.rejects(
      sut.login({ adminId, code: totpCode(secret, at(0)) }),
      invalidCode,
      'an older step than one used',
    );
    await assert.rejects(sut.login({ adminId, code: totpCode(secret, at(2)) }), invalidCode, 'too far ahead');
  });

  it('accepts each recovery code once, typed in any case', async () => {
    const [first] = recoveryCodes;
    assert.equal((await sut.login({ adminId, recoveryCode: first.toUpperCase() })).admin.id, adminId);
    await assert.rejects(sut.login({ adminId, recoveryCode: first }), invalidCode);
    await assert.rejects(sut.login({ adminId, recoveryCode: 'aaaaa-bbbbb' }), invalidCode);
  });

  it('renews the recovery codes with a code from the app; the old ones stop working', async () => {
    await assert.rejects(sut.renewRecoveryCodes({ adminId, code: recoveryCodes[1] }), invalidCode);
    const renewed = await sut.renewRecoveryCodes({ adminId, code: totpCode(secret, at(0)) });
    assert.equal(renewed.recoveryCodes.length, 10);
    await assert.rejects(sut.login({ adminId, recoveryCode: recoveryCodes[1] }), invalidCode);
    recoveryCodes = renewed.recoveryCodes;
  });

  it('turns off only with the password and a code; then the password alone signs in', async () => {
    await assert.rejects(sut.disable({ adminId, currentPassword: 'wrong-password', code: recoveryCodes[0] }), {
      code: IdentityErrorCode.WrongCurrentPassword,
    });
    await assert.rejects(sut.disable({ adminId, currentPassword: PASSWORD, code: 'zzzzz-zzzzz' }), invalidCode);
    assert.equal((await announced()).length, 1, 'a refused attempt announces nothing');
    await sut.disable({ adminId, currentPassword: PASSWORD, code: recoveryCodes[0] });
    assert.deepEqual(
      (await announced()).map((e) => e.enabled),
      [true, false],
      'the admin is told it was turned off',
    );
    const answer = await admins.login('secure@example.org', PASSWORD);
    assert.ok('admin' in answer);
    assert.equal(answer.admin.twoFactorEnabled, false);
    await assert.rejects(sut.login({ adminId, code: totpCode(secret, at(0)) }), {
      code: IdentityErrorCode.TwoFactorNotEnabled,
    });
    await assert.rejects(sut.enable({ adminId, code: totpCode(secret, at(0)) }), {
      code: IdentityErrorCode.TwoFactorSetupNotStarted,
    });
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const { secret: fresh } = await sut.setUp(adminId);
    await sut.enable({ adminId, code: totpCode(fresh, at(-1)) });
    clock += 60_000;
    const code = totpCode(fresh, at(0));
    const results = await Promise.allSettled([sut.login({ adminId, code }), sut.login({ adminId, code })]);
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
  });
});
