import { Injectable } from '@nestjs/common';
import { MembershipFeesAnswer } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

interface FeesRow {
  joining_fee: string;
  renewal_fee: string;
  updated_at: Date | null;
}

const toAnswer = (row: FeesRow): MembershipFeesAnswer => ({
  joiningFee: row.joining_fee,
  renewalFee: row.renewal_fee,
  updatedAt: row.updated_at?.toISOString() ?? null,
});

/** The one row of the association's fees (joining, annual renewal). */
@Injectable()
export class MembershipFeesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(manager: EntityManager = this.dataSource.manager): Promise<MembershipFeesAnswer> {
    const rows: FeesRow[] = await manager.query(
      `SELECT joining_fee, renewal_fee, updated_at FROM membership_fees WHERE id = 1`,
    );
    return toAnswer(rows[0]);
  }

  async update(
    change: { joiningFee?: string; renewalFee?: string },
    by: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MembershipFeesAnswer> {
    const [rows]: [FeesRow[], number] = await manager.query(
      `UPDATE membership_fees SET
         joining_fee = COALESCE($1, joining_fee),
         renewal_fee = COALESCE($2, renewal_fee),
         updated_by = $3,
         updated_at = now()
       WHERE id = 1 RETURNING joining_fee, renewal_fee, updated_at`,
      [change.joiningFee ?? null, change.renewalFee ?? null, by],
    );
    return toAnswer(rows[0]);
  }
}
