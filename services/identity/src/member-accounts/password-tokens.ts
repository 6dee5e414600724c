import { Injectable } from '@nestjs/common';
import { IdentityEvents, PasswordLinkEventData, PasswordTokenTtlSeconds } from '@portal/contracts';
import { OutboxWriter } from '@portal/platform';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { MemberCredentialEntity } from './member-credential.entity';
import { PasswordTokenKind } from './password-token.entity';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Set-up and reset tokens (DESIGN.md §6): 128 random bits, only their SHA-256
 * stored, single use, expiring; a newer token of a kind voids the older ones.
 */
@Injectable()
export class PasswordTokens {
  constructor(private readonly outbox: OutboxWriter) {}

  /** Issues a token and, in the same transaction, the event that e-mails its link. Returns the raw token. */
  async issue(
    manager: EntityManager,
    member: MemberCredentialEntity & { email: string },
    kind: PasswordTokenKind,
    reason: PasswordLinkEventData['reason'],
  ): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    await manager.query(`DELETE FROM password_tokens WHERE member_uuid = $1 AND (kind = $2 OR expires_at < now())`, [
      member.memberUuid,
      kind,
    ]);
    const [row]: Array<{ expires_at: Date }> = await manager.query(
      `INSERT INTO password_tokens (token_hash, member_uuid, kind, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [hashToken(token), member.memberUuid, kind, PasswordTokenTtlSeconds[kind]],
    );
    await this.outbox.add<PasswordLinkEventData>(manager, kind === 'setup' ? IdentityEvents.SetupLinkIssued : IdentityEvents.ResetLinkIssued, {
      memberId: member.memberId,
      memberUuid: member.memberUuid,
      email: member.email,
      name: `${member.firstName} ${member.lastName}`.trim(),
      token,
      expiresAt: new Date(row.expires_at).toISOString(),
      reason,
    });
    return token;
  }

  /** The member of a valid (unexpired, unused) token, locking the token row until the transaction ends; null otherwise. */
  async findValid(manager: EntityManager, token: string, kind: PasswordTokenKind): Promise<string | null> {
    const rows: Array<{ member_uuid: string }> = await manager.query(
      `SELECT member_uuid FROM password_tokens WHERE token_hash = $1 AND kind = $2 AND expires_at > now() FOR UPDATE`,
      [hashToken(token), kind],
    );
    return rows[0]?.member_uuid ?? null;
  }
}
