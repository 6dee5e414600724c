import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Check-in at the door (issue 30): a member's attendance at an event, recorded once (the primary key), whatever
 * the mix of scans, typed ids and offline scans synced later. checked_in_at is when the door scanned them.
 */
export class EventAttendance1764300200000 implements MigrationInterface {
  name = 'EventAttendance1764300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_attendance (
        event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        member_id uuid NOT NULL,
        checked_in_at timestamptz NOT NULL,
        method text NOT NULL CHECK (method IN ('scan', 'typed')),
        recorded_by text,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, member_id)
      )`);
    await queryRunner.query(`CREATE INDEX event_attendance_member_idx ON event_attendance (member_id)`);
    // A typed or scanned member id is looked up by the code printed on the card.
    await queryRunner.query(`CREATE INDEX content_members_code_idx ON content_members (member_code)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX content_members_code_idx`);
    await queryRunner.query(`DROP TABLE event_attendance`);
  }
}
