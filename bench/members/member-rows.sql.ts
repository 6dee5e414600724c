import { BusinessTypes, ExperienceRanges } from '@portal/contracts';
import {
  FIRST_NAMES,
  integer,
  LAST_NAMES,
  memberIdOf,
  PHONE,
  pick,
  pickEven,
  textArray,
  uniform,
} from '../support/register-draws.sql';

/**
 * Deterministic, varied member rows generated inside Postgres: row number i
 * always gives the same member, so seeding, the import CSVs and the \copy
 * baseline use disjoint ranges of i and never collide on a unique index.
 * Names are skewed (a few very common, a long tail of rare ones) the way
 * Indian names are in a real register.
 */

const CITIES: [string, string][] = [
  ['Bengaluru', '560'],
  ['Mysuru', '570'],
  ['Mangaluru', '575'],
  ['Hubballi', '580'],
  ['Belagavi', '590'],
  ['Kalaburagi', '585'],
  ['Davanagere', '577'],
  ['Ballari', '583'],
  ['Shivamogga', '577'],
  ['Tumakuru', '572'],
  ['Udupi', '576'],
  ['Hassan', '573'],
  ['Mandya', '571'],
  ['Chitradurga', '577'],
  ['Vijayapura', '586'],
  ['Raichur', '584'],
  ['Bidar', '585'],
  ['Madikeri', '571'],
  ['Chikkamagaluru', '577'],
  ['Karwar', '581'],
];

const STREETS = [
  'MG Road',
  'Temple Street',
  'Market Road',
  'Station Road',
  'Main Road',
  'Car Street',
  'Gandhi Bazaar',
  'Sayyaji Rao Road',
  'KR Circle',
  '4th Cross',
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.co.in',
  'rediffmail.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.com',
];

/** The name columns and the phone of rows from..to, shared by the seed and the CSVs, with draws for the other columns. */
const person = (from: number, to: number) => `
  SELECT i,
         ${pick(FIRST_NAMES, 1)} AS first_name,
         ${pick(LAST_NAMES, 2)} AS last_name,
         ${PHONE} AS phone,
         ${uniform(3)} AS u_email,
         ${pickEven(DOMAINS, 4)} AS domain,
         ${uniform(5)} AS u_status,
         ${uniform(6)} AS u_days,
         floor(${uniform(7)} * ${CITIES.length})::int AS city_no,
         ${pickEven(STREETS, 8)} AS street,
         ${uniform(11)} AS u_alternate,
         ${uniform(12)} AS u_gender,
         ${uniform(13)} AS u_studio,
         ${uniform(14)} AS u_aadhaar
  FROM generate_series(${integer(from)}::bigint, ${integer(to)}::bigint) AS i`;

/** About 85% of members give an e-mail; unique because it carries the row number. */
const EMAIL = `CASE WHEN u_email < 0.85
  THEN lower(first_name) || (CASE WHEN u_email < 0.5 THEN '.' ELSE '' END) || lower(last_name) || i::text || '@' || domain END`;
const CITY = `(${textArray(CITIES.map(([city]) => city))})[1 + city_no]`;
const PINCODE = `(${textArray(CITIES.map(([, prefix]) => prefix))})[1 + city_no] || lpad((i % 100)::text, 3, '0')`;
const ADDRESS = `'#' || (1 + i % 480)::text || ', ' || street || ', ' || ${CITY}`;
const DATE_OF_BIRTH = `(date '1958-01-01' + floor(u_days * 16000)::int)`;

/**
 * Inserts members from..to of a register of `count` members: created evenly over the
 * last eight years in member-number order, 70% active, 15% expired, 10%
 * pending, 5% suspended, with the dates, approvals and optional fields that
 * go with each status.
 */
export function seedMembersSql(prefix: string, from: number, to: number, count: number): string {
  return `
  INSERT INTO members (
    member_id, first_name, last_name, email, phone, alternate_phone, address, city, state, pincode, date_of_birth,
    gender, studio_name, business_type, experience_years, aadhaar_last4, opted_schemes,
    membership_start_date, membership_end_date, status, approved_at, approved_by, rejected_at, rejected_by, rejection_reason,
    created_at, updated_at)
  SELECT ${memberIdOf(prefix)}, first_name, last_name, ${EMAIL}, phone,
         CASE WHEN u_alternate < 0.2 THEN (6000000000 + (i * 1103515245 + 12345) % 4000000000)::text END,
         ${ADDRESS}, ${CITY}, 'Karnataka', ${PINCODE}, ${DATE_OF_BIRTH},
         CASE WHEN u_gender < 0.8 THEN 'male' WHEN u_gender < 0.98 THEN 'female' ELSE 'other' END,
         CASE WHEN u_studio < 0.6 THEN
           (ARRAY[last_name || ' Studio', first_name || ' Photography', 'Sri ' || first_name || ' Digitals', street || ' Colour Lab'])[1 + (i % 4)::int] END,
         ${pickEven(BusinessTypes, 9)}, ${pickEven(ExperienceRanges, 10)},
         CASE WHEN u_aadhaar < 0.6 THEN lpad((i * 7919 % 10000)::text, 4, '0') END,
         array_remove(ARRAY[CASE WHEN i % 2 = 0 THEN 'esi' END, CASE WHEN i % 3 = 0 THEN 'postal' END, CASE WHEN i % 5 < 2 THEN 'kutumba_barosa' END], NULL),
         CASE WHEN status IN ('active', 'expired') THEN period_end - interval '1 year' ELSE created END,
         CASE WHEN status IN ('active', 'expired') THEN period_end END,
         status,
         CASE WHEN status IN ('active', 'expired') THEN period_end - interval '1 year' END,
         CASE WHEN status IN ('active', 'expired') THEN 'bench-admin' END,
         CASE WHEN status = 'suspended' THEN created + interval '2 days' END,
         CASE WHEN status = 'suspended' THEN 'bench-admin' END,
         CASE WHEN status = 'suspended' AND i % 2 = 0 THEN 'Documents incomplete' END,
         created, created
  FROM (
    SELECT person.*,
           CASE WHEN u_status < 0.70 THEN 'active' WHEN u_status < 0.85 THEN 'expired' WHEN u_status < 0.95 THEN 'pending' ELSE 'suspended' END AS status,
           CASE WHEN u_status < 0.70 THEN now() + (1 + floor(u_days * 365)::int) * interval '1 day'
                ELSE now() - (1 + floor(u_days * 900)::int) * interval '1 day' END AS period_end,
           now() - interval '8 years' + ((i - 1)::float8 / ${integer(count)}) * interval '8 years' - interval '1 day' + u_days * interval '1 hour' AS created
    FROM (${person(from, to)}) person
  ) member`;
}

/**
 * Rows from..to in the import file's columns (spec part 1 §5), header as the
 * sample file writes it. With `withIds` false the memberId cells are empty and
 * the portal draws the ids; \copy takes these columns straight into the table.
 */
export function importRowsSql(prefix: string, withIds: boolean, from: number, to: number): string {
  return `
  SELECT ${withIds ? memberIdOf(prefix) : 'NULL::text'} AS "memberId", first_name AS "firstName", last_name AS "lastName",
         ${EMAIL} AS email, phone, ${ADDRESS} AS address, ${DATE_OF_BIRTH} AS "dateOfBirth",
         CASE WHEN u_status < 0.6 THEN 'active' ELSE 'pending' END AS status
  FROM (${person(from, to)}) person
  ORDER BY i`;
}

/** Which columns a file from importRowsSql fills, for \copy into members. */
export const IMPORT_TABLE_COLUMNS = [
  'member_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'date_of_birth',
  'status',
];
