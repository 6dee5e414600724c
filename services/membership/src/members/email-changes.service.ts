import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
  EMAIL_CHANGE_TOKEN_TTL_SECONDS,
  EMAIL_RESTORE_TOKEN_TTL_SECONDS,
  EmailChangeMessages,
  EmailChangedEventData,
  EmailRestoreMessages,
  MembershipErrorCode,
  MembershipEvents,
} from '@portal/contracts';
import { OutboxWriter } from '@portal/platform';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { MemberEntity } from './member.entity';
import { EmailChangesRepository, PendingEmailChange } from './email-changes.repository';
import { EmailRestoresRepository } from './email-restores.repository';
import { MembershipException } from './membership.exception';

const HOUR_SECONDS = 3600;

export function hashEmailChangeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const invalidEmailChangeToken = () =>
  new MembershipException(MembershipErrorCode.InvalidEmailChangeToken, EmailChangeMessages.InvalidToken);

export const invalidEmailRestoreToken = () =>
  new MembershipException(MembershipErrorCode.InvalidEmailChangeToken, EmailRestoreMessages.InvalidToken);

/** Whether two addresses are the same mailbox as far as the member register is concerned (it compares ignoring case). */
export function sameAddress(a: string | null, b: string | null): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}

/**
 * The proof a member gives for a new e-mail address (issue 12), on the pattern of identity's password
 * links: 128 random bits, only their SHA-256 stored, single use, expiring, a newer request replacing
 * the older. Each runs in the caller's transaction with the member's row locked.
 */
@Injectable()
export class EmailChangesService {
  constructor(
    private readonly changes: EmailChangesRepository,
    private readonly restores: EmailRestoresRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Stores the request and, in the same transaction, the event that e-mails the link to the new address. */
  async request(manager: EntityManager, member: MemberEntity, newEmail: string): Promise<PendingEmailChange> {
    const recent = await this.changes.requestsWithin(manager, member.id, HOUR_SECONDS);
    if (recent.requests >= EMAIL_CHANGE_REQUESTS_PER_HOUR) {
      throw new MembershipException(CommonErrorCode.RateLimited, EmailChangeMessages.TooManyRequests, {
        field: 'email',
        retryAfter: recent.secondsLeft,
      });
    }
    const token = randomBytes(16).toString('base64url');
    const expiresAt = await this.changes.replace(manager, {
      memberUuid: member.id,
      newEmail,
      tokenHash: hashEmailChangeToken(token),
      ttlSeconds: EMAIL_CHANGE_TOKEN_TTL_SECONDS,
      windowSeconds: HOUR_SECONDS,
    });
    await this.outbox.add(manager, MembershipEvents.EmailChangeRequested, {
      memberUuid: member.id,
      memberId: member.memberId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: newEmail,
      token,
      expiresAt: expiresAt.toISOString(),
    });
    return { memberId: member.id, newEmail, expiresAt };
  }

  /** The member a token names while it still works; nothing is locked yet. */
  memberOf(manager: EntityManager, token: string): Promise<string | null> {
    return this.changes.memberOfValid(manager, hashEmailChangeToken(token));
  }

  /** The change the token confirms, locked, once the member's row is locked; null when it no longer works. */
  findValid(manager: EntityManager, memberUuid: string, token: string): Promise<PendingEmailChange | null> {
    return this.changes.findValidForUpdate(manager, memberUuid, hashEmailChangeToken(token));
  }

  pendingOf(manager: EntityManager, memberUuid: string): Promise<PendingEmailChange | null> {
    return this.changes.pendingOf(manager, memberUuid);
  }

  /** Used, or overtaken: the link stops working. */
  end(manager: EntityManager, memberUuid: string): Promise<void> {
    return this.changes.remove(manager, memberUuid);
  }

  /**
   * The member's address changed from `before.email` (issue 27): the old address is told, in the same
   * transaction, with a link valid 7 days that puts it back. Nothing is sent when there was no old address.
   */
  async announceChange(
    manager: EntityManager,
    before: MemberEntity,
    newEmail: string,
    changedBy: EmailChangedEventData['changedBy'],
  ): Promise<void> {
    if (!before.email || sameAddress(before.email, newEmail)) return;
    const token = randomBytes(16).toString('base64url');
    const expiresAt = await this.restores.add(manager, {
      memberUuid: before.id,
      oldEmail: before.email,
      tokenHash: hashEmailChangeToken(token),
      ttlSeconds: EMAIL_RESTORE_TOKEN_TTL_SECONDS,
    });
    await this.outbox.add(manager, MembershipEvents.EmailChanged, {
      memberUuid: before.id,
      memberId: before.memberId,
      name: `${before.firstName} ${before.lastName}`.trim(),
      oldEmail: before.email,
      newEmail,
      changedBy,
      token,
      expiresAt: expiresAt.toISOString(),
    });
  }

  /** The member a restore link names while it works; nothing is locked yet. */
  memberOfRestore(manager: EntityManager, token: string): Promise<string | null> {
    return this.restores.memberOfValid(manager, hashEmailChangeToken(token));
  }

  /** The address a restore link puts back, its row locked, once the member's row is locked; null when it no longer works. */
  restorableEmail(manager: EntityManager, memberUuid: string, token: string): Promise<string | null> {
    return this.restores.findValidForUpdate(manager, memberUuid, hashEmailChangeToken(token));
  }

  /** A restore was used: every restore link and any pending change of the member end. */
  async endRestores(manager: EntityManager, memberUuid: string): Promise<void> {
    await this.restores.removeAllOf(manager, memberUuid);
    await this.changes.remove(manager, memberUuid);
  }
}
