import { Injectable } from '@nestjs/common';
import { PaymentStatus, Scheme } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** A record holding a month of a member's scheme. */
export interface MonthHolder {
  /** yyyy-mm-01. */
  month: string;
  record_id: string;
  status: PaymentStatus;
  receipt_number: string | null;
  amount: string;
  /** yyyy-mm-01 and count: the months the record states. */
  period_start: string | null;
  period_months: number;
}

const UNIQUE_VIOLATION = '23505';
/** First key of the two-key advisory locks writers of a member's months take (the issue that brought them). */
const MONTH_WRITERS_LOCK = 26;

/**
 * record_months: one row per member, scheme and month with the record that covers it (see the
 * RecordMonths migration). Its primary key is the rule that a month is paid at most once.
 */
@Injectable()
export class RecordMonthsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writers of one member's months of one scheme take turns for the rest of the transaction, so they never
   * wait on each other's records in opposite orders (a deadlock); the primary key still decides between a
   * writer and anything that does not take the turn (the dues job's single statement claims with ON CONFLICT).
   */
  async takeTurn(manager: EntityManager, memberId: string, scheme: Scheme): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2 || ':' || $3))`, [
      MONTH_WRITERS_LOCK,
      memberId,
      scheme,
    ]);
  }

  /** The records holding months of [from, from + months), other than `except`, locked for the transaction. */
  async holders(
    manager: EntityManager,
    memberId: string,
    scheme: Scheme,
    from: string,
    months: number,
    except: string | null,
  ): Promise<MonthHolder[]> {
    return manager.query(
      `SELECT to_char(rm.month, 'YYYY-MM-DD') AS month, r.id AS record_id, r.status, r.receipt_number, r.amount,
              to_char(r.period_start, 'YYYY-MM-DD') AS period_start, r.period_months
       FROM record_months rm JOIN payment_records r ON r.id = rm.record_id
       WHERE rm.member_id = $1 AND rm.scheme = $2
         AND rm.month >= $3::date AND rm.month < $3::date + make_interval(months => $4)
         AND ($5::uuid IS NULL OR rm.record_id <> $5::uuid)
       ORDER BY rm.month
       FOR UPDATE OF r`,
      [memberId, scheme, from, months, except],
    );
  }

  /**
   * Gives the record exactly the months [from, from + months), releasing any others it held. Answers
   * the first month another record holds (committed meanwhile) instead, leaving the transaction usable
   * and the record's months as they were.
   */
  async claim(
    manager: EntityManager,
    recordId: string,
    memberId: string,
    scheme: Scheme,
    from: string,
    months: number,
  ): Promise<{ takenMonth: string } | null> {
    await manager.query(`SAVEPOINT record_months_claim`);
    try {
      await manager.query(`DELETE FROM record_months WHERE record_id = $1`, [recordId]);
      await manager.query(
        `INSERT INTO record_months (member_id, scheme, month, record_id)
         SELECT $1, $2, ($3::date + make_interval(months => n))::date, $4
         FROM generate_series(0, $5 - 1) AS n`,
        [memberId, scheme, from, recordId, months],
      );
      await manager.query(`RELEASE SAVEPOINT record_months_claim`);
      return null;
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await manager.query(`ROLLBACK TO SAVEPOINT record_months_claim`);
      const taken: Array<{ month: string }> = await manager.query(
        `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM record_months
         WHERE member_id = $1 AND scheme = $2 AND record_id <> $5
           AND month >= $3::date AND month < $3::date + make_interval(months => $4)
         ORDER BY month LIMIT 1`,
        [memberId, scheme, from, months, recordId],
      );
      return { takenMonth: taken[0]?.month ?? from };
    }
  }

  /** Every month of the member's scheme a record covers, oldest first. */
  async ofMember(memberId: string, scheme: Scheme): Promise<MonthHolder[]> {
    return this.dataSource.query(
      `SELECT to_char(rm.month, 'YYYY-MM-DD') AS month, r.id AS record_id, r.status, r.receipt_number, r.amount,
              to_char(r.period_start, 'YYYY-MM-DD') AS period_start, r.period_months
       FROM record_months rm JOIN payment_records r ON r.id = rm.record_id
       WHERE rm.member_id = $1 AND rm.scheme = $2 ORDER BY rm.month`,
      [memberId, scheme],
    );
  }
}
