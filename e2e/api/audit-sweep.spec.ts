import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices, type ServiceName } from '@portal/contracts';
import { totpCode } from '@portal/platform';
import { signWhatsAppWebhook } from '@portal/infra';
import { Client } from 'pg';
import { MemberAccounts } from './member-auth.fixtures';
import { createEvent, inDays, signUp, uploadSchemeDocument } from '../support/fixtures/content';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, createOrder, eventually, payInSandbox, projectedInPayments } from '../support/fixtures/payments';
import { registrationParts } from '../support/fixtures/registration';
import { portalSettled } from '../support/fixtures/settled';
import { invitationToken, STAFF_PASSWORD, staffEmail, staffLogin } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { rootDir, startTestStack, TestStack } from '../support/test-stack';

/**
 * The audit trail's promise (issue 27, DESIGN.md §6): every state-changing route, driven once with a request that
 * succeeds, leaves exactly one row in the audit trail of the whole portal (the six databases' audit_log tables
 * together), carrying the request's id and naming who made the change. The routes come from the API description;
 * a route added without a step here fails the coverage test, so nobody can add a change that is not on record.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one route that changes two services' data by design, each recording its own change: starting an online
 * renewal opens the member's renewal request (membership) and the Razorpay order for its fee (payments).
 */
const TWO_OWNERS: Record<string, string[]> = {
  'POST /api/razorpay/renewal-order': ['membership renewal-request.requested', 'payments razorpay-order.created'],
};
const docs = JSON.parse(readFileSync(join(rootDir, 'web/src/api/generated/openapi.json'), 'utf8'));

/** Every route that changes something: the writing methods, and the GET that signs out. */
const documentedRoutes: string[] = Object.entries(docs.paths as Record<string, Record<string, unknown>>)
  .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
  .filter((route) => STATE_CHANGING.has(route.split(' ')[0]) || route === 'GET /api/logout')
  .sort();

interface Driven {
  status: number;
  requestId: string;
  /** Who the row must name: an admin or member id, or null for a public caller. */
  actorId: string | null;
  actorType: 'admin' | 'member' | 'public';
}

interface Answer {
  status: number;
  text: string;
  json?: any;
  headers: Headers;
}

describe('audit sweep: every state-changing route is on record once', () => {
  let stack: TestStack;
  let accounts: MemberAccounts;
  let office: ApiClient;
  let officeId: string;
  let staffId: string;
  const driven = new Map<string, Driven>();
  const rowsByRequest = new Map<string, Array<Record<string, any>>>();

  /** Drives one route and keeps what the audit row must say; the request must succeed. */
  async function drive(
    route: string,
    actor: Pick<Driven, 'actorId' | 'actorType'>,
    call: () => Promise<Answer>,
  ): Promise<Answer> {
    assert.ok(!driven.has(route), `${route} is driven once`);
    const res = await call();
    assert.ok(res.status < 400, `${route}: ${res.status} ${res.text}`);
    const requestId = res.headers.get('x-request-id');
    assert.ok(requestId, `${route} answers its request id`);
    driven.set(route, { status: res.status, requestId, ...actor });
    return res;
  }

  const admin = (id: string) => ({ actorId: id, actorType: 'admin' as const });
  const member = (id: string) => ({ actorId: id, actorType: 'member' as const });
  const visitor = { actorId: null, actorType: 'public' as const };

  async function mailLink(email: string, pattern: RegExp): Promise<string> {
    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.some((r) => r.toLowerCase() === email.toLowerCase()) && pattern.test(m.text),
      20_000,
    );
    return pattern.exec(mail.text)![1];
  }

  async function sql<T extends object>(service: ServiceName, text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: stack.databaseUrl(service) });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({
      env: { RATE_LIMIT_LOGIN: '100000/15m', RATE_LIMIT_PASSWORD_EMAIL: '100000/15m' },
    });
    accounts = await MemberAccounts.open(stack);
    office = accounts.admin;
    officeId = (await office.get('/api/auth/user')).json.id as string;
    const officeForms = new FormClient(stack.url, office);
    const anonymous = () => new ApiClient(stack.url);

    // --- Sessions and the office's own accounts ---------------------------------------------------------------
    const sweeper = new ApiClient(stack.url);
    const adminLogin = await drive('POST /api/auth/admin/login', admin(officeId), () =>
      sweeper.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password }),
    );
    assert.equal(adminLogin.json.admin.id, officeId);

    const staffMail = staffEmail('secretary');
    const invited = await drive('POST /api/admin-accounts/invitations', admin(officeId), () =>
      office.post('/api/admin-accounts/invitations', {
        email: staffMail,
        firstName: 'Sharada',
        lastName: 'Bhat',
        role: 'secretary',
      }),
    );
    staffId = invited.json.id as string;
    await invitationToken(stack, staffMail);
    await drive('POST /api/admin-accounts/{id}/invitation', admin(officeId), () =>
      office.post(`/api/admin-accounts/${staffId}/invitation`, {}),
    );
    const invitation = await invitationToken(stack, staffMail);
    await drive('POST /api/admin-invitations/accept', visitor, () =>
      anonymous().post('/api/admin-invitations/accept', { token: invitation, newPassword: STAFF_PASSWORD }),
    );
    await drive('PUT /api/admin-accounts/{id}/role', admin(officeId), () =>
      office.put(`/api/admin-accounts/${staffId}/role`, { role: 'admin' }),
    );
    await drive('POST /api/admin-accounts/{id}/deactivate', admin(officeId), () =>
      office.post(`/api/admin-accounts/${staffId}/deactivate`, {}),
    );
    await drive('POST /api/admin-accounts/{id}/reactivate', admin(officeId), () =>
      office.post(`/api/admin-accounts/${staffId}/reactivate`, {}),
    );

    const staff = await staffLogin(stack, staffMail);
    await drive('PUT /api/auth/admin/profile', admin(staffId), () =>
      staff.put('/api/auth/admin/profile', { firstName: 'Sharadamma', lastName: 'Bhat' }),
    );
    const staffPassword = 'Yashica-Kodachrome-1975';
    await drive('POST /api/auth/admin/change-password', admin(staffId), () =>
      staff.post('/api/auth/admin/change-password', { currentPassword: STAFF_PASSWORD, newPassword: staffPassword }),
    );
    const setup = await drive('POST /api/auth/admin/two-factor/setup', admin(staffId), () =>
      staff.post('/api/auth/admin/two-factor/setup', {}),
    );
    const secret = setup.json.secret as string;
    const code = (steps: number) => totpCode(secret, Date.now() + steps * 30_000);
    const enabled = await drive('POST /api/auth/admin/two-factor/enable', admin(staffId), () =>
      staff.post('/api/auth/admin/two-factor/enable', { code: code(-1) }),
    );
    const [recoveryCode] = enabled.json.recoveryCodes as string[];
    const recovery = await drive('POST /api/auth/admin/two-factor/recovery-codes', admin(staffId), () =>
      staff.post('/api/auth/admin/two-factor/recovery-codes', { code: code(0) }),
    );
    const [freshRecoveryCode] = recovery.json.recoveryCodes as string[];
    assert.notEqual(freshRecoveryCode, recoveryCode);
    const secondDevice = new ApiClient(stack.url);
    const pending = await secondDevice.post('/api/auth/admin/login', { email: staffMail, password: staffPassword });
    assert.equal(pending.json.twoFactorRequired, true, pending.text);
    await drive('POST /api/auth/admin/login/two-factor', admin(staffId), () =>
      secondDevice.post('/api/auth/admin/login/two-factor', { recoveryCode: freshRecoveryCode }),
    );
    await drive('POST /api/auth/admin/two-factor/disable', admin(staffId), () =>
      staff.post('/api/auth/admin/two-factor/disable', { currentPassword: staffPassword, code: code(1) }),
    );
    // On again (set-up and enable were driven above), so the office can reset it: the staff's sessions end.
    const secretAgain = (await staff.post('/api/auth/admin/two-factor/setup', {})).json.secret as string;
    const reenabled = await staff.post('/api/auth/admin/two-factor/enable', {
      code: totpCode(secretAgain, Date.now()),
    });
    assert.equal(reenabled.status, 200, reenabled.text);
    await drive('POST /api/admin-accounts/{id}/two-factor/reset', admin(officeId), () =>
      office.post(`/api/admin-accounts/${staffId}/two-factor/reset`, {}),
    );

    // --- Members: registration, the register, files, renewals, e-mail changes -----------------------------------
    await drive('POST /api/register', visitor, () =>
      new FormClient(stack.url, anonymous()).post('/api/register', registrationParts()),
    );
    const created = await drive('POST /api/members', admin(officeId), () =>
      office.post('/api/members', {
        firstName: 'Ravi',
        lastName: 'Gowda',
        phone: '9845011223',
        email: `ravi.gowda.${stack.runId}@studio.test`,
        address: 'Ashoka Road, Mysuru',
        optedSchemes: ['esi', 'kutumba_barosa'],
      }),
    );
    const ravi = created.json;
    await accounts.projected(ravi.id, 'pending');
    await drive('PUT /api/members/{id}', admin(officeId), () =>
      office.put(`/api/members/${ravi.id}`, { address: 'Sayyaji Rao Road, Mysuru' }),
    );
    await drive('POST /api/members/{id}/approve', admin(officeId), () =>
      office.post(`/api/members/${ravi.id}/approve`),
    );
    // A bulk action of the list (issue 29) on one selected member: that member's approval, on record once.
    const applicant = await office.post('/api/members', {
      firstName: 'Shanthi',
      lastName: 'Rao',
      phone: '9845011229',
      email: `shanthi.rao.${stack.runId}@studio.test`,
      address: 'Irwin Road, Mysuru',
    });
    assert.equal(applicant.status, 201, applicant.text);
    await drive('POST /api/members/bulk', admin(officeId), () =>
      office.post('/api/members/bulk', { action: 'approve', memberIds: [applicant.json.id] }),
    );
    const setupToken = await accounts.linkToken(ravi.email, '/setup-password');
    const raviPassword = 'Nikon-F2-Chamarajanagar-77';
    await drive('POST /api/auth/setup-password', visitor, () =>
      anonymous().post('/api/auth/setup-password', {
        loginId: ravi.memberId,
        newPassword: raviPassword,
        token: setupToken,
      }),
    );
    await accounts.projected(ravi.id, 'active');
    const raviApi = new ApiClient(stack.url);
    await drive('POST /api/auth/member/login', member(ravi.id), () =>
      raviApi.post('/api/auth/member/login', { identifier: ravi.memberId, password: raviPassword }),
    );
    const raviNewPassword = 'Canon-AE1-Srirangapatna-81';
    await drive('POST /api/auth/member/change-password', member(ravi.id), () =>
      raviApi.post('/api/auth/member/change-password', {
        currentPassword: raviPassword,
        newPassword: raviNewPassword,
      }),
    );
    // Issue 31: the member's language on their account (then back to English, off the record of this sweep).
    await drive('PATCH /api/auth/user', member(ravi.id), () =>
      raviApi.request('PATCH', '/api/auth/user', { language: 'kn' }),
    );
    assert.equal((await raviApi.request('PATCH', '/api/auth/user', { language: 'en' })).status, 200);
    await drive('POST /api/auth/forgot-password', visitor, () =>
      anonymous().post('/api/auth/forgot-password', { loginId: ravi.memberId }),
    );
    const resetToken = await accounts.linkToken(ravi.email, '/reset-password');
    const raviPassword3 = 'Leica-M6-Kodagu-Coffee-90';
    await drive('POST /api/auth/reset-password', visitor, () =>
      anonymous().post('/api/auth/reset-password', { token: resetToken, newPassword: raviPassword3 }),
    );
    const memberSession = async () => {
      const api = new ApiClient(stack.url);
      const res = await api.post('/api/auth/member/login', { identifier: ravi.memberId, password: raviPassword3 });
      assert.equal(res.status, 200, res.text);
      return api;
    };
    const emailChanger = await memberSession();

    const newEmail = `ravi.new.${stack.runId}@studio.test`;
    const changed = await emailChanger.put(`/api/members/${ravi.id}`, { email: newEmail });
    assert.equal(changed.status, 200, changed.text);
    const confirmToken = await accounts.linkToken(newEmail, '/confirm-email');
    await drive('POST /api/members/email-change/confirm', visitor, () =>
      anonymous().post('/api/members/email-change/confirm', { token: confirmToken }),
    );
    const restoreToken = await mailLink(ravi.email, /\/restore-email\?token=([A-Za-z0-9_-]+)/);
    await drive('POST /api/members/email-change/restore', visitor, () =>
      anonymous().post('/api/members/email-change/restore', { token: restoreToken }),
    );
    // Restoring the address ended every session of the member: a fresh one from here on.
    const raviSession = await memberSession();

    const meena = (
      await office.post('/api/members', {
        firstName: 'Meena',
        lastName: 'Rao',
        phone: '9845011224',
        email: `meena.rao.${stack.runId}@studio.test`,
        address: 'Hampi Road, Hosapete',
      })
    ).json;
    await drive('POST /api/members/{id}/reject', admin(officeId), () =>
      office.post(`/api/members/${meena.id}/reject`, { reason: 'Duplicate application' }),
    );
    await drive('POST /api/members/{id}/return-to-pending', admin(officeId), () =>
      office.post(`/api/members/${meena.id}/return-to-pending`, { reason: 'Not a duplicate after all' }),
    );
    await drive('DELETE /api/members/{id}', admin(officeId), () =>
      office.request('DELETE', `/api/members/${meena.id}`),
    );

    await drive('POST /api/members/{id}/photo', admin(officeId), () =>
      officeForms.post(`/api/members/${ravi.id}/photo`, [
        { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
      ]),
    );
    await drive('DELETE /api/members/{id}/photo', admin(officeId), () =>
      office.request('DELETE', `/api/members/${ravi.id}/photo`),
    );
    await drive('POST /api/members/{id}/id-card', admin(officeId), () =>
      officeForms.post(`/api/members/${ravi.id}/id-card`, [
        { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: tinyPdf('Ravi Gowda') },
      ]),
    );
    await drive('DELETE /api/members/{id}/id-card', admin(officeId), () =>
      office.request('DELETE', `/api/members/${ravi.id}/id-card`),
    );
    const document = await drive('POST /api/members/{id}/documents', admin(officeId), () =>
      officeForms.post(`/api/members/${ravi.id}/documents`, [
        { name: 'documentType', value: 'address_proof' },
        { name: 'file', fileName: 'Address proof.pdf', type: 'application/pdf', data: tinyPdf('Address') },
      ]),
    );
    await drive('DELETE /api/members/{id}/documents/{docId}', admin(officeId), () =>
      office.request('DELETE', `/api/members/${ravi.id}/documents/${document.json.id}`),
    );
    const csv = [
      'firstName,lastName,phone,email,address,status',
      `Lakshmi,Naik,9845011225,lakshmi.naik.${stack.runId}@studio.test,"MG Road, Udupi",active`,
      `Girish,Shenoy,9845011226,girish.shenoy.${stack.runId}@studio.test,"Car Street, Mangaluru",pending`,
    ].join('\n');
    const imported = await drive('POST /api/members/bulk-import', admin(officeId), () =>
      officeForms.post('/api/members/bulk-import', [
        { name: 'file', fileName: 'members.csv', type: 'text/csv', data: Buffer.from(csv) },
      ]),
    );
    assert.equal(imported.json.imported, 2, imported.text);

    // A member asks inside the 30-day window (issue 30).
    await sql('membership', `UPDATE members SET membership_end_date = now() + interval '10 days' WHERE id = $1`, [
      ravi.id,
    ]);
    const renewal = await drive('POST /api/members/renewal-request', member(ravi.id), () =>
      raviSession.post('/api/members/renewal-request', { memberId: ravi.id }),
    );
    await drive('POST /api/members/renewal-requests/{requestId}/decline', admin(officeId), () =>
      office.post(`/api/members/renewal-requests/${renewal.json.id}/decline`, { reason: 'Asked too early' }),
    );
    const again = await office.post('/api/members/renewal-request', { memberId: ravi.id });
    assert.equal(again.status, 201, again.text);
    await drive('POST /api/members/renewal-requests/{requestId}/complete', admin(officeId), () =>
      office.post(`/api/members/renewal-requests/${again.json.id}/complete`, { paymentMethod: 'cash' }),
    );
    // Issue 32: the member asks for a correction of a field they cannot edit; the office declines it with a reason.
    const correction = await drive('POST /api/members/correction-requests', member(ravi.id), () =>
      raviSession.post('/api/members/correction-requests', { field: 'dateOfBirth', value: '1988-04-12' }),
    );
    await drive('POST /api/members/correction-requests/{requestId}/decline', admin(officeId), () =>
      office.post(`/api/members/correction-requests/${correction.json.id}/decline`, { reason: 'Matches the ID proof' }),
    );
    // Issue 32: the member asks for a copy of their data; the office makes one for a member asking in person.
    await drive('POST /api/members/data-copies', member(ravi.id), () => raviSession.post('/api/members/data-copies'));
    const askingInPerson = await accounts.pending();
    await drive('POST /api/members/{id}/data-copies', admin(officeId), () =>
      office.post(`/api/members/${askingInPerson.id}/data-copies`),
    );
    // Issue 32: a member withdraws their consent, which asks for erasure (that request's own row).
    const withdrawing = await accounts.withPassword('Withdrawing-2026-pass');
    await accounts.projected(withdrawing.id, 'active');
    const withdrawingSession = new ApiClient(stack.url);
    const withdrawingLogin = await withdrawingSession.post('/api/auth/member/login', {
      identifier: withdrawing.memberId,
      password: 'Withdrawing-2026-pass',
    });
    assert.equal(withdrawingLogin.status, 200, withdrawingLogin.text);
    await drive('POST /api/members/consents/withdraw', member(withdrawing.id), () =>
      withdrawingSession.post('/api/members/consents/withdraw'),
    );
    // Issue 32: a member asks for erasure; the office declines it, and completes the member's next request.
    const leaving = await accounts.withPassword('Leaving-2026-pass');
    await accounts.projected(leaving.id, 'active');
    const leavingSession = new ApiClient(stack.url);
    const leavingLogin = await leavingSession.post('/api/auth/member/login', {
      identifier: leaving.memberId,
      password: 'Leaving-2026-pass',
    });
    assert.equal(leavingLogin.status, 200, leavingLogin.text);
    const erasure = await drive('POST /api/members/data-requests/erasure', member(leaving.id), () =>
      leavingSession.post('/api/members/data-requests/erasure', { note: 'Closing my studio' }),
    );
    await drive('POST /api/members/data-requests/{requestId}/decline', admin(officeId), () =>
      office.post(`/api/members/data-requests/${erasure.json.id}/decline`, { reason: 'Dues are being settled' }),
    );
    const erasureAgain = await leavingSession.post('/api/members/data-requests/erasure', {});
    assert.equal(erasureAgain.status, 201, erasureAgain.text);
    await drive('POST /api/members/{id}/data-requests/{requestId}/complete', admin(officeId), () =>
      office.post(`/api/members/${leaving.id}/data-requests/${erasureAgain.json.id}/complete`, {}),
    );
    await drive('POST /api/id-cards/generate', admin(officeId), () =>
      office.post('/api/id-cards/generate', { memberIds: [ravi.memberId] }),
    );

    // --- Payments ---------------------------------------------------------------------------------------------
    await projectedInPayments(office, ravi.id, 'esi', 'active');
    const fees = (await office.get('/api/membership-fees')).json;
    await drive('PUT /api/membership-fees', admin(officeId), () =>
      office.put('/api/membership-fees', { joiningFee: Number(fees.joiningFee) + 50, renewalFee: fees.renewalFee }),
    );
    const postal = ((await office.get('/api/scheme-settings')).json as Array<{ id: string; scheme: string }>).find(
      (setting) => setting.scheme === 'postal',
    )!;
    await drive('PUT /api/scheme-settings/{id}', admin(officeId), () =>
      office.put(`/api/scheme-settings/${postal.id}`, { description: 'Postal accident cover, monthly' }),
    );
    const record = await drive('POST /api/payment-records', admin(officeId), () =>
      office.post('/api/payment-records', {
        memberId: ravi.id,
        scheme: 'esi',
        amount: 200,
        status: 'paid',
        paymentMethod: 'cash',
        period: '2031-01',
      }),
    );
    await drive('PUT /api/payment-records/{id}', admin(officeId), () =>
      office.put(`/api/payment-records/${record.json.id}`, { notes: 'Paid at the Mysuru office' }),
    );
    await drive('POST /api/payment-records/{id}/refunds', admin(officeId), () =>
      office.post(`/api/payment-records/${record.json.id}/refunds`, {
        amount: 50,
        reason: 'Overpaid at the counter',
        method: 'cash',
        reference: 'CASH-BACK-1',
      }),
    );
    // Issue 33: a payment link the member pays without signing in (months in advance here).
    await drive('POST /api/payment-links', admin(officeId), () =>
      office.post('/api/payment-links', { memberId: ravi.id, scheme: 'esi', months: 2 }),
    );
    const cash = await addRecord(office, {
      memberId: ravi.id,
      scheme: 'kutumba_barosa',
      amount: 100,
      status: 'paid',
      paymentMethod: 'cash',
      period: '2031-03',
    });
    const online = await addRecord(office, {
      memberId: ravi.id,
      scheme: 'kutumba_barosa',
      amount: 200,
      status: 'paid',
      paymentMethod: 'upi',
      period: '2031-04',
    });
    // What the RecordMonths migration leaves behind for the office to settle (as payments-review.spec makes it).
    await sql('payments', `UPDATE payment_records SET period_start = '2031-03-01', period_months = 2 WHERE id = $1`, [
      online.id,
    ]);
    await sql(
      'payments',
      `INSERT INTO record_month_clashes (record_id, month, held_by) VALUES ($1, '2031-03-01', $2)`,
      [online.id, cash.id],
    );
    await drive('POST /api/payment-records/month-clashes/settle', admin(officeId), () =>
      office.post('/api/payment-records/month-clashes/settle', {
        recordId: online.id,
        month: '2031-03',
        keepRecordId: cash.id,
        note: 'Cash came first',
      }),
    );

    const order = await drive('POST /api/razorpay/create-order', member(ravi.id), () =>
      raviSession.post('/api/razorpay/create-order', { scheme: 'esi' }),
    );
    const paid = await payInSandbox(stack, order.json.order_id, { webhooks: 0 });
    await drive('POST /api/razorpay/verify-payment', member(ravi.id), () =>
      raviSession.post('/api/razorpay/verify-payment', paid),
    );
    const byWebhook = await createOrder(raviSession, { scheme: 'kutumba_barosa' });
    const captured = await payInSandbox(stack, byWebhook, { webhooks: 0 });
    const webhook = stack.razorpaySandbox!.signedWebhook('payment.captured', captured.razorpay_payment_id);
    await drive('POST /api/razorpay/webhook', visitor, async () => {
      const res = await fetch(`${stack.url}/api/razorpay/webhook`, {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      });
      const text = await res.text();
      return { status: res.status, text, headers: res.headers };
    });
    const conflictOrder = await createOrder(raviSession, { scheme: 'esi' });
    const [{ id: conflictId }] = await sql<{ id: string }>(
      'payments',
      `INSERT INTO razorpay_payment_conflicts (razorpay_payment_id, razorpay_order_id, recorded_order_id,
                                               recorded_record_id, source)
       VALUES ($1, $2, 'order_elsewhere', $3, 'payment.captured') RETURNING id`,
      [`pay_${randomUUID().slice(0, 12)}`, conflictOrder, record.json.id],
    );
    await drive('POST /api/razorpay/conflicts/{id}/resolve', admin(officeId), () =>
      office.post(`/api/razorpay/conflicts/${conflictId}/resolve`, { note: 'Charged once; a replay' }),
    );
    // An online renewal opens a renewal request for the member: the order's row is the one on record.
    await sql('membership', `UPDATE members SET membership_end_date = now() + interval '10 days' WHERE id = $1`, [
      ravi.id,
    ]);
    await drive('POST /api/razorpay/renewal-order', member(ravi.id), () =>
      raviSession.post('/api/razorpay/renewal-order', {}),
    );
    // Issue 33: the office sends the renewal fee as a payment link, for the request the renewal order opened.
    await drive('POST /api/payment-links/renewal-fee', admin(officeId), () =>
      office.post('/api/payment-links/renewal-fee', { memberId: ravi.id }),
    );
    // Issue 33: the office's decision about a member with six months of a scheme unpaid.
    await addRecord(office, {
      memberId: ravi.id,
      scheme: 'esi',
      amount: 1200,
      status: 'overdue',
      period: '2029-01',
      periodTo: '2029-06',
    });
    await drive('POST /api/dues-lapses/decisions', admin(officeId), () =>
      office.post('/api/dues-lapses/decisions', {
        memberId: ravi.id,
        scheme: 'esi',
        decision: 'kept',
        note: 'Paying from March',
      }),
    );
    // Issue 33: UPI AutoPay: the member sets up a mandate, authorises it in the sandbox's checkout, pauses, resumes
    // and cancels it.
    const mandate = await drive('POST /api/autopay/mandates', member(ravi.id), () =>
      raviSession.post('/api/autopay/mandates', { scheme: 'esi' }),
    );
    const authorised = await fetch(
      `${stack.razorpaySandbox!.url}/v1/checkout/subscriptions/${mandate.json.subscriptionId}/pay`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ method: 'upi' }) },
    );
    assert.equal(authorised.status, 200);
    for (const action of ['pause', 'resume', 'cancel']) {
      await drive(`POST /api/autopay/mandates/{id}/${action}`, member(ravi.id), () =>
        raviSession.post(`/api/autopay/mandates/${mandate.json.mandate.id}/${action}`),
      );
    }

    // --- Content: events, sign-ups, gallery, scheme documents -------------------------------------------------
    const event = await drive('POST /api/events', admin(officeId), () =>
      office.post('/api/events', {
        title: 'Monsoon landscape walk',
        description: 'Western Ghats at first light',
        eventDate: inDays(21),
        location: 'Agumbe',
        category: 'workshop',
      }),
    );
    await drive('PUT /api/events/{id}', admin(officeId), () =>
      office.put(`/api/events/${event.json.id}`, { location: 'Agumbe sunset point' }),
    );
    const firstSignUp = await signUp(raviSession, event.json.id);
    assert.ok(firstSignUp.status < 300, firstSignUp.text);
    await drive('DELETE /api/events/{id}/signup', member(ravi.id), () =>
      raviSession.request('DELETE', `/api/events/${event.json.id}/signup`),
    );
    await drive('POST /api/events/{id}/signup', member(ravi.id), () =>
      raviSession.post(`/api/events/${event.json.id}/signup`),
    );
    // Check-in at the door (issue 30): the first scan records; the second changes nothing (and writes no row).
    await drive('POST /api/events/{id}/attendance', admin(officeId), () =>
      office.post(`/api/events/${event.json.id}/attendance`, { memberId: ravi.memberId }),
    );
    const secondScan = await office.post(`/api/events/${event.json.id}/attendance`, { memberId: ravi.memberId });
    assert.equal(secondScan.json.alreadyCheckedIn, true, secondScan.text);
    const other = await createEvent(office);
    await drive('DELETE /api/events/{id}', admin(officeId), () => office.request('DELETE', `/api/events/${other.id}`));
    const media = await drive('POST /api/gallery', admin(officeId), () =>
      officeForms.post('/api/gallery', [{ name: 'file', fileName: 'stage.png', type: 'image/png', data: tinyPng() }]),
    );
    await drive('DELETE /api/gallery/{id}', admin(officeId), () =>
      office.request('DELETE', `/api/gallery/${media.json.id}`),
    );
    const schemeDocument = await drive('POST /api/scheme-documents', admin(officeId), () =>
      uploadSchemeDocument(officeForms, 'esi', {
        data: tinyPdf('ESI form'),
        fileName: 'esi-form.pdf',
        type: 'application/pdf',
      }),
    );
    await drive('DELETE /api/scheme-documents/{id}', admin(officeId), () =>
      office.request('DELETE', `/api/scheme-documents/${schemeDocument.json.id}`),
    );

    // --- Notifications, settings, the contact form, signing out ----------------------------------------------
    await drive('POST /api/notifications', admin(officeId), () =>
      office.post('/api/notifications', {
        title: 'Annual meeting',
        message: 'The annual meeting is on Sunday at 10 am.',
        type: 'general',
        targetAudience: 'all',
      }),
    );
    const notice = await eventually(async () => {
      const list = (await raviSession.get('/api/notifications')).json as Array<{ id: string; message: string }>;
      return list.find((n) => n.message.startsWith('The annual meeting'));
    }, 'the notice in the member portal');
    await drive('POST /api/notifications/{id}/read', member(ravi.id), () =>
      raviSession.post(`/api/notifications/${notice.id}/read`),
    );
    await drive('POST /api/notifications/read-all', admin(officeId), () => office.post('/api/notifications/read-all'));
    // Issue 33: a member opts in to WhatsApp (the consent's record), and the provider's signed webhook.
    await drive('PUT /api/message-channels', member(ravi.id), () =>
      raviSession.put('/api/message-channels', { channel: 'whatsapp', enabled: true, phone: '98450 12345' }),
    );
    const whatsAppStatus = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [] } }] }],
    });
    await drive('POST /api/whatsapp/webhook', visitor, async () => {
      const res = await fetch(`${stack.url}/api/whatsapp/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWhatsAppWebhook(whatsAppStatus, stack.whatsAppCloud!.options.appSecret),
        },
        body: whatsAppStatus,
      });
      return { status: res.status, text: await res.text(), headers: res.headers };
    });
    // MSG91's delivery report, with the token its webhook URL carries (MSG91 does not sign).
    await drive('POST /api/sms/webhook', visitor, async () => {
      const hook = new URL(stack.msg91Sms!.options.webhookUrl!);
      const res = await fetch(`${stack.url}/api/sms/webhook${hook.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId: 'none', number: '919845012345', status: '1', desc: 'DELIVERED' }),
      });
      return { status: res.status, text: await res.text(), headers: res.headers };
    });
    const settings = (await office.get('/api/registration/settings')).json;
    await drive('PUT /api/registration/settings', admin(officeId), () =>
      office.put('/api/registration/settings', { ...settings, isRegistrationEnabled: !settings.isRegistrationEnabled }),
    );
    await drive('POST /api/contact', visitor, () =>
      anonymous().post('/api/contact', {
        name: 'Meera Iyer',
        email: `meera.${stack.runId}@visitor.test`,
        subject: 'Joining as a wedding photographer',
        message: 'How do I join the Kutumba Barosa scheme?',
      }),
    );
    await drive('POST /api/auth/logout', admin(officeId), () => sweeper.post('/api/auth/logout'));
    await drive('GET /api/logout', member(ravi.id), async () => {
      const res = await fetch(`${stack.url}/api/logout`, {
        headers: { cookie: raviSession.sessionCookie!, 'sec-fetch-site': 'same-origin' },
        redirect: 'manual',
      });
      return { status: res.status, text: await res.text(), headers: res.headers };
    });

    // Whatever a change sets off in the background (events, jobs) has happened before the rows are counted.
    await portalSettled(stack);
    for (const service of AllServices) {
      const rows = await sql<Record<string, any>>(service, `SELECT * FROM audit_log WHERE correlation_id IS NOT NULL`);
      for (const row of rows) {
        const list = rowsByRequest.get(row.correlation_id) ?? [];
        list.push({ ...row, service });
        rowsByRequest.set(row.correlation_id, list);
      }
    }
  }, 600_000);

  afterAll(async () => {
    await stack?.teardown();
  });

  it('drives every state-changing route the API describes, and no route it does not describe', () => {
    assert.deepEqual([...driven.keys()].sort(), documentedRoutes);
  });

  it.each(documentedRoutes)('%s leaves exactly one audit row naming who did it', (route) => {
    const call = driven.get(route);
    assert.ok(call, `${route} was driven`);
    const rows = rowsByRequest.get(call.requestId) ?? [];
    const seen = rows.map((row) => `${row.service} ${row.action}`).sort();
    if (TWO_OWNERS[route]) assert.deepEqual(seen, TWO_OWNERS[route]);
    else assert.equal(rows.length, 1, `${route}: ${JSON.stringify(seen)}`);
    for (const row of rows) {
      assert.deepEqual([row.actor_type, row.actor_id], [call.actorType, call.actorId], `${route}: ${row.action}`);
      assert.ok(row.ip, `${route}: the address the request came from`);
    }
  });

  /** Every entry the Audit Log lists for `query`, page after page. */
  async function allEntries(query: string, limit = 200): Promise<Array<Record<string, any>>> {
    const entries: Array<Record<string, any>> = [];
    let cursor: string | null = null;
    do {
      const res = await office.get(`/api/audit-log?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      assert.equal(res.status, 200, res.text);
      entries.push(...res.json.entries);
      cursor = res.json.next;
    } while (cursor);
    return entries;
  }

  it('lists the changes of every service newest first, page after page, each once, with who made them', async () => {
    let total = 0;
    for (const service of AllServices)
      total += (await sql<{ n: number }>(service, `SELECT count(*)::int AS n FROM audit_log`))[0].n;
    const small = await allEntries('', 7);
    assert.equal(small.length, total, 'small pages together hold every row');
    assert.equal(new Set(small.map((entry) => entry.id)).size, total, 'no row on two pages');
    const instants = small.map((entry) => entry.at as string);
    assert.deepEqual(instants, [...instants].sort().reverse(), 'newest first');
    assert.deepEqual(
      small.map((entry) => entry.id),
      (await allEntries('', 200)).map((entry) => entry.id),
      'the same order whatever the page size',
    );
    const fees = small.find((entry) => entry.action === 'membership-fees.updated')!;
    assert.deepEqual([fees.actorId, fees.actorRole, fees.service], [officeId, 'admin', 'membership']);
    assert.ok(fees.actorName, "the admin's name");
    assert.ok(fees.before && fees.after, 'the fee before and after');
    const member = small.find((entry) => entry.action === 'event-signup.created')!;
    assert.equal(member.actorName, 'Ravi Gowda');
  });

  it('filters by person, entity, action and India days, as the Audit Log page asks', async () => {
    const staff = await allEntries(`actorId=${staffId}`);
    assert.ok(staff.length >= 6, JSON.stringify(staff.map((entry) => entry.action)));
    assert.ok(staff.every((entry) => entry.actorId === staffId));
    assert.ok(staff.some((entry) => entry.action === 'admin-account.two-factor-enabled'));
    const records = await allEntries('entity=payment-record');
    assert.ok(records.length >= 2 && records.every((entry) => entry.entity === 'payment-record'));
    const refunds = await allEntries('action=refund.created');
    assert.deepEqual(
      refunds.map((entry) => [entry.entity, entry.actorId]),
      [['refund', officeId]],
    );
    const today = new Date(Date.now() + 5.5 * 3600_000);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    assert.equal((await allEntries(`from=${day(1)}`)).length, 0, 'nothing happened tomorrow');
    assert.equal((await allEntries(`to=${day(-1)}`)).length, 0, 'nor before yesterday');
    assert.equal((await allEntries(`from=${day(-1)}&to=${day(1)}&action=refund.created`)).length, 1);
  });

  it('exports the filtered trail as a CSV file nobody caches', async () => {
    const listed = await allEntries('entity=payment-record');
    const res = await fetch(`${stack.url}/api/audit-log/export?entity=payment-record`, {
      headers: { cookie: office.sessionCookie! },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const lines = (await res.text()).trim().split('\r\n');
    assert.match(lines[0], /^When \(IST\),Timestamp \(UTC\),Person,/);
    assert.equal(lines.length - 1, listed.length);
    assert.ok(lines.slice(1).every((line) => line.includes(',payment-record,')));
  });

  it('refuses a made-up cursor and an impossible day with 400, naming the field', async () => {
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      ['from=2026-02-31', 'from'],
      ['entity=DROP%20TABLE', 'entity'],
      ['limit=201', 'limit'],
    ]) {
      const res = await office.get(`/api/audit-log?${query}`);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.deepEqual(
        res.json.errors.map((error: { field: string }) => error.field),
        [field],
      );
    }
  });

  it('refuses to change or remove a recorded row in any database', async () => {
    for (const service of AllServices) {
      const [{ count }] = await sql<{ count: number }>(service, `SELECT count(*)::int AS count FROM audit_log`);
      assert.ok(count > 0, `${service} recorded something (positive control)`);
      await assert.rejects(sql(service, `UPDATE audit_log SET action = 'tampered'`), /append-only/);
      await assert.rejects(sql(service, `DELETE FROM audit_log`), /append-only/);
    }
  });
});
