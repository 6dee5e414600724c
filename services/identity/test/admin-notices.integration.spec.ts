import 'reflect-metadata';
import { AdminNewDeviceEventData, DomainEvent, IdentityEvents, PasswordChangedEventData } from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AdminsRepository } from '../src/admins/admins.repository';
import { AdminsService } from '../src/admins/admins.service';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { identityHarness } from './support/identity-database';

/** Issue 27: an admin hears of a change of their password and of a sign-in from a new device. */
describe('admin security notices over Postgres', () => {
  const harness = identityHarness('identity_admin_notice_');
  let sut: AdminsService;
  let adminId: string;

  beforeAll(async () => {
    await harness.setUp();
    sut = new AdminsService(
      new AdminsRepository(harness.dataSource),
      new PasswordHasher(),
      harness.dataSource,
      new OutboxWriter(),
      new AuditTrail(),
    );
    await sut.ensureAdmin('office@example.org', 'Office-Password-1', 'Meera');
    const answer = await sut.login('office@example.org', 'Office-Password-1');
    adminId = 'admin' in answer ? answer.admin.id : answer.adminId;
  });
  afterAll(() => harness.tearDown());

  async function outbox<T>(type: string): Promise<Array<DomainEvent<T>>> {
    const rows: Array<{ payload: DomainEvent<T> }> = await harness.dataSource.query(
      `SELECT payload FROM outbox WHERE event_type = $1`,
      [type],
    );
    return rows.map((row) => row.payload);
  }

  it('announces a change of the admin’s own password once, and nothing for a refused one', async () => {
    await assert.rejects(sut.changePassword({ adminId, currentPassword: 'wrong', newPassword: 'Another-Password-2' }));
    assert.deepEqual(await outbox(IdentityEvents.PasswordChanged), []);
    await sut.changePassword({ adminId, currentPassword: 'Office-Password-1', newPassword: 'Another-Password-2' });
    const events = await outbox<PasswordChangedEventData>(IdentityEvents.PasswordChanged);
    assert.deepEqual(
      events.map((event) => event.data),
      [
        {
          userType: 'admin',
          userId: adminId,
          email: 'office@example.org',
          name: 'Meera',
          how: 'changed',
          language: 'en',
        },
      ],
    );
  });

  it('announces a sign-in from a new device with its address and browser', async () => {
    await sut.newDeviceSignIn({ adminId, ipAddress: '203.0.113.9', userAgent: 'Firefox' });
    const [event, ...more] = await outbox<AdminNewDeviceEventData>(IdentityEvents.AdminNewDeviceSignIn);
    assert.equal(more.length, 0);
    assert.equal(event.data.email, 'office@example.org');
    assert.deepEqual([event.data.ipAddress, event.data.userAgent], ['203.0.113.9', 'Firefox']);
  });
});
