import { MigrationInterface, QueryRunner } from 'typeorm';

/** Documents uploaded for a member (spec part 2 §3 Member document); the file itself is in object storage. */
export class CreateMemberDocuments1763700011000 implements MigrationInterface {
  name = 'CreateMemberDocuments1763700011000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        document_type text NOT NULL CHECK (document_type IN ('id_proof', 'address_proof', 'certificate', 'other')),
        file_name text NOT NULL,
        file_size integer NOT NULL,
        file_type text NOT NULL,
        description text,
        uploaded_by text,
        object_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX member_documents_member_idx ON member_documents (member_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_documents`);
  }
}
