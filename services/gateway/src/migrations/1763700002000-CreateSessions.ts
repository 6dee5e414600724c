import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions (spec part 1 §3): sid, sess, expire; the layout connect-pg-simple reads. */
export class CreateSessions1763700002000 implements MigrationInterface {
  name = 'CreateSessions1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX session_expire_idx ON session (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE session`);
  }
}
