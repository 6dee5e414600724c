import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files sent with an e-mail, as object-storage references
 * (`[{ key, fileName, contentType }]`): the sender reads the bytes at send
 * time, so every retry attaches them again and no file is copied into Postgres.
 */
export class AddEmailAttachments1763700042000 implements MigrationInterface {
  name = 'AddEmailAttachments1763700042000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE email_messages ADD COLUMN attachments jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE email_messages DROP COLUMN attachments`);
  }
}
