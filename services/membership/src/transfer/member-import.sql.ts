import { IMPORTED_EVENT_CHUNK } from '@portal/contracts';

/**
 * SQL of the bulk import. A batch travels as one array per column
 * ($1..$11, unnest), never row by row; $12 event type, $13 occurredAt,
 * $14 admin id, $15 member-id prefix.
 */

export const BATCH_COLUMNS = [
  'row_no',
  'member_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'date_of_birth',
  'status',
  'membership_start_date',
  'membership_end_date',
] as const;
const BATCH = `unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $9::text[],
    $10::timestamptz[], $11::timestamptz[])
  AS batch (${BATCH_COLUMNS.join(', ')})`;

/** How a row gets its member id: its own, the next sequence number, or the next number whose id is free. */
export type MemberIdSource = 'typed' | 'sequence' | 'free-number';
// Drawn once per row as column n of a subquery (a volatile call there is not inlined), then formatted.
const NUMBER: Record<MemberIdSource, string> = {
  typed: 'NULL::bigint',
  // One already typed by hand makes the row conflict, and it is retried with a free number.
  sequence: `nextval('member_number_seq')`,
  'free-number': 'next_member_number($15)',
};
const MEMBER_ID: Record<MemberIdSource, string> = {
  typed: 'member_id',
  sequence: `$15 || lpad(n::text, greatest(4, length(n::text)), '0')`,
  'free-number': `$15 || lpad(n::text, greatest(4, length(n::text)), '0')`,
};

// A generated id is drawn only for rows no member already has the phone or e-mail of.
const NOT_TAKEN = `
  WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.phone = batch.phone)
    AND (email IS NULL OR NOT EXISTS (SELECT 1 FROM members m WHERE lower(m.email) = lower(batch.email)))`;

/**
 * Inserts the batch and, in the same statement, its membership.member.imported
 * events (up to IMPORTED_EVENT_CHUNK member snapshots each) into the outbox with
 * the envelope OutboxWriter writes (id, type, occurredAt, data =
 * MembersImportedEventData). A row whose id,
 * e-mail or phone is taken is skipped; answers the count inserted and the
 * row numbers skipped.
 */
export function insertWithEvents(source: MemberIdSource): string {
  return `
  WITH inserted AS (
    INSERT INTO members (member_id, first_name, last_name, email, phone, address, date_of_birth, status,
                         membership_start_date, membership_end_date, source)
    SELECT ${MEMBER_ID[source]}, first_name, last_name, email, phone, address, date_of_birth, status,
           membership_start_date, membership_end_date, 'import'
    FROM (SELECT batch.*, ${NUMBER[source]} AS n FROM ${BATCH} ${source === 'typed' ? '' : NOT_TAKEN}) numbered
    ON CONFLICT DO NOTHING
    RETURNING id, member_id, first_name, last_name, email, phone, status, opted_schemes, membership_end_date
  ),
  events AS (
    INSERT INTO outbox (id, event_type, payload)
    SELECT event_id, $12, jsonb_build_object(
      'id', event_id, 'type', $12::text, 'occurredAt', $13::text,
      'data', jsonb_build_object('members', members, 'by', $14::text, 'source', 'import'))
    FROM (
      SELECT gen_random_uuid() AS event_id, jsonb_agg(jsonb_build_object(
          'id', id, 'memberId', member_id, 'firstName', first_name, 'lastName', last_name,
          'email', email, 'phone', phone, 'status', status, 'optedSchemes', to_jsonb(opted_schemes),
          'membershipEndDate', to_char(membership_end_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'validThrough', to_char(membership_end_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'))) AS members
      FROM (SELECT inserted.*, row_number() OVER () - 1 AS n FROM inserted) numbered
      GROUP BY n / ${IMPORTED_EVENT_CHUNK}
    ) chunks
  )
  SELECT (SELECT count(*)::int FROM inserted) AS inserted,
         ARRAY(SELECT row_no FROM ${BATCH} WHERE NOT EXISTS (SELECT 1 FROM inserted WHERE inserted.phone = batch.phone)) AS skipped`;
}

/**
 * Why rows were skipped, with the words of a single create (spec §8): the
 * member id (typed), e-mail or phone another member has. Null when none is
 * taken: a generated id met an id typed by hand, and the row is retried.
 */
export const WHY_SKIPPED = `
  SELECT row_no AS row, CASE
      WHEN member_id IS NOT NULL AND EXISTS (SELECT 1 FROM members m WHERE m.member_id = batch.member_id)
        THEN format('Membership ID "%s" is already taken', member_id)
      WHEN email IS NOT NULL AND EXISTS (SELECT 1 FROM members m WHERE lower(m.email) = lower(batch.email))
        THEN 'Email address is already registered'
      WHEN EXISTS (SELECT 1 FROM members m WHERE m.phone = batch.phone)
        THEN 'Phone number is already registered'
    END AS error
  FROM ${BATCH}`;
