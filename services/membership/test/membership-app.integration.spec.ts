import 'reflect-metadata';
import {
  ActorDto,
  EmailChangeMessages,
  MembershipErrorCode,
  MembershipSubjects,
  RpcRequest,
  RpcResponse,
  RpcSubject,
  SAMPLE_MEMBERS_CSV,
  WireError,
} from '@portal/contracts';
import { eventsStreamName, loadConfig, ObjectStorage } from '@portal/platform';
import { waitFor } from '@portal/testing';
import { ServiceHarness } from '@portal/testing/service-harness';
import { NatsConnection } from 'nats';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MembershipAppModule } from '../src/app.module';
import { MembershipConfig } from '../src/config';
import { SAMPLE_CSV_IMPORTED } from './member-import.fixture';

/** The membership service as it runs: its module on a NATS queue group, called the way the gateway calls it. */
describe('membership service over NATS', () => {
  const harness = new ServiceHarness({
    service: 'membership',
    runPrefix: 'membership_app_',
    objectStorage: true,
    rpcTimeoutMs: 15_000,
    module: (env, logger) =>
      MembershipAppModule.register(
        loadConfig(MembershipConfig, 'membership', { ...env, MEMBER_ID_PREFIX: 'KPWAM' }),
        logger,
      ),
  });
  const runId = harness.namespace;
  const admin: ActorDto = { userId: randomUUID(), userType: 'admin' };
  const rpc = <S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcResponse<S>> =>
    harness.rpc(subject, payload);
  const rpcError = (subject: RpcSubject, payload: unknown): Promise<WireError> => harness.rpcError(subject, payload);
  let nats: NatsConnection;
  let storage: ObjectStorage;

  beforeAll(async () => {
    await harness.setUp();
    ({ nats, storage } = harness);
  });

  afterAll(() => harness.tearDown());

  it('answers the next id with the configured prefix', async () => {
    assert.deepEqual(await rpc(MembershipSubjects.NextId, { actor: admin }), { nextId: 'KPWAM0001' });
  });

  it('creates, lists and counts a member, and publishes its created event to JetStream', async () => {
    const { member } = await rpc(MembershipSubjects.CreateMember, {
      input: { firstName: 'Ravi', lastName: 'Kumar', phone: '+91 94480 11111', email: 'ravi@example.com' },
      actor: admin,
    });
    assert.equal(member.memberId, 'KPWAM0001');
    const listed = await rpc(MembershipSubjects.ListMembers, { search: 'ravi', page: 1, limit: 10, actor: admin });
    assert.deepEqual([listed.total, listed.members[0].id], [1, member.id]);
    const stats = await rpc(MembershipSubjects.Stats, { actor: admin });
    assert.deepEqual(
      [stats.totalMembers, stats.activeMembers, stats.pendingRenewals],
      [1, 0, 0],
      'a new applicant is not a renewal',
    );
    assert.equal(
      stats.byStatus.find((row) => row.status === 'pending')?.count,
      1,
      'the applicant counts as pending in the status chart',
    );

    const jsm = await nats.jetstreamManager();
    await waitFor(async () => (await jsm.streams.info(eventsStreamName(runId))).state.messages >= 1, {
      timeoutMs: 10_000,
      what: 'the created event on the stream',
    });
    const message = await jsm.streams.getMessage(eventsStreamName(runId), {
      last_by_subj: `${runId}.events.membership.member.created`,
    });
    assert.equal(message.json<{ data: { member: { id: string } } }>().data.member.id, member.id);
  });

  it('answers bad input as the wire error the gateway turns into HTTP 400 with field errors', async () => {
    const error = await rpcError(MembershipSubjects.CreateMember, {
      input: { firstName: 'Ravi', lastName: '', phone: '98765' },
      actor: admin,
    });
    assert.equal(error.status, 400);
    assert.deepEqual(error.errors, [
      { field: 'lastName', message: 'Last name is required' },
      { field: 'phone', message: 'Phone number must be a valid 10-digit Indian mobile number' },
    ]);
  });

  it('answers a duplicate as 409 naming the field, and an unknown member as 404', async () => {
    const duplicate = await rpcError(MembershipSubjects.CreateMember, {
      input: { firstName: 'R', lastName: 'K', phone: '9448011111' },
      actor: admin,
    });
    assert.deepEqual(
      [duplicate.status, duplicate.field, duplicate.message],
      [409, 'phone', 'Phone number is already registered'],
    );
    const missing = await rpcError(MembershipSubjects.GetMember, { id: 'KPWAM9999', actor: admin });
    assert.deepEqual([missing.status, missing.message], [404, 'Member not found']);
  });

  it('refuses a request without a caller before any rule runs', async () => {
    const error = await rpcError(MembershipSubjects.Stats, {});
    assert.equal(error.status, 400);
  });

  it('imports a CSV from object storage and exports the register back into it', async () => {
    await storage.upload('imports/sample.csv', [Buffer.from(SAMPLE_MEMBERS_CSV)], 'text/csv');
    const imported = await rpc(MembershipSubjects.BulkImport, {
      fileKey: 'imports/sample.csv',
      fileName: 'sample.csv',
      actor: admin,
    });
    assert.deepEqual(imported, SAMPLE_CSV_IMPORTED);
    const exported = await rpc(MembershipSubjects.ExportMembers, { fileKey: 'exports/members/all.csv', actor: admin });
    assert.match(exported.fileName, /^members_export_\d{4}-\d{2}-\d{2}\.csv$/);
    assert.deepEqual({ key: exported.fileKey, rows: exported.rows }, { key: 'exports/members/all.csv', rows: 4 });
    const file = await buffer((await storage.open(exported.fileKey)).body);
    assert.equal(file.toString('utf8').trim().split('\r\n').length, 5);
  });

  it('keeps renewal requests, documents and files behind the same rules', async () => {
    const { member: applicant } = await rpc(MembershipSubjects.GetMember, { id: 'kpwam0001', actor: admin });
    // Only an approved member renews (an applicant is refused: 'Approve the application first').
    const { member } = await rpc(MembershipSubjects.ApproveMember, { id: applicant.id, actor: admin });
    // A member asks from 30 days before the end date (issue 30): this membership now ends in 20 days.
    const endsSoon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await rpc(MembershipSubjects.UpdateMember, { id: member.id, input: { membershipEndDate: endsSoon }, actor: admin });
    const renewal = await rpc(MembershipSubjects.CreateRenewalRequest, {
      input: {
        memberId: member.id,
        memberName: 'x',
        memberEmail: null,
        currentStatus: 'active',
        renewalAmount: 2000 as unknown as string,
      },
      actor: { userId: member.id, userType: 'member' },
    });
    assert.equal(renewal.renewalAmount, '2000.00');
    const doc = await rpc(MembershipSubjects.AddDocument, {
      id: member.id,
      documentType: 'certificate',
      key: 'docs/c.pdf',
      contentType: 'application/pdf',
      fileName: 'c.pdf',
      size: 3,
      actor: admin,
    });
    assert.equal((await rpc(MembershipSubjects.ListDocuments, { id: member.id, actor: admin }))[0].id, doc.id);
    const bad = await rpcError(MembershipSubjects.AddDocument, {
      id: member.id,
      documentType: 'selfie',
      key: 'k',
      contentType: 'x',
      fileName: 'f',
      size: 1,
      actor: admin,
    });
    assert.deepEqual(bad.errors, [
      { field: 'documentType', message: 'documentType must be one of id_proof, address_proof, certificate, other' },
    ]);
  });

  it('answers an e-mail change link that does not work with 400 and the words the confirm page shows', async () => {
    const unknown = await rpcError(MembershipSubjects.ConfirmEmailChange, { token: 'AAAAAAAAAAAAAAAAAAAAAA' });
    assert.deepEqual(
      [unknown.status, unknown.code, unknown.message],
      [400, MembershipErrorCode.InvalidEmailChangeToken, EmailChangeMessages.InvalidToken],
    );
    const missing = await rpcError(MembershipSubjects.ConfirmEmailChange, { token: '' });
    assert.deepEqual(
      [missing.status, missing.errors],
      [400, [{ field: 'token', message: EmailChangeMessages.TokenRequired }]],
    );
  });
});
