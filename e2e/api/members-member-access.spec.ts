import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { endMembershipIn } from '../support/renewal-window';
import { FormClient } from '../support/fixtures/multipart';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { isSamePicture } from '../support/fixtures/images';

/** Mark Paid and Renewed says how the fee was paid. */
const PAID_IN_CASH = { paymentMethod: 'cash' };

/** Members routes as a signed-in member uses them (ROUTES.md, spec part 2 §7). */
describe('members routes for a signed-in member', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let me: MemberSession;
  let other: MemberSession;
  const files = { photo: tinyPng(), idCard: tinyPdf('ID card of the member'), document: tinyPdf('Studio licence') };
  let myDocumentId: string;
  let otherDocumentId: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    me = await sessions.signedIn({ firstName: 'Manjunath', address: 'Kalaburagi' });
    other = await sessions.signedIn({ firstName: 'Pallavi', address: 'Dharwad' });
    myDocumentId = await giveFiles(me.member.id);
    otherDocumentId = await giveFiles(other.member.id);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** The admin uploads a photo, an ID card and a document for the member; answers the document's id. */
  async function giveFiles(memberUuid: string): Promise<string> {
    const forms = new FormClient(stack.url, admin);
    const photo = await forms.post(`/api/members/${memberUuid}/photo`, [
      { name: 'photo', fileName: 'me.png', type: 'image/png', data: files.photo },
    ]);
    assert.equal(photo.status, 201, photo.text);
    const idCard = await forms.post(`/api/members/${memberUuid}/id-card`, [
      { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: files.idCard },
    ]);
    assert.equal(idCard.status, 201, idCard.text);
    const document = await forms.post(`/api/members/${memberUuid}/documents`, [
      { name: 'file', fileName: 'Studio licence.pdf', type: 'application/pdf', data: files.document },
      { name: 'documentType', value: 'certificate' },
    ]);
    assert.equal(document.status, 201, document.text);
    return document.json.id;
  }

  const asAdmin = async (memberUuid: string) => {
    const res = await admin.get(`/api/members/${memberUuid}`);
    assert.equal(res.status, 200, res.text);
    return res.json;
  };

  it('shows a member their own record with their contact details, by uuid or member id', async () => {
    for (const id of [me.member.id, me.member.memberId]) {
      const res = await me.api.get(`/api/members/${id}`);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json.id, me.member.id);
      assert.equal(res.json.firstName, 'Manjunath');
      assert.equal(res.json.email, me.member.email);
      assert.equal(res.json.phone, me.member.phone);
      assert.equal(res.json.address, 'Kalaburagi');
    }
  });

  it('gives a member their own photo, ID card and documents', async () => {
    const mine = new FormClient(stack.url, me.api);
    const photo = await mine.download(`/api/members/${me.member.id}/photo`);
    assert.equal(photo.status, 200);
    assert.ok(await isSamePicture(photo.body, files.photo), 'the photo the admin uploaded');
    const idCard = await mine.download(`/api/members/${me.member.id}/id-card`);
    assert.equal(idCard.status, 200);
    assert.ok(idCard.body.equals(files.idCard), 'the ID card the admin uploaded');
    const list = await me.api.get(`/api/members/${me.member.id}/documents`);
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(
      list.json.map((d: { id: string; fileName: string }) => [d.id, d.fileName]),
      [[myDocumentId, 'Studio licence.pdf']],
    );
    const document = await mine.download(`/api/members/${me.member.id}/documents/${myDocumentId}/download`);
    assert.equal(document.status, 200);
    assert.ok(document.body.equals(files.document), 'the document the admin uploaded');
  });

  it('lets a member change their own name, phone and address, and their e-mail once the new address confirms it', async () => {
    const change = {
      firstName: 'Manju',
      lastName: 'Patil',
      email: 'manju.patil@studio.test',
      phone: '9900112233',
      address: 'Station Road, Kalaburagi',
    };
    const res = await me.api.request('PUT', `/api/members/${me.member.id}`, change);
    assert.equal(res.status, 200, res.text);
    // A new address waits for its e-mailed link (member-profile.spec.ts follows it).
    assert.equal(res.json.pendingEmail, change.email);
    const stored = await asAdmin(me.member.id);
    assert.deepEqual(
      {
        firstName: stored.firstName,
        lastName: stored.lastName,
        email: stored.email,
        phone: stored.phone,
        address: stored.address,
      },
      { ...change, email: me.member.email },
    );
    assert.equal(stored.status, 'active');
    me.member = stored;
  });

  it('refuses (403) a member changing their own status, schemes, membership dates or member id, and changes nothing', async () => {
    const before = await asAdmin(me.member.id);
    const attempts: Record<string, unknown>[] = [
      { status: 'active' },
      { status: 'expired' },
      { optedSchemes: ['esi', 'postal', 'kutumba_barosa'] },
      { membershipEndDate: '2099-12-31' },
      { memberId: 'PHOTO9999' },
      // An allowed field does not carry a forbidden one through.
      { firstName: 'Sneaky', status: 'active', optedSchemes: ['esi'] },
    ];
    for (const attempt of attempts) {
      const res = await me.api.request('PUT', `/api/members/${me.member.id}`, attempt);
      assert.equal(res.status, 403, `${JSON.stringify(attempt)}: ${res.text}`);
    }
    const afterwards = await asAdmin(me.member.id);
    assert.deepEqual({ ...afterwards, updatedAt: undefined }, { ...before, updatedAt: undefined });
  });

  it("refuses (403) to show or change another member's record, photo, ID card or documents", async () => {
    const theirs = new FormClient(stack.url, me.api);
    const refused = [
      await me.api.get(`/api/members/${other.member.id}`),
      await me.api.get(`/api/members/${other.member.memberId}`),
      await me.api.request('PUT', `/api/members/${other.member.id}`, { address: 'Somewhere else' }),
      await me.api.get(`/api/members/${other.member.id}/documents`),
      await theirs.download(`/api/members/${other.member.id}/photo`),
      await theirs.download(`/api/members/${other.member.id}/id-card`),
      await theirs.download(`/api/members/${other.member.id}/documents/${otherDocumentId}/download`),
    ];
    for (const res of refused) {
      assert.equal(res.status, 403);
      const shown = 'text' in res ? res.text : res.body.toString('latin1');
      assert.equal(shown.includes(other.member.email), false, 'the refusal shows nothing of the other member');
    }
    assert.equal((await asAdmin(other.member.id)).address, 'Dharwad', 'unchanged');
  });

  it("does not hand out another member's document through the member's own record (404)", async () => {
    const res = await new FormClient(stack.url, me.api).download(
      `/api/members/${me.member.id}/documents/${otherDocumentId}/download`,
    );
    assert.equal(res.status, 404);
    assert.equal(res.body.equals(files.document), false);
  });

  it('refuses a member (403) on admin routes and none of them changes anything', async () => {
    const pending = await sessions.accounts.pending({ firstName: 'Waiting' });
    // Renewal is for approved members only: the request the member may not resolve is another active member's.
    const third = await sessions.signedIn({ firstName: 'Tara', address: 'Udupi' });
    const countBefore = (await admin.get('/api/members?limit=1')).json.total;
    const renewal = (await admin.post('/api/members/renewal-request', { memberId: third.member.id })).json;
    const forms = new FormClient(stack.url, me.api);
    const csv = Buffer.from(
      'firstName,lastName,email,phone,address\nImported,Member,imported@member-access.test,9811122233,Hassan\n',
    );
    const calls: Array<[string, Promise<{ status: number; text: string }>]> = [
      ['next id', me.api.get('/api/members/next-id')],
      [
        'create',
        me.api.post('/api/members', {
          firstName: 'Made',
          lastName: 'Up',
          phone: '9822233344',
          email: 'made.up@member-access.test',
          address: 'Mandya',
        }),
      ],
      ['approve', me.api.post(`/api/members/${pending.id}/approve`)],
      ['reject', me.api.post(`/api/members/${pending.id}/reject`, { reason: 'no' })],
      ['delete', me.api.request('DELETE', `/api/members/${other.member.id}`)],
      [
        'bulk import',
        forms.post('/api/members/bulk-import', [
          { name: 'file', fileName: 'members.csv', type: 'text/csv', data: csv },
        ]),
      ],
      ['sample file', me.api.get('/api/members/sample-csv')],
      ['export', me.api.get('/api/members/export')],
      ['dashboard stats', me.api.get('/api/dashboard/stats')],
      ['registration settings', me.api.get('/api/registration/settings')],
      ['renewal requests of another member', me.api.get(`/api/members/${other.member.id}/renewal-requests`)],
      ['activity log', me.api.get(`/api/members/${me.member.id}/activity`)],
      ['complete a renewal', me.api.post(`/api/members/renewal-requests/${renewal.id}/complete`, PAID_IN_CASH)],
      ['decline a renewal', me.api.post(`/api/members/renewal-requests/${renewal.id}/decline`, { reason: 'no' })],
    ];
    for (const [name, call] of calls) {
      const res = await call;
      assert.equal(res.status, 403, `${name}: ${res.text}`);
    }
    assert.equal((await asAdmin(pending.id)).status, 'pending');
    assert.equal((await asAdmin(other.member.id)).id, other.member.id);
    assert.equal((await admin.get('/api/members?limit=1')).json.total, countBefore, 'no member created or imported');
    const requests = (await admin.get(`/api/members/${third.member.id}/renewal-requests`)).json;
    assert.deepEqual(
      requests.map((r: { id: string; status: string }) => [r.id, r.status]),
      [[renewal.id, 'open']],
      'the renewal request is neither completed nor declined',
    );
  });

  it('lists only the member themself, whatever status or search they ask for (the privacy page: only staff see who belongs)', async () => {
    const waiting = await sessions.accounts.pending({ firstName: 'Pending' });
    for (const query of [
      '',
      '?limit=1000',
      '?limit=1000&status=active',
      '?limit=1000&status=pending',
      `?search=${encodeURIComponent('Pallavi')}`,
      `?search=${encodeURIComponent(other.member.memberId)}`,
      `?search=${encodeURIComponent(other.member.phone)}`,
    ]) {
      const res = await me.api.get(`/api/members${query}`);
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.json.members.map((m: { id: string }) => m.id),
        [me.member.id],
        `${query}: only the member themself`,
      );
      assert.equal(res.json.total, 1);
      assert.equal(res.json.members[0].email, me.member.email, 'their own e-mail');
      for (const text of [other.member.firstName, other.member.email, waiting.firstName]) {
        assert.ok(!res.text.includes(text), `${query}: nothing of another member (${text})`);
      }
    }
  });

  it("records a renewal request a member makes for themself at the association's fee, and refuses one for another member (403)", async () => {
    // A member asks inside the 30-day window (issue 30).
    await endMembershipIn(admin, me.member.id);
    const mine = await me.api.post('/api/members/renewal-request', {
      memberId: me.member.id,
      memberName: `${me.member.firstName} ${me.member.lastName}`,
      memberEmail: me.member.email,
      currentStatus: 'active',
      // The browser cannot set the fee: the request is at the association's renewal fee whatever it sends.
      renewalAmount: '1',
    });
    assert.equal(mine.status, 201, mine.text);
    assert.equal(mine.json.memberId, me.member.id);
    assert.equal(mine.json.renewalAmount, (await me.api.get('/api/members/renewal-settings')).json.renewalFee);
    for (const reader of [admin, me.api]) {
      const forMe = await reader.get(`/api/members/${me.member.id}/renewal-requests`);
      assert.deepEqual(
        forMe.json.map((r: { id: string }) => r.id),
        [mine.json.id],
        'the admin and the member themself see the request',
      );
    }
    assert.equal((await other.api.get(`/api/members/${me.member.id}/renewal-requests`)).status, 403);

    for (const memberId of [other.member.id, other.member.memberId]) {
      const theirs = await me.api.post('/api/members/renewal-request', { memberId, renewalAmount: 2000 });
      assert.equal(theirs.status, 403, theirs.text);
    }
    assert.deepEqual((await admin.get(`/api/members/${other.member.id}/renewal-requests`)).json, []);
  });

  it('ends the access of a member the admin suspends, at once', async () => {
    const suspended = await sessions.signedIn({ firstName: 'Suspended' });
    assert.equal((await suspended.api.get(`/api/members/${suspended.member.id}`)).status, 200);
    const res = await admin.request('PUT', `/api/members/${suspended.member.id}`, { status: 'suspended' });
    assert.equal(res.status, 200, res.text);
    const own = await suspended.api.get(`/api/members/${suspended.member.id}`);
    assert.equal(own.status, 401, `own record after suspension: ${own.status} ${own.text.slice(0, 120)}`);
    const list = await suspended.api.get('/api/members');
    assert.equal(list.status, 401, `member list after suspension: ${list.status}`);
  });

  it('ends the access of a member the admin deletes, at once', async () => {
    const deleted = await sessions.signedIn({ firstName: 'Deleted' });
    assert.equal((await deleted.api.get('/api/members')).status, 200);
    const res = await admin.request('DELETE', `/api/members/${deleted.member.id}`);
    assert.equal(res.status, 200, res.text);
    const list = await deleted.api.get('/api/members');
    assert.equal(list.status, 401, `member list after deletion: ${list.status}`);
    const renewal = await deleted.api.post('/api/members/renewal-request', { memberId: me.member.id });
    assert.equal(renewal.status, 401, `renewal request after deletion: ${renewal.status}`);
  });
});
