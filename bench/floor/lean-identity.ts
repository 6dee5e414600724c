/**
 * `bench:floor`'s identity side, in a process of its own: the least a service behind NATS can do for an
 * admin sign-in. A bare `nats` subscription; the admin's row by e-mail, argon2id verify with identity's
 * parameters on libuv's threadpool, as many at once as identity allows and at normal priority; the last-login
 * time and a new session row written, the session id answered. No NestJS, validation, lockout, throttle,
 * request log or TypeORM. Its tables live in a schema of their own in the run's identity database (dropped with
 * it). Arguments: the NATS URL, the database URL, the subject, the admin's e-mail and password.
 */
import { ARGON2_OPTIONS, defaultHashConcurrency } from '@portal/identity/dist/src/passwords/password-hasher';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { Pool } from 'pg';
import { serveOnNats } from './lean-service';

const SCHEMA = 'bench_lean';

async function createAdmin(pool: Pool, email: string, password: string): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  await pool.query(`CREATE TABLE ${SCHEMA}.users (id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL UNIQUE, password_hash text NOT NULL, last_login_at timestamptz)`);
  await pool.query(`CREATE TABLE ${SCHEMA}.sessions (sid text PRIMARY KEY, user_id uuid NOT NULL,
    expires_at timestamptz NOT NULL)`);
  await pool.query(`INSERT INTO ${SCHEMA}.users (email, password_hash) VALUES ($1, $2)`, [
    email,
    await argon2.hash(password, ARGON2_OPTIONS),
  ]);
}

serveOnNats('lean identity', async () => {
  const [natsUrl, databaseUrl, subject, email, password] = process.argv.slice(2);
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  await createAdmin(pool, email, password);
  // Hashes beyond identity's bound wait in order, as identity's own queue does.
  const bound = defaultHashConcurrency(cpus().length);
  let hashing = 0;
  const waiting: (() => void)[] = [];
  const verify = async (hash: string, plain: string): Promise<boolean> => {
    if (hashing < bound) hashing++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await argon2.verify(hash, plain);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else hashing--;
    }
  };
  const signIn = async (body: { email: string; password: string }): Promise<unknown> => {
    const { rows } = await pool.query<{ id: string; password_hash: string }>({
      name: 'user-by-email',
      text: `SELECT id, password_hash FROM ${SCHEMA}.users WHERE email = $1`,
      values: [body.email],
    });
    if (!rows[0] || !(await verify(rows[0].password_hash, body.password))) return { ok: false };
    const sid = randomBytes(24).toString('base64url');
    await pool.query({
      name: 'last-login',
      text: `UPDATE ${SCHEMA}.users SET last_login_at = now() WHERE id = $1`,
      values: [rows[0].id],
    });
    await pool.query({
      name: 'new-session',
      text: `INSERT INTO ${SCHEMA}.sessions (sid, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      values: [sid, rows[0].id],
    });
    return { ok: true, sid, user: { id: rows[0].id, email: body.email } };
  };
  const answer = (request: unknown) => signIn(request as { email: string; password: string });
  return { natsUrl, subject, answer, close: () => pool.end() };
});
