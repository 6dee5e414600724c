import 'reflect-metadata';
import { ClientProxy, ClientProxyFactory, NatsRecordBuilder, Transport } from '@nestjs/microservices';
import {
  AdminInvitationEventData,
  AuditRow,
  IdentityEvents,
  IdentitySubjects,
  MembershipEvents,
  PasswordLinkEventData,
  RpcRequest,
  RpcResponse,
  RpcSubject,
} from '@portal/contracts';
import { ACTOR_HEADER, actorHeader, CORRELATION_HEADER, listAuditRows, loadConfig, namespaced } from '@portal/platform';
import { memberSnapshot, MemberSnapshot, ServiceHarness } from '@portal/testing/service-harness';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from '@jest/globals';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout } from 'rxjs';
import { AdminAccountsService } from '../../src/admin-accounts/admin-accounts.service';
import { IdentityAppModule } from '../../src/app.module';
import { IdentityConfig } from '../../src/config';
import { MemberCredentialsProjection } from '../../src/member-accounts/member-credentials.projection';

const OWNER_EMAIL = 'owner@office.example';
const OWNER_PASSWORD = 'Rolleiflex-Chamundi-1961';
export const PASSWORD = 'Hasselblad-Mysuru-500';
export const NEW_PASSWORD = 'Yashica-Kabini-Dusk-77';

/** Who calls, as the gateway names them in the x-portal-actor header. */
export interface Caller {
  type: 'admin' | 'member' | 'public';
  id?: string | null;
  role?: string | null;
  ip: string;
}

export type { AuditRow };

/** Rows the audit log is read back in at once; a test file writes far fewer. */
const AUDIT_PAGE = 1000;

/**
 * Identity as deployed (its module on real Postgres and NATS), started before the calling file's tests and stopped
 * after them, with what its audit trail specs do: call it as the gateway does (the actor header), read the rows a call
 * wrote, and make the admins and members they act as.
 */
export function identityAuditTrail(runPrefix = 'identity_audit_') {
  const harness = new ServiceHarness({
    service: 'identity',
    runPrefix,
    module: (env, logger) =>
      IdentityAppModule.register(
        loadConfig(IdentityConfig, 'identity', {
          ...env,
          ADMIN_EMAIL: OWNER_EMAIL,
          ADMIN_PASSWORD: OWNER_PASSWORD,
          ADMIN_FIRST_NAME: 'Meera',
        }),
        logger,
      ),
    memberCopy: { consumer: MemberCredentialsProjection },
  });
  let client: ClientProxy;
  /** The owner's account (the first admin), as they call identity; filled in before the tests. */
  const owner = {} as Caller & { id: string };
  let admins = 0;
  const publicCaller: Caller = { type: 'public', ip: '198.51.100.4' };

  beforeAll(async () => {
    await harness.setUp();
    client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: harness.natsUrl } });
    const { rows } = await harness.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [OWNER_EMAIL]);
    Object.assign(owner, { type: 'admin', id: rows[0].id, role: 'admin', ip: '203.0.113.9' });
  });
  afterAll(async () => {
    await client?.close();
    await harness.tearDown();
  });

  /** One request as the gateway sends it: the caller in the actor header, the request id in the correlation header. */
  function call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    caller: Caller,
    correlationId = `req-${randomUUID().slice(0, 8)}`,
  ): Promise<RpcResponse<S>> {
    const headers = natsHeaders();
    headers.set(ACTOR_HEADER, actorHeader(caller));
    headers.set(CORRELATION_HEADER, correlationId);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    return firstValueFrom(
      client.send<RpcResponse<S>>(namespaced(harness.namespace, subject), record).pipe(timeout(20_000)),
    );
  }

  const lastRowId = async () =>
    (await harness.db.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM audit_log`)).rows[0].id;
  /** The rows after `id`, oldest first, read as the office's Audit Log reads them (listAuditRows). */
  async function rowsAfter(id: string): Promise<AuditRow[]> {
    const newestFirst = await listAuditRows(harness.db, { limit: AUDIT_PAGE });
    assert.ok(newestFirst.length < AUDIT_PAGE, 'the whole audit log is read back in one page');
    return newestFirst.filter((row) => row.id > Number(id)).sort((a, b) => a.id - b.id);
  }

  /** The audit rows written while `work` ran. */
  async function during(work: () => Promise<unknown>): Promise<AuditRow[]> {
    const since = await lastRowId();
    await work();
    return rowsAfter(since);
  }

  /** The one row `work` wrote (failing when it wrote none or several), as `caller` with a request id of its own. */
  async function onlyRow(caller: Caller, work: (correlationId: string) => Promise<unknown>): Promise<AuditRow> {
    const correlationId = `req-${randomUUID().slice(0, 8)}`;
    const rows = await during(() => work(correlationId));
    assert.equal(rows.length, 1, `exactly one audit row, got ${JSON.stringify(rows.map((r) => r.action))}`);
    const [row] = rows;
    assert.deepEqual(
      [row.actorType, row.actorId, row.actorRole, row.ip, row.correlationId],
      [caller.type, caller.id ?? null, caller.role ?? null, caller.ip, correlationId],
      'the row names the caller, their address and request',
    );
    return row;
  }

  function assertNoSecret(row: AuditRow, ...secrets: Array<string | null>): void {
    const text = JSON.stringify(row);
    for (const secret of secrets) {
      assert.ok(secret, 'a secret to look for');
      assert.ok(!text.includes(secret), `the audit row must not contain ${secret.slice(0, 6)}…`);
    }
  }

  const storedPassword = async (table: 'users' | 'member_credentials', id: string) => {
    const sql =
      table === 'users'
        ? `SELECT password AS hash FROM users WHERE id = $1`
        : `SELECT password_hash AS hash FROM member_credentials WHERE member_uuid = $1`;
    return (await harness.db.query<{ hash: string | null }>(sql, [id])).rows[0].hash;
  };

  async function invitationToken(adminId: string): Promise<string> {
    const events = await harness.outbox<AdminInvitationEventData>(
      IdentityEvents.AdminInvitationIssued,
      (event) => event.data.adminId === adminId,
    );
    return events[events.length - 1].data.token;
  }

  async function linkToken(type: string, memberUuid: string): Promise<string> {
    const events = await harness.outbox<PasswordLinkEventData>(type, (event) => event.data.memberUuid === memberUuid);
    assert.ok(events.length > 0, `a ${type} event for the member`);
    return events[events.length - 1].data.token;
  }

  /** An admin who accepted their invitation (set up outside any request), as they call identity. */
  async function anAdmin(role: 'admin' | 'treasurer' | 'secretary' | 'viewer' = 'treasurer') {
    admins += 1;
    const email = `staff${admins}@office.example`;
    const accounts = harness.get(AdminAccountsService);
    const { id } = await accounts.invite({ actorId: owner.id, email, firstName: 'Anil', lastName: 'Shetty', role });
    await accounts.acceptInvitation({ token: await invitationToken(id), newPassword: PASSWORD });
    const caller: Caller & { id: string } = { type: 'admin', id, role, ip: '198.51.100.20' };
    return { id, email, caller };
  }

  /** A member approved by membership (its set-up link issued), with the link's token. */
  async function approvedMember(): Promise<{ member: MemberSnapshot; setupToken: string }> {
    const member = memberSnapshot({ status: 'pending' });
    await harness.deliver(MembershipEvents.MemberCreated, { member });
    const approved = { ...member, status: 'active' };
    await harness.deliver(MembershipEvents.MemberApproved, { member: approved });
    return { member: approved, setupToken: await linkToken(IdentityEvents.SetupLinkIssued, member.id) };
  }

  /** A member who chose their password with the set-up link (outside any request). */
  async function memberWithPassword(): Promise<MemberSnapshot> {
    const { member, setupToken } = await approvedMember();
    await call(IdentitySubjects.SetupPassword, { token: setupToken, newPassword: PASSWORD }, publicCaller);
    return member;
  }

  return {
    harness,
    owner,
    publicCaller,
    call,
    lastRowId,
    rowsAfter,
    during,
    onlyRow,
    assertNoSecret,
    storedPassword,
    invitationToken,
    linkToken,
    anAdmin,
    approvedMember,
    memberWithPassword,
  };
}
