import { Injectable } from '@nestjs/common';
import { erasurePattern } from '@portal/platform';
import { EntityManager } from 'typeorm';

/**
 * Issue 32 "keeps the books": payments keeps an erased member's records (amounts, dates, months, receipt numbers,
 * receipt PDFs) for 7 years under the pseudonym. The projection's personal fields become the pseudonym, and free
 * text that names the member (notes, refund reasons, conflict and clash notes) is rewritten.
 */
@Injectable()
export class MemberErasureRepository {
  async pseudonymise(manager: EntityManager, memberUuid: string, pseudonym: string, texts: string[]): Promise<void> {
    await manager.query(
      `UPDATE payment_members SET member_code = $2, first_name = 'Erased', last_name = $2, email = NULL, phone = NULL,
              updated_at = now()
        WHERE id = $1 AND member_code IS DISTINCT FROM $2`,
      [memberUuid, pseudonym],
    );
    await manager.query(
      `UPDATE scheme_member_status SET first_name = 'Erased', last_name = $2
        WHERE member_id = $1 AND last_name IS DISTINCT FROM $2`,
      [memberUuid, pseudonym],
    );
    const pattern = erasurePattern(texts);
    if (!pattern) return;
    const rewrite = async (table: string, column: string) => {
      await manager.query(
        `UPDATE ${table} SET ${column} = regexp_replace(${column}, $1, $2, 'gi') WHERE ${column} ~* $1`,
        [pattern, pseudonym],
      );
    };
    await rewrite('payment_records', 'notes');
    await rewrite('payment_refunds', 'reason');
    await rewrite('razorpay_payment_conflicts', 'resolution_note');
    await rewrite('record_month_clashes', 'settlement_note');
  }
}
