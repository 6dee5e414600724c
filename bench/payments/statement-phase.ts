import { addCalendarDays, currentFinancialYearKey, firstOfMonthInIndia, parseFinancialPeriod } from '@portal/contracts';
import { LedgerRepository } from '@portal/payments/dist/src/ledger/ledger.repository';
import { CONTRIBUTION_MONTHS } from '@portal/payments/dist/src/ledger/ledger-totals';
import { RefundsRepository } from '@portal/payments/dist/src/refunds/refunds.repository';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { ApiClient } from '../support/api-client';
import { Latencies, summary, timed } from '../support/latencies';
import { Statement } from './ledger-queries';

/** Years of monthly records the statement member has in each of the three schemes. */
export const STATEMENT_YEARS = 10;

/** Writes down the statements a repository is asked to run (answers a harmless row), as ledger-queries does. */
class Recorder {
  readonly statements: Statement[] = [];
  query(sql: string, params: unknown[] = []): Promise<unknown[]> {
    this.statements.push({ sql, params });
    return Promise.resolve([{ balance: '0.00' }]);
  }
}

/**
 * One more member (not one of the register's numbers) with STATEMENT_YEARS years of monthly records in all three
 * schemes up to this month, 95% paid (a receipt each) and the rest overdue, each with its record_months row.
 */
export async function seedStatementMember(pool: Pool, prefix: string): Promise<{ memberId: string; records: number }> {
  const months = STATEMENT_YEARS * 12;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO payment_members (id, member_code, first_name, last_name, status, opted_schemes)
     VALUES (gen_random_uuid(), $1, 'Statement', 'Member', 'active', ARRAY['esi', 'postal', 'kutumba_barosa'])
     RETURNING id`,
    [`${prefix}STMT`],
  );
  const memberId = rows[0].id;
  const inserted = await pool.query(
    `WITH made AS (
       INSERT INTO payment_records
         (member_id, scheme, amount, status, due_date, payment_date, period_start, period_months, payment_method,
          receipt_number, created_at)
       SELECT $1, s.scheme, s.amount, CASE WHEN k % 20 = 7 THEN 'overdue' ELSE 'paid' END,
              p.period::timestamp AT TIME ZONE 'Asia/Kolkata',
              CASE WHEN k % 20 = 7 THEN NULL ELSE p.period::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '4 days' END,
              p.period, 1, CASE WHEN k % 20 = 7 THEN NULL ELSE 'cash' END,
              CASE WHEN k % 20 = 7 THEN NULL ELSE 'RCPT-STMT-' || s.scheme || '-' || k END,
              p.period::timestamp AT TIME ZONE 'Asia/Kolkata'
       FROM scheme_settings s
       CROSS JOIN generate_series(0, $2::int - 1) AS k
       CROSS JOIN LATERAL (SELECT ($3::date - k * interval '1 month')::date AS period) p
       RETURNING id, member_id, scheme, period_start)
     INSERT INTO record_months (member_id, scheme, month, record_id)
     SELECT member_id, scheme, period_start, id FROM made`,
    [memberId, months, firstOfMonthInIndia(new Date())],
  );
  return { memberId, records: inserted.rowCount ?? 0 };
}

/** The statements GET /api/payment-records/statement runs for a member and period (the ledger's and refunds'). */
export async function statementStatements(memberId: string, periodKey: string): Promise<Statement[]> {
  const recorder = new Recorder();
  const source = recorder as unknown as DataSource;
  const ledger = new LedgerRepository(source);
  const refunds = new RefundsRepository(source);
  const period = parseFinancialPeriod(periodKey)!;
  await Promise.all([
    ledger.balanceBefore(memberId, period),
    ledger.lines(memberId, period),
    refunds.processedBetween(memberId, '2000-01-01', addCalendarDays(period.fromDay, -1)),
    refunds.processedBetween(memberId, period.fromDay, period.toDay),
  ]);
  return recorder.statements;
}

/** The statements GET /api/payment-records/stats?period=… runs: the schemes' figures and the chart's months. */
export async function statsStatements(periodKey: string): Promise<Statement[]> {
  const recorder = new Recorder();
  const ledger = new LedgerRepository(recorder as unknown as DataSource);
  await Promise.all([
    ledger.schemeFigures(parseFinancialPeriod(periodKey)!),
    ledger.receivedByMonth(firstOfMonthInIndia(new Date()).slice(0, 7), CONTRIBUTION_MONTHS),
  ]);
  return recorder.statements;
}

export const currentYear = () => currentFinancialYearKey();

/**
 * One request `rounds` times through the API and as its statements straight from here (all at once on the pool,
 * as the service runs them), one at a time, alternating which goes first, after one unmeasured round each.
 */
export async function measurePair(
  api: ApiClient,
  pool: Pool,
  path: string,
  statements: Statement[],
  rounds: number,
): Promise<{ api: Latencies; direct: Latencies; body: string }> {
  const viaApi = async () => {
    const res = await api.request('GET', path);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  };
  const direct = () => Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
  let body = await viaApi();
  await direct();
  const apiSamples: number[] = [];
  const directSamples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const first = i % 2 === 0;
    if (!first) directSamples.push((await timed(direct)).ms);
    const a = await timed(viaApi);
    apiSamples.push(a.ms);
    body = a.value;
    if (first) directSamples.push((await timed(direct)).ms);
  }
  return { api: summary(apiSamples), direct: summary(directSamples), body };
}
