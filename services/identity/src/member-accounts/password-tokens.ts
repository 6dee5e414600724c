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
 * stored, single use, expiring; a newer token of a kind voids the older ones.
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
    const expiresAt = await this.tokens.replace(
      manager,
      member.memberUuid,
      kind,
      hashToken(token),
      PasswordTokenTtlSeconds[kind],
    );
    await this.outbox.add<PasswordLinkEventData>(
      manager,
      kind === 'setup' ? IdentityEvents.SetupLinkIssued : IdentityEvents.ResetLinkIssued,
      {
        memberId: member.memberId,
        memberUuid: member.memberUuid,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`.trim(),
        token,
        expiresAt: expiresAt.toISOString(),
        reason,
      },
    );
    return token;
  }

  /** The member of a valid (unexpired, unused) token, locking the token row until the transaction ends; null otherwise. */
  findValid(manager: EntityManager, token: string, kind: PasswordTokenKind): Promise<string | null> {
    return this.tokens.memberOfValid(manager, hashToken(token), kind);
  }
}
