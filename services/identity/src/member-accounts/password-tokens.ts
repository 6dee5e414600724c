import { Injectable } from '@nestjs/common';
import { IdentityEvents, PasswordLinkEventData, PasswordTokenTtlSeconds } from '@portal/contracts';
import { OutboxWriter } from '@portal/platform';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { MemberCredentialEntity } from './member-credential.entity';
import { PasswordTokenKind } from './password-token.entity';
import { PasswordTokensRepository } from './password-tokens.repository';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Set-up and reset tokens (DESIGN.md §6): 128 random bits, only their SHA-256
 * stored, single use, expiring. A newer reset token voids the older ones (the
 * member asked for it a moment ago); set-up tokens stay live side by side until
 * used or expired, so nobody who types a member id can void the link in that
 * member's approval e-mail. Setting a password voids them all.
 */
@Injectable()
export class PasswordTokens {
  constructor(
    private readonly tokens: PasswordTokensRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Issues a token and, in the same transaction, the event that e-mails its link. Returns the raw token. */
  async issue(
    manager: EntityManager,
    member: MemberCredentialEntity & { email: string },
    kind: PasswordTokenKind,
    reason: PasswordLinkEventData['reason'],
  ): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    const args = [manager, member.memberUuid, kind, hashToken(token), PasswordTokenTtlSeconds[kind]] as const;
    const expiresAt = kind === 'setup' ? await this.tokens.add(...args) : await this.tokens.replace(...args);
    await this.outbox.add(manager, kind === 'setup' ? IdentityEvents.SetupLinkIssued : IdentityEvents.ResetLinkIssued, {
      memberId: member.memberId,
      memberUuid: member.memberUuid,
      email: member.email,
      name: `${member.firstName} ${member.lastName}`.trim(),
      token,
      expiresAt: expiresAt.toISOString(),
      reason,
      language: member.language,
    });
    return token;
  }

  /** How many set-up or reset tokens the member was given within the last `seconds`. */
  issuedWithin(manager: EntityManager, memberUuid: string, kind: PasswordTokenKind, seconds: number): Promise<number> {
    return this.tokens.countIssuedSince(manager, memberUuid, kind, seconds);
  }

  /** The member of a valid (unexpired, unused) token, locking the token row until the transaction ends; null otherwise. */
  findValid(manager: EntityManager, token: string, kind: PasswordTokenKind): Promise<string | null> {
    return this.tokens.memberOfValid(manager, hashToken(token), kind);
  }
}
