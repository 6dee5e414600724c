import type { Pool } from 'pg';
import { FIRST_NAMES, LAST_NAMES } from '../support/register-draws.sql';
import { random } from '../support/seeded-random';

export interface SearchTerm {
  kind: string;
  text: string;
}

/** What admins type, and how often (weights add up to 100). */
const MIX: { kind: string; weight: number }[] = [
  { kind: 'name, most common', weight: 10 },
  { kind: 'name, mid-list', weight: 10 },
  { kind: 'name, least common', weight: 10 },
  { kind: 'full name', weight: 15 },
  { kind: 'phone, whole', weight: 15 },
  { kind: 'phone, fragment', weight: 10 },
  { kind: 'member id', weight: 15 },
  { kind: 'e-mail', weight: 15 },
];

interface Sample {
  member_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
}

/**
 * `distinct` search terms (3+ characters) in the proportions of MIX, taken
 * from the seeded register itself: names from the skewed name lists (head,
 * middle, tail), phones, member ids and e-mails of members picked at random.
 */
export async function searchTerms(
  pool: Pool,
  prefix: string,
  members: number,
  distinct: number,
  seed: number,
): Promise<SearchTerm[]> {
  const next = random(seed);
  const int = (below: number) => Math.floor(next() * below);
  const ids = Array.from({ length: distinct }, () => `${prefix}${String(1 + int(members)).padStart(4, '0')}`);
  const { rows } = await pool.query<Sample>(
    'SELECT member_id, first_name, last_name, email, phone FROM members WHERE member_id = ANY($1::text[])',
    [ids],
  );
  if (rows.length === 0) throw new Error('no seeded members found to take search terms from');
  const member = () => rows[int(rows.length)];
  const slice = (text: string, min: number, max: number) => {
    const length = Math.min(text.length, min + int(max - min + 1));
    const start = int(text.length - length + 1);
    return text.slice(start, start + length);
  };

  const make: Record<string, () => string> = {
    'name, most common': () => [FIRST_NAMES, LAST_NAMES][int(2)][int(4)],
    'name, mid-list': () => [FIRST_NAMES, LAST_NAMES][int(2)].slice(20, 45)[int(25)],
    'name, least common': () => {
      const list = [FIRST_NAMES, LAST_NAMES][int(2)];
      return list.slice(-12)[int(12)];
    },
    'full name': () => {
      const m = member();
      return `${m.first_name} ${m.last_name}`;
    },
    'phone, whole': () => {
      const phone = member().phone;
      return [
        phone,
        `+91 ${phone}`,
        `${phone.slice(0, 5)} ${phone.slice(5)}`,
        `+91-${phone.slice(0, 5)}-${phone.slice(5)}`,
      ][int(4)];
    },
    'phone, fragment': () => slice(member().phone, 5, 7),
    'member id': () => {
      const id = member().member_id;
      // The whole id, lower-cased as people type it, or only its number.
      return next() < 0.5 ? id.toLowerCase() : id.slice(prefix.length).replace(/^0+(?=\d{4})/, '');
    },
    'e-mail': () => {
      const withEmail = rows.filter((r) => r.email !== null);
      const email =
        withEmail.length > 0 ? withEmail[int(withEmail.length)].email! : `${member().last_name.toLowerCase()}@`;
      // The whole address, or the part before the @.
      return next() < 0.5 ? email : email.split('@')[0];
    },
  };

  const terms: SearchTerm[] = [];
  for (const { kind, weight } of MIX) {
    const wanted = Math.max(1, Math.round((distinct * weight) / 100));
    for (let i = 0; i < wanted; i++) {
      let text = make[kind]();
      // At least three characters, as the benchmark promises.
      for (let tries = 0; text.trim().length < 3 && tries < 10; tries++) text = make[kind]();
      terms.push({ kind, text });
    }
  }
  return terms;
}
