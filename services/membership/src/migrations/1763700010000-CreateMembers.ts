import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members (spec part 1 §3 plus every registration field), the member-number
 * sequence and the indexes that keep search and paging fast at a million rows.
 */
export class CreateMembers1763700010000 implements MigrationInterface {
  name = 'CreateMembers1763700010000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE SEQUENCE member_number_seq AS bigint START 1`);
    await queryRunner.query(`
      CREATE TABLE members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
        alternate_phone text,
        address text,
        city text,
        state text,
        pincode text,
        date_of_birth date,
        gender text,
        studio_name text,
        business_type text,
        experience_years text,
        aadhaar_last4 text CHECK (aadhaar_last4 ~ '^[0-9]{4}$'),
        emergency_contact_name text,
        emergency_contact_phone text,
        emergency_contact_relation text,
        referred_by text,
        additional_info text,
        profile_photo_key text,
        profile_photo_content_type text,
        profile_photo_name text,
        profile_photo_size integer,
        id_card_key text,
        id_card_content_type text,
        id_card_name text,
        id_card_size integer,
        passport_photo_key text,
        passport_photo_content_type text,
        passport_photo_name text,
        passport_photo_size integer,
        id_proof_key text,
        id_proof_content_type text,
        id_proof_name text,
        id_proof_size integer,
        opted_schemes text[] NOT NULL DEFAULT '{}',
        membership_start_date timestamptz DEFAULT now(),
        membership_end_date timestamptz,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('active', 'expired', 'pending', 'suspended')),
        approved_at timestamptz,
        approved_by text,
        rejected_at timestamptz,
        rejected_by text,
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- One lower-cased text per member for the list's case-insensitive substring search.
        search_text text GENERATED ALWAYS AS (
          lower(member_id || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone)
        ) STORED
      )`);
    // Constraint names are mapped back to the field a duplicate concerns (members-errors.ts).
    await queryRunner.query(`CREATE UNIQUE INDEX members_member_id_key ON members (member_id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX members_phone_key ON members (phone)`);
    await queryRunner.query(`CREATE UNIQUE INDEX members_email_key ON members (lower(email)) WHERE email IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX members_search_trgm_idx ON members USING gin (search_text gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX members_created_idx ON members (created_at, id)`);
    await queryRunner.query(`CREATE INDEX members_status_created_idx ON members (status, created_at, id)`);

    // The next free member number: skips numbers whose id was given by hand,
    // so generated ids never collide with typed or imported ones.
    await queryRunner.query(`
      CREATE FUNCTION next_member_number(prefix text) RETURNS bigint
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE n bigint;
      BEGIN
        LOOP
          n := nextval('member_number_seq');
          IF NOT EXISTS (SELECT 1 FROM members WHERE member_id = prefix || lpad(n::text, greatest(4, length(n::text)), '0')) THEN
            RETURN n;
          END IF;
        END LOOP;
      END $$`);
    // The number next_member_number would return now, without taking it.
    await queryRunner.query(`
      CREATE FUNCTION peek_member_number(prefix text) RETURNS bigint
      LANGUAGE plpgsql STABLE AS $$
      DECLARE n bigint;
      BEGIN
        SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END INTO n FROM member_number_seq;
        WHILE EXISTS (SELECT 1 FROM members WHERE member_id = prefix || lpad(n::text, greatest(4, length(n::text)), '0')) LOOP
          n := n + 1;
        END LOOP;
        RETURN n;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION peek_member_number(text)`);
    await queryRunner.query(`DROP FUNCTION next_member_number(text)`);
    await queryRunner.query(`DROP TABLE members`);
    await queryRunner.query(`DROP SEQUENCE member_number_seq`);
  }
}
