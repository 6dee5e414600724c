import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { creditNoteKey, receiptKey, translatedCopies } from '../receipts/stored-pdf-copies';

/** Records per transaction: a catch-up over many years stays a series of small commits. */
export const RETENTION_BATCH = 200;

/** Issue 32 retention: the SQL that removes payment records past their 7 years. */
@Injectable()
export class FinancialRetentionRepository {
  /**
   * Removes up to RETENTION_BATCH payment records whose payment (or, unpaid, due) date is before `before`, with
   * their refunds; references from Razorpay orders, the scheme view and payment links are cleared. Answers the
   * removed records (id, receipt number), the stored files to remove (receipts, credit notes) and the keys of
   * their copies in other languages, if any were made.
   */
  async removeBatch(
    manager: EntityManager,
    before: Date,
  ): Promise<{ records: Array<{ id: string; receiptNumber: string | null }>; keys: string[]; copies: string[] }> {
    const rows = await manager.query<Array<{ id: string; receipt_number: string | null; receipt_key: string | null }>>(
      `SELECT id, receipt_number, receipt_key FROM payment_records
        WHERE coalesce(payment_date, due_date) < $1
        ORDER BY coalesce(payment_date, due_date), id
        LIMIT ${RETENTION_BATCH}
        FOR UPDATE SKIP LOCKED`,
      [before],
    );
    if (rows.length === 0) return { records: [], keys: [], copies: [] };
    const ids = rows.map((row) => row.id);
    // A DELETE … RETURNING answers [rows, count] through TypeORM's query.
    const [refunds] = await manager.query<[Array<{ id: string; credit_note_key: string | null }>, number]>(
      `DELETE FROM payment_refunds WHERE record_id = ANY($1::uuid[]) RETURNING id, credit_note_key`,
      [ids],
    );
    await manager.query(
      `UPDATE razorpay_orders SET payment_record_id = NULL WHERE payment_record_id = ANY($1::uuid[])`,
      [ids],
    );
    await manager.query(`UPDATE razorpay_orders SET paid_record_id = NULL WHERE paid_record_id = ANY($1::uuid[])`, [
      ids,
    ]);
    await manager.query(
      `UPDATE scheme_member_status SET latest_record_id = NULL WHERE latest_record_id = ANY($1::uuid[])`,
      [ids],
    );
    await manager.query(`DELETE FROM payment_records WHERE id = ANY($1::uuid[])`, [ids]);
    return {
      records: rows.map((row) => ({ id: row.id, receiptNumber: row.receipt_number })),
      keys: [...rows.map((row) => row.receipt_key), ...refunds.map((r) => r.credit_note_key)].filter(
        (key): key is string => !!key,
      ),
      // Receipts and credit notes in Kannada (issue 31) are on no record, and may not have been made.
      copies: [
        ...rows.flatMap((row) => translatedCopies(receiptKey(row.id))),
        ...refunds.flatMap((r) => translatedCopies(creditNoteKey(r.id))),
      ],
    };
  }
}
