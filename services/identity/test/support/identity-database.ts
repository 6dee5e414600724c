import {
  AdminDto,
  AdminLoginAnswer,
  DomainEvent,
  EventOf,
  EventTypesCarrying,
  MemberEventData,
  MembershipEvents,
  PasswordLinkEventData,
} from '@portal/contracts';
import { AuditTrail, JsonLogger, OutboxWriter } from '@portal/platform';
import { memberSnapshot, MemberSnapshot, ServiceHarness } from '@portal/testing/service-harness';
import * as argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '../../src/admins/user.entity';
import { MemberAccountsService } from '../../src/member-accounts/member-accounts.service';
import { MemberCredentialEntity } from '../../src/member-accounts/member-credential.entity';
import { MemberCredentialsProjection } from '../../src/member-accounts/member-credentials.projection';
import { MemberCredentialsRepository } from '../../src/member-accounts/member-credentials.repository';
import { PasswordLinksService } from '../../src/member-accounts/password-links.service';
import { PasswordTokenEntity } from '../../src/member-accounts/password-token.entity';
import { PasswordTokens } from '../../src/member-accounts/password-tokens';
import { PasswordTokensRepository } from '../../src/member-accounts/password-tokens.repository';
import { CreateUsers1763700001000 } from '../../src/migrations/1763700001000-CreateUsers';
import { AddLoginLockout1763700003000 } from '../../src/migrations/1763700003000-AddLoginLockout';
import { CreateMemberCredentials1763700003100 } from '../../src/migrations/1763700003100-CreateMemberCredentials';
import { DropLoginLockout1763700015000 } from '../../src/migrations/1763700015000-DropLoginLockout';
import { ConstrainAdminRoles1764300000000 } from '../../src/migrations/1764300000000-ConstrainAdminRoles';
import { InviteAdmins1764310000000 } from '../../src/migrations/1764310000000-InviteAdmins';
import { AdminTwoFactor1764320000000 } from '../../src/migrations/1764320000000-AdminTwoFactor';
import { MemberLanguage1764700320000 } from '../../src/migrations/1764700320000-MemberLanguage';
import { AdminLanguage1764800310000 } from '../../src/migrations/1764800310000-AdminLanguage';
import { PasswordHasher } from '../../src/passwords/password-hasher';

export type { MemberSnapshot };

/** The admin a password-only sign-in answers (fails when the account asked for a second factor instead). */
export function signedInAdmin(answer: AdminLoginAnswer): AdminDto {
  if (!('admin' in answer))
    throw new Error('expected a sign-in by password alone, but a two-factor code was asked for');
  return answer.admin;
}

export const identityEntities = [UserEntity, MemberCredentialEntity, PasswordTokenEntity];
export const identityMigrations = [
  CreateUsers1763700001000,
  AddLoginLockout1763700003000,
  CreateMemberCredentials1763700003100,
  DropLoginLockout1763700015000,
  ConstrainAdminRoles1764300000000,
  InviteAdmins1764310000000,
  AdminTwoFactor1764320000000,
  MemberLanguage1764700320000,
  AdminLanguage1764800310000,
];

/** A member snapshot as membership's events carry it, an applicant (pending); each call a new member. */
export const aMember = (overrides: Partial<MemberSnapshot> = {}): MemberSnapshot =>
  memberSnapshot({ firstName: 'Ravi', status: 'pending', ...overrides });

/** Identity's database with all migrations, the services wired by the test. */
export const identityHarness = (runPrefix: string, options: { nats?: boolean } = {}) =>
  new ServiceHarness({
    service: 'identity',
    runPrefix,
    schema: { entities: identityEntities, migrations: identityMigrations },
    ...options,
  });

/**
 * Identity's database for one test file (real Postgres, all migrations) and the
 * member-account services wired as the module wires them.
 */
export async function openIdentityDatabase(prefix: string, options: { nats?: boolean } = {}) {
  const harness = identityHarness(prefix, options);
  await harness.setUp();
  const { dataSource } = harness;
  // The real argon2id, with each verification's hash noted: what a sign-in verified is then seen, not timed.
  const verifiedHashes: string[] = [];
  const hasher = new PasswordHasher(undefined, {
    hash: (password, hashOptions) => argon2.hash(password, hashOptions),
    verify: (hash, password) => {
      verifiedHashes.push(hash);
      return argon2.verify(hash, password);
    },
  });
  const credentials = new MemberCredentialsRepository(dataSource);
  const tokens = new PasswordTokensRepository();
  const accounts = new MemberAccountsService(
    dataSource,
    credentials,
    tokens,
    hasher,
    new OutboxWriter(),
    new AuditTrail(),
  );
  const links = new PasswordLinksService(
    dataSource,
    accounts,
    credentials,
    new PasswordTokens(tokens, new OutboxWriter()),
    new AuditTrail(),
  );
  const projection = new MemberCredentialsProjection(credentials, links, new JsonLogger('identity-test', 'error'));

  /** Delivers one membership event to the projection, as the durable consumer does (one transaction). */
  async function deliver(
    type: EventTypesCarrying<MemberEventData>,
    member: MemberSnapshot,
    occurredAt = new Date(),
  ): Promise<DomainEvent> {
    const event: EventOf<EventTypesCarrying<MemberEventData>> = {
      id: randomUUID(),
      type,
      occurredAt: occurredAt.toISOString(),
      data: { member },
    };
    await dataSource.transaction((manager) => projection.apply(event, manager));
    return event;
  }

  /** Creates the member and approves it (which issues a set-up link). */
  async function approvedMember(overrides: Partial<MemberSnapshot> = {}): Promise<MemberSnapshot> {
    const member = aMember(overrides);
    await deliver(MembershipEvents.MemberCreated, member);
    const approved = { ...member, status: 'active' };
    await deliver(MembershipEvents.MemberApproved, approved);
    return approved;
  }

  /** The password-link events identity wrote to its outbox for a member, newest first. */
  async function linkEvents(memberUuid: string, type?: string): Promise<Array<DomainEvent<PasswordLinkEventData>>> {
    const rows: Array<{ payload: DomainEvent<PasswordLinkEventData> }> = await dataSource.query(
      `SELECT payload FROM outbox WHERE payload->'data'->>'memberUuid' = $1 AND ($2::text IS NULL OR event_type = $2)
        ORDER BY created_at DESC, payload->>'occurredAt' DESC`,
      [memberUuid, type ?? null],
    );
    return rows.map((r) => r.payload);
  }

  return {
    harness,
    dataSource,
    hasher,
    /** The hashes argon2id verified, in order (each sign-in's check against a stored or the decoy hash). */
    verifiedHashes,
    accounts,
    links,
    projection,
    deliver,
    approvedMember,
    linkEvents,
    close: () => harness.tearDown(),
  };
}

export type IdentityDatabase = Awaited<ReturnType<typeof openIdentityDatabase>>;
