import { MonthlyContribution, Scheme } from '@portal/contracts';
import { DataSource } from 'typeorm';

/** Contributions are summed over this many months in India, the current one included. */
export const CONTRIBUTION_MONTHS = 12;

/**
 * What paid records brought in per month (of the payment day in India) and
 * scheme over the last CONTRIBUTION_MONTHS months: one grouped query, only
 * the months and schemes that had payments (the gateway fills the gaps).
 */
export async function contributionsByMonth(dataSource: DataSource, now = new Date()): Promise<MonthlyContribution[]> {
  const rows: { month: string; scheme: Scheme; amount: string }[] = await dataSource.query(
    `SELECT to_char(payment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, scheme, sum(amount)::text AS amount
     FROM payment_records
     WHERE status = 'paid'
       AND payment_date >= (date_trunc('month', $1::timestamptz AT TIME ZONE 'Asia/Kolkata')
                            - make_interval(months => $2)) AT TIME ZONE 'Asia/Kolkata'
       AND payment_date < (date_trunc('month', $1::timestamptz AT TIME ZONE 'Asia/Kolkata')
                           + interval '1 month') AT TIME ZONE 'Asia/Kolkata'
     GROUP BY 1, 2
     ORDER BY 1, 2`,
    [now, CONTRIBUTION_MONTHS - 1],
  );
  return rows.map((r) => ({ month: r.month, scheme: r.scheme, amount: Number(r.amount).toFixed(2) }));
}
