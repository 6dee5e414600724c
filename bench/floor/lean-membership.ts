/**
 * `bench:floor`'s membership side, in a process of its own: the least a service behind NATS can do for an
 * exact-key search. A bare `nats` subscription, the search term normalised and matched to its unique key with
 * membership's own functions, one prepared `pg` statement on membership's database, the rows as JSON. No
 * NestJS, validation, request log, error mapping or TypeORM. Arguments: the NATS URL, the database URL and the
 * subject. Not part of the portal: a floor to measure the portal's design against.
 */
import { exactKeyCondition, exactKeyOf } from '@portal/membership/dist/src/members/exact-key';
import { connect } from 'nats';
import { Pool } from 'pg';
import { ROWS_BY_PRIMARY_KEY_SQL, searchTerm } from '../members/list-queries';

/** The member columns the portal's answer carries (the pk baseline's own list). */
const COLUMNS = ROWS_BY_PRIMARY_KEY_SQL.slice('SELECT '.length, ROWS_BY_PRIMARY_KEY_SQL.indexOf(' FROM members'));

async function main(): Promise<void> {
  const [natsUrl, databaseUrl, subject] = process.argv.slice(2);
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  const nc = await connect({ servers: natsUrl });
  const subscription = nc.subscribe(subject, {
    callback: (error, message) => {
      if (error) return;
      const { search } = JSON.parse(Buffer.from(message.data).toString()) as { search: string };
      const key = exactKeyOf(searchTerm(search));
      if (!key) {
        message.respond(Buffer.from(JSON.stringify({ total: 0, members: [] })));
        return;
      }
      const values: unknown[] = [];
      const where = exactKeyCondition(key, (value) => `$${values.push(value)}`);
      pool
        .query({ name: `member-by-${key.column}`, text: `SELECT ${COLUMNS} FROM members WHERE ${where}`, values })
        .then(({ rows }) => message.respond(Buffer.from(JSON.stringify({ total: rows.length, members: rows }))))
        .catch(() => message.respond(Buffer.from(JSON.stringify({ error: 'failed' }))));
    },
  });
  await nc.flush();
  process.send?.('ready');
  process.on('disconnect', () => {
    subscription.unsubscribe();
    void Promise.all([nc.close(), pool.end()]).finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`lean membership failed: ${String(error)}\n`);
  process.exit(1);
});
