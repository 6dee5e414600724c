import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin roles (issue 27): the four AdminRoles only, so a typo can never become a role with unknown rights. */
export class ConstrainAdminRoles1764300000000 implements MigrationInterface {
  name = 'ConstrainAdminRoles1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'treasurer', 'secretary', 'viewer'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
  }
}
