import { Injectable } from '@nestjs/common';
import { PaymentReminderOccasion } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface OverdueRecordRow {
  record_id: string;
  member_id: string;
  scheme: string;
  amount: string;
  due_date: Date;
}

/** payment_reminders: one row per record and occasion, so a record is reminded once. */
@Injectable()
export class PaymentRemindersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Overdue records of members still on the register not yet reminded on `occasion`, oldest due first. */
  async unreminded(occasion: PaymentReminderOccasion, limit: number): Promise<OverdueRecordRow[]> {
    return this.dataSource.query(
      `SELECT r.id AS record_id, r.member_id, r.scheme, r.amount::text AS amount, r.due_date
       FROM payment_records r
       JOIN payment_members m ON m.id = r.member_id AND m.deleted_at IS NULL
       WHERE r.status = 'overdue'
         AND NOT EXISTS (SELECT 1 FROM payment_reminders p WHERE p.record_id = r.id AND p.occasion = $1)
       ORDER BY r.due_date, r.id
       LIMIT $2`,
      [occasion, limit],
    );
  }

  /** The reminder's row in the caller's transaction; false when the record was reminded meanwhile. */
  async claim(
    manager: EntityManager,
    row: Pick<OverdueRecordRow, 'record_id' | 'member_id'>,
    occasion: PaymentReminderOccasion,
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO payment_reminders (record_id, occasion, member_id)
       SELECT r.id, $2, $3 FROM payment_records r WHERE r.id = $1 AND r.status = 'overdue'
       ON CONFLICT DO NOTHING
       RETURNING record_id`,
      [row.record_id, occasion, row.member_id],
    );
    return inserted.length > 0;
  }
}
