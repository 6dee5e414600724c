import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every payment covers stated months (issue 26): record_months holds one row per
 * member, scheme and month with the one record that covers it, so a month is paid
 * (or due) at most once whoever writes it: the dues job, online payment and the
 * admin's forms all claim their months here, and two writers of the same month
 * cannot both commit (the primary key). payment_records.period_start and
 * period_months stay as the record's own statement of its months.
 *
 * Existing records get their months: a record with a period keeps it; an online
 * payment kept on its own row takes its order's months; a record entered by hand
 * covers the month of its due date. Paid records claim first (oldest payment
 * first), then unpaid ones (oldest first). A month already taken does not fail the
 * migration: it is listed in record_month_clashes with the record that keeps it,
 * for an admin to settle (GET /api/payment-records/month-clashes).
 */
export class RecordMonths1764190026000 implements MigrationInterface {
  name = 'RecordMonths1764190026000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE record_months (
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        record_id uuid NOT NULL REFERENCES payment_records (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
        PRIMARY KEY (member_id, scheme, month)
      )`);
    await queryRunner.query(`CREATE INDEX record_months_record_idx ON record_months (record_id)`);
    await queryRunner.query(`
      CREATE TABLE record_month_clashes (
        record_id uuid NOT NULL REFERENCES payment_records (id) ON DELETE CASCADE,
        month date NOT NULL,
        held_by uuid NOT NULL REFERENCES payment_records (id) ON DELETE CASCADE,
        noted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (record_id, month)
      )`);

    // The months each record states, or is given.
    await queryRunner.query(`
      CREATE TEMPORARY TABLE wanted_months ON COMMIT DROP AS
      SELECT r.id AS record_id, r.member_id, r.scheme, r.status = 'paid' AS paid,
             r.period_start IS NULL AS given,
             COALESCE(r.period_start, o.period_start, d.period_start,
                      date_trunc('month', r.due_date AT TIME ZONE 'Asia/Kolkata')::date) AS start,
             CASE WHEN r.period_start IS NOT NULL THEN r.period_months
                  WHEN o.id IS NOT NULL THEN GREATEST(o.period_months, COALESCE(d.period_months, 1))
                  ELSE 1 END AS months,
             r.payment_date, r.created_at
      FROM payment_records r
      LEFT JOIN razorpay_orders o ON o.id = r.razorpay_order_id
      LEFT JOIN payment_records d ON d.id = o.payment_record_id AND d.id <> r.id`);
    for (const paid of [true, false]) {
      await queryRunner.query(
        `INSERT INTO record_months (member_id, scheme, month, record_id)
         SELECT w.member_id, w.scheme, (w.start + make_interval(months => n))::date, w.record_id
         FROM wanted_months w CROSS JOIN LATERAL generate_series(0, w.months - 1) AS n
         WHERE w.paid = $1
         ORDER BY w.payment_date NULLS LAST, w.created_at, w.record_id, n
         ON CONFLICT DO NOTHING`,
        [paid],
      );
    }
    await queryRunner.query(`
      INSERT INTO record_month_clashes (record_id, month, held_by)
      SELECT w.record_id, m.month, h.record_id
      FROM wanted_months w
      CROSS JOIN LATERAL (
        SELECT (w.start + make_interval(months => n))::date AS month FROM generate_series(0, w.months - 1) AS n
      ) m
      JOIN record_months h ON h.member_id = w.member_id AND h.scheme = w.scheme AND h.month = m.month
      WHERE h.record_id <> w.record_id`);
    // A month can now begin two records (the one that keeps it and one listed as a clash): the
    // months are unique in record_months instead.
    await queryRunner.query(`DROP INDEX payment_records_period_key`);
    await queryRunner.query(
      `CREATE INDEX payment_records_period_idx ON payment_records (member_id, scheme, period_start)`,
    );
    await queryRunner.query(`
      UPDATE payment_records r SET period_start = w.start, period_months = w.months
      FROM wanted_months w WHERE w.record_id = r.id AND w.given`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX payment_records_period_idx`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_records_period_key ON payment_records (member_id, scheme, period_start)`,
    );
    await queryRunner.query(`DROP TABLE record_month_clashes`);
    await queryRunner.query(`DROP TABLE record_months`);
  }
}
