import { MigrationInterface, QueryRunner } from 'typeorm';

/** The window of "expiring" this migration's function covers: EXPIRING_WITHIN_DAYS when it was written. */
const EXPIRING_DAYS = 30;

const walks = (direction: 'ASC' | 'DESC') =>
  Array.from(
    { length: EXPIRING_DAYS + 1 },
    (_, i) =>
      `(SELECT m.id, m.created_at FROM members m
        WHERE m.status = 'active' AND (m.membership_end_date AT TIME ZONE 'Asia/Kolkata')::date = p_today + ${i}
        ORDER BY m.created_at ${direction}, m.id ${direction} LIMIT p_limit + p_offset)`,
  ).join('\n        UNION ALL\n        ');

const page = (direction: 'ASC' | 'DESC') => `
      RETURN QUERY SELECT x.id, x.created_at FROM (
        ${walks(direction)}
      ) x ORDER BY x.created_at ${direction}, x.id ${direction} LIMIT p_limit OFFSET p_offset;`;

/**
 * Page 1,000 of a million members (issue 29's bench:members), two plans made cheap:
 * - Sorted by member id, the page came from the member id index with a heap visit per entry walked (the page's uuid
 *   is not in it): 40 ms of SQL. The unique index now carries the uuid, so the walk is index-only (about 1 ms).
 * - "Expiring" in join-date order past its first pages merges one walk of members_expiring_idx per India day of
 *   the window. Planning those 31 walks took about 9 ms of the statement's 13; planned once per connection inside
 *   this function (a generic plan: today, the page and its size are parameters), the page takes about 6 ms.
 *   The repository passes EXPIRING_WITHIN_DAYS: a window of another length is refused, so changing the constant
 *   needs a migration that changes this function.
 */
export class MemberListPagePlans1764400100000 implements MigrationInterface {
  name = 'MemberListPagePlans1764400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX members_member_id_cover ON members (member_id) INCLUDE (id)`);
    await queryRunner.query(`DROP INDEX members_member_id_key`);
    await queryRunner.query(`ALTER INDEX members_member_id_cover RENAME TO members_member_id_key`);
    await queryRunner.query(`
      CREATE FUNCTION member_expiring_page(p_today date, p_days int, p_descending boolean, p_limit int, p_offset int)
      RETURNS TABLE (id uuid, k timestamptz) LANGUAGE plpgsql STABLE
      SET plan_cache_mode = force_generic_plan AS $$
      BEGIN
        IF p_days <> ${EXPIRING_DAYS} THEN
          RAISE EXCEPTION 'member_expiring_page covers ${EXPIRING_DAYS} days, not %', p_days;
        END IF;
        IF p_descending THEN${page('DESC')}
        ELSE${page('ASC')}
        END IF;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION member_expiring_page(date, int, boolean, int, int)`);
    await queryRunner.query(`CREATE UNIQUE INDEX members_member_id_plain ON members (member_id)`);
    await queryRunner.query(`DROP INDEX members_member_id_key`);
    await queryRunner.query(`ALTER INDEX members_member_id_plain RENAME TO members_member_id_key`);
  }
}
