import 'reflect-metadata';
import { EventOf, IdentityEvents } from '@portal/contracts';
import { EventConsumers, OutboxWriter } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberAccountsHandler } from '../src/member-accounts/member-accounts.handler';
import { ResetLinkRequests } from '../src/member-accounts/reset-link-requests';
import { IdentityDatabase, openIdentityDatabase } from './support/identity-database';

const sameResetAnswer = { success: true, message: 'If an account matches, we have e-mailed a password reset link.' };

/** Forgot-password as identity answers it over NATS (the handler), and the work it leaves for afterwards. */
describe('forgot-password over Postgres', () => {
  let db: IdentityDatabase;
  let requests: ResetLinkRequests;
  let sut: MemberAccountsHandler;

  beforeAll(async () => {
    db = await openIdentityDatabase('identity_forgot_');
    // The consumer is registered at start-up only; these tests hand it the recorded events themselves.
    requests = new ResetLinkRequests(db.dataSource, new OutboxWriter(), {} as EventConsumers, db.links);
    sut = new MemberAccountsHandler(db.accounts, db.links, requests);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function memberWithPassword() {
    const member = await db.approvedMember();
    await db.dataSource.transaction((manager) => db.accounts.setPassword(manager, member.id, 'First-Password-1'));
    return member;
  }

  async function recordedRequests(loginId: string): Promise<Array<EventOf<typeof IdentityEvents.ResetLinkRequested>>> {
    const rows: Array<{ payload: EventOf<typeof IdentityEvents.ResetLinkRequested> }> = await db.dataSource.query(
      `SELECT payload FROM outbox WHERE event_type = $1 AND payload->'data'->>'loginId' = $2 ORDER BY created_at`,
      [IdentityEvents.ResetLinkRequested, loginId],
    );
    return rows.map((r) => r.payload);
  }

  it('answers at once and the same for a real and an unknown account, leaving the look-up for afterwards', async () => {
    const member = await memberWithPassword();
    assert.deepEqual(await sut.forgotPassword({ loginId: member.memberId }), sameResetAnswer);
    assert.deepEqual(await sut.forgotPassword({ loginId: 'PHOTO9876' }), sameResetAnswer);
    assert.equal((await recordedRequests(member.memberId)).length, 1, 'the request is recorded');
    assert.equal((await recordedRequests('PHOTO9876')).length, 1, 'an unknown account is recorded alike');
    assert.deepEqual(
      await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued),
      [],
      'no link is issued while answering',
    );
  });

  it('e-mails the reset link once the recorded request is handled, and nothing for an unknown account', async () => {
    const member = await memberWithPassword();
    await sut.forgotPassword({ loginId: member.email!.toUpperCase() });
    await sut.forgotPassword({ loginId: 'nobody@example.in' });
    for (const event of [
      ...(await recordedRequests(member.email!.toUpperCase())),
      ...(await recordedRequests('nobody@example.in')),
    ]) {
      await requests.fulfil(event);
    }
    const issued = await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued);
    assert.equal(issued.length, 1);
    assert.equal(issued[0].data.email, member.email);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM outbox WHERE event_type = $1`, [
      IdentityEvents.ResetLinkIssued,
    ]);
    assert.equal(count, 1, 'no link for the unknown account');
  });
});
