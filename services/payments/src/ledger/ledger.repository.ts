import { Injectable } from '@nestjs/common';
import { MonthlyContribution, PaymentRecordKind, PaymentStatus, Scheme, Schemes } from '@portal/contracts';
import { DataSource } from 'typeorm';

/**
 * The ledger's money, defined once (issue 26): every figure the portal shows (Payment Records' cards, the
 * dashboard, statements) is read through these statements.
 *
 * - A record's dues fall on the months it covers (period_start, period_months), its amount shared evenly:
 *   the share of months lo..hi (counted from its first month) is round(amount·hi/n) − round(amount·lo/n), so the
 *   shares of a record's months always add up to its amount, to the paisa, however the months are split.
 * - Received is what paid records brought in on India calendar days (payment_date), less what processed refunds
 *   returned on those days (refunded_at).
 * - A fee (joining, renewal: a record with no scheme and no months) is due on its due date's India day and
 *   counts in the fees' receivable then; its payment is received like any other.
 * - Balance is what is unpaid of the period's dues and fees, plus what refunds returned of them (owed again).
 */

/** A month as one number (year·12 + month − 1), the way the statements below count months. */
export const monthIndex = (month: string): number => {
  const [year, m] = month.split('-').map(Number);
  return year * 12 + m - 1;
};

const RECORD_MONTH = `(extract(year FROM r.period_start)::int * 12 + extract(month FROM r.period_start)::int - 1)`;

/**
 * The share of a record's dues falling on months [start, start + months) ($start a monthIndex, $months a count);
 * of another amount spread over the record's months (a refund of it) when `amount` names one.
 */
export const shareSql = (start: string, months: string, amount = 'r.amount') => {
  const lo = `LEAST(GREATEST(${start} - ${RECORD_MONTH}, 0), r.period_months)`;
  const hi = `LEAST(GREATEST(${start} + ${months} - ${RECORD_MONTH}, 0), r.period_months)`;
  return `(round(${amount} * ${hi} / r.period_months, 2) - round(${amount} * ${lo} / r.period_months, 2))`;
};

/** How many of a record's months fall on [start, start + months). */
const monthsSql = (start: string, months: string) =>
  `(LEAST(GREATEST(${start} + ${months} - ${RECORD_MONTH}, 0), r.period_months)
    - LEAST(GREATEST(${start} - ${RECORD_MONTH}, 0), r.period_months))`;

/** Records whose months overlap [firstDay, firstDay + months): $firstDay a YYYY-MM-01 date. */
const overlapsSql = (firstDay: string, months: string) =>
  `r.period_start IS NOT NULL AND r.period_start < (${firstDay}::date + make_interval(months => ${months}))
   AND r.period_start > (${firstDay}::date - interval '12 months')
   AND r.period_start + make_interval(months => r.period_months) > ${firstDay}::date`;

/** Paid on or after an India calendar day (YYYY-MM-DD): the start of "received" within days, here and in the payments report. */
export const paidOnOrAfterSql = (day: string) =>
  `r.payment_date >= (${day}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/** Paid on or before an India calendar day, that day included. */
export const paidOnOrBeforeSql = (day: string) =>
  `r.payment_date < ((${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/** Received within India calendar days [fromDay, toDay], both inclusive: paid records by their payment date. */
const paidWithinSql = (fromDay: string, toDay: string) =>
  `r.status = 'paid' AND ${paidOnOrAfterSql(fromDay)} AND ${paidOnOrBeforeSql(toDay)}`;

/** A moment (a timestamptz expression) within India calendar days [fromDay, toDay]. */
const withinDaysSql = (column: string, fromDay: string, toDay: string) =>
  `${column} >= (${fromDay}::date::timestamp AT TIME ZONE 'Asia/Kolkata')
   AND ${column} < ((${toDay}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/** A fee (no scheme, no months) due within the days: it falls on its due date's India day. */
const feeDueWithinSql = (fromDay: string, toDay: string) =>
  `r.kind <> 'scheme_dues' AND ${withinDaysSql('r.due_date', fromDay, toDay)}`;

/** Processed refunds (`f`) returned within the days. */
const refundedWithinSql = (fromDay: string, toDay: string) =>
  `f.status = 'processed' AND ${withinDaysSql('f.refunded_at', fromDay, toDay)}`;

/** The months and days figures are read for. */
export interface LedgerSpan {
  /** First month, YYYY-MM. */
  from: string;
  months: number;
  /** First and last India calendar days, YYYY-MM-DD. */
  fromDay: string;
  toDay: string;
}

export interface SchemeFiguresRow {
  scheme: Scheme;
  optedMembers: number;
  receivable: string;
  received: string;
  balance: string;
  paidInAdvance: string;
  outstanding: string;
  paidCount: number;
  pendingCount: number;
  overdueCount: number;
}

/** The fees' figures for a span (no scheme, no members opted): what SchemeStatsDto has for a scheme. */
export type FeeFiguresRow = Omit<SchemeFiguresRow, 'scheme'>;

/** One line of a statement as the ledger holds it; amounts are decimal text. */
export interface LedgerLineRow {
  /** due: a share of dues; fee: a fee falling due; payment: money paid. */
  kind: 'due' | 'fee' | 'payment';
  record_id: string;
  /** What the record is for; a fee has no scheme. */
  record_kind: PaymentRecordKind;
  scheme: Scheme | null;
  /** India calendar day, YYYY-MM-DD. */
  day: string;
  /** The months the line is about (YYYY-MM-01) and how many. */
  first_month: string | null;
  months: number;
  amount: string;
  status: PaymentStatus;
  receipt_number: string | null;
  payment_method: string | null;
  transaction_id: string | null;
}

@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The figures of SchemeStatsDto per scheme for one span, in Schemes order: one statement. */
  async schemeFigures(span: LedgerSpan): Promise<SchemeFiguresRow[]> {
    const start = monthIndex(span.from);
    return this.dataSource.query(
      `WITH schemes AS (SELECT unnest($1::text[]) AS scheme),
       opted AS (
         SELECT s.scheme, count(v.member_id)::int AS n FROM schemes s
         LEFT JOIN scheme_member_status v ON v.scheme = s.scheme GROUP BY s.scheme),
       dues AS (
         SELECT d.scheme, sum(d.share) AS receivable,
           COALESCE(sum(d.share) FILTER (WHERE d.status <> 'paid'), 0) AS balance,
           count(*) FILTER (WHERE d.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE d.status = 'overdue')::int AS overdue
         FROM (
           -- A one-month record that overlaps the period lies wholly in it.
           SELECT r.scheme, r.status,
             CASE WHEN r.period_months = 1 THEN r.amount ELSE ${shareSql('$2::int', '$3::int')} END AS share
           FROM payment_records r WHERE ${overlapsSql('$4', '$3::int')}) d
         GROUP BY d.scheme),
       paid AS (
         SELECT r.scheme, sum(r.amount) AS received, count(*)::int AS n,
           COALESCE(sum(${shareSql('($2::int + $3::int)', '1200')}) FILTER (WHERE r.period_start IS NOT NULL), 0) AS ahead
         FROM payment_records r WHERE ${paidWithinSql('$5', '$6')} GROUP BY r.scheme),
       owed AS (
         SELECT r.scheme, sum(r.amount) AS outstanding FROM payment_records r
         WHERE r.status IN ('pending', 'overdue') GROUP BY r.scheme),
       refunded AS (
         SELECT f.scheme, sum(f.amount) AS refunded FROM payment_refunds f
         WHERE f.scheme IS NOT NULL AND ${refundedWithinSql('$5', '$6')} GROUP BY f.scheme),
       returned AS (
         -- Money returned of the period's dues is owed again: each refund shared over its record's months.
         SELECT r.scheme, sum(${shareSql('$2::int', '$3::int', 'f.amount')}) AS returned
         FROM payment_refunds f JOIN payment_records r ON r.id = f.record_id
         WHERE f.status = 'processed' AND ${overlapsSql('$4', '$3::int')} GROUP BY r.scheme)
       SELECT o.scheme, o.n AS "optedMembers",
         round(COALESCE(d.receivable, 0), 2)::text AS receivable,
         round(COALESCE(p.received, 0) - COALESCE(x.refunded, 0), 2)::text AS received,
         round(COALESCE(d.balance, 0) + COALESCE(y.returned, 0), 2)::text AS balance,
         round(COALESCE(p.ahead, 0), 2)::text AS "paidInAdvance",
         round(COALESCE(w.outstanding, 0), 2)::text AS outstanding,
         COALESCE(p.n, 0) AS "paidCount", COALESCE(d.pending, 0) AS "pendingCount",
         COALESCE(d.overdue, 0) AS "overdueCount"
       FROM opted o LEFT JOIN dues d USING (scheme) LEFT JOIN paid p USING (scheme)
       LEFT JOIN owed w USING (scheme) LEFT JOIN refunded x USING (scheme) LEFT JOIN returned y USING (scheme)
       ORDER BY array_position($1::text[], o.scheme)`,
      [Schemes, start, span.months, `${span.from}-01`, span.fromDay, span.toDay],
    );
  }

  /** The fees' figures for one span: due (receivable) within its days, received, unpaid and returned. */
  async feeFigures(span: LedgerSpan): Promise<FeeFiguresRow> {
    const rows: FeeFiguresRow[] = await this.dataSource.query(
      `WITH fees AS (
         SELECT
           COALESCE(sum(r.amount) FILTER (WHERE ${feeDueWithinSql('$1', '$2')}), 0) AS receivable,
           COALESCE(sum(r.amount) FILTER (WHERE ${paidWithinSql('$1', '$2')}), 0) AS received,
           COALESCE(sum(r.amount) FILTER (WHERE r.status <> 'paid' AND ${feeDueWithinSql('$1', '$2')}), 0) AS balance,
           COALESCE(sum(r.amount) FILTER (WHERE r.status IN ('pending', 'overdue')), 0) AS outstanding,
           count(*) FILTER (WHERE ${paidWithinSql('$1', '$2')})::int AS paid,
           count(*) FILTER (WHERE r.status = 'pending' AND ${feeDueWithinSql('$1', '$2')})::int AS pending,
           count(*) FILTER (WHERE r.status = 'overdue' AND ${feeDueWithinSql('$1', '$2')})::int AS overdue
         FROM payment_records r WHERE r.kind <> 'scheme_dues'),
       refunds AS (
         SELECT
           COALESCE(sum(f.amount) FILTER (WHERE ${refundedWithinSql('$1', '$2')}), 0) AS refunded,
           COALESCE(sum(f.amount) FILTER (WHERE f.status = 'processed' AND ${feeDueWithinSql('$1', '$2')}), 0) AS returned
         FROM payment_refunds f JOIN payment_records r ON r.id = f.record_id WHERE r.kind <> 'scheme_dues')
       SELECT 0 AS "optedMembers",
         round(fees.receivable, 2)::text AS receivable,
         round(fees.received - refunds.refunded, 2)::text AS received,
         round(fees.balance + refunds.returned, 2)::text AS balance,
         '0.00' AS "paidInAdvance",
         round(fees.outstanding, 2)::text AS outstanding,
         fees.paid AS "paidCount", fees.pending AS "pendingCount", fees.overdue AS "overdueCount"
       FROM fees, refunds`,
      [span.fromDay, span.toDay],
    );
    return rows[0];
  }

  /**
   * What paid records brought in per month (of the payment day in India) and scheme, over the `months` months
   * ending with `lastMonth` (YYYY-MM): only the months and schemes that had payments.
   */
  async receivedByMonth(lastMonth: string, months: number): Promise<MonthlyContribution[]> {
    const rows: { month: string; scheme: Scheme; amount: string }[] = await this.dataSource.query(
      `SELECT to_char(r.payment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, r.scheme,
              sum(r.amount)::text AS amount
       FROM payment_records r
       WHERE r.scheme IS NOT NULL
         AND ${paidWithinSql(`($1::date - make_interval(months => $2))`, `(($1::date + interval '1 month')::date - 1)`)}
       GROUP BY 1, 2
       ORDER BY 1, 2`,
      [`${lastMonth}-01`, months - 1],
    );
    return rows.map((r) => ({ month: r.month, scheme: r.scheme, amount: Number(r.amount).toFixed(2) }));
  }

  /**
   * A member's balance before a span: dues of the months before it less what they paid before its first day
   * (negative when they paid ahead).
   */
  async balanceBefore(memberId: string, span: LedgerSpan): Promise<string> {
    const rows: Array<{ balance: string }> = await this.dataSource.query(
      `SELECT (
         (SELECT COALESCE(sum(${shareSql('0', '$2::int')}), 0) FROM payment_records r
          WHERE r.member_id = $1 AND r.period_start < $3::date)
         + (SELECT COALESCE(sum(r.amount), 0) FROM payment_records r
            WHERE r.member_id = $1 AND r.kind <> 'scheme_dues'
              AND r.due_date < ($4::date::timestamp AT TIME ZONE 'Asia/Kolkata'))
         - (SELECT COALESCE(sum(r.amount), 0) FROM payment_records r
            WHERE r.member_id = $1 AND r.status = 'paid'
              AND r.payment_date < ($4::date::timestamp AT TIME ZONE 'Asia/Kolkata'))
       )::numeric(12,2)::text AS balance`,
      [memberId, monthIndex(span.from), `${span.from}-01`, span.fromDay],
    );
    return rows[0].balance;
  }

  /** A member's dues (the share of each record on the span's months), fees due and payments within the span's days. */
  async lines(memberId: string, span: LedgerSpan): Promise<LedgerLineRow[]> {
    const start = monthIndex(span.from);
    const first = `GREATEST(r.period_start, $4::date)`;
    return this.dataSource.query(
      `SELECT 'due' AS kind, r.id AS record_id, r.kind AS record_kind, r.scheme, to_char(${first}, 'YYYY-MM-DD') AS day,
              to_char(${first}, 'YYYY-MM-DD') AS first_month,
              ${monthsSql('$2::int', '$3::int')} AS months,
              ${shareSql('$2::int', '$3::int')}::text AS amount, r.status, NULL AS receipt_number,
              NULL AS payment_method, NULL AS transaction_id, r.created_at
       FROM payment_records r WHERE r.member_id = $1 AND ${overlapsSql('$4', '$3::int')}
       UNION ALL
       SELECT 'fee', r.id, r.kind, r.scheme, to_char(r.due_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'),
              NULL, 0, r.amount::text, r.status, NULL, NULL, NULL, r.created_at
       FROM payment_records r WHERE r.member_id = $1 AND ${feeDueWithinSql('$5', '$6')}
       UNION ALL
       SELECT 'payment', r.id, r.kind, r.scheme, to_char(r.payment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'),
              to_char(r.period_start, 'YYYY-MM-DD'), r.period_months, r.amount::text, r.status, r.receipt_number,
              r.payment_method, COALESCE(r.transaction_id, r.razorpay_payment_id), r.created_at
       FROM payment_records r WHERE r.member_id = $1 AND ${paidWithinSql('$5', '$6')}
       ORDER BY day, kind, created_at, record_id`,
      [memberId, start, span.months, `${span.from}-01`, span.fromDay, span.toDay],
    );
  }
}
