import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ID cards (issue 13, spec part 1 §3): the newest generated card of each member (its PDF in object storage),
 * when an admin last uploaded a card (set by a trigger so the upload path stays as it is, and "the newest card
 * wins" can compare the two), the generation jobs with their members in order and per-member failures, and
 * the count of card downloads.
 */
export class IdCards1763700100000 implements MigrationInterface {
  name = 'IdCards1763700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE id_cards (
        member_id uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        card_key text NOT NULL,
        size integer NOT NULL,
        source text NOT NULL DEFAULT 'generated' CHECK (source IN ('generated', 'uploaded')),
        generated_at timestamptz NOT NULL DEFAULT now(),
        valid_until timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX id_cards_generated_at_idx ON id_cards (generated_at)`);

    await queryRunner.query(`ALTER TABLE members ADD COLUMN id_card_uploaded_at timestamptz`);
    await queryRunner.query(`UPDATE members SET id_card_uploaded_at = updated_at WHERE id_card_key IS NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION members_id_card_uploaded_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id_card_key IS NULL THEN
          NEW.id_card_uploaded_at := NULL;
        ELSIF TG_OP = 'INSERT' OR NEW.id_card_key IS DISTINCT FROM OLD.id_card_key THEN
          NEW.id_card_uploaded_at := now();
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER members_id_card_uploaded_at BEFORE INSERT OR UPDATE OF id_card_key ON members
      FOR EACH ROW EXECUTE FUNCTION members_id_card_uploaded_at()`);

    await queryRunner.query(`
      CREATE TABLE id_card_jobs (
        id uuid PRIMARY KEY,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        total integer NOT NULL,
        done integer NOT NULL DEFAULT 0,
        failed jsonb NOT NULL DEFAULT '[]',
        -- The position of the last member handled: a resumed job carries on after it.
        position integer NOT NULL DEFAULT 0,
        requested_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Renewed while a runner works on the job; a job whose heartbeat stops is picked up again.
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX id_card_jobs_open_idx ON id_card_jobs (heartbeat_at) WHERE finished_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE id_card_job_members (
        job_id uuid NOT NULL REFERENCES id_card_jobs (id) ON DELETE CASCADE,
        position integer NOT NULL,
        -- As requested (uuid or member id): a member deleted meanwhile is reported as a failure.
        member_ref text NOT NULL,
        PRIMARY KEY (job_id, position)
      )`);

    await queryRunner.query(
      `CREATE TABLE id_card_downloads (id smallint PRIMARY KEY CHECK (id = 1), count bigint NOT NULL)`,
    );
    await queryRunner.query(`INSERT INTO id_card_downloads (id, count) VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE id_card_downloads`);
    await queryRunner.query(`DROP TABLE id_card_job_members`);
    await queryRunner.query(`DROP TABLE id_card_jobs`);
    await queryRunner.query(`DROP TRIGGER members_id_card_uploaded_at ON members`);
    await queryRunner.query(`DROP FUNCTION members_id_card_uploaded_at()`);
    await queryRunner.query(`ALTER TABLE members DROP COLUMN id_card_uploaded_at`);
    await queryRunner.query(`DROP TABLE id_cards`);
  }
}
