import { ErasureRepository, erasurePattern } from '@portal/platform';
import type { Pool } from 'pg';

/**
 * Issue 32: the gateway's part of an erasure, in its own database: the member's sessions end (emptied, saying the account closed), the
 * sign-in throttle and known-device rows keyed by their member id, e-mail or phone go, and the sign-in audit rows
 * are rewritten to the pseudonym (AuditLogErasure lets this transaction update them).
 */
export async function eraseGatewayMember(
  pool: Pool,
  member: { uuid: string; texts: { strong: string[]; weak: string[] }; accounts: string[] },
  pseudonym: string,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // As endOtherSessions with a reason: each session is emptied of the member and keeps why it ended.
    await client.query(
      `UPDATE session SET sess = json_build_object('cookie', sess->'cookie', 'endedBy', 'account-closed')
        WHERE sess#>>'{passport,user,id}' = $1 AND sess#>>'{passport,user,userType}' = 'member'`,
      [member.uuid],
    );
    await client.query(`DELETE FROM known_login_devices WHERE account = ANY($1::text[])`, [member.accounts]);
    await client.query(`DELETE FROM sign_in_guessing WHERE account = ANY($1::text[])`, [member.accounts]);
    const pattern = erasurePattern(member.texts.strong);
    if (pattern) await client.query(`DELETE FROM rate_limits WHERE key ~* $1`, [pattern]);
    await ErasureRepository.scrubAuditLog(client, { memberUuid: member.uuid, ...member.texts }, pseudonym);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
