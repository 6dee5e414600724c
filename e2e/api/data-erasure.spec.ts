import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices, type ServiceName } from '@portal/contracts';
import { eventSubject } from '@portal/platform';
import { connect, StringCodec } from 'nats';
import { Client } from 'pg';
import { createEvent, signUp } from '../support/fixtures/content';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, download, eventually, projectedInPayments } from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { storeClient } from '../support/fixtures/storage';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Issue 32 "Erasure that keeps the books", end to end: a member with every kind of data (payments with receipts,
 * photo, ID proof and a document, an event sign-up, a correction declined with a notification and an e-mail, an
 * erasure request in the admin inbox, audit entries) asks for erasure; the office completes it; every service
 * confirms. Then no text column of any service's database and no object key or text object holds the member's
 * name, e-mail, phone, member id or address, the payment records keep their amounts, dates and receipt numbers,
 * the member cannot sign in, and a replayed erasure event changes nothing.
 */

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** One connection to a service's database for `work`. */
async function withDatabase<T>(stack: TestStack, service: ServiceName, work: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: stack.databaseUrl(service) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function query<T extends object>(stack: TestStack, service: ServiceName, text: string, params: unknown[] = []) {
  return withDatabase(stack, service, async (client) => (await client.query(text, params)).rows as T[]);
}

/**
 * Every text, varchar, jsonb and array column of every service's database that holds one of the texts. Each table
 * is read once, counting every column against every text (one query a column and text took 20-40 s), and the
 * services are read side by side.
 */
async function rowsNaming(stack: TestStack, texts: string[]): Promise<string[]> {
  const patterns = texts.map((text) => `%${text}%`);
  const perService = await Promise.all(
    AllServices.map((service) =>
      withDatabase(stack, service, async (client) => {
        const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
          `SELECT c.table_name, c.column_name FROM information_schema.columns c
             JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
            WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
              AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
            ORDER BY c.table_name, c.ordinal_position`,
        );
        const tables = new Map<string, string[]>();
        for (const { table_name, column_name } of columns) {
          tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
        }
        const found: string[] = [];
        for (const [table, names] of tables) {
          const counts = names.flatMap((column) =>
            texts.map((_, t) => `count(*) FILTER (WHERE "${column}"::text ILIKE $${t + 1})::int`),
          );
          const { rows } = await client.query<unknown[]>({
            text: `SELECT ${counts.join(', ')} FROM "${table}"`,
            values: patterns,
            rowMode: 'array',
          });
          names.forEach((column, c) =>
            texts.forEach((text, t) => {
              const n = rows[0][c * texts.length + t] as number;
              if (n > 0) found.push(`${service}.${table}.${column} holds "${text}" (${n} rows)`);
            }),
          );
        }
        return found;
      }),
    ),
  );
  return perService.flat();
}

/** Every object: its key, and its text when it is text (JSON, CSV, plain, HTML). */
async function objectsOf(s3: TestStack['s3']): Promise<Array<{ key: string; text: string | null }>> {
  const client = storeClient(s3);
  const objects: Array<{ key: string; text: string | null }> = [];
  for await (const item of client.listObjectsV2(s3.bucket, '', true)) {
    if (!item.name) continue;
    const stat = await client.statObject(s3.bucket, item.name);
    const type = String(stat.metaData?.['content-type'] ?? '');
    let text: string | null = null;
    if (/^text\/|json|csv/.test(type)) {
      const chunks: Buffer[] = [];
      for await (const chunk of await client.getObject(s3.bucket, item.name)) chunks.push(chunk as Buffer);
      text = Buffer.concat(chunks).toString('utf8');
    }
    objects.push({ key: item.name, text });
  }
  return objects;
}

/** Every table of every database as row count and checksum, leaving out the event bookkeeping a replay adds to. */
async function snapshot(stack: TestStack): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const service of AllServices) {
    await withDatabase(stack, service, async (client) => {
      const names = (
        await client.query<{ name: string }>(
          `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
        )
      ).rows.map((row) => row.name);
      for (const name of names.filter((n) => !['outbox', 'processed_events', 'migrations'].includes(n))) {
        const rows = (
          await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM public."${name}" t`)
        ).rows
          .map((row) => row.row)
          .sort();
        tables[`${service}.${name}`] = `${rows.length}:${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
      }
    });
  }
  return tables;
}

describe('erasure that keeps the books, across every service', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let me: MemberSession;
  let bystander: MemberSession;
  let texts: string[];
  let requestId: string;
  let pseudonym: string;
  let recordsBefore: Array<Record<string, unknown>>;
  let receiptNumbers: string[];

  const recordsOf = (memberUuid: string) =>
    query<Record<string, unknown>>(
      stack,
      'payments',
      `SELECT id, amount::text, status, due_date, payment_date, period_start, receipt_number, receipt_key, scheme,
              payment_method, created_at
         FROM payment_records WHERE member_id = $1 ORDER BY id`,
      [memberUuid],
    );

  beforeAll(async () => {
    stack = await startTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    const forms = new FormClient(stack.url, admin);
    const tag = letters(6);
    [me, bystander] = await Promise.all([
      sessions.signedIn({
        firstName: 'Vaidehi',
        lastName: `Erasure${tag}`,
        address: `17 Chamundi ${tag} Road, Mysuru`,
        optedSchemes: ['esi'],
      }),
      sessions.signedIn({ optedSchemes: ['esi'] }),
    ]);
    const m = me.member;
    texts = [`${m.firstName} ${m.lastName}`, m.lastName, m.email, m.phone, m.memberId, m.address];

    // Files: photo, ID card, a document (an applicant's ID proof comes with registration; the same column is erased).
    const photo = await forms.post(`/api/members/${m.id}/photo`, [
      { name: 'photo', fileName: 'me.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.ok(photo.status < 300, photo.text);
    const card = await forms.post(`/api/members/${m.id}/id-card`, [
      { name: 'idCard', fileName: 'card.pdf', type: 'application/pdf', data: tinyPdf('ID card') },
    ]);
    assert.ok(card.status < 300, card.text);
    const doc = await forms.post(`/api/members/${m.id}/documents`, [
      { name: 'documentType', value: 'address_proof' },
      { name: 'file', fileName: `${m.lastName} address.pdf`, type: 'application/pdf', data: tinyPdf('Address') },
    ]);
    assert.equal(doc.status, 201, doc.text);

    // Payments with receipts, the member's and a bystander's.
    await Promise.all([
      projectedInPayments(admin, m.id, 'esi', 'active'),
      projectedInPayments(admin, bystander.member.id, 'esi', 'active'),
    ]);
    for (const period of ['2026-09', '2026-10']) {
      const paid = await addRecord(admin, {
        memberId: m.id,
        scheme: 'esi',
        amount: 200,
        status: 'paid',
        paymentMethod: 'cash',
        period,
        notes: `Paid at the office by ${m.firstName} ${m.lastName}`,
      });
      const receipt = await download(stack, me.api, `/api/payment-records/${paid.id}/receipt`);
      assert.equal(receipt.status, 200);
    }
    await addRecord(admin, {
      memberId: bystander.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
      period: '2026-10',
    });

    // An event sign-up.
    const event = await createEvent(admin);
    assert.ok((await signUp(me.api, event.id)).status < 300);

    // A correction request, declined: an inbox item, a notification and an e-mail naming the member.
    const correction = await me.api.post('/api/members/correction-requests', {
      field: 'dateOfBirth',
      value: '1988-04-12',
    });
    assert.equal(correction.status, 201, correction.text);
    const declined = await admin.post(`/api/members/correction-requests/${correction.json.id}/decline`, {
      reason: 'Matches the ID proof',
    });
    assert.equal(declined.status, 200, declined.text);

    // The erasure request, and the office completing it.
    const asked = await me.api.post('/api/members/data-requests/erasure', { note: 'Closing my studio' });
    assert.equal(asked.status, 201, asked.text);
    requestId = asked.json.id;
    assert.equal(asked.json.status, 'open');
    assert.ok(asked.json.keeps.some((line: string) => /7 years/.test(line)));
    await portalSettled(stack);
    recordsBefore = await recordsOf(m.id);
    receiptNumbers = recordsBefore.map((r) => String(r.receipt_number));
    assert.equal(recordsBefore.length, 2);
    assert.ok(
      receiptNumbers.every((n) => n && n !== 'null'),
      'both records have receipt numbers',
    );
    const found = await rowsNaming(stack, texts);
    assert.ok(
      found.some((where) => where.startsWith('notifications.')),
      `positive control: ${found.join('; ')}`,
    );
    assert.ok(
      found.some((where) => where.startsWith('payments.')),
      'positive control: payments knows the member',
    );
    assert.ok((await objectsOf(stack.s3)).length >= 4, 'positive control: photo, documents, receipts are stored');

    const completed = await admin.post(`/api/members/${m.id}/data-requests/${requestId}/complete`, {});
    assert.equal(completed.status, 200, completed.text);
    pseudonym = completed.json.pseudonym;
    assert.match(pseudonym, /^ERASED-[0-9A-F]{10}$/);
    await eventually(async () => {
      const res = await admin.get(`/api/members/${m.id}/data-requests`);
      return res.json?.[0]?.status === 'done';
    }, 'every service to confirm the erasure');
    await portalSettled(stack);
  }, 300_000);

  afterAll(async () => {
    await stack?.teardown();
  });

  it('shows each service confirming, and the request done', async () => {
    const res = await admin.get(`/api/members/${me.member.id}/data-requests`);
    assert.equal(res.status, 200, res.text);
    const [request] = res.json;
    assert.equal(request.id, requestId);
    assert.equal(request.status, 'done');
    assert.deepEqual(request.confirmations.map((c: { service: string }) => c.service).sort(), [
      'content',
      'identity',
      'membership',
      'notifications',
      'payments',
    ]);
  });

  it("finds the member's name, e-mail, phone, member id and address in no database column", async () => {
    assert.deepEqual(await rowsNaming(stack, texts), []);
  });

  it('finds them in no object key and no text object, and the files are gone', async () => {
    const objects = await objectsOf(stack.s3);
    const naming = objects.filter(
      (o) => texts.some((t) => o.key.toLowerCase().includes(t.toLowerCase())) || texts.some((t) => o.text?.includes(t)),
    );
    assert.deepEqual(naming, []);
    const keys = objects.map((o) => o.key);
    assert.ok(!keys.some((key) => key.includes(me.member.id) && !/receipt/i.test(key)), keys.join(', '));
  });

  it('keeps the payment records: amounts, dates and receipt numbers unchanged, under the pseudonym', async () => {
    assert.deepEqual(await recordsOf(me.member.id), recordsBefore);
    const [projection] = await query<{ member_code: string; first_name: string; email: string | null }>(
      stack,
      'payments',
      `SELECT member_code, first_name, email FROM payment_members WHERE id = $1`,
      [me.member.id],
    );
    assert.deepEqual(projection, { member_code: pseudonym, first_name: 'Erased', email: null });
    const [other] = await query<{ first_name: string }>(
      stack,
      'payments',
      `SELECT first_name FROM payment_members WHERE id = $1`,
      [bystander.member.id],
    );
    assert.equal(other.first_name, bystander.member.firstName, 'another member is untouched');
  });

  it('no longer lets the member sign in', async () => {
    const api = new ApiClient(stack.url);
    for (const identifier of [me.member.memberId, me.member.email]) {
      const res = await api.post('/api/auth/member/login', { identifier, password: me.password });
      assert.equal(res.status, 401, `${identifier}: ${res.status} ${res.text}`);
    }
    const old = await me.api.get('/api/auth/user');
    assert.deepEqual(
      [old.status, old.text, old.headers.get('x-session-expired')],
      [200, '', 'account-closed'],
      'the old session ended',
    );
    const bystanderLogin = await api.post('/api/auth/member/login', {
      identifier: bystander.member.memberId,
      password: bystander.password,
    });
    assert.equal(bystanderLogin.status, 200, 'positive control: another member signs in');
  });

  it('changes nothing when the erasure event is delivered again', async () => {
    const before = await snapshot(stack);
    const nats = await connect({ servers: stack.natsUrl });
    try {
      const m = me.member;
      const replay = {
        id: randomUUID(),
        type: 'membership.erasure.completed',
        occurredAt: new Date().toISOString(),
        data: {
          requestId,
          memberUuid: m.id,
          memberId: m.memberId,
          pseudonym,
          email: m.email,
          phones: [m.phone],
          names: [m.firstName, m.lastName],
          erase: texts,
        },
      };
      const js = nats.jetstream();
      await js.publish(eventSubject(stack.runId, replay.type), StringCodec().encode(JSON.stringify(replay)), {
        msgID: replay.id,
      });
      // Positive control: each service handled the replay (it confirmed again).
      await eventually(async () => {
        for (const service of ['identity', 'payments', 'content', 'notifications'] as const) {
          const rows = await query<{ n: number }>(
            stack,
            service,
            `SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1`,
            [replay.id],
          );
          if (rows[0].n === 0) return false;
        }
        return true;
      }, 'every service to handle the replay');
      await portalSettled(stack);
    } finally {
      await nats.close();
    }
    assert.deepEqual(await snapshot(stack), before);
  });
});
