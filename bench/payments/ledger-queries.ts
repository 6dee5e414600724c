import { PaymentRecordsRepository } from '@portal/payments/dist/src/records/payment-records.repository';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** One statement as the repository hands it to the database. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Stands in for the repository's DataSource and only writes down what it is
 * asked to run, so the baseline runs payments' own statements, text and
 * parameters, without repeating them here.
 */
class StatementRecorder {
  readonly statements: Statement[] = [];

  query(sql: string, params: unknown[] = []): Promise<unknown[]> {
    this.statements.push({ sql, params });
    // Enough of an answer for the repository to map: one row with a total.
    return Promise.resolve([{ total: 0 }]);
  }
}

async function record(call: (repository: PaymentRecordsRepository) => Promise<unknown>): Promise<Statement[]> {
  const recorder = new StatementRecorder();
  await call(new PaymentRecordsRepository(recorder as unknown as DataSource));
  return recorder.statements;
}

/** GET /api/payment-records?scheme=…&status=…&page=…&limit=…: the page query and the count. */
export const listStatements = (filter: { scheme: string; status: string }, page: number, limit: number) =>
  record((repository) => repository.list(filter, page, limit));

/** GET /api/payment-records/scheme-members?scheme=…[&status=…]&page=…&limit=…: the page query and the count. */
export const schemeMembersStatements = (filter: { scheme: string; status?: string }, page: number, limit: number) =>
  record((repository) =>
    repository.schemeMembers(
      filter.scheme as Parameters<PaymentRecordsRepository['schemeMembers']>[0],
      filter,
      page,
      limit,
    ),
  );

/**
 * The statements run as the repository runs them: at once, each on its own
 * connection of the pool (Promise.all). Answers the rows of the first (the
 * page) and the total of the last (the count).
 */
export async function runDirect(pool: Pool, statements: Statement[]): Promise<{ rows: number; total: number }> {
  const results = await Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
  const counted = results[results.length - 1].rows[0] as { total: number };
  return { rows: results[0].rowCount ?? 0, total: counted.total };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, one after the other, for the notes of a missed goal. */
export async function explainAnalyze(pool: Pool, statements: Statement[]): Promise<string[]> {
  const plans: string[] = [];
  for (const s of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}
