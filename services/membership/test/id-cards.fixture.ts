import 'reflect-metadata';
import { MemberDto, StoredFileAnswer } from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { waitFor } from '@portal/testing';
import { afterAll, beforeAll } from '@jest/globals';
import { CardKeys } from '../src/id-cards/card-keys.service';
import { CardSigningKeysRepository } from '../src/id-cards/card-signing-keys.repository';
import { IdCardSettings } from '../src/id-cards/id-card.settings';
import { IdCardJobRunner } from '../src/id-cards/id-card-job.runner';
import { IdCardJobsService } from '../src/id-cards/id-card-jobs.service';
import { IdCardMaker } from '../src/id-cards/id-card-maker.service';
import { IdCardsRepository } from '../src/id-cards/id-cards.repository';
import { IdCardsService } from '../src/id-cards/id-cards.service';
import { MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

export const SETTINGS: IdCardSettings = {
  publicUrl: 'https://portal.example.org',
  signingSecret: 'integration-test-signing-secret',
  associationName: 'Karnataka Photographers Welfare Association',
  passPrivateKey: undefined,
};

/** CR80 in PDF points (85.6 × 54 mm). */
export const CARD_POINTS = [(85.6 * 72) / 25.4, (54 * 72) / 25.4];

export async function bytesOf(fx: MembershipFixture, file: StoredFileAnswer): Promise<Buffer> {
  const { body } = await fx.storage.open(file.key);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Width and height of each page, from the MediaBox entries pdfkit writes in the clear. */
export function pageSizes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

export function verificationParts(url: string): { memberId: string; sig: string } {
  const parsed = new URL(url);
  return { memberId: decodeURIComponent(parsed.pathname.split('/').pop()!), sig: parsed.searchParams.get('sig')! };
}

/** What the ID card specs work with; filled in before the calling file's tests. */
export interface IdCardsOverPostgres {
  fx: MembershipFixture;
  sut: IdCardsService;
  jobs: IdCardJobsService;
  runner: IdCardJobRunner;
  repository: IdCardsRepository;
  keys: CardKeys;
  /** A member with a name-based e-mail address and an end date ahead, created by the admin. */
  createMember(firstName: string, lastName: string, status?: string): Promise<MemberDto>;
  /** The job once it completed or failed; `seen` collects its progress on the way. */
  finished(jobId: string, seen?: number[]): ReturnType<IdCardJobsService['get']>;
}

/**
 * The ID card services over a fresh membership database and object storage, started before the calling file's tests
 * and stopped after them (the job runner first).
 */
export function idCardsOverPostgres(): IdCardsOverPostgres {
  const cards = {} as IdCardsOverPostgres;
  cards.createMember = (firstName, lastName, status = 'active') =>
    cards.fx.members.create(
      {
        firstName,
        lastName,
        phone: nextPhone(),
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
        address: '12, 4th Cross, Jayanagar, Bengaluru',
        status,
        membershipEndDate: '2027-03-31',
      },
      cards.fx.admin,
    );
  cards.finished = (jobId, seen = []) =>
    waitFor(
      async () => {
        const job = await cards.jobs.get(jobId, cards.fx.admin);
        seen.push(job.done);
        return (job.status === 'completed' || job.status === 'failed') && job;
      },
      { timeoutMs: 60_000, what: `ID card job ${jobId} to finish` },
    );

  beforeAll(async () => {
    const fx = await startMembershipFixture();
    const repository = new IdCardsRepository(fx.dataSource);
    const keys = new CardKeys(new CardSigningKeysRepository(fx.dataSource), SETTINGS);
    await keys.onModuleInit();
    const maker = new IdCardMaker(fx.dataSource, fx.storage, repository, keys, SETTINGS);
    const runner = new IdCardJobRunner(fx.dataSource, repository, maker, new OutboxWriter());
    Object.assign(cards, {
      fx,
      repository,
      keys,
      sut: new IdCardsService(fx.dataSource, repository, maker),
      runner,
      jobs: new IdCardJobsService(repository, runner, new AuditTrail()),
    });
  });
  afterAll(async () => {
    await cards.runner?.onApplicationShutdown();
    await cards.fx?.teardown();
  });
  return cards;
}
