import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices, type ServiceName } from '@portal/contracts';
import {
  backupCliMain as backupMain,
  startS3Server,
  createBackup,
  restoreBackup,
  RestoreRefused,
  type BackupManifest,
  type BackupTarget,
} from '@portal/infra';
import { Client } from 'pg';
import { dropDatabasesNow } from '@portal/testing';
import { createEvent, signUp, uploadedMedia, uploadSchemeDocument } from '../support/fixtures/content';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { MEMBER_PASSWORD, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { storeClient } from '../support/fixtures/storage';
import { addRecord, download, projectedInPayments } from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { ApiClient } from '../support/http-client';
import { rootDir, startTestStack, TestStack } from '../support/test-stack';

/**
 * Backups that restore (issue 28): a portal with members, payments and their receipts, an event, gallery media
 * and documents is backed up; its databases and stored files are wiped; the backup goes back into fresh
 * databases and a fresh bucket, and every table (row count and a checksum of its rows, computed here, apart from
 * the backup's own) and every object's bytes are as they were. Then the portal runs on it: the administrator and
 * the member sign in, and the receipt downloads with the same bytes.
 */

type Tables = Record<string, { rows: number; checksum: string }>;

async function tablesOf(url: string): Promise<Tables> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const names = (
      await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
      )
    ).rows.map((row) => row.name);
    const tables: Tables = {};
    for (const name of names) {
      // Sorted rows as JSON, hashed here in Node: a different way than the backup's own md5 of row text.
      const rows = (await client.query(`SELECT to_jsonb(t)::text AS row FROM public."${name}" t`)).rows
        .map((row: { row: string }) => row.row)
        .sort();
      tables[name] = { rows: rows.length, checksum: createHash('sha256').update(rows.join('\n')).digest('hex') };
    }
    return tables;
  } finally {
    await client.end();
  }
}

async function objectsOf(s3: TestStack['s3']): Promise<Record<string, string>> {
  const client = storeClient(s3);
  const objects: Record<string, string> = {};
  for await (const item of client.listObjectsV2(s3.bucket, '', true)) {
    if (!item.name) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await client.getObject(s3.bucket, item.name)) chunks.push(chunk as Buffer);
    objects[item.name] = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
  }
  return objects;
}

function targetOf(stack: TestStack): BackupTarget {
  const server = new URL(stack.databaseUrl('gateway'));
  server.pathname = '/postgres';
  return { postgresUrl: server.toString(), databasePrefix: stack.runId, s3: stack.s3 };
}

describe('backup and restore of the whole portal', () => {
  let original: TestStack | undefined;
  let restored: TestStack | undefined;
  const backupDir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  let archive: string;
  const before = {} as Record<ServiceName, Tables>;
  let objectsBefore: Record<string, string>;
  let memberId: string;
  let receiptPath: string;
  let receiptBytes: Buffer;
  let runId: string;
  let postgresUrl: string;

  beforeAll(async () => {
    original = await startTestStack();
    runId = original.runId;
    postgresUrl = targetOf(original).postgresUrl;
    const sessions = await MemberSessions.open(original);
    const admin = sessions.admin;
    const forms = new FormClient(original.url, admin);
    const me = await sessions.signedIn({ optedSchemes: ['esi'] });
    memberId = me.member.memberId;
    await projectedInPayments(admin, me.member.id, 'esi', 'active');
    const paid = await addRecord(admin, {
      memberId: me.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
      period: '2026-10',
    });
    receiptPath = `/api/payment-records/${paid.id}/receipt`;
    const receipt = await download(original, me.api, receiptPath);
    assert.equal(receipt.status, 200);
    receiptBytes = receipt.body;
    const event = await createEvent(admin);
    assert.ok((await signUp(me.api, event.id)).status < 300);
    await uploadedMedia(forms, { data: tinyPng(), fileName: 'stage.png', type: 'image/png' });
    const doc = await uploadSchemeDocument(forms, 'esi', {
      data: tinyPdf('ESI form'),
      fileName: 'esi-form.pdf',
      type: 'application/pdf',
    });
    assert.equal(doc.status, 201, doc.text);
    const memberDoc = await forms.post(`/api/members/${me.member.id}/documents`, [
      { name: 'documentType', value: 'address_proof' },
      { name: 'file', fileName: 'Address proof.pdf', type: 'application/pdf', data: tinyPdf('Address') },
    ]);
    assert.equal(memberDoc.status, 201, memberDoc.text);
    await portalSettled(original);

    // The services stop (the store stays up), so nothing changes between this look and the backup.
    await Promise.all(AllServices.map((service) => original!.services[service].stop()));
    for (const service of AllServices) before[service] = await tablesOf(original.databaseUrl(service));
    assert.ok(before.membership.members.rows > 0 && before.payments.payment_records.rows > 0, 'something to lose');
    objectsBefore = await objectsOf(original.s3);
    archive = await createBackup(targetOf(original), backupDir);
    // The wipe: the store's directory removed with the stack, every database dropped now (not at the run's end).
    await original.teardown();
    original = undefined;
    await dropDatabasesNow(postgresUrl, runId);
  }, 300_000);

  afterAll(async () => {
    await original?.teardown();
    await restored?.teardown();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes a manifest naming every database with its migration head and tables, and every object', async () => {
    const manifest = JSON.parse(await readFile(join(archive, 'manifest.json'), 'utf8')) as BackupManifest;
    assert.deepEqual(Object.keys(manifest.databases).sort(), [...AllServices].sort());
    for (const service of AllServices) {
      assert.match(manifest.databases[service].migrationHead ?? '', /^[A-Za-z]+\d{13}$/, service);
      assert.deepEqual(
        Object.fromEntries(Object.entries(manifest.databases[service].tables).map(([name, t]) => [name, t.rows])),
        Object.fromEntries(Object.entries(before[service]).map(([name, t]) => [name, t.rows])),
        `${service}'s row counts`,
      );
    }
    assert.deepEqual(manifest.objects.list.map((o) => o.key).sort(), Object.keys(objectsBefore).sort());
    assert.ok(manifest.objects.count >= 4, 'receipt, gallery image, scheme and member documents');
  });

  it('puts every row and every stored file back, then the portal runs on it and the receipt downloads', async () => {
    const postgres = new URL(postgresUrl);
    // Only the databases now: the fresh bucket comes with the portal started on them below.
    const emptyStore = { endpoint: 'http://127.0.0.1:1', accessKey: 'x', secretKey: 'x', bucket: 'portal' };
    await restoreBackup(
      archive,
      { postgresUrl: postgres.toString(), databasePrefix: runId, s3: emptyStore },
      {
        parts: ['databases'],
      },
    );
    const after = {} as Record<ServiceName, Tables>;
    for (const service of AllServices) {
      const url = new URL(postgres.toString());
      url.pathname = `/${runId}_${service}`;
      after[service] = await tablesOf(url.toString());
    }
    assert.deepEqual(after, before, 'every table of every database, row for row');

    restored = await startTestStack({ runId, postgresUrl: postgres.toString() });
    assert.deepEqual(await objectsOf(restored.s3), {}, 'a fresh bucket');
    await restoreBackup(archive, targetOf(restored), { parts: ['objects'] });
    assert.deepEqual(await objectsOf(restored.s3), objectsBefore, 'every stored file, byte for byte');

    // The administrator signs in (MemberSessions opens with the admin's sign-in), then the member.
    const sessions = await MemberSessions.open(restored);
    const member = await sessions.login(memberId, MEMBER_PASSWORD);
    const receipt = await download(restored, member, receiptPath);
    assert.equal(receipt.status, 200);
    assert.ok(receipt.body.equals(receiptBytes), 'the same receipt');
    assert.equal((await new ApiClient(restored.url).get('/api/health')).status, 200);
  });

  it('backs up with `npm run backup`, keeping the newest archives it is told to keep and copying each to a second store', async () => {
    assert.ok(restored, 'the portal restored above');
    const out = join(backupDir, 'scheduled');
    const second = await startS3Server({ port: 0, directory: join(backupDir, 'second-store'), buckets: [] });
    const copyTo = { ...second, bucket: 'offsite', prefix: 'kpwa/' };
    const config = { ...targetOf(restored), backupDir: out, keep: 2, copyTo };
    const written: string[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        await backupMain(rootDir, ['backup'], config);
        written.push(...(await readdir(out)).filter((name) => !written.includes(name)));
      }
      const copied = await objectsOf(copyTo);
      for (const name of written) assert.ok(copied[`kpwa/${name}/manifest.json`], `${name} copied with its manifest`);
      const newest = written.at(-1)!;
      const manifest = await readFile(join(out, newest, 'manifest.json'));
      assert.equal(copied[`kpwa/${newest}/manifest.json`], createHash('sha256').update(manifest).digest('hex'));
    } finally {
      await second.stop();
    }
    assert.equal(written.length, 3, 'three archives made');
    const kept = (await readdir(out)).sort();
    assert.equal(JSON.stringify(kept), JSON.stringify(written.slice(1).sort()), 'the oldest removed');
  });

  it('refuses to restore over a portal that holds data, and changes nothing', async () => {
    assert.ok(restored, 'the portal restored above');
    const tablesBefore = await tablesOf(restored.databaseUrl('membership'));
    await assert.rejects(restoreBackup(archive, targetOf(restored)), (error: unknown) => {
      assert.ok(error instanceof RestoreRefused);
      assert.match(error.message, /already hold data/);
      return true;
    });
    const tablesAfter = await tablesOf(restored.databaseUrl('membership'));
    assert.equal(tablesAfter.members.rows, tablesBefore.members.rows);
  });
});
