import assert from 'node:assert/strict';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailChangeMessages } from '@portal/contracts';
import { waitFor } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { mailsTo } from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const CONFIRM = '/api/members/email-change/confirm';
const MAIL_SUBJECT = 'Confirm your new e-mail address';

/** Profile settings over the whole stack (issue 12): a member's own details, and a new e-mail address proven by its link. */
describe('a member editing their own profile', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let me: MemberSession;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    me = await sessions.signedIn({ firstName: 'Shreya', lastName: 'Bhat', address: 'Hubballi' });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const asAdmin = async (memberUuid: string) => {
    const res = await sessions.admin.get(`/api/members/${memberUuid}`);
    assert.equal(res.status, 200, res.text);
    return res.json;
  };

  /** Waits until identity signs members in with this address, so no login attempt is spent while the event travels. */
  async function loginIdentifierFollows(memberUuid: string, email: string): Promise<void> {
    const client = new Client({ connectionString: stack.databaseUrl('identity') });
    await client.connect();
    try {
      await waitFor(
        async () =>
          (
            await client.query('SELECT 1 FROM member_credentials WHERE member_uuid = $1 AND lower(email) = lower($2)', [
              memberUuid,
              email,
            ])
          ).rowCount === 1,
        { timeoutMs: 20_000, what: `identity to know ${email}` },
      );
    } finally {
      await client.end();
    }
  }

  it('shows the member when they signed in before this session, and nothing before their first', async () => {
    const fresh = await sessions.signedIn({ firstName: 'Pooja' });
    assert.equal(
      (await fresh.api.get('/api/auth/user')).json.lastLoginAt,
      null,
      'the first sign-in has none before it',
    );
    const again = await sessions.login(fresh.member.memberId, fresh.password);
    const { lastLoginAt } = (await again.get('/api/auth/user')).json;
    assert.ok(Date.now() - Date.parse(lastLoginAt) < 60_000, `the first sign-in, a moment ago: ${lastLoginAt}`);
  });

  it('applies a new name, phone and address at once, and /api/auth/user shows them', async () => {
    const change = {
      firstName: 'Shreya',
      lastName: 'Kulkarni',
      email: me.member.email,
      phone: '9900223344',
      address: 'Deshpande Nagar, Hubballi',
    };
    const res = await me.api.put(`/api/members/${me.member.id}`, change);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.pendingEmail, undefined, 'the same address asks for no confirmation');
    const stored = await asAdmin(me.member.id);
    assert.deepEqual(
      [stored.firstName, stored.lastName, stored.email, stored.phone, stored.address],
      Object.values(change),
    );
    const user = await me.api.get('/api/auth/user');
    assert.deepEqual([user.json.lastName, user.json.phone], ['Kulkarni', '9900223344']);
    await portalSettled(stack);
    assert.deepEqual(await mailsTo(stack, me.member.email, MAIL_SUBJECT), []);
  });

  it('keeps the old e-mail until the link sent to the new address is followed, then signs the member in with the new one', async () => {
    const oldEmail: string = me.member.email;
    const newEmail = `shreya.kulkarni.${stack.runId}@studio.test`;
    const res = await me.api.put(`/api/members/${me.member.id}`, { firstName: 'Shreya', email: newEmail });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual([res.json.email, res.json.pendingEmail], [oldEmail, newEmail]);
    const own = await me.api.get(`/api/members/${me.member.id}`);
    assert.deepEqual([own.json.email, own.json.pendingEmail], [oldEmail, newEmail], 'the profile page reads it back');

    const token = await sessions.accounts.linkToken(newEmail, '/confirm-email');
    await portalSettled(stack);
    assert.equal((await mailsTo(stack, newEmail, MAIL_SUBJECT)).length, 1, 'one e-mail per request');
    assert.deepEqual(await mailsTo(stack, oldEmail, MAIL_SUBJECT), [], 'nothing is sent to the old address');
    const early = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: newEmail,
      password: me.password,
    });
    assert.equal(early.status, 401, 'the unconfirmed address signs nobody in');

    // Opened in a browser where nobody is signed in: the token alone is the proof.
    const confirmed = await new ApiClient(stack.url).post(CONFIRM, { token });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.deepEqual(confirmed.json, { email: newEmail });
    const stored = await asAdmin(me.member.id);
    assert.deepEqual([stored.email, stored.pendingEmail], [newEmail, undefined]);

    await loginIdentifierFollows(me.member.id, newEmail);
    const fresh = await sessions.login(newEmail, me.password);
    assert.equal((await fresh.get('/api/auth/user')).json.email, newEmail);
    const old = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: oldEmail,
      password: me.password,
    });
    assert.equal(old.status, 401, 'the old address no longer signs in');

    const again = await new ApiClient(stack.url).post(CONFIRM, { token });
    assert.equal(again.status, 400, again.text);
    assert.equal(again.json.message, EmailChangeMessages.InvalidToken);
    me.member = stored;
  });

  it('refuses a made-up link (400 with the words the page shows) and one without a token (400 naming the field)', async () => {
    const madeUp = await new ApiClient(stack.url).post(CONFIRM, { token: 'bm90LWEtcmVhbC10b2tlbg' });
    assert.equal(madeUp.status, 400, madeUp.text);
    assert.equal(madeUp.json.message, EmailChangeMessages.InvalidToken);
    const empty = await new ApiClient(stack.url).post(CONFIRM, {});
    assert.equal(empty.status, 400, empty.text);
    assert.ok(
      (empty.json.errors as { field: string }[]).some((e) => e.field === 'token'),
      `names the token: ${empty.text}`,
    );
  });

  it('answers 409 with the duplicate message when another member took the address before the link was followed', async () => {
    const wanted = `contested.${stack.runId}@studio.test`;
    const res = await me.api.put(`/api/members/${me.member.id}`, { email: wanted });
    assert.equal(res.status, 200, res.text);
    const token = await sessions.accounts.linkToken(wanted, '/confirm-email');
    await sessions.accounts.pending({ email: wanted });

    const confirmed = await new ApiClient(stack.url).post(CONFIRM, { token });
    assert.equal(confirmed.status, 409, confirmed.text);
    assert.equal(confirmed.json.message, 'Email address is already registered');
    assert.equal((await asAdmin(me.member.id)).email, me.member.email, 'the address stays as it was');
  });

  it("applies an admin's change of a member's e-mail at once, without a confirmation e-mail", async () => {
    const other = await sessions.signedIn();
    const byAdmin = `set.by.admin.${stack.runId}@studio.test`;
    const res = await sessions.admin.put(`/api/members/${other.member.id}`, { email: byAdmin });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual([res.json.email, res.json.pendingEmail], [byAdmin, undefined]);
    await loginIdentifierFollows(other.member.id, byAdmin);
    await sessions.login(byAdmin, other.password);
    assert.deepEqual(await mailsTo(stack, byAdmin, MAIL_SUBJECT), []);
  });
});
