import 'reflect-metadata';
import { MemberDto, StoredFileAnswer } from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { popplerText, waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CardKeys } from '../src/id-cards/card-keys.service';
import { CardSigningKeysRepository } from '../src/id-cards/card-signing-keys.repository';
import { IdCardSettings } from '../src/id-cards/id-card.settings';
import { IdCardJobRunner } from '../src/id-cards/id-card-job.runner';
import { IdCardJobsService } from '../src/id-cards/id-card-jobs.service';
import { IdCardMaker } from '../src/id-cards/id-card-maker.service';
import { IdCardsRepository } from '../src/id-cards/id-cards.repository';
import { IdCardsService } from '../src/id-cards/id-cards.service';
import { MemberLanguageService } from '../src/members/member-language.service';
import { MembersRepository } from '../src/members/members.repository';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const SETTINGS: IdCardSettings = {
  publicUrl: 'https://portal.example.org',
  signingSecret: 'integration-test-signing-secret',
  associationName: 'Karnataka Photographers Welfare Association',
  passPrivateKey: undefined,
};

describe("ID cards and certificates in each member's language", () => {
  let fx: MembershipFixture;
  let sut: IdCardsService;
  let jobs: IdCardJobsService;
  let runner: IdCardJobRunner;
  let languages: MemberLanguageService;

  const createMember = (firstName: string, lastName: string): Promise<MemberDto> =>
    fx.members.create(
      {
        firstName,
        lastName,
        phone: nextPhone(),
        email: `${nextPhone()}@example.com`,
        address: '12, 4th Cross, Jayanagar, Bengaluru',
        status: 'active',
        membershipEndDate: '2027-03-31',
      },
      fx.admin,
    );

  /** What the member's stored card and a certificate made now print, as pdftotext reads them. */
  async function printed(member: MemberDto): Promise<{ card: string; certificate: string }> {
    const text = async (file: StoredFileAnswer) => {
      const { body } = await fx.storage.open(file.key);
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      return (await popplerText(Buffer.concat(chunks))).replace(/\s+/g, ' ');
    };
    return {
      card: await text(await sut.download(member.memberId, memberActor(member.id))),
      certificate: await text(await sut.certificate(member.memberId, memberActor(member.id))),
    };
  }

  async function generate(members: MemberDto[]): Promise<void> {
    const { jobId } = await jobs.start({ memberIds: members.map((member) => member.memberId) }, fx.admin);
    const job = await waitFor(
      async () => {
        const current = await jobs.get(jobId, fx.admin);
        return current.status !== 'queued' && current.status !== 'running' && current;
      },
      { timeoutMs: 60_000, what: `ID card job ${jobId} to finish` },
    );
    assert.deepEqual([job.status, job.failed], ['completed', []]);
  }

  beforeAll(async () => {
    fx = await startMembershipFixture();
    const repository = new IdCardsRepository(fx.dataSource);
    const keys = new CardKeys(new CardSigningKeysRepository(fx.dataSource), SETTINGS);
    await keys.onModuleInit();
    const maker = new IdCardMaker(fx.dataSource, fx.storage, repository, keys, SETTINGS);
    sut = new IdCardsService(fx.dataSource, repository, maker);
    runner = new IdCardJobRunner(fx.dataSource, repository, maker, new OutboxWriter());
    jobs = new IdCardJobsService(repository, runner, new AuditTrail());
    languages = new MemberLanguageService(
      fx.dataSource,
      new MembersRepository(fx.dataSource),
      new AuditTrail(),
      new OutboxWriter(),
    );
  });
  afterAll(async () => {
    await runner?.onApplicationShutdown();
    await fx?.teardown();
  });

  it("gives each member of one admin's job a card in their own language, and the certificate too", async () => {
    const kannada = await createMember('ಲಕ್ಷ್ಮೀ', 'ತ್ರಿವೇಣಿ');
    const english = await createMember('Ravi', 'Kumar');
    await languages.set({ memberId: kannada.id, language: 'kn' });

    await generate([kannada, english]);

    const inKannada = await printed(kannada);
    for (const text of ['ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ', 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ', 'ಸಕ್ರಿಯ', 'ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ', '31/03/2027']) {
      assert.ok(inKannada.card.includes(text), `the Kannada card prints ${text}`);
    }
    assert.ok(inKannada.card.includes('ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದ ಸ್ವತ್ತು'));
    assert.doesNotMatch(inKannada.card, /Member ID|Valid Until|Status|ACTIVE|property/);
    assert.ok(inKannada.certificate.includes('ಸದಸ್ಯತ್ವ ಪ್ರಮಾಣಪತ್ರ'));
    assert.ok(inKannada.certificate.includes(`ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: ${kannada.memberId}`));
    assert.doesNotMatch(inKannada.certificate, /CERTIFICATE|Member Since|General Secretary/);

    const inEnglish = await printed(english);
    assert.match(inEnglish.card, /Member ID .*ACTIVE.*Valid Until/);
    assert.match(inEnglish.card, /This card is the property of Karnataka Photographers Welfare Association/);
    assert.match(inEnglish.certificate, /CERTIFICATE OF MEMBERSHIP.*This is to certify that/);
  });

  it('prints the certificate in a new language at once and the card with the next one generated', async () => {
    const member = await createMember('Asha', 'Rao');
    await generate([member]);
    await languages.set({ memberId: member.id, language: 'kn' });

    const before = await printed(member);
    assert.match(before.card, /Member ID/, 'the stored card stays as it was drawn');
    assert.ok(before.certificate.includes('ಸದಸ್ಯತ್ವ ಪ್ರಮಾಣಪತ್ರ'));

    await generate([member]);
    const after = await printed(member);
    assert.ok(after.card.includes('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ'));
    assert.doesNotMatch(after.card, /Member ID/);
  });
});
