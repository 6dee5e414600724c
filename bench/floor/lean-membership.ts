/**
 * `bench:floor`'s membership side, in a process of its own: the least a service behind NATS can do for a
 * member search. A bare `nats` subscription; a whole member id, e-mail or phone (membership's own `exactKeyOf`)
 * by its unique index with a prepared statement, any other term with the very statements `bench:members` takes
 * as its SQL baseline (`searchDirect`); the total and the page's rows as JSON. No NestJS, validation, request
 * log, error mapping or TypeORM. Arguments: the NATS URL, the database URL and the subject. Not part of the
 * portal: a floor to measure the portal's design against.
 */
import { exactKeyCondition, exactKeyOf } from '@portal/membership/dist/src/members/exact-key';
import { Pool } from 'pg';
import { MEMBER_COLUMNS, searchDirect, searchTerm } from '../members/list-queries';
import { serveOnNats } from './lean-service';

serveOnNats('lean membership', async () => {
  const [natsUrl, databaseUrl, subject] = process.argv.slice(2);
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  const answer = async (request: unknown) => {
    const { search } = request as { search: string };
    const key = exactKeyOf(searchTerm(search));
    if (key) {
      const values: unknown[] = [];
      const where = exactKeyCondition(key, (value) => `$${values.push(value)}`);
      const { rows } = await pool.query({
        name: `member-by-${key.column}`,
        text: `SELECT ${MEMBER_COLUMNS} FROM members WHERE ${where}`,
        values,
      });
      if (rows.length > 0) return { total: rows.length, members: rows };
    }
    return searchDirect(pool, search);
  };
  return { natsUrl, subject, answer, close: () => pool.end() };
});
