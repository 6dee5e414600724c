import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Every query of member_email_restores; each runs in the caller's transaction. */
@Injectable()
export class EmailRestoresRepository {
  /** Stores a restore link for the address the member had; answers when it expires. */
  async add(
    tx: EntityManager,
    restore: { memberUuid: string; oldEmail: string; tokenHash: string; ttlSeconds: number },
  ): Promise<Date> {
    const [row]: Array<{ expires_at: Date }> = await tx.query(
      `INSERT INTO member_email_restores (token_hash, member_id, old_email, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       RETURNING expires_at`,
      [restore.tokenHash, restore.memberUuid, restore.oldEmail, restore.ttlSeconds],
    );
    return new Date(row.expires_at);
  }

  /** The member an unexpired link names, without locking (the member's row is locked first). */
  async memberOfValid(tx: EntityManager, tokenHash: string): Promise<string | null> {
    const [row]: Array<{ member_id: string }> = await tx.query(
      `SELECT member_id FROM member_email_restores WHERE token_hash = $1 AND expires_at > now()`,
      [tokenHash],
    );
    return row?.member_id ?? null;
  }

  /** The old address of the member's unexpired link, its row locked; null when it no longer works. */
  async findValidForUpdate(tx: EntityManager, memberUuid: string, tokenHash: string): Promise<string | null> {
    const [row]: Array<{ old_email: string }> = await tx.query(
      `SELECT old_email FROM member_email_restores
       WHERE member_id = $1 AND token_hash = $2 AND expires_at > now() FOR UPDATE`,
      [memberUuid, tokenHash],
    );
    return row?.old_email ?? null;
  }

  /** Ends every restore link of the member (one was used: the others would undo the restore). */
  async removeAllOf(tx: EntityManager, memberUuid: string): Promise<void> {
    await tx.query(`DELETE FROM member_email_restores WHERE member_id = $1`, [memberUuid]);
  }
}
