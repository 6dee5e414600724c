import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A generation job that keeps failing as a whole (not one member's card) is taken over by the sweep again and
 * again; `attempts` counts the takeovers since the job last made progress, and past a bound the job is marked
 * failed with its last `error`, so admins see that it stopped instead of a progress bar that never moves.
 */
export class IdCardJobAttempts1763700170000 implements MigrationInterface {
  name = 'IdCardJobAttempts1763700170000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE id_card_jobs ADD COLUMN attempts integer NOT NULL DEFAULT 0, ADD COLUMN error text`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE id_card_jobs DROP COLUMN attempts, DROP COLUMN error`);
  }
}
