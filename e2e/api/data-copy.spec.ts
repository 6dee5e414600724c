import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CONSENT_WITHDRAWN_NOTE } from '@portal/contracts';
import { waitFor } from '@portal/testing';
import JSZip from 'jszip';
import { Client } from 'pg';
import { MemberAccounts } from './member-auth.fixtures';
import { createEvent, signUp } from '../support/fixtures/content';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { MEMBER_PASSWORD } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord } from '../support/fixtures/payments';
import { registrationParts } from '../support/fixtures/registration';
import { listStoredKeys, storeClient } from '../support/fixtures/storage';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { uniqueNumber } from '../support/unique';

// Issue 32 "A copy of everything": a member who has every kind of data (consent, files, payments with receipts,
// an event sign-up and attendance, notifications and e-mails, a correction request) asks for a copy of it; the ZIP
// is checked against every service's database and the file store: nothing held about them is missing from it, and
// nothing of another member with the same kinds of data is in it. Then who may download it, and for how long.

/** The columns that tie a row to a member (the same rule the services apply, written out again here). */
const MEMBER_COLUMNS = ['member_id', 'member_uuid', 'member_code'];
/** Never part of a copy: the portal's own secrets, not personal data. */
const WITHHELD = /password|token|secret|otp|totp|recovery/i;
const FILE_KEY = /(^|_)(file|receipt|object|card|note|photo|proof|media|thumbnail)_key$/;
const SERVICES = ['membership', 'identity', 'payments', 'content', 'notifications', 'gateway'] as const;
type Service = (typeof SERVICES)[number];
type Row = Record<string, unknown>;

interface Person {
  uuid: string;
  memberId: string;
  email: string;
  phone: string;
  lastName: string;
  api: ApiClient;
}

describe('a copy of everything the portal holds about a member (issue 32)', () => {
  let stack: TestStack;
  let accounts: MemberAccounts;
  let admin: ApiClient;
  let asha: Person;
  let other: Person;
  let zip: JSZip;
  let copyId: string;

  /** A visitor registers with both files and consent; the office approves; the member sets a password and signs in. */
  async function registeredMember(firstName: string): Promise<Person> {
    const sequence = uniqueNumber();
    const lastName = `Copytest${sequence}`;
    const email = `${firstName.toLowerCase()}.${sequence}@data-copy.test`;
    const phone = `7${String(sequence).padStart(9, '0')}`;
    const visitor = new FormClient(stack.url, new ApiClient(stack.url));
    const registered = await visitor.post('/api/register', [
      ...registrationParts({ firstName, lastName, email, phone }),
      { name: 'passportPhoto', fileName: 'me.png', type: 'image/png', data: tinyPng() },
      { name: 'idProof', fileName: 'aadhaar.pdf', type: 'application/pdf', data: tinyPdf(`ID proof ${lastName}`) },
    ]);
    assert.equal(registered.status, 201, registered.text);
    const { id: uuid, memberId } = registered.json.member;
    const approved = await admin.post(`/api/members/${uuid}/approve`);
    assert.equal(approved.status, 200, approved.text);
    const token = await accounts.linkToken(email, '/setup-password');
    const set = await new ApiClient(stack.url).post('/api/auth/setup-password', {
      loginId: memberId,
      newPassword: MEMBER_PASSWORD,
      token,
    });
    assert.equal(set.status, 200, set.text);
    await accounts.projected(uuid, 'active');
    const api = new ApiClient(stack.url);
    const login = await api.post('/api/auth/member/login', { identifier: memberId, password: MEMBER_PASSWORD });
    assert.equal(login.status, 200, login.text);
    return { uuid, memberId, email, phone, lastName, api };
  }

  /** Every kind of data: files, a payment with its receipt, an event sign-up and attendance, a notification. */
  async function giveEveryKindOfData(person: Person): Promise<void> {
    const office = new FormClient(stack.url, admin);
    const photo = await office.post(`/api/members/${person.uuid}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(photo.status, 201, photo.text);
    const card = await office.post(`/api/members/${person.uuid}/id-card`, [
      { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: tinyPdf(`Card ${person.lastName}`) },
    ]);
    assert.equal(card.status, 201, card.text);
    const document = await office.post(`/api/members/${person.uuid}/documents`, [
      { name: 'file', fileName: 'bill.pdf', type: 'application/pdf', data: tinyPdf(`Bill ${person.lastName}`) },
      { name: 'documentType', value: 'address_proof' },
      { name: 'description', value: `Electricity bill of ${person.lastName}` },
    ]);
    assert.equal(document.status, 201, document.text);
    const record = await addRecord(admin, {
      memberId: person.uuid,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      period: '2026-10',
      paymentMethod: 'cash',
    });
    await withDatabase('payments', (db) =>
      waitFor(
        async () =>
          (await db.query('SELECT 1 FROM payment_records WHERE id = $1 AND receipt_key IS NOT NULL', [record.id]))
            .rowCount === 1,
        { timeoutMs: 30_000, what: `the receipt of ${person.memberId}` },
      ),
    );
    const event = await createEvent(admin, { title: `Workshop for ${person.lastName}` });
    const signed = await signUp(person.api, event.id);
    assert.ok([200, 201].includes(signed.status), signed.text);
    const attended = await admin.post(`/api/events/${event.id}/attendance`, { memberId: person.memberId });
    assert.ok([200, 201].includes(attended.status), attended.text);
    const sent = await admin.post('/api/notifications', {
      title: `Dues for ${person.lastName}`,
      message: 'Your ESI dues for November are open.',
      type: 'general',
      memberId: person.uuid,
      email: true,
    });
    assert.equal(sent.status, 201, sent.text);
    const correction = await person.api.post('/api/members/correction-requests', {
      field: 'dateOfBirth',
      value: '1988-04-13',
      note: 'Off by a day',
    });
    assert.equal(correction.status, 201, correction.text);
  }

  async function withDatabase<T>(service: Service, use: (db: Client) => Promise<T>): Promise<T> {
    const db = new Client({ connectionString: stack.databaseUrl(service) });
    await db.connect();
    try {
      return await use(db);
    } finally {
      await db.end();
    }
  }

  /** What a service's database holds about the person, read straight from it: rows by table. */
  async function heldAbout(service: Service, person: Person): Promise<Record<string, Row[]>> {
    return withDatabase(service, async (db) => {
      const held: Record<string, Row[]> = {};
      const { rows: columns } = await db.query(
        `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
          WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.column_name = ANY($1)`,
        [MEMBER_COLUMNS],
      );
      for (const { table_name: table, column_name: column, data_type: type } of columns) {
        if (['outbox', 'data_copies'].includes(table)) continue;
        const value = type === 'uuid' ? person.uuid : [person.uuid, person.memberId];
        const { rows } = await db.query(
          `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE ${type === 'uuid' ? `"${column}" = $1` : `"${column}" = ANY($1)`}`,
          [value],
        );
        if (rows.length) held[table] = [...(held[table] ?? []), ...rows.map((r) => r.row)];
      }
      const audit = await db.query(
        `SELECT to_jsonb(a) AS row FROM audit_log a WHERE a.actor_id = $1 OR a.entity_id = ANY($2)`,
        [person.uuid, [person.uuid, person.memberId]],
      );
      if (audit.rows.length) held.audit_log = audit.rows.map((r) => r.row);
      return held;
    });
  }

  const withoutWithheld = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([c]) => !WITHHELD.test(c)));

  beforeAll(async () => {
    stack = await sharedTestStack();
    accounts = await MemberAccounts.open(stack);
    admin = accounts.admin;
    asha = await registeredMember('Asha');
    other = await registeredMember('Bhavya');
    await giveEveryKindOfData(asha);
    await giveEveryKindOfData(other);

    const asked = await asha.api.post('/api/members/data-copies');
    assert.equal(asked.status, 202, asked.text);
    assert.equal(asked.json.state, 'preparing');
    copyId = asked.json.id;
    await waitFor(
      async () => {
        const list = await asha.api.get(`/api/members/${asha.uuid}/data-copies`);
        const copy = list.json.find((c: { id: string }) => c.id === copyId);
        if (copy?.state === 'failed') {
          const why = await withDatabase('membership', (db) =>
            db.query('SELECT failure FROM data_copies WHERE id = $1', [copyId]),
          );
          throw new Error(`the copy failed: ${why.rows[0]?.failure}`);
        }
        return copy?.state === 'ready';
      },
      { timeoutMs: 60_000, what: 'the copy to be ready' },
    );
    const download = await new FormClient(stack.url, asha.api).download(`/api/members/data-copies/${copyId}/download`);
    assert.equal(download.status, 200, download.body.toString().slice(0, 300));
    assert.equal(download.headers.get('content-type'), 'application/zip');
    assert.match(download.headers.get('content-disposition') ?? '', /attachment/);
    zip = await JSZip.loadAsync(download.body);
  }, 240_000);
  afterAll(async () => {
    await stack?.teardown();
  });

  it('holds every row each service keeps about the member, table by table, without passwords or tokens', async () => {
    for (const service of SERVICES) {
      const entry = zip.file(`${service}.json`);
      assert.ok(entry, `${service}.json is in the copy`);
      const copied = JSON.parse(await entry.async('string')) as Record<string, Row[]>;
      const held = await heldAbout(service, asha);
      if (service !== 'gateway')
        assert.ok(Object.keys(held).length > 0, `${service} holds something (positive control)`);
      for (const [table, rows] of Object.entries(held)) {
        const inCopy = (copied[table] ?? []).map((row) => JSON.stringify(row));
        for (const row of rows) {
          const expected = table === 'audit_log' ? row : withoutWithheld(row);
          assert.ok(
            inCopy.includes(JSON.stringify(expected)),
            `${service}.${table} row ${JSON.stringify(expected).slice(0, 200)} is in the copy`,
          );
        }
      }
      for (const rows of Object.values(copied))
        for (const row of rows)
          for (const column of Object.keys(row))
            if (!['audit_log'].includes(column))
              assert.doesNotMatch(column, WITHHELD, `${service}: ${column} withheld`);
    }
    // Each kind of data the issue names is there.
    const membership = JSON.parse(await zip.file('membership.json')!.async('string'));
    assert.equal(membership.consents.length, 1, 'the consent given at registration');
    assert.equal(membership.correction_requests.length, 1);
    const payments = JSON.parse(await zip.file('payments.json')!.async('string'));
    assert.ok(
      payments.payment_records.some((r: Row) => r.receipt_key),
      'the payment with its receipt',
    );
    const content = JSON.parse(await zip.file('content.json')!.async('string'));
    assert.equal(content.event_signups.length, 1);
    assert.equal(content.event_attendance.length, 1);
    const notifications = JSON.parse(await zip.file('notifications.json')!.async('string'));
    assert.ok(notifications.notifications_received.some((n: Row) => String(n.title).includes(asha.lastName)));
    assert.ok(notifications.email_log.length > 0, 'the e-mails sent to the address');
    assert.ok(
      notifications.email_log.every((m: Row) => !/token=[A-Za-z0-9_-]{8,}/.test(String(m.text))),
      'no live single-use link in the copy',
    );
    const identity = JSON.parse(await zip.file('identity.json')!.async('string'));
    assert.ok(identity.member_credentials[0], 'the sign-in account');
    assert.equal(JSON.stringify(identity).includes('$argon2'), false, 'never the password hash');
  });

  it('holds every file of the member in the file store, byte for byte', async () => {
    const stored = new Set(await listStoredKeys(stack.s3));
    let files = 0;
    for (const service of SERVICES) {
      const held = await heldAbout(service, asha);
      for (const rows of Object.values(held))
        for (const row of rows)
          for (const [column, value] of Object.entries(row)) {
            if (!FILE_KEY.test(column) || typeof value !== 'string' || !stored.has(value)) continue;
            const entry = zip.file(`files/${service}/${value}`);
            assert.ok(entry, `${service} ${column} ${value} is in the copy`);
            const original = await withStore(value);
            assert.ok((await entry.async('nodebuffer')).equals(original), `${value} intact`);
            files++;
          }
    }
    // Photo, passport photo, ID proof, ID card, document, receipt at least.
    assert.ok(files >= 6, `${files} files`);
    assert.ok(zip.file('files/membership/certificate.pdf'), 'the certificate, made for the copy');
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    assert.deepEqual(manifest.missingFiles, []);
  });

  it('holds nothing of another member', async () => {
    const everything: string[] = [];
    for (const name of Object.keys(zip.files)) {
      everything.push(name);
      const entry = zip.file(name);
      if (entry && /\.(json|txt)$/.test(name)) everything.push(await entry.async('string'));
    }
    const text = everything.join('\n').toLowerCase();
    assert.ok(text.includes(asha.uuid) && text.includes(asha.lastName.toLowerCase()), 'positive control');
    for (const trace of [other.uuid, other.memberId, other.email, other.phone, other.lastName]) {
      assert.equal(text.includes(trace.toLowerCase()), false, `${trace} of the other member is not in the copy`);
    }
  });

  it('refuses the copy to another member (404) and to anyone signed out (401), and e-mailed the member', async () => {
    const path = `/api/members/data-copies/${copyId}/download`;
    const another = await new FormClient(stack.url, other.api).download(path);
    assert.equal(another.status, 404);
    assert.equal(another.json.code, 'MEMBERSHIP_DATA_COPY_NOT_FOUND');
    const signedOut = await new FormClient(stack.url, new ApiClient(stack.url)).download(path);
    assert.equal(signedOut.status, 401);
    const theirList = await other.api.get(`/api/members/${asha.uuid}/data-copies`);
    assert.equal(theirList.status, 403);
    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.includes(asha.email) && /copy of your data/i.test(m.subject ?? ''),
      30_000,
    );
    assert.match(mail.text ?? '', /7 days|until/);
  });

  it('lets the office make a copy for a member asking in person, which only that admin and the member download', async () => {
    const made = await admin.post(`/api/members/${other.memberId}/data-copies`);
    assert.equal(made.status, 202, made.text);
    assert.equal(made.json.requestedBy, 'admin');
    await waitFor(
      async () =>
        (await admin.get(`/api/members/${other.uuid}/data-copies`)).json.find(
          (c: { id: string }) => c.id === made.json.id,
        )?.state === 'ready',
      { timeoutMs: 60_000, what: "the office's copy to be ready" },
    );
    const path = `/api/members/data-copies/${made.json.id}/download`;
    assert.equal((await new FormClient(stack.url, admin).download(path)).status, 200);
    assert.equal((await new FormClient(stack.url, other.api).download(path)).status, 200);
    assert.equal((await new FormClient(stack.url, asha.api).download(path)).status, 404);
  });

  it('refuses an expired copy (410) and deletes its ZIP from the file store', async () => {
    const key = `data-copies/${copyId}.zip`;
    assert.ok((await listStoredKeys(stack.s3, 'data-copies/')).includes(key), 'positive control: stored');
    await withDatabase('membership', (db) =>
      db.query(`UPDATE data_copies SET expires_at = now() - interval '1 minute' WHERE id = $1`, [copyId]),
    );
    const expired = await new FormClient(stack.url, asha.api).download(`/api/members/data-copies/${copyId}/download`);
    assert.equal(expired.status, 410);
    assert.equal(expired.json.code, 'MEMBERSHIP_DATA_COPY_EXPIRED');
    const list = await asha.api.get(`/api/members/${asha.uuid}/data-copies`);
    assert.equal(list.json.find((c: { id: string }) => c.id === copyId).state, 'expired');
    assert.equal((await listStoredKeys(stack.s3, 'data-copies/')).includes(key), false, 'the ZIP is deleted');
  });

  it('does not leave a copy cut off by a restart "being prepared" for ever: the member can ask again', async () => {
    // A copy whose build was cut off (its service stopped an hour ago mid-way), with a partial ZIP stored.
    const cut = await withDatabase('membership', async (db) => {
      const { rows } = await db.query(
        `INSERT INTO data_copies (member_id, requested_by, requested_by_id, requested_at)
         VALUES ($1, 'member', $2, now() - interval '1 hour') RETURNING id`,
        [other.uuid, other.uuid],
      );
      return rows[0].id as string;
    });
    const partial = `data-copies/${cut}.zip`;
    await storeClient(stack.s3).putObject(stack.s3.bucket, partial, Buffer.from('PK partial'));
    assert.ok((await listStoredKeys(stack.s3, 'data-copies/')).includes(partial), 'positive control: stored');

    const asked = await other.api.post('/api/members/data-copies');
    assert.equal(asked.status, 202, asked.text);
    assert.notEqual(asked.json.id, cut, 'a new copy, not the cut-off one');
    assert.equal(asked.json.state, 'preparing');
    const list = (await other.api.get(`/api/members/${other.uuid}/data-copies`)).json as {
      id: string;
      state: string;
    }[];
    assert.equal(list.find((c) => c.id === cut)?.state, 'failed');
    assert.equal((await listStoredKeys(stack.s3, 'data-copies/')).includes(partial), false, 'the partial ZIP is gone');
    await waitFor(
      async () =>
        (await other.api.get(`/api/members/${other.uuid}/data-copies`)).json.find(
          (c: { id: string }) => c.id === asked.json.id,
        )?.state === 'ready',
      { timeoutMs: 60_000, what: 'the new copy to be ready' },
    );
  });

  it('lets a member withdraw their consent, which starts the erasure of their data (issue 32)', async () => {
    const before = await other.api.get(`/api/members/${other.uuid}/consents`);
    assert.equal(before.status, 200, before.text);
    assert.equal(before.json.length, 1);
    assert.equal(before.json[0].withdrawnAt, null, 'positive control: the consent stands');
    assert.equal((await asha.api.get(`/api/members/${other.uuid}/consents`)).status, 403);

    const withdrawn = await other.api.post('/api/members/consents/withdraw');
    assert.equal(withdrawn.status, 200, withdrawn.text);
    assert.ok(withdrawn.json.consents.every((c: { withdrawnAt: string | null }) => c.withdrawnAt));
    assert.equal(withdrawn.json.erasureRequest.kind, 'erasure');
    assert.equal(withdrawn.json.erasureRequest.status, 'open');
    const requests = await admin.get(`/api/members/${other.uuid}/data-requests`);
    assert.equal(requests.json.filter((r: { kind: string }) => r.kind === 'erasure').length, 1);
    assert.equal(requests.json[0].note, CONSENT_WITHDRAWN_NOTE);

    const again = await other.api.post('/api/members/consents/withdraw');
    assert.equal(again.status, 200, again.text);
    assert.equal(again.json.erasureRequest.id, withdrawn.json.erasureRequest.id, 'the open request, not a second one');
    assert.equal((await admin.post('/api/members/consents/withdraw')).status, 403, 'only a member withdraws');
  });

  it("deletes the member's copies, rows and ZIPs, when their erasure is completed", async () => {
    const copies = async () =>
      withDatabase(
        'membership',
        async (db) => (await db.query('SELECT file_key FROM data_copies WHERE member_id = $1', [other.uuid])).rows,
      );
    const before = await copies();
    assert.ok(before.length > 0, 'positive control: the office made a copy for this member');
    const keys = before.map((r) => r.file_key as string).filter(Boolean);
    const stored = await listStoredKeys(stack.s3, 'data-copies/');
    assert.ok(keys.length > 0 && keys.every((k) => stored.includes(k)), 'positive control: its ZIP is stored');
    const open = (await admin.get(`/api/members/${other.uuid}/data-requests`)).json.find(
      (r: { kind: string; status: string }) => r.kind === 'erasure' && r.status === 'open',
    );
    const completed = await admin.post(`/api/members/${other.uuid}/data-requests/${open.id}/complete`);
    assert.ok(completed.status < 300, completed.text);
    await waitFor(async () => (await copies()).length === 0, { timeoutMs: 30_000, what: 'the copies to be deleted' });
    const after = await listStoredKeys(stack.s3, 'data-copies/');
    assert.deepEqual(
      keys.filter((k) => after.includes(k)),
      [],
      'their ZIPs are deleted',
    );
  });

  /** The object's bytes, read from the file store. */
  async function withStore(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await storeClient(stack.s3).getObject(stack.s3.bucket, key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
});
