import 'reflect-metadata';
import { renderPdfSpecimens } from '@portal/platform';
import { assertPrintedAsSpecimen, decodePdfQr, extractPdfText, popplerText, printedInks } from '@portal/testing';
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { CardKeys } from '../src/id-cards/card-keys.service';
import { verifyCardPass } from '../src/id-cards/card-pass-signer';
import { CardSigningKeysRepository } from '../src/id-cards/card-signing-keys.repository';
import { IdCardJobsService } from '../src/id-cards/id-card-jobs.service';
import { IdCardsService } from '../src/id-cards/id-cards.service';
import { bytesOf, CARD_POINTS, idCardsOverPostgres, pageSizes, SETTINGS, verificationParts } from './id-cards.fixture';
import { MembershipFixture, nextPhone } from './membership-fixture';

describe('ID cards over Postgres and object storage', () => {
  const cards = idCardsOverPostgres();
  const { createMember, finished } = cards;
  let fx: MembershipFixture;
  let sut: IdCardsService;
  let jobs: IdCardJobsService;
  let keys: CardKeys;
  beforeAll(() => {
    ({ fx, sut, jobs, keys } = cards);
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
});
