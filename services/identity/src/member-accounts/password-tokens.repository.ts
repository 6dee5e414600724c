import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PasswordTokenKind } from './password-token.entity';

/** Every query of password tokens; each runs in the caller's transaction. */
@Injectable()
export class PasswordTokensRepository {
  /** Stores a token hash in place of the member's older ones of its kind (and any expired); answers when it expires. */
  async replace(
    tx: EntityManager,
    memberUuid: string,
    kind: PasswordTokenKind,
    tokenHash: string,
    ttlSeconds: number,
  ): Promise<Date> {
    await tx.query(`DELETE FROM password_tokens WHERE member_uuid = $1 AND (kind = $2 OR expires_at < now())`, [
      memberUuid,
      kind,
    ]);
    const [row]: Array<{ expires_at: Date }> = await tx.query(
      `INSERT INTO password_tokens (token_hash, member_uuid, kind, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [tokenHash, memberUuid, kind, ttlSeconds],
    );
    return new Date(row.expires_at);
  }

  /** Stores one more token hash beside the member's live ones (expired ones are cleared); answers when it expires. */
  async add(
    tx: EntityManager,
    memberUuid: string,
    kind: PasswordTokenKind,
    tokenHash: string,
    ttlSeconds: number,
  ): Promise<Date> {
    await tx.query(`DELETE FROM password_tokens WHERE member_uuid = $1 AND expires_at < now()`, [memberUuid]);
    const [row]: Array<{ expires_at: Date }> = await tx.query(
      `INSERT INTO password_tokens (token_hash, member_uuid, kind, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [tokenHash, memberUuid, kind, ttlSeconds],
    );
    return new Date(row.expires_at);
  }

  /** How many tokens of a kind the member was given within the last `seconds`. */
  async countIssuedSince(tx: EntityManager, memberUuid: string, kind: PasswordTokenKind, seconds: number) {
    const [row]: Array<{ n: number }> = await tx.query(
      `SELECT count(*)::int AS n FROM password_tokens
       WHERE member_uuid = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3)`,
      [memberUuid, kind, seconds],
    );
    return row.n;
  }

  /** The member of an unexpired token, locking the token row until the transaction ends; null otherwise. */
  async memberOfValid(tx: EntityManager, tokenHash: string, kind: PasswordTokenKind): Promise<string | null> {
    const rows: Array<{ member_uuid: string }> = await tx.query(
      `SELECT member_uuid FROM password_tokens WHERE token_hash = $1 AND kind = $2 AND expires_at > now() FOR UPDATE`,
      [tokenHash, kind],
    );
    return rows[0]?.member_uuid ?? null;
  }

  /** Voids every e-mailed link of the member. */
  async deleteAllOf(tx: EntityManager, memberUuid: string): Promise<void> {
    await tx.query(`DELETE FROM password_tokens WHERE member_uuid = $1`, [memberUuid]);
  }
}
