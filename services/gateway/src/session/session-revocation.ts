import type { Pool } from 'pg';
import { UserType } from './session-user';

/**
 * Ends every session of a user except the one given (the caller's own), e.g.
 * after a password reset, so a thief's session dies with the old password.
 * Works across gateway replicas because sessions live in Postgres.
 */
export async function endOtherSessions(
  pool: Pool,
  user: { id: string; userType: UserType },
  keepSid?: string,
): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM session WHERE sess#>>'{passport,user,id}' = $1 AND sess#>>'{passport,user,userType}' = $2 AND sid <> $3`,
    [user.id, user.userType, keepSid ?? ''],
  );
  return rowCount ?? 0;
}
