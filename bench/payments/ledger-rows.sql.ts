import {
  FIRST_NAMES,
  integer,
  LAST_NAMES,
  memberIdOf,
  PHONE,
  pick,
  pickEvenOf,
  uniform,
  uniformOf,
} from '../support/register-draws.sql';

/**
 * Deterministic payments ledgers generated inside Postgres: row number i is
 * always the same member (same member id and name as in the members
 * benchmark), with the same opted schemes and the same 12 monthly records
 * per scheme. Records look like what the dues job and the payments leave:
 * one due per member, scheme and month, all of a month created by one
 * statement of the dues job (one created_at), older months mostly paid,
 * the last ones overdue or, for the current month, pending.
 */

export const MONTHS_OF_RECORDS = 12;

/** The current month in India, as the dues job counts months. */
const CURRENT_PERIOD = `date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata')::date`;

const SCHEME_ORDER = `ARRAY['esi', 'postal', 'kutumba_barosa']`;

/**
 * Members from..to with their draws: status as in the members benchmark (70%
 * active, 15% expired, 10% pending approval, 5% suspended); schemes opted
 * independently (ESI 60%, Postal 40%, Kutumba Barosa 50%, one by member number
 * when none was drawn); `ended_months`: how long ago an expired or suspended
 * member's last due was raised (1-8 months; 0 for active members).
 */
const members = (prefix: string, from: number, to: number) => `
  SELECT i,
         md5('bench-payments-member-' || i::text)::uuid AS id,
         ${memberIdOf(prefix)} AS member_code,
         first_name, last_name, status, u_email, u_days, u_deleted,
         CASE WHEN status IN ('expired', 'suspended') THEN 1 + floor(u_ended * 8)::int ELSE 0 END AS ended_months,
         array_remove(ARRAY[
           CASE WHEN u_esi < 0.6 OR (no_draw AND i % 3 = 0) THEN 'esi' END,
           CASE WHEN u_postal < 0.4 OR (no_draw AND i % 3 = 1) THEN 'postal' END,
           CASE WHEN u_kutumba < 0.5 OR (no_draw AND i % 3 = 2) THEN 'kutumba_barosa' END], NULL) AS schemes
  FROM (
    SELECT i, first_name, last_name, u_email, u_days, u_deleted, u_ended, u_esi, u_postal, u_kutumba,
           NOT (u_esi < 0.6 OR u_postal < 0.4 OR u_kutumba < 0.5) AS no_draw,
           CASE WHEN u_status < 0.70 THEN 'active' WHEN u_status < 0.85 THEN 'expired'
                WHEN u_status < 0.95 THEN 'pending' ELSE 'suspended' END AS status
    FROM (
      SELECT i,
             ${pick(FIRST_NAMES, 1)} AS first_name,
             ${pick(LAST_NAMES, 2)} AS last_name,
             ${uniform(3)} AS u_email,
             ${uniform(5)} AS u_status,
             ${uniform(6)} AS u_days,
             ${uniform(15)} AS u_ended,
             ${uniform(16)} AS u_deleted,
             ${uniform(20)} AS u_esi,
             ${uniform(21)} AS u_postal,
             ${uniform(22)} AS u_kutumba
      FROM generate_series(${integer(from)}::bigint, ${integer(to)}::bigint) AS i
    ) draws
  ) member`;

/**
 * payment_members rows from..to, as membership's events would have left them:
 * 85% with an e-mail; active members' membership runs up to a year ahead, an
 * expired member's ended in the month of their last due; about 1% of members
 * (some of the expired) were deleted in membership and keep their history.
 */
export function seedPaymentMembersSql(prefix: string, from: number, to: number): string {
  return `
  INSERT INTO payment_members
    (id, member_code, first_name, last_name, email, phone, status, opted_schemes, membership_end_date, deleted_at, updated_at)
  SELECT id, member_code, first_name, last_name,
         CASE WHEN u_email < 0.85 THEN lower(first_name) || '.' || lower(last_name) || i::text || '@gmail.com' END,
         ${PHONE}, status, schemes,
         CASE WHEN status IN ('active', 'suspended') THEN now() + (30 + floor(u_days * 335)::int) * interval '1 day'
              WHEN status = 'expired' THEN ((${CURRENT_PERIOD} - ended_months * interval '1 month')::date + 14)::timestamp AT TIME ZONE 'Asia/Kolkata'
         END,
         CASE WHEN status = 'expired' AND u_deleted < 0.07
              THEN ((${CURRENT_PERIOD} - (ended_months - 1) * interval '1 month')::date + 10)::timestamp AT TIME ZONE 'Asia/Kolkata'
         END,
         now()
  FROM (${members(prefix, from, to)}) m`;
}

/** The record's own draws: one key per member, scheme and month. */
const RECORD_KEY = `(m.i * 64 + array_position(${SCHEME_ORDER}, o.scheme) * 16 + k)`;
const ONLINE_METHODS = ['upi', 'upi', 'upi', 'card', 'netbanking', 'wallet'];
const OFFICE_METHODS = ['cash', 'cash', 'bank_transfer', 'cheque'];

/**
 * The records of members from..to: for each opted scheme, the 12 months up to
 * the member's last due (the current month for active members); none for
 * members still pending approval. Status by the month's age: the current
 * month 40% paid, 60% pending; one month ago 70% paid; two months 85%; older
 * 95%; the rest overdue. Half the payments were made online (Razorpay ids),
 * half at the office; every paid record has its receipt number.
 */
export function seedPaymentRecordsSql(prefix: string, from: number, to: number): string {
  const u = (salt: number) => uniformOf('r.key', salt);
  return `
  INSERT INTO payment_records
    (member_id, scheme, amount, status, due_date, payment_date, period_start, period_months, payment_method,
     transaction_id, razorpay_payment_id, razorpay_order_id, receipt_number, created_by, created_at, updated_at)
  SELECT member_id, scheme, amount, status, due_date, payment_date, period, 1,
         CASE WHEN status = 'paid' THEN CASE WHEN online THEN ${pickEvenOf('key', ONLINE_METHODS, 34)} ELSE ${pickEvenOf('key', OFFICE_METHODS, 35)} END END,
         CASE WHEN status = 'paid' AND online THEN 'pay_Bn' || lpad(key::text, 12, '0') END,
         CASE WHEN status = 'paid' AND online THEN 'pay_Bn' || lpad(key::text, 12, '0') END,
         CASE WHEN status = 'paid' AND online THEN 'order_Bn' || lpad(key::text, 12, '0') END,
         CASE WHEN status = 'paid' THEN 'RCPT-' || to_char(payment_date AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' ||
           lpad(receipt_no, greatest(6, length(receipt_no)), '0') END,
         NULL,
         created_at,
         CASE status WHEN 'paid' THEN payment_date WHEN 'overdue' THEN due_date + interval '1 day' ELSE created_at END
  FROM (
    SELECT r.*,
           CASE WHEN r.status = 'paid' THEN nextval('receipt_number_seq')::text END AS receipt_no,
           CASE WHEN r.status = 'paid'
                THEN least(r.due_date + floor(${u(32)} * 20) * interval '1 day' + ${u(33)} * interval '10 hours', now() - interval '1 minute')
           END AS payment_date,
           ${u(36)} < 0.5 AS online
    FROM (
      SELECT m.id AS member_id, o.scheme, s.amount, ${RECORD_KEY} AS key, period, due_date,
             due_date + interval '3 minutes 17.25 seconds' AS created_at,
             CASE WHEN age = 0 THEN CASE WHEN ${uniformOf(RECORD_KEY, 31)} < 0.40 THEN 'paid' ELSE 'pending' END
                  WHEN ${uniformOf(RECORD_KEY, 31)} < (CASE age WHEN 1 THEN 0.70 WHEN 2 THEN 0.85 ELSE 0.95 END) THEN 'paid'
                  ELSE 'overdue' END AS status
      FROM (${members(prefix, from, to)}) m
      CROSS JOIN LATERAL unnest(m.schemes) AS o(scheme)
      JOIN scheme_settings s ON s.scheme = o.scheme
      CROSS JOIN LATERAL generate_series(0, ${MONTHS_OF_RECORDS - 1}) AS k
      CROSS JOIN LATERAL (SELECT m.ended_months + k AS age) a
      CROSS JOIN LATERAL (SELECT (${CURRENT_PERIOD} - a.age * interval '1 month')::date AS period) p
      CROSS JOIN LATERAL (SELECT p.period::timestamp AT TIME ZONE 'Asia/Kolkata' AS due_date) d
      WHERE m.status <> 'pending'
    ) r
  ) record`;
}
