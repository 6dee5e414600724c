import 'reflect-metadata';
import { ActorDto } from '@portal/contracts';
import { loadConfig, ObjectNotFoundError } from '@portal/platform';
import { memberSnapshot, MemberSnapshot, ServiceHarness } from '@portal/testing/service-harness';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { ContentAppModule } from '../../src/app.module';
import { ContentConfig } from '../../src/config';
import { MemberEventsConsumer } from '../../src/members/member-events.consumer';

export type { MemberSnapshot };

export const ADMIN: ActorDto = { userId: 'admin-1', userType: 'admin' };
export const PUBLIC: ActorDto = { userId: 'anonymous', userType: 'public' };

const OBJECT_SUFFIX = '._S3rver_object';

/** A member snapshot as membership's events carry it: active with no end date; each call a new member. */
export const aMember = (overrides: Partial<MemberSnapshot> = {}): MemberSnapshot => memberSnapshot(overrides);

export const asMember = (member: { id: string }): ActorDto => ({ userId: member.id, userType: 'member' });

/**
 * The content service in this process over real Postgres and NATS, with its own
 * database and namespace and an embedded S3 bucket; called over NATS the way the
 * gateway calls it, so answers pass the validation pipe and the error filter.
 */
export class ContentHarness extends ServiceHarness {
  constructor() {
    super({
      service: 'content',
      objectStorage: true,
      module: (env, logger) => ContentAppModule.register(loadConfig(ContentConfig, 'content', env), logger),
      memberCopy: { consumer: MemberEventsConsumer },
    });
  }

  /** Stores bytes as the gateway's upload would, under a fresh key. */
  async upload(data: Buffer, contentType: string, prefix = 'uploads'): Promise<string> {
    const key = `${prefix}/${randomUUID()}`;
    await this.storage.upload(key, [data], contentType);
    return key;
  }

  /** The stored object's bytes, or null when there is none. */
  async stored(key: string): Promise<Buffer | null> {
    try {
      const { body } = await this.storage.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  /** Every key in the bucket, read from the embedded store's folder (s3rver keeps `<key>._S3rver_object`). */
  async storedKeys(): Promise<string[]> {
    const root = join(this.s3Directory!, 'portal');
    // Spread into this realm's array: readdir's own would not deep-equal the test's arrays.
    const files = [...(await readdir(root, { recursive: true }))];
    return files
      .filter((file) => file.endsWith(OBJECT_SUFFIX))
      .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(sep).join('/'))
      .sort();
  }
}

/** A date-time `days` from now (negative: in the past), as ISO with offset. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
