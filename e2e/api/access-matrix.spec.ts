import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, knownToPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Who may call what (DESIGN.md §6, ROUTES.md): every route the gateway
 * documents at /api/docs-json, called as anonymous, as a member, as another
 * member and as the admin.
 *
 * - public: nobody is refused
 * - admin: anonymous 401, members 403
 * - member: anonymous 401, admin 403
 * - admin-or-member: anonymous 401; narrowing to the member's own data is the route's own test
 * - self: a member's own record: anonymous 401, another member 403 (the gateway
 *   does not hide that a record exists: membership looks it up, then refuses)
 * - signed: called by Razorpay's servers and checked by signature, so a session
 *   changes nothing: every caller gets the same answer
 */
type Rule = 'public' | 'admin' | 'member' | 'admin-or-member' | 'self' | 'signed';

interface Records {
  /** The member whose records the `self` routes are about (the "member" caller). */
  owner: MemberRecord;
  /** What the admin's destructive calls remove, so that the owner's records stay. */
  throwaway: MemberRecord;
}

interface MemberRecord {
  uuid: string;
  memberId: string;
  docId: string;
  /** A paid payment record of the member (with its receipt), where the member has one. */
  paymentRecordId?: string;
}

interface Expectation {
  rule: Rule;
  /** Listed in ROUTES.md but not served yet: checked as soon as the gateway documents it. */
  planned?: true;
  /** A minimal JSON body (access is the point, a 400 for an allowed caller is fine). Default {} for POST/PUT. */
  body?: (record: MemberRecord) => unknown;
  /** Removes what it names: called after every other route, and the admin aims it at a throwaway member. */
  destructive?: true;
  /** Ends the caller's session: called last, each time with a fresh session. */
  endsSession?: true;
}

const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/health': { rule: 'public' },
  'GET /api/auth/user': { rule: 'public' },
  'POST /api/auth/admin/login': { rule: 'public' },
  'POST /api/auth/member/login': { rule: 'public' },
  // ROUTES.md: "any session"; without one there is nothing to end, which is no reason to refuse.
  'GET /api/logout': { rule: 'public', endsSession: true },
  'POST /api/auth/logout': { rule: 'public', endsSession: true },
  'POST /api/auth/setup-password': { rule: 'public' },
  'GET /api/auth/setup-password/verify': { rule: 'public' },
  'POST /api/auth/forgot-password': { rule: 'public' },
  'POST /api/auth/reset-password': { rule: 'public' },
  'GET /api/auth/reset-password/verify': { rule: 'public' },
  'POST /api/auth/member/change-password': { rule: 'member' },
  // Empty bodies: 400 (a first name, the current and a new password are required), nothing changed.
  'PUT /api/auth/admin/profile': { rule: 'admin' },
  'POST /api/auth/admin/change-password': { rule: 'admin' },
  // The office's admin accounts (issue 27): empty bodies are a 400 and an unknown account a 404, nothing changed.
  'GET /api/admin-accounts': { rule: 'admin' },
  'POST /api/admin-accounts/invitations': { rule: 'admin' },
  'POST /api/admin-accounts/{id}/invitation': { rule: 'admin' },
  'PUT /api/admin-accounts/{id}/role': { rule: 'admin' },
  'POST /api/admin-accounts/{id}/deactivate': { rule: 'admin' },
  'POST /api/admin-accounts/{id}/reactivate': { rule: 'admin' },
  // The e-mailed invitation link is the proof: anyone may try one; a missing or unknown token is a 400.
  'GET /api/admin-invitations/verify': { rule: 'public' },
  'POST /api/admin-invitations/accept': { rule: 'public', body: () => ({ token: 'not-a-real-token' }) },
  'POST /api/contact': { rule: 'public' },
  'GET /api/registration/status': { rule: 'public' },
  'GET /api/registration/settings': { rule: 'admin' },
  'PUT /api/registration/settings': { rule: 'admin' },
  'POST /api/register': { rule: 'public' },
  'GET /api/members/next-id': { rule: 'admin' },
  'GET /api/members': { rule: 'admin-or-member' },
  'POST /api/members': { rule: 'admin' },
  'GET /api/members/{id}': { rule: 'self' },
  'PUT /api/members/{id}': { rule: 'self' },
  'DELETE /api/members/{id}': { rule: 'admin', destructive: true },
  'POST /api/members/bulk-import': { rule: 'admin' },
  'GET /api/members/sample-csv': { rule: 'admin' },
  'GET /api/members/export': { rule: 'admin' },
  'POST /api/members/{id}/approve': { rule: 'admin' },
  'POST /api/members/{id}/reject': { rule: 'admin' },
  'POST /api/members/{id}/photo': { rule: 'admin' },
  'DELETE /api/members/{id}/photo': { rule: 'admin', destructive: true },
  'GET /api/members/{id}/photo': { rule: 'self' },
  'POST /api/members/{id}/id-card': { rule: 'admin' },
  'DELETE /api/members/{id}/id-card': { rule: 'admin', destructive: true },
  'GET /api/members/{id}/id-card': { rule: 'self' },
  'GET /api/members/{id}/passport-photo': { rule: 'self' },
  'GET /api/members/{id}/id-proof': { rule: 'self' },
  'GET /api/members/{id}/documents': { rule: 'self' },
  'POST /api/members/{id}/documents': { rule: 'admin' },
  'DELETE /api/members/{id}/documents/{docId}': { rule: 'admin', destructive: true },
  'GET /api/members/{id}/documents/{docId}/download': { rule: 'self' },
  'GET /api/members/{id}/certificate': { rule: 'self' },
  'POST /api/members/renewal-request': { rule: 'self', body: (record) => ({ memberId: record.uuid }) },
  // The e-mailed token is the proof (issue 12): anyone may try one; an unknown token is a 400.
  'POST /api/members/email-change/confirm': { rule: 'public', body: () => ({ token: 'not-a-real-token' }) },
  // The link e-mailed to the old address (issue 27): the token is the proof; an unknown one is a 400.
  'POST /api/members/email-change/restore': { rule: 'public', body: () => ({ token: 'not-a-real-token' }) },
  'GET /api/members/{id}/renewal-requests': { rule: 'self' },
  'GET /api/members/renewal-settings': { rule: 'admin-or-member' },
  'POST /api/members/renewal-requests/{requestId}/complete': { rule: 'admin' },
  'POST /api/members/renewal-requests/{requestId}/decline': { rule: 'admin' },
  'GET /api/members/{id}/activity': { rule: 'admin' },
  'GET /api/dashboard/stats': { rule: 'admin' },
  'GET /api/dashboard/activity': { rule: 'admin' },
  // Reports (issue 13): the export itself, Recent Exports and a stored export downloaded again.
  'GET /api/reports/{type}': { rule: 'admin' },
  'GET /api/reports/exports': { rule: 'admin' },
  'GET /api/reports/exports/{id}/download': { rule: 'admin' },
  // ID cards (issue 13): the verification is public behind the link's signature (none here: a 404 for all).
  'GET /api/verify/{memberId}': { rule: 'public' },
  'GET /api/verify/{memberId}/photo': { rule: 'public' },
  'GET /api/id-cards': { rule: 'admin' },
  'POST /api/id-cards/generate': { rule: 'admin', body: (record) => ({ memberIds: [record.memberId] }) },
  'GET /api/id-cards/jobs/{jobId}': { rule: 'admin' },
  'GET /api/id-cards/stats': { rule: 'admin' },

  // Content, notifications and payments (ROUTES.md). Where ROUTES.md narrows a
  // member to their own data (own notifications, own payment records, orders
  // for themself) the route's own tests check that with real records.
  'GET /api/events': { rule: 'admin-or-member' },
  'POST /api/events': { rule: 'admin' },
  'PUT /api/events/{id}': { rule: 'admin' },
  'DELETE /api/events/{id}': { rule: 'admin' },
  'POST /api/events/{id}/signup': { rule: 'member' },
  'DELETE /api/events/{id}/signup': { rule: 'member' },
  'GET /api/events/{id}/attendees': { rule: 'admin' },
  'GET /api/gallery': { rule: 'admin-or-member' },
  'POST /api/gallery': { rule: 'admin' },
  'DELETE /api/gallery/{id}': { rule: 'admin' },
  'GET /api/gallery/{id}/media': { rule: 'admin-or-member' },
  'GET /api/gallery/{id}/thumbnail': { rule: 'admin-or-member' },
  'GET /api/notifications': { rule: 'admin-or-member' },
  'GET /api/notifications/unread-count': { rule: 'admin-or-member' },
  'GET /api/notifications/sent': { rule: 'admin' },
  'GET /api/notifications/stats': { rule: 'admin' },
  'POST /api/notifications': { rule: 'admin' },
  'POST /api/notifications/{id}/read': { rule: 'admin-or-member' },
  'GET /api/payment-records': { rule: 'admin-or-member' },
  'GET /api/payment-records/scheme-members': { rule: 'admin' },
  'GET /api/payment-records/stats': { rule: 'admin' },
  'GET /api/payment-records/months': { rule: 'admin-or-member' },
  'GET /api/payment-records/statement': { rule: 'admin-or-member' },
  'GET /api/payment-records/statement/pdf': { rule: 'admin-or-member' },
  'GET /api/payment-records/statement/csv': { rule: 'admin-or-member' },
  'GET /api/payment-records/month-clashes': { rule: 'admin' },
  // An empty body: 400 (the clash and the record to keep are required), nothing settled.
  'POST /api/payment-records/month-clashes/settle': { rule: 'admin' },
  'GET /api/payment-records/export/csv': { rule: 'admin' },
  'POST /api/payment-records': { rule: 'admin' },
  // The owner's paid record: the admin's empty update changes nothing.
  'PUT /api/payment-records/{id}': { rule: 'admin' },
  'GET /api/payment-records/{id}/receipt': { rule: 'self' },
  'GET /api/payment-records/{id}/refunds': { rule: 'self' },
  // An empty body: 400 (reason and amount are required), nothing refunded.
  'POST /api/payment-records/{id}/refunds': { rule: 'admin' },
  'GET /api/refunds': { rule: 'admin-or-member' },
  // The route narrows a member to their own credit notes (payments-refunds.spec.ts checks it with a real refund).
  'GET /api/refunds/{id}/credit-note': { rule: 'admin-or-member' },
  'GET /api/scheme-settings': { rule: 'admin-or-member' },
  'GET /api/membership-fees': { rule: 'public' },
  // An empty body: 400 (no fee given), nothing changed.
  'PUT /api/membership-fees': { rule: 'admin', body: () => ({}) },
  'PUT /api/scheme-settings/{id}': { rule: 'admin' },
  'GET /api/scheme-documents': { rule: 'admin-or-member' },
  'POST /api/scheme-documents': { rule: 'admin' },
  'DELETE /api/scheme-documents/{id}': { rule: 'admin' },
  'GET /api/scheme-documents/{id}/download': { rule: 'admin-or-member' },
  'GET /api/razorpay/conflicts': { rule: 'admin' },
  // An empty body: 400 (a note is required), nothing resolved.
  'POST /api/razorpay/conflicts/{id}/resolve': { rule: 'admin' },
  'GET /api/razorpay/checkout': { rule: 'admin-or-member' },
  'POST /api/razorpay/create-order': { rule: 'admin-or-member' },
  // The member's own renewal: an order for the renewal fee (an admin records renewals with Mark Paid and Renewed).
  'POST /api/razorpay/renewal-order': { rule: 'member' },
  'POST /api/razorpay/verify-payment': { rule: 'admin-or-member' },
  'POST /api/razorpay/webhook': { rule: 'signed' },
};

type CallerName = 'anonymous' | 'member' | 'other member' | 'admin';
type Outcome = 'allowed' | 401 | 403;

function expectedOutcome(rule: Rule, caller: CallerName): Outcome | 'same for everyone' {
  if (rule === 'signed') return 'same for everyone';
  if (rule === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  switch (rule) {
    case 'admin':
      return caller === 'admin' ? 'allowed' : 403;
    case 'member':
      return caller === 'admin' ? 403 : 'allowed';
    case 'admin-or-member':
      return 'allowed';
    case 'self':
      return caller === 'other member' ? 403 : 'allowed';
  }
}

/** Allowed: neither refused nor broken. A 400 or 404 for an empty body or a missing file is fine here. */
function outcomeOf(status: number): Outcome | 'broken' {
  if (status === 401 || status === 403) return status;
  return status >= 500 ? 'broken' : 'allowed';
}

const UNKNOWN = randomUUID();

/** The route with its path parameters filled in: the record's own ids on member routes, an unknown uuid elsewhere. */
function concretePath(path: string, record: MemberRecord): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'docId') return record.docId;
    if (name === 'memberId') return record.memberId;
    if (name === 'id' && path.startsWith('/api/members/')) return record.uuid;
    if (name === 'id' && path.startsWith('/api/payment-records/')) return record.paymentRecordId ?? UNKNOWN;
    return UNKNOWN;
  });
}

interface Route {
  method: string;
  path: string;
  expectation: Expectation;
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Destructive routes after the rest, a record's parts (its files) before the record itself, so each removes something real. */
const destructiveRank = (route: Route) => (route.expectation.destructive ? 100 - route.path.split('/').length : 0);

describe('access to every /api route', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let owner: MemberSession;
  let other: MemberSession;
  let records: Records;
  const documented: string[] = [];
  /** The documented routes in calling order: destructive ones last. */
  let routes: Route[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      // Every caller must reach the access check: the limits have their own tests (rate-limit.spec).
      env: {
        RATE_LIMIT_LOGIN: '1000/15m',
        RATE_LIMIT_REGISTRATION: '1000/1h',
        RATE_LIMIT_PASSWORD_EMAIL: '1000/15m',
        RATE_LIMIT_PASSWORD_LINK: '1000/15m',
        RATE_LIMIT_CONTACT: '1000/1h',
      },
    });
    sessions = await MemberSessions.open(stack);
    owner = await sessions.signedIn();
    other = await sessions.signedIn();
    records = {
      owner: { ...(await withFiles(owner.member)), paymentRecordId: await paidRecord(owner.member.id) },
      throwaway: await withFiles(await sessions.accounts.pending()),
    };

    const docs = await new ApiClient(stack.url).get('/api/docs-json');
    assert.equal(docs.status, 200, docs.text);
    for (const [path, operations] of Object.entries(docs.json.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(operations)) documented.push(keyOf(method, path));
    }
    routes = documented
      .filter((key) => EXPECTATIONS[key] !== undefined)
      .map((key) => {
        const [method, path] = key.split(' ');
        return { method, path, expectation: EXPECTATIONS[key] };
      })
      .sort((a, b) => destructiveRank(a) - destructiveRank(b));
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** A photo, an ID card and a document, so that the file routes answer with a real file to whoever may have it. */
  async function withFiles(member: { id: string; memberId: string }): Promise<MemberRecord> {
    const forms = new FormClient(stack.url, sessions.admin);
    const photo = await forms.post(`/api/members/${member.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(photo.status, 201, `photo upload: ${photo.text}`);
    const idCard = await forms.post(`/api/members/${member.id}/id-card`, [
      { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: tinyPdf('ID card') },
    ]);
    assert.equal(idCard.status, 201, `ID card upload: ${idCard.text}`);
    const document = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'Address proof.pdf', type: 'application/pdf', data: tinyPdf('Address proof') },
      { name: 'documentType', value: 'address_proof' },
    ]);
    assert.equal(document.status, 201, `document upload: ${document.text}`);
    return { uuid: member.id, memberId: member.memberId, docId: document.json.id };
  }

  /** A paid ESI record of the member, recorded by the admin: the receipt route answers with its PDF. */
  async function paidRecord(memberUuid: string): Promise<string> {
    await knownToPayments(sessions.admin, memberUuid);
    return (await addRecord(sessions.admin, { memberId: memberUuid, scheme: 'esi', amount: 200, status: 'paid' })).id;
  }

  function call(api: ApiClient, route: Route, record: MemberRecord) {
    const body =
      route.expectation.body?.(record) ??
      (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? {} : undefined);
    return api.request(route.method, concretePath(route.path, record), body);
  }

  /** Calls every route (but logout) as `caller`; answers one line per route that did not behave. */
  async function violationsFor(caller: CallerName, api: ApiClient): Promise<string[]> {
    const violations: string[] = [];
    for (const route of routes) {
      if (route.expectation.endsSession) continue;
      const record = caller === 'admin' && route.expectation.destructive ? records.throwaway : records.owner;
      const res = await call(api, route, record);
      const got = outcomeOf(res.status);
      const said = `${res.status} ${res.text.slice(0, 160)}`;
      const expected = expectedOutcome(route.expectation.rule, caller);
      if (expected === 'same for everyone') {
        const anonymous = await call(new ApiClient(stack.url), route, record);
        if (res.status !== anonymous.status || got === 'broken')
          violations.push(`${route.method} ${route.path}: expected ${anonymous.status} as for anyone, got ${said}`);
        continue;
      }
      if (got !== expected) violations.push(`${route.method} ${route.path}: expected ${expected}, got ${said}`);
      else if (got !== 'allowed' && (res.text.includes(owner.member.email) || res.text.includes(owner.member.phone))) {
        violations.push(`${route.method} ${route.path}: refused, but the answer carries the member's contact details`);
      }
    }
    return violations;
  }

  it('has an access expectation for every route the gateway documents (a new route must be classified here)', () => {
    assert.ok(documented.length > 0, 'routes documented at /api/docs-json');
    const unclassified = documented.filter((key) => EXPECTATIONS[key] === undefined);
    assert.deepEqual(unclassified, []);
  });

  it('expects only routes the gateway still serves (a removed route must leave the table)', () => {
    const gone = Object.entries(EXPECTATIONS)
      .filter(([key, expectation]) => !expectation.planned && !documented.includes(key))
      .map(([key]) => key);
    assert.deepEqual(gone, []);
  });

  it('asks anonymous callers to log in (401) on every route that is not public, and lets them use the public ones', async () => {
    assert.deepEqual(await violationsFor('anonymous', new ApiClient(stack.url)), []);
  });

  it('lets a member use their own records and member routes, and refuses them every admin route (403)', async () => {
    assert.deepEqual(await violationsFor('member', owner.api), []);
  });

  it("refuses a member every route on another member's records (403)", async () => {
    assert.deepEqual(await violationsFor('other member', other.api), []);
  });

  it('lets the admin through every admin route and refuses them the member-only ones (403)', async () => {
    assert.deepEqual(await violationsFor('admin', sessions.admin), []);
  });

  it('lets everyone log out, and logging out ends only the caller’s own session', async () => {
    const violations: string[] = [];
    for (const route of routes.filter((r) => r.expectation.endsSession)) {
      const anonymous = await call(new ApiClient(stack.url), route, records.owner);
      if (outcomeOf(anonymous.status) !== 'allowed')
        violations.push(`${route.method} ${route.path} as anonymous: got ${anonymous.status}`);
      const fresh: Array<[CallerName, ApiClient]> = [
        ['member', await sessions.login(owner.member.memberId, owner.password)],
        ['other member', await sessions.login(other.member.memberId, other.password)],
        ['admin', await sessions.adminLogin()],
      ];
      for (const [caller, api] of fresh) {
        const cookie = api.sessionCookie;
        const res = await call(api, route, records.owner);
        if (outcomeOf(res.status) !== 'allowed')
          violations.push(`${route.method} ${route.path} as ${caller}: got ${res.status}`);
        // The server must have ended the session, not only asked the browser to forget its cookie.
        api.sessionCookie = cookie;
        const afterwards = await api.get('/api/auth/user');
        if (afterwards.text !== '')
          violations.push(
            `${route.method} ${route.path} as ${caller}: still logged in (${afterwards.text.slice(0, 80)})`,
          );
      }
    }
    assert.deepEqual(violations, []);
    // The long-lived sessions of the other tests were not touched.
    for (const api of [owner.api, other.api, sessions.admin])
      assert.notEqual((await api.get('/api/auth/user')).text, '');
  });
});
