import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a member came from (issue 29): 'registration' (the public form), 'admin' (the member form) or 'import'
 * (a bulk import), so the activity log says "Imported" rather than "Registered" for imported members. Members
 * stored before this column have none.
 */
export class MemberSource1764290000000 implements MigrationInterface {
  name = 'MemberSource1764290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE members ADD COLUMN source text CHECK (source IN ('registration', 'admin', 'import'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE members DROP COLUMN source`);
  }
}
