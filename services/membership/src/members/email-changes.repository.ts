import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** A pending change of a member's e-mail address (member_email_changes). */
export interface PendingEmailChange {
  memberId: string;
  newEmail: string;
  expiresAt: Date;
}

interface PendingRow {
  member_id: string;
  new_email: string;
  expires_at: Date;
}

const toPending = (row: PendingRow): PendingEmailChange => ({
  memberId: row.member_id,
  newEmail: row.new_email,
  expiresAt: new Date(row.expires_at),
});

/** Every query of member_email_changes; each runs in the caller's transaction. */
@Injectable()
export class EmailChangesRepository {
  /**
   * Requests the member made in the window that began with the first of them, less than
   * `windowSeconds` ago, and the seconds until that window ends (0 when none is open).
   */
  async requestsWithin(
    tx: EntityManager,
    memberUuid: string,
    windowSeconds: number,
  ): Promise<{ requests: number; secondsLeft: number }> {
    const [row]: Array<{ requests: number; seconds_left: number }> = await tx.query(
      `SELECT requests,
              ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS seconds_left
       FROM member_email_changes
       WHERE member_id = $1 AND window_started_at > now() - make_interval(secs => $2)`,
      [memberUuid, windowSeconds],
    );
    return { requests: row?.requests ?? 0, secondsLeft: Math.max(row?.seconds_left ?? 0, 0) };
  }

  /**
   * Stores the request in place of the member's older one (whose link stops working), counting it in
   * the current window or starting a new one; answers when its link expires.
   */
  async replace(
    tx: EntityManager,
    change: { memberUuid: string; newEmail: string; tokenHash: string; ttlSeconds: number; windowSeconds: number },
  ): Promise<Date> {
    const [row]: Array<{ expires_at: Date }> = await tx.query(
      `INSERT INTO member_email_changes (member_id, new_email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (member_id) DO UPDATE SET
         new_email = EXCLUDED.new_email,
         token_hash = EXCLUDED.token_hash,
         expires_at = EXCLUDED.expires_at,
         created_at = now(),
         requests = CASE WHEN member_email_changes.window_started_at > now() - make_interval(secs => $5)
                         THEN member_email_changes.requests + 1 ELSE 1 END,
         window_started_at = CASE WHEN member_email_changes.window_started_at > now() - make_interval(secs => $5)
                                  THEN member_email_changes.window_started_at ELSE now() END
       RETURNING expires_at`,
      [change.memberUuid, change.newEmail, change.tokenHash, change.ttlSeconds, change.windowSeconds],
    );
    return new Date(row.expires_at);
  }

  /** The member whose unexpired change this token hash confirms, without locking (see MembersService.confirmEmailChange). */
  async memberOfValid(tx: EntityManager, tokenHash: string): Promise<string | null> {
    const [row]: Array<{ member_id: string }> = await tx.query(
      `SELECT member_id FROM member_email_changes WHERE token_hash = $1 AND expires_at > now()`,
      [tokenHash],
    );
    return row?.member_id ?? null;
  }

  /** The member's unexpired change with this token hash, its row locked until the transaction ends; null otherwise. */
  async findValidForUpdate(
    tx: EntityManager,
    memberUuid: string,
    tokenHash: string,
  ): Promise<PendingEmailChange | null> {
    const [row]: PendingRow[] = await tx.query(
      `SELECT member_id, new_email, expires_at FROM member_email_changes
       WHERE member_id = $1 AND token_hash = $2 AND expires_at > now() FOR UPDATE`,
      [memberUuid, tokenHash],
    );
    return row ? toPending(row) : null;
  }

  /** The member's unexpired change, if any (what their record shows as pending). */
  async pendingOf(tx: EntityManager, memberUuid: string): Promise<PendingEmailChange | null> {
    const [row]: PendingRow[] = await tx.query(
      `SELECT member_id, new_email, expires_at FROM member_email_changes WHERE member_id = $1 AND expires_at > now()`,
      [memberUuid],
    );
    return row ? toPending(row) : null;
  }

  /** Ends the member's pending change: used, or overtaken by an admin setting the address. */
  async remove(tx: EntityManager, memberUuid: string): Promise<void> {
    await tx.query(`DELETE FROM member_email_changes WHERE member_id = $1`, [memberUuid]);
  }
}
