import 'reflect-metadata';
import { MemberDto, MembershipEvents, StoredFileAnswer } from '@portal/contracts';
import { AuditTrail, OutboxWriter, renderPdfSpecimens } from '@portal/platform';
import {
  assertPrintedAsSpecimen,
  decodePdfQr,
  extractPdfText,
  popplerText,
  printedInks,
  waitFor,
} from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CardKeys } from '../src/id-cards/card-keys.service';
import { verifyCardPass } from '../src/id-cards/card-pass-signer';
import { CardSigningKeysRepository } from '../src/id-cards/card-signing-keys.repository';
import { IdCardSettings } from '../src/id-cards/id-card.settings';
import { IdCardJobRunner, MAX_JOB_ATTEMPTS } from '../src/id-cards/id-card-job.runner';
import { IdCardJobsService } from '../src/id-cards/id-card-jobs.service';
import { IdCardMaker } from '../src/id-cards/id-card-maker.service';
import { IdCardsRepository } from '../src/id-cards/id-cards.repository';
import { IdCardsService } from '../src/id-cards/id-cards.service';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const SETTINGS: IdCardSettings = {
  publicUrl: 'https://portal.example.org',
  signingSecret: 'integration-test-signing-secret',
  associationName: 'Karnataka Photographers Welfare Association',
  passPrivateKey: undefined,
};
/** CR80 in PDF points (85.6 × 54 mm). */
const CARD_POINTS = [(85.6 * 72) / 25.4, (54 * 72) / 25.4];

async function bytesOf(fx: MembershipFixture, file: StoredFileAnswer): Promise<Buffer> {
  const { body } = await fx.storage.open(file.key);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Width and height of each page, from the MediaBox entries pdfkit writes in the clear. */
function pageSizes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

function verificationParts(url: string): { memberId: string; sig: string } {
  const parsed = new URL(url);
  return { memberId: decodeURIComponent(parsed.pathname.split('/').pop()!), sig: parsed.searchParams.get('sig')! };
}

describe('ID cards over Postgres and object storage', () => {
  let fx: MembershipFixture;
  let sut: IdCardsService;
  let jobs: IdCardJobsService;
  let runner: IdCardJobRunner;
  let repository: IdCardsRepository;
  let keys: CardKeys;

  const createMember = (firstName: string, lastName: string, status = 'active'): Promise<MemberDto> =>
    fx.members.create(
      {
        firstName,
        lastName,
        phone: nextPhone(),
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        address: '12, 4th Cross, Jayanagar, Bengaluru',
        status,
        membershipEndDate: '2027-03-31',
      },
      fx.admin,
    );

  function finished(jobId: string, seen: number[] = []) {
    return waitFor(
      async () => {
        const job = await jobs.get(jobId, fx.admin);
        seen.push(job.done);
        return (job.status === 'completed' || job.status === 'failed') && job;
      },
      { timeoutMs: 60_000, what: `ID card job ${jobId} to finish` },
    );
  }

  beforeAll(async () => {
    fx = await startMembershipFixture();
    repository = new IdCardsRepository(fx.dataSource);
    keys = new CardKeys(new CardSigningKeysRepository(fx.dataSource), SETTINGS);
    await keys.onModuleInit();
    const maker = new IdCardMaker(fx.dataSource, fx.storage, repository, keys, SETTINGS);
    sut = new IdCardsService(fx.dataSource, repository, maker);
    runner = new IdCardJobRunner(fx.dataSource, repository, maker, new OutboxWriter());
    jobs = new IdCardJobsService(repository, runner, new AuditTrail());
  });
  afterAll(async () => {
    await runner?.onApplicationShutdown();
    await fx?.teardown();
  });

  it('makes a two-page CR80 card holding the name and member id whose QR code opens the signed verification page', async () => {
    const member = await createMember('Ravi', 'Kumar');
    const { jobId } = await jobs.start({ memberIds: [member.memberId] }, fx.admin);
    const job = await finished(jobId);
    assert.deepEqual([job.status, job.done, job.total, job.failed], ['completed', 1, 1, []]);

    const pdf = await bytesOf(fx, await sut.download(member.memberId, fx.admin));
    const sizes = pageSizes(pdf);
    assert.equal(sizes.length, 2);
    for (const [width, height] of sizes) {
      assert.ok(
        Math.abs(width - CARD_POINTS[0]) < 0.5 && Math.abs(height - CARD_POINTS[1]) < 0.5,
        `${width}×${height}`,
      );
    }
    const { pages } = await extractPdfText(pdf);
    assert.equal(pages.length, 2);
    assert.match(pages[0], /Ravi Kumar/);
    assert.match(pages[0], new RegExp(member.memberId));
    assert.match(pages[1], /property of Karnataka Photographers Welfare Association/);
    assert.match(pages[1], /31\/03\/2027/);

    const url = await decodePdfQr(pdf, 1);
    assert.match(
      url,
      new RegExp(`^https://portal\\.example\\.org/verify/${member.memberId}\\?sig=[\\w-]+#pass=[\\w.-]+$`),
    );
    const served = new Map((await keys.publicKeys()).keys.map((key) => [key.kid, key.publicKey]));
    assert.deepEqual(verifyCardPass(url, served), {
      memberId: member.memberId,
      name: 'Ravi Kumar',
      validThrough: '2027-03-31',
      issuedAt: verifyCardPass(url, served)!.issuedAt,
    });
    const { memberId, sig } = verificationParts(url);
    const verified = await sut.verify(memberId, sig);
    assert.deepEqual(
      { name: verified.name, status: verified.status, memberId: verified.memberId },
      { name: 'Ravi Kumar', status: 'active', memberId: member.memberId },
    );
  });

  it('keeps the card key generated at first start across restarts, and keeps an older key listed after a rotation', async () => {
    const before = (await keys.publicKeys()).keys;
    const restarted = new CardKeys(new CardSigningKeysRepository(fx.dataSource), SETTINGS);
    await restarted.onModuleInit();
    assert.deepEqual((await restarted.publicKeys()).keys, before, 'the same key after a restart');
    const pass = { memberId: 'PHOTO0001', name: 'A', validThrough: null, issuedAt: '2026-11-27T04:32:00.000Z' };
    const oldToken = restarted.token(pass);

    const { privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('ed25519'));
    const rotated = new CardKeys(new CardSigningKeysRepository(fx.dataSource), {
      ...SETTINGS,
      passPrivateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
    await rotated.onModuleInit();
    const after = (await rotated.publicKeys()).keys;
    assert.equal(after.filter((key) => key.current).length, 1);
    assert.notEqual(after.find((key) => key.current)?.kid, before.find((key) => key.current)?.kid);
    const served = new Map(after.map((key) => [key.kid, key.publicKey]));
    assert.deepEqual(verifyCardPass(oldToken, served), pass, 'a card printed before the rotation');
    assert.deepEqual(verifyCardPass(rotated.token(pass), served), pass, 'a card printed after it');
    // Back to the generated key for the other tests' cards (it was never removed).
    await new CardSigningKeysRepository(fx.dataSource).makeCurrent(before[0].kid, before[0].publicKey, null);
  });

  it('prints a name written in Kannada as written, with its conjuncts, on the card and the certificate', async () => {
    // ಕ್ಷ and ತ್ರ are conjuncts: read back as written only through the runs' ActualText (poppler), drawn shaped.
    const name = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';
    const member = await fx.members.create(
      {
        firstName: 'ಲಕ್ಷ್ಮೀ',
        lastName: 'ತ್ರಿವೇಣಿ',
        phone: nextPhone(),
        email: `kannada.${nextPhone()}@example.com`,
        address: 'ಜಯನಗರ, ಬೆಂಗಳೂರು',
        status: 'active',
        membershipEndDate: '2027-03-31',
      },
      fx.admin,
    );
    const { jobId } = await jobs.start({ memberIds: [member.memberId] }, fx.admin);
    assert.equal((await finished(jobId)).status, 'completed');
    const card = await bytesOf(fx, await sut.download(member.memberId, fx.admin));
    const certificate = await bytesOf(fx, await sut.certificate(member.memberId, fx.admin));
    for (const [pdf, size, where] of [
      [card, 8, 'card'],
      [certificate, 26, 'certificate'],
    ] as const) {
      // Drawn with the embedded Kannada face (Helvetica has no Kannada glyphs) and read back as the name.
      assert.match(pdf.toString('latin1'), /NotoSansKannada/);
      assert.match(await popplerText(pdf), new RegExp(name));
      const [printed] = await printedInks(pdf, name, size);
      await assertPrintedAsSpecimen(printed, size, await renderPdfSpecimens(name, { size, weight: 700 }), where);
    }
  });

  it('shows a member suspended after the card was made as suspended, and refuses wrong or missing signatures', async () => {
    const member = await createMember('Asha', 'Gowda');
    await finished((await jobs.start({ memberIds: [member.id] }, fx.admin)).jobId);
    const url = await decodePdfQr(await bytesOf(fx, await sut.download(member.id, fx.admin)), 1);
    const { memberId, sig } = verificationParts(url);

    await fx.members.update(member.id, { status: 'suspended' }, fx.admin);
    assert.equal((await sut.verify(memberId, sig)).status, 'suspended');

    const other = await createMember('Manoj', 'Rao');
    const refused = { code: 'MEMBERSHIP_INVALID_VERIFICATION_LINK', message: 'This verification link is not valid' };
    await assert.rejects(sut.verify(memberId, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`), refused);
    await assert.rejects(sut.verify(memberId, undefined), refused);
    await assert.rejects(sut.verify(other.memberId, sig), refused);
    await assert.rejects(sut.verify('PHOTO999999', sig), refused);
  });

  it('generates 500 cards in one background job, reporting progress, skipping nobody', async () => {
    await fx.dataSource.query(
      `INSERT INTO members (member_id, first_name, last_name, phone, status, membership_end_date)
       SELECT 'BULK' || lpad(n::text, 5, '0'), 'Bulk', 'Member ' || n, '7' || lpad(n::text, 9, '0'), 'active', now() + interval '1 year'
       FROM generate_series(1, 500) AS n`,
    );
    const [{ eligible }] = await fx.dataSource.query<[{ eligible: number }]>(
      `SELECT count(*)::int AS eligible FROM members WHERE status <> 'pending'`,
    );
    const seen: number[] = [];
    const { jobId } = await jobs.start({ all: true }, fx.admin);
    const job = await finished(jobId, seen);

    assert.deepEqual([job.status, job.total, job.done, job.failed], ['completed', eligible, eligible, []]);
    assert.ok(
      seen.some((done) => done < eligible),
      'progress was seen before the end',
    );
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => a - b),
    );
    const [{ without }] = await fx.dataSource.query<[{ without: number }]>(
      `SELECT count(*)::int AS without FROM members m WHERE m.status <> 'pending'
         AND NOT EXISTS (SELECT 1 FROM id_cards c WHERE c.member_id = m.id AND c.generated_at >= $1)`,
      [job.createdAt],
    );
    assert.equal(without, 0);
    const events = await fx.events(MembershipEvents.IdCardsGenerated);
    assert.deepEqual(
      events.filter((event) => event.data.jobId === jobId).map((event) => [event.data.generated, event.data.failed]),
      [[eligible, 0]],
    );
  }, 300_000);

  it('records a failure per member and still makes the other cards', async () => {
    const pending = await createMember('Pending', 'Applicant', 'pending');
    const fine = await createMember('Fine', 'Member');
    const { jobId } = await jobs.start({ memberIds: [pending.memberId, 'PHOTO999999', fine.memberId] }, fx.admin);
    const job = await finished(jobId);
    assert.equal(job.done, 3);
    assert.deepEqual(
      job.failed.map((failure) => failure.memberId),
      [pending.memberId, 'PHOTO999999'],
    );
    assert.match(job.failed[0].error, /pending approval/);
    assert.equal(job.failed[1].error, 'Member not found');
    assert.equal((await sut.download(fine.memberId, fx.admin)).contentType, 'application/pdf');
  });

  it('carries on a job whose runner stopped, after the last member it handled', async () => {
    const first = await createMember('Resume', 'One');
    const second = await createMember('Resume', 'Two');
    const jobId = '00000000-0000-4000-8000-000000000001';
    await repository.createJob(jobId, null, [first.memberId, second.memberId]);
    // As a process killed after the first card leaves it: running, position 1, heartbeat long stopped.
    await fx.dataSource.query(
      `UPDATE id_card_jobs SET status = 'running', done = 1, position = 1, heartbeat_at = now() - interval '10 minutes'
       WHERE id = $1`,
      [jobId],
    );
    await runner.sweep();
    const job = await finished(jobId);
    assert.deepEqual([job.status, job.done, job.failed], ['completed', 2, []]);
    // Newest first: the second member's card was made on resumption, the first one's before the "crash".
    assert.deepEqual(
      (await sut.list({ search: 'resume' }, fx.admin)).items.map((item) => [item.name, item.hasCard]),
      [
        ['Resume Two', true],
        ['Resume One', false],
      ],
    );
  });

  it('records every card made when stopped mid-job, and a takeover makes each remaining card once', async () => {
    const refs: string[] = (
      await fx.dataSource.query<Array<{ member_id: string }>>(
        `INSERT INTO members (member_id, first_name, last_name, phone, status, membership_end_date)
         SELECT 'STOP' || lpad(n::text, 5, '0'), 'Stopped', 'Member ' || n, '6' || lpad(n::text, 9, '0'), 'active', now() + interval '1 year'
         FROM generate_series(1, 200) AS n RETURNING member_id`,
      )
    ).map((row) => row.member_id);
    const jobId = '00000000-0000-4000-8000-000000000002';
    await repository.createJob(jobId, null, refs);
    const [{ started }] = await fx.dataSource.query<[{ started: Date }]>(`SELECT now() AS started`);
    const made = async () =>
      (
        await fx.dataSource.query<[{ n: number }]>(
          `SELECT count(*)::int AS n FROM id_cards c JOIN members m ON m.id = c.member_id
           WHERE m.member_id LIKE 'STOP%' AND c.generated_at >= $1`,
          [started],
        )
      )[0].n;
    const stopping = new IdCardJobRunner(
      fx.dataSource,
      repository,
      new IdCardMaker(fx.dataSource, fx.storage, repository, keys, SETTINGS),
      new OutboxWriter(),
    );
    stopping.run(jobId);
    await waitFor(async () => (await jobs.get(jobId, fx.admin)).done > 0, { what: 'the first progress' });
    await stopping.onApplicationShutdown();

    const stopped = await jobs.get(jobId, fx.admin);
    assert.equal(stopped.status, 'running');
    assert.ok(stopped.done < refs.length, `stopped before the end (${stopped.done} done)`);
    // Every card made is counted, and no card is counted that was not made.
    assert.equal(await made(), stopped.done);

    await fx.dataSource.query(`UPDATE id_card_jobs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [
      jobId,
    ]);
    await runner.sweep();
    const job = await finished(jobId);
    assert.deepEqual([job.status, job.done, job.failed], ['completed', refs.length, []]);
    assert.equal(await made(), refs.length);
  }, 120_000);

  it('gives up a job that keeps stopping before it handles anyone, and says why', async () => {
    class BrokenRepository extends IdCardsRepository {
      override nextMembers(): Promise<never> {
        return Promise.reject(new Error('could not read the job members'));
      }
    }
    const broken = new BrokenRepository(fx.dataSource);
    const brokenRunner = new IdCardJobRunner(
      fx.dataSource,
      broken,
      new IdCardMaker(fx.dataSource, fx.storage, broken, keys, SETTINGS),
      new OutboxWriter(),
    );
    const member = await createMember('Stuck', 'Job');
    const { jobId } = await new IdCardJobsService(broken, brokenRunner, new AuditTrail()).start(
      { memberIds: [member.memberId] },
      fx.admin,
    );
    const takeOver = async () => {
      await brokenRunner.idle();
      await fx.dataSource.query(`UPDATE id_card_jobs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [
        jobId,
      ]);
      await brokenRunner.sweep();
      await brokenRunner.idle();
    };
    // The first run and MAX_JOB_ATTEMPTS - 1 takeovers: still retried, as after a passing outage.
    for (let run = 1; run < MAX_JOB_ATTEMPTS; run++) await takeOver();
    assert.equal((await jobs.get(jobId, fx.admin)).status, 'running');
    await takeOver();
    const job = await jobs.get(jobId, fx.admin);
    assert.deepEqual(
      { status: job.status, error: job.error, done: job.done, finished: job.finishedAt !== null },
      { status: 'failed', error: 'could not read the job members', done: 0, finished: true },
    );
  });

  it('serves the newest card, generated or uploaded, and counts downloads', async () => {
    const member = await createMember('Newest', 'Card');
    assert.equal(member.idCardUrl, null, 'a new member has no card to download');
    await finished((await jobs.start({ memberIds: [member.memberId] }, fx.admin)).jobId);
    // The register's Download ID (member list and detail page) follows idCardUrl: a generated card counts.
    assert.equal((await fx.members.get(member.id, fx.admin)).idCardUrl, `/api/members/${member.id}/id-card`);
    const before = (await sut.stats(fx.admin)).downloads;
    assert.equal((await sut.download(member.memberId, fx.admin)).contentType, 'application/pdf');

    await fx.files.set(
      {
        id: member.id,
        kind: 'idCard',
        key: 'uploads/card.png',
        contentType: 'image/png',
        fileName: 'card.png',
        size: 10,
        actor: fx.admin,
      },
      fx.admin,
    );
    assert.equal((await sut.download(member.memberId, memberActor(member.id))).key, 'uploads/card.png');
    let [row] = (await sut.list({ search: 'newest card' }, fx.admin)).items;
    assert.equal(row.source, 'uploaded');

    await finished((await jobs.start({ memberIds: [member.memberId] }, fx.admin)).jobId);
    assert.equal((await sut.download(member.memberId, fx.admin)).contentType, 'application/pdf');
    [row] = (await sut.list({ search: 'newest card' }, fx.admin)).items;
    assert.equal(row.source, 'generated');
    assert.equal((await sut.stats(fx.admin)).downloads, before + 3);

    const stranger = await createMember('Other', 'Member');
    await assert.rejects(sut.download(member.memberId, memberActor(stranger.id)), { code: 'FORBIDDEN' });
    await assert.rejects(sut.download(stranger.memberId, fx.admin), {
      message: "This member doesn't have an ID card uploaded yet",
    });
  });

  it("lets the gateway remove a deleted member's generated card from storage", async () => {
    const member = await createMember('Leaving', 'Member');
    await finished((await jobs.start({ memberIds: [member.memberId] }, fx.admin)).jobId);
    const { key } = await sut.download(member.memberId, fx.admin);
    const { removedKeys } = await fx.members.delete(member.id, fx.admin);
    assert.ok(removedKeys.includes(key), removedKeys.join());
  });

  it('lists cards by generation date and counts generated and pending cards', async () => {
    // from/to are days in India.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const all = await sut.list({ limit: 1000 }, fx.admin);
    const withCards = all.items.filter((item) => item.hasCard).length;
    const inRange = await sut.list({ limit: 1000, from: today, to: today });
    assert.equal(inRange.items.length, withCards);
    assert.ok(inRange.items.every((item) => item.generatedAt !== null));
    assert.equal((await sut.list({ limit: 1000, to: '2020-01-01' })).total, 0);

    const stats = await sut.stats(fx.admin);
    assert.equal(stats.totalMembers, all.total);
    const [{ generated, pending }] = await fx.dataSource.query<[{ generated: number; pending: number }]>(`
      SELECT (SELECT count(*) FROM id_cards)::int AS generated,
             (SELECT count(*) FROM members m WHERE status <> 'pending' AND id_card_key IS NULL
                AND NOT EXISTS (SELECT 1 FROM id_cards c WHERE c.member_id = m.id))::int AS pending`);
    assert.deepEqual([stats.generated, stats.pendingGeneration], [generated, pending]);
    assert.ok(stats.pendingGeneration > 0, 'members created without a card are pending');
    await assert.rejects(sut.stats(memberActor(all.items[0].memberId)), { code: 'FORBIDDEN' });
  });

  it('makes an A4 certificate with the member, dates, seal, signatory and the verification QR code', async () => {
    const member = await createMember('Certified', 'Member');
    const file = await sut.certificate(member.memberId, memberActor(member.id));
    const pdf = await bytesOf(fx, file);
    const [[width, height]] = pageSizes(pdf);
    assert.deepEqual([Math.round(Math.max(width, height)), Math.round(Math.min(width, height))], [842, 595]);
    const { text } = await extractPdfText(pdf);
    for (const words of [
      'Certified Member',
      member.memberId,
      'Member Since',
      'Valid Until',
      '31/03/2027',
      'SEAL',
      'General Secretary',
    ]) {
      assert.ok(text.includes(words), `certificate says ${words}`);
    }
    const { memberId, sig } = verificationParts(await decodePdfQr(pdf, 1, 3));
    assert.equal((await sut.verify(memberId, sig)).name, 'Certified Member');
    const stranger = await createMember('Not', 'Them');
    await assert.rejects(sut.certificate(member.memberId, memberActor(stranger.id)), { code: 'FORBIDDEN' });
  });
});
