import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN_ROLE_LABELS, AdminDuty, AdminDutyNames, AdminRole, AdminRoles, roleMayDo } from '@portal/contracts';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, knownToPayments } from '../support/fixtures/payments';
import { signedInStaff, staffLogin } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Who may call what (DESIGN.md §6): every route the gateway documents at /api/docs-json, called as anonymous,
 * as a member, as another member and as an admin of each role (administrator, treasurer, secretary, viewer).
 * What each caller should get comes from the gateway's one access table: the `x-access` rule every operation
 * carries (the `@Access` decorator of its route, services/gateway/src/auth/access.decorator.ts), read with the
 * roles' duties from contracts (AdminDuties). This file only adds what the table cannot say:
 *
 * - self: a member's own record: another member gets 403 (the gateway does not hide that a record exists:
 *   membership looks it up, then refuses)
 * - signed: called by Razorpay's servers and checked by signature, so a session changes nothing: every caller
 *   gets the same answer
 * - a body, where an empty one would not reach the check; destructive routes; routes that end the session
 */
interface Records {
  /** The member whose records the `self` routes are about (the "member" caller). */
  owner: MemberRecord;
  /** What each admin's destructive calls remove, so that the owner's records stay. */
  throwaway: Record<AdminRole, MemberRecord>;
}

interface MemberRecord {
  uuid: string;
  memberId: string;
  docId: string;
  /** A paid payment record of the member (with its receipt), where the member has one. */
  paymentRecordId?: string;
}

interface RouteNote {
  self?: true;
  signed?: true;
  /** A minimal JSON body (access is the point, a 400 for an allowed caller is fine). Default {} for POST/PUT. */
  body?: (record: MemberRecord) => unknown;
  /** Removes what it names: called after every other route, and admins aim it at their own throwaway member. */
  destructive?: true;
  /** Ends the caller's session: called last, each time with a fresh session. */
  endsSession?: true;
}

const NOTES: Record<string, RouteNote> = {
  // ROUTES.md: "any session"; without one there is nothing to end, which is no reason to refuse.
  'GET /api/logout': { endsSession: true },
  'POST /api/auth/logout': { endsSession: true },
  // The e-mailed invitation link is the proof: anyone may try one; an unknown token is a 400.
  'POST /api/admin-invitations/accept': { body: () => ({ token: 'not-a-real-token' }) },
  'GET /api/members/{id}': { self: true },
  'PUT /api/members/{id}': { self: true },
  'DELETE /api/members/{id}': { destructive: true },
  'DELETE /api/members/{id}/photo': { destructive: true },
  'GET /api/members/{id}/photo': { self: true },
  'DELETE /api/members/{id}/id-card': { destructive: true },
  'GET /api/members/{id}/id-card': { self: true },
  'GET /api/members/{id}/passport-photo': { self: true },
  'GET /api/members/{id}/id-proof': { self: true },
  'GET /api/members/{id}/documents': { self: true },
  'DELETE /api/members/{id}/documents/{docId}': { destructive: true },
  'GET /api/members/{id}/documents/{docId}/download': { self: true },
  'GET /api/members/{id}/certificate': { self: true },
  'POST /api/members/renewal-request': { self: true, body: (record) => ({ memberId: record.uuid }) },
  // The e-mailed token is the proof (issue 12): anyone may try one; an unknown token is a 400.
  'POST /api/members/email-change/confirm': { body: () => ({ token: 'not-a-real-token' }) },
  // The link e-mailed to the old address (issue 27): the token is the proof; an unknown one is a 400.
  'POST /api/members/email-change/restore': { body: () => ({ token: 'not-a-real-token' }) },
  'GET /api/members/{id}/renewal-requests': { self: true },
  // Issue 32: a member's correction requests; the member asks for their own record only (no id to aim elsewhere).
  'GET /api/members/{id}/correction-requests': { self: true },
  // Issue 32: a member's copies of their data; the member lists their own only (the download is checked with real
  // copies in data-copy.spec.ts: another member's is a 404).
  'GET /api/members/{id}/data-copies': { self: true },
  // Issue 32: a member's consents; the member reads their own only.
  'GET /api/members/{id}/consents': { self: true },
  // Issue 32: a member's data requests (erasure); the member reads their own only.
  'GET /api/members/{id}/data-requests': { self: true },
  'POST /api/id-cards/generate': { body: (record) => ({ memberIds: [record.memberId] }) },
  // Where a route narrows a member to their own data (own notifications, own payment records, orders for
  // themself, own credit notes) the route's own tests check that with real records.
  'GET /api/payment-records/{id}/receipt': { self: true },
  'GET /api/payment-records/{id}/refunds': { self: true },
  // An empty body: 400 (no fee given), nothing changed.
  'PUT /api/membership-fees': { body: () => ({}) },
  'POST /api/razorpay/webhook': { signed: true },
  // Issue 33: Meta's calls; the verify token and the X-Hub-Signature-256 decide, the same for every caller.
  'GET /api/whatsapp/webhook': { signed: true },
  'POST /api/whatsapp/webhook': { signed: true },
  // MSG91's calls (SMS reports and replies); the URL's token decides, the same for every caller.
  'POST /api/sms/webhook': { signed: true },
};

type CallerName = 'anonymous' | 'member' | 'other member' | AdminRole;
type Outcome = 'allowed' | 401 | 403;

function expectedOutcome(route: Route, caller: CallerName): Outcome | 'same for everyone' {
  if (route.note.signed) return 'same for everyone';
  const rule = route.access;
  if (rule.public) return 'allowed';
  if (caller === 'anonymous') return 401;
  if (caller === 'member' || caller === 'other member') {
    if (!rule.member) return 403;
    return caller === 'other member' && route.note.self ? 403 : 'allowed';
  }
  return rule.duty !== null && roleMayDo(caller, rule.duty) ? 'allowed' : 403;
}

/** Allowed: neither refused nor broken. A 400, 404 or 409 for an empty body or a missing file is fine here. */
function outcomeOf(status: number): Outcome | 'broken' {
  if (status === 401 || status === 403) return status;
  return status >= 500 ? 'broken' : 'allowed';
}

/** The access table's rule, as the gateway's `x-access` states it. */
interface AccessRule {
  public: boolean;
  member: boolean;
  duty: AdminDuty | null;
}

/** Reads an `x-access` value; null for a value that is not a rule (the gateway refuses such a route to all). */
function parseRule(value: unknown): AccessRule | null {
  if (value === 'public') return { public: true, member: true, duty: null };
  if (value === 'member') return { public: false, member: true, duty: null };
  const match = typeof value === 'string' ? /^(member-or-)?staff:(\w+)$/.exec(value) : null;
  const duty = match?.[2] as AdminDuty | undefined;
  if (!match || !duty || !AdminDutyNames.includes(duty)) return null;
  return { public: false, member: match[1] !== undefined, duty };
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
  access: AccessRule;
  note: RouteNote;
}

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Destructive routes after the rest, a record's parts (its files) before the record itself, so each removes something real. */
const destructiveRank = (route: Route) => (route.note.destructive ? 100 - route.path.split('/').length : 0);

describe('access to every /api route', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let owner: MemberSession;
  let other: MemberSession;
  let records: Records;
  const staff = {} as Record<AdminRole, { api: ApiClient; email: string }>;
  const documented: string[] = [];
  const unruled: string[] = [];
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
    staff.admin = { api: sessions.admin, email: stack.admin.email };
    // The callers and their records are independent of each other: made side by side.
    const throwaway = {} as Record<AdminRole, MemberRecord>;
    const ownerRecord = async () => {
      owner = await sessions.signedIn();
      return { ...(await withFiles(owner.member)), paymentRecordId: await paidRecord(owner.member.id) };
    };
    const [ownerRecords] = await Promise.all([
      ownerRecord(),
      sessions.signedIn().then((session) => (other = session)),
      ...AdminRoles.filter((r) => r !== 'admin').map(async (role) => {
        staff[role] = await signedInStaff(stack, sessions.admin, role);
      }),
      ...AdminRoles.map(async (role) => {
        throwaway[role] = await withFiles(await sessions.accounts.pending());
      }),
    ]);
    records = { owner: ownerRecords, throwaway };

    const docs = await new ApiClient(stack.url).get('/api/docs-json');
    assert.equal(docs.status, 200, docs.text);
    for (const [path, operations] of Object.entries(docs.json.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = keyOf(method, path);
        documented.push(key);
        const access = parseRule(operation['x-access']);
        if (!access) {
          unruled.push(`${key}: ${JSON.stringify(operation['x-access'])}`);
          continue;
        }
        routes.push({ method: method.toUpperCase(), path, access, note: NOTES[key] ?? {} });
      }
    }
    routes = routes.sort((a, b) => destructiveRank(a) - destructiveRank(b));
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
      route.note.body?.(record) ??
      (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? {} : undefined);
    return api.request(route.method, concretePath(route.path, record), body);
  }

  /** Calls every route (but logout) as `caller`; answers one line per route that did not behave. */
  async function violationsFor(caller: CallerName, api: ApiClient): Promise<string[]> {
    const violations: string[] = [];
    for (const route of routes) {
      if (route.note.endsSession) continue;
      const record =
        route.note.destructive && (AdminRoles as readonly string[]).includes(caller)
          ? records.throwaway[caller as AdminRole]
          : records.owner;
      const res = await call(api, route, record);
      const got = outcomeOf(res.status);
      const said = `${res.status} ${res.text.slice(0, 160)}`;
      const expected = expectedOutcome(route, caller);
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

  it('finds a rule of the access table on every route the gateway documents (a route without one is refused to all)', () => {
    assert.ok(documented.length > 50, `routes documented at /api/docs-json: ${documented.length}`);
    assert.deepEqual(unruled, []);
    assert.equal(routes.length, documented.length);
  });

  it('notes only routes the gateway still serves (a removed route must leave the notes)', () => {
    assert.deepEqual(
      Object.keys(NOTES).filter((key) => !documented.includes(key)),
      [],
    );
  });

  it('gives each admin role a different set of routes, and every role at least the read-only ones', () => {
    const allowedTo = (role: AdminRole) =>
      routes.filter((route) => expectedOutcome(route, role) === 'allowed').map((r) => keyOf(r.method, r.path));
    const sets = AdminRoles.map((role) => allowedTo(role).join('\n'));
    assert.equal(new Set(sets).size, AdminRoles.length, 'no two roles may do exactly the same');
    for (const role of AdminRoles) assert.ok(allowedTo(role).includes('GET /api/dashboard/stats'), role);
    // Changes any role may make, the viewer too: only to their own account and their own notifications.
    const readDutyChanges = routes
      .filter((route) => route.method !== 'GET' && route.access.duty === 'read')
      .map((route) => keyOf(route.method, route.path))
      .sort();
    assert.deepEqual(readDutyChanges, [
      // The signed-in person's own language (issue 31).
      'PATCH /api/auth/user',
      'POST /api/auth/admin/change-password',
      // Two-factor sign-in of the admin's own account (DESIGN.md §6).
      'POST /api/auth/admin/two-factor/disable',
      'POST /api/auth/admin/two-factor/enable',
      'POST /api/auth/admin/two-factor/recovery-codes',
      'POST /api/auth/admin/two-factor/setup',
      'POST /api/notifications/read-all',
      'POST /api/notifications/{id}/read',
      'PUT /api/auth/admin/profile',
    ]);
  });

  it('asks anonymous callers to log in (401) on every route that is not public, and lets them use the public ones', async () => {
    assert.deepEqual(await violationsFor('anonymous', new ApiClient(stack.url)), []);
  });

  it('lets a member use their own records and member routes, and refuses them every staff route (403)', async () => {
    assert.deepEqual(await violationsFor('member', owner.api), []);
  });

  it("refuses a member every route on another member's records (403)", async () => {
    assert.deepEqual(await violationsFor('other member', other.api), []);
  });

  it.each(AdminRoles.map((role) => [ADMIN_ROLE_LABELS[role], role] as const))(
    'lets the %s through exactly the routes of their role and refuses them the rest (403)',
    async (_label, role) => {
      assert.deepEqual(await violationsFor(role, staff[role].api), []);
    },
  );

  it('lets everyone log out, and logging out ends only the caller’s own session', async () => {
    const violations: string[] = [];
    for (const route of routes.filter((r) => r.note.endsSession)) {
      const anonymous = await call(new ApiClient(stack.url), route, records.owner);
      if (outcomeOf(anonymous.status) !== 'allowed')
        violations.push(`${route.method} ${route.path} as anonymous: got ${anonymous.status}`);
      const fresh: Array<[string, ApiClient]> = [
        ['member', await sessions.login(owner.member.memberId, owner.password)],
        ['other member', await sessions.login(other.member.memberId, other.password)],
        ['admin', await sessions.adminLogin()],
        ['viewer', await staffLogin(stack, staff.viewer.email)],
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
    for (const api of [owner.api, other.api, ...AdminRoles.map((role) => staff[role].api)])
      assert.notEqual((await api.get('/api/auth/user')).text, '');
  });
});
