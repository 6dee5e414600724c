import 'reflect-metadata';
import { decodePdfQr, extractPdfText } from '@portal/testing';
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from '@jest/globals';
import { IdCardJobsService } from '../src/id-cards/id-card-jobs.service';
import { IdCardsService } from '../src/id-cards/id-cards.service';
import { bytesOf, idCardsOverPostgres, pageSizes, verificationParts } from './id-cards.fixture';
import { memberActor, MembershipFixture } from './membership-fixture';

describe('ID card downloads and certificates over Postgres and object storage', () => {
  const cards = idCardsOverPostgres();
  const { createMember, finished } = cards;
  let fx: MembershipFixture;
  let sut: IdCardsService;
  let jobs: IdCardJobsService;
  beforeAll(() => {
    ({ fx, sut, jobs } = cards);
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
