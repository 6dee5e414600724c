import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a member's newest generated ID card was made, kept on the member's row by a trigger on id_cards, so the
 * member as the register answers it (idCardUrl) knows about generated cards as well as uploaded ones without a
 * join on every list page.
 */
export class MemberGeneratedIdCard1763700140000 implements MigrationInterface {
  name = 'MemberGeneratedIdCard1763700140000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE members ADD COLUMN id_card_generated_at timestamptz`);
    await queryRunner.query(
      `UPDATE members m SET id_card_generated_at = c.generated_at FROM id_cards c WHERE c.member_id = m.id`,
    );
    await queryRunner.query(`
      CREATE FUNCTION id_cards_stamp_member() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE members SET id_card_generated_at = NULL WHERE id = OLD.member_id;
          RETURN OLD;
        END IF;
        UPDATE members SET id_card_generated_at = NEW.generated_at WHERE id = NEW.member_id;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER id_cards_stamp_member AFTER INSERT OR UPDATE OF generated_at OR DELETE ON id_cards
      FOR EACH ROW EXECUTE FUNCTION id_cards_stamp_member()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER id_cards_stamp_member ON id_cards`);
    await queryRunner.query(`DROP FUNCTION id_cards_stamp_member()`);
    await queryRunner.query(`ALTER TABLE members DROP COLUMN id_card_generated_at`);
  }
}
