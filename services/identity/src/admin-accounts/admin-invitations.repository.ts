import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Every query of admin invitations (only the SHA-256 of each token is stored); each in the caller's transaction. */
@Injectable()
export class AdminInvitationsRepository {
  /** Stores a token hash in place of the account's older invitation; answers when it expires. */
  async replace(tx: EntityManager, userId: string, tokenHash: string, ttlSeconds: number): Promise<Date> {
    await tx.query(`DELETE FROM admin_invitations WHERE user_id = $1`, [userId]);
    const [row]: Array<{ expires_at: Date }> = await tx.query(
      `INSERT INTO admin_invitations (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
      [tokenHash, userId, ttlSeconds],
    );
    return new Date(row.expires_at);
  }

  /** The account of an unexpired invitation, locking the invitation until the transaction ends; null otherwise. */
  async userOfValid(tx: EntityManager, tokenHash: string): Promise<string | null> {
    const rows: Array<{ user_id: string }> = await tx.query(
      `SELECT user_id FROM admin_invitations WHERE token_hash = $1 AND expires_at > now() FOR UPDATE`,
      [tokenHash],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Voids the account's invitation (used, or the account deactivated). */
  async deleteFor(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM admin_invitations WHERE user_id = $1`, [userId]);
  }
}
