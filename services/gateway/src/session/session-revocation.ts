import type { SessionEndReason } from '@portal/contracts';
import type { Pool } from 'pg';
import { UserType } from './session-user';

/**
 * Ends every session of a user except the one given (the caller's own), e.g.
 * after a password reset, so a thief's session dies with the old password.
 * Works across gateway replicas because sessions live in Postgres (the table's
 * change notices drop every replica's cached copy).
 *
 * With a reason, each session is emptied of its user rather than removed and
 * keeps why it ended, so the device's next request is refused with
 * SESSION_EXPIRED and that reason (session-lifetime.ts), and its login page says why.
 */
export async function endOtherSessions(
  pool: Pool,
  user: { id: string; userType: UserType },
  keepSid?: string,
  reason?: SessionEndReason,
): Promise<number> {
  const params = [user.id, user.userType, keepSid ?? ''];
  const mine = `sess#>>'{passport,user,id}' = $1 AND sess#>>'{passport,user,userType}' = $2 AND sid <> $3`;
  const { rowCount } = reason
    ? await pool.query(
        `UPDATE session SET sess = json_build_object('cookie', sess->'cookie', 'endedBy', $4::text) WHERE ${mine}`,
        [...params, reason],
      )
    : await pool.query(`DELETE FROM session WHERE ${mine}`, params);
  return rowCount ?? 0;
}
