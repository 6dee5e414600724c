import { Injectable } from '@nestjs/common';
import {
  ListPaymentRecordsQuery,
  PaymentRecordKind,
  PaymentRecordSort,
  PaymentStatus,
  Scheme,
  SchemeMemberDto,
  SortOrder,
} from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, recordNotFound } from '../payments.exception';
import { PaymentRecordRow, RECORD_COLUMNS, toPaymentRecordDto } from './payment-record.mapper';
import { memberSearch, recordFilter } from './record-filters';

export interface NewRecord {
  /** Chosen beforehand when the record's months are claimed before it is inserted; else generated. */
  id?: string;
  memberId: string;
  /** scheme_dues unless given; a fee has no scheme. */
  kind?: PaymentRecordKind;
  scheme: Scheme | null;
  amount: string;
  status: PaymentStatus;
  dueDate: Date;
  paymentDate: Date | null;
  periodStart?: string | null;
  periodMonths?: number;
  notes?: string | null;
  paymentMethod?: string | null;
  transactionId?: string | null;
  razorpayPaymentId?: string | null;
  razorpayOrderId?: string | null;
  razorpaySignature?: string | null;
  receiptNumber?: string | null;
  /** A fee's unique key (renewal-request:<uuid>): the fee of one renewal is recorded once. */
  feeKey?: string | null;
  createdBy: string | null;
}

export type RecordChange = Partial<
  Pick<
    NewRecord,
    | 'amount'
    | 'status'
    | 'dueDate'
    | 'paymentDate'
    | 'notes'
    | 'paymentMethod'
    | 'transactionId'
    | 'razorpayPaymentId'
    | 'razorpayOrderId'
    | 'razorpaySignature'
    | 'receiptNumber'
    | 'periodStart'
    | 'periodMonths'
  >
>;

const COLUMN: Record<keyof RecordChange, string> = {
  amount: 'amount',
  status: 'status',
  dueDate: 'due_date',
  paymentDate: 'payment_date',
  notes: 'notes',
  paymentMethod: 'payment_method',
  transactionId: 'transaction_id',
  razorpayPaymentId: 'razorpay_payment_id',
  razorpayOrderId: 'razorpay_order_id',
  razorpaySignature: 'razorpay_signature',
  receiptNumber: 'receipt_number',
  periodStart: 'period_start',
  periodMonths: 'period_months',
};

interface SchemeMemberRow extends Partial<PaymentRecordRow> {
  m_id: string;
  m_code: string;
  m_first_name: string;
  m_last_name: string;
  m_status: string;
  record_id: string | null;
}

/** The columns of each sort (issue 29): names as the list shows them, first then last; ties newest recorded first. */
const SORT_COLUMNS: Record<PaymentRecordSort, string[]> = {
  member: ['lower(m.first_name)', 'lower(m.last_name)', 'm.member_code'],
  amount: ['r.amount'],
  status: ['r.status'],
  dueDate: ['r.due_date'],
  paymentDate: ['r.payment_date'],
};

/** ORDER BY of the list: a sort's columns (empty values last either way), else the newest recorded first. */
export function recordOrder(sort?: PaymentRecordSort, order?: SortOrder): { sql: string; byMember: boolean } {
  const columns = sort ? SORT_COLUMNS[sort] : undefined;
  if (!columns) return { sql: 'r.created_at DESC, r.id DESC', byMember: false };
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  const keys = columns.map((column) => `${column} ${direction} NULLS LAST`);
  return { sql: [...keys, 'r.created_at DESC', 'r.id DESC'].join(', '), byMember: sort === 'member' };
}

/** The ledger's SQL: every statement joins the member copy for names and codes. */
@Injectable()
export class PaymentRecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<PaymentRecordRow> {
    if (!isUuid(id)) throw recordNotFound();
    const rows: PaymentRecordRow[] = await manager.query(
      `SELECT ${RECORD_COLUMNS} FROM payment_records r JOIN payment_members m ON m.id = r.member_id
       WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [id],
    );
    if (!rows[0]) throw recordNotFound();
    return rows[0];
  }

  async list(
    query: ListPaymentRecordsQuery & { memberUuid?: string },
    page: number,
    limit: number,
  ): Promise<{ rows: PaymentRecordRow[]; total: number }> {
    const { where, params } = recordFilter(query);
    // Only a member search reads the member copy; every record has its member (foreign key), so the
    // filter and the count need no join otherwise. The page's ids come from the index alone; only
    // its rows are read with their members, not the rows skipped on the way to a far page.
    const withMembers = 'payment_records r JOIN payment_members m ON m.id = r.member_id';
    const filtered = query.search?.trim() ? withMembers : 'payment_records r';
    const order = recordOrder(query.sort, query.order);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<PaymentRecordRow[]>(
        `SELECT ${RECORD_COLUMNS}
         FROM (SELECT r.id FROM ${order.byMember ? withMembers : filtered} ${where}
               ORDER BY ${order.sql} LIMIT ${limit} OFFSET ${(page - 1) * limit}) page
         JOIN payment_records r ON r.id = page.id JOIN payment_members m ON m.id = r.member_id
         ORDER BY ${order.sql}`,
        params,
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM ${filtered} ${where}`,
        params,
      ),
    ]);
    return { rows, total: counted[0].total };
  }

  /** The filtered records in list order, a batch at a time (keyset paging), for the CSV export. */
  async *batches(query: ListPaymentRecordsQuery, batchSize = 2000): AsyncGenerator<PaymentRecordRow[]> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const { where, params } = recordFilter(query);
      let clause = where;
      if (after) {
        params.push(after.createdAt, after.id);
        const keyset = `(r.created_at, r.id) < ($${params.length - 1}, $${params.length})`;
        clause = where ? `${where} AND ${keyset}` : `WHERE ${keyset}`;
      }
      const rows: PaymentRecordRow[] = await this.dataSource.query(
        `SELECT ${RECORD_COLUMNS} FROM payment_records r JOIN payment_members m ON m.id = r.member_id
         ${clause} ORDER BY r.created_at DESC, r.id DESC LIMIT ${batchSize}`,
        params,
      );
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  async insert(manager: EntityManager, r: NewRecord): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO payment_records
         (member_id, scheme, amount, status, due_date, payment_date, period_start, period_months, notes,
          payment_method, transaction_id, razorpay_payment_id, razorpay_order_id, razorpay_signature,
          receipt_number, created_by, id, kind, fee_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, COALESCE($17::uuid, gen_random_uuid()),
               $18, $19)
       RETURNING id`,
      [
        r.memberId,
        r.scheme,
        r.amount,
        r.status,
        r.dueDate,
        r.paymentDate,
        r.periodStart ?? null,
        r.periodMonths ?? 1,
        r.notes ?? null,
        r.paymentMethod ?? null,
        r.transactionId ?? null,
        r.razorpayPaymentId ?? null,
        r.razorpayOrderId ?? null,
        r.razorpaySignature ?? null,
        r.receiptNumber ?? null,
        r.createdBy,
        r.id ?? null,
        r.kind ?? 'scheme_dues',
        r.feeKey ?? null,
      ],
    );
    return rows[0].id;
  }

  /** The record of a fee's key (renewal-request:<uuid>), if one was recorded. */
  async byFeeKey(manager: EntityManager, feeKey: string): Promise<PaymentRecordRow | null> {
    const rows: PaymentRecordRow[] = await manager.query(
      `SELECT ${RECORD_COLUMNS} FROM payment_records r JOIN payment_members m ON m.id = r.member_id
       WHERE r.fee_key = $1`,
      [feeKey],
    );
    return rows[0] ?? null;
  }

  async update(manager: EntityManager, id: string, change: RecordChange): Promise<void> {
    const entries = Object.entries(change).filter(([, value]) => value !== undefined) as Array<
      [keyof RecordChange, unknown]
    >;
    if (entries.length === 0) return;
    const sets = entries.map(([key], i) => `${COLUMN[key]} = $${i + 2}`);
    await manager.query(`UPDATE payment_records SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
  }

  async setReceiptKey(manager: EntityManager, id: string, key: string): Promise<void> {
    await manager.query(`UPDATE payment_records SET receipt_key = $2 WHERE id = $1`, [id, key]);
  }

  /** RCPT-<year>-<six digits>, from a sequence so two payments never share a number. */
  async nextReceiptNumber(manager: EntityManager, at: Date): Promise<string> {
    const rows: Array<{ n: string }> = await manager.query(`SELECT nextval('receipt_number_seq')::text AS n`);
    const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(at);
    return `RCPT-${year}-${rows[0].n.padStart(6, '0')}`;
  }

  /** Pending and overdue records of one member and scheme, oldest due first. */
  async unpaid(manager: EntityManager, memberId: string, scheme: Scheme): Promise<PaymentRecordRow[]> {
    return manager.query(
      `SELECT ${RECORD_COLUMNS} FROM payment_records r JOIN payment_members m ON m.id = r.member_id
       WHERE r.member_id = $1 AND r.scheme = $2 AND r.status IN ('pending', 'overdue')
       ORDER BY r.due_date, r.created_at`,
      [memberId, scheme],
    );
  }

  /** The first month (YYYY-MM-01) after every month already covered by a record of this member and scheme. */
  async nextUncoveredPeriod(manager: EntityManager, memberId: string, scheme: Scheme): Promise<string | null> {
    const rows: Array<{ next: string | null }> = await manager.query(
      `SELECT to_char(max(period_start + make_interval(months => period_months)), 'YYYY-MM-DD') AS next
       FROM payment_records WHERE member_id = $1 AND scheme = $2 AND period_start IS NOT NULL`,
      [memberId, scheme],
    );
    return rows[0]?.next ?? null;
  }

  /** Every member opted into the scheme with their newest record (by createdAt, else dueDate), or none. */
  async schemeMembers(
    scheme: Scheme,
    filter: { search?: string; status?: string },
    page: number,
    limit: number,
  ): Promise<{ members: SchemeMemberDto[]; total: number }> {
    // scheme_member_status holds each opted member's newest record (kept by triggers, see its migration).
    const params: unknown[] = [scheme];
    const conditions = [`v.scheme = $1`];
    if (filter.status && filter.status !== 'all') {
      params.push(filter.status);
      conditions.push(`v.status = $${params.length}`);
    }
    const search = Boolean(filter.search?.trim());
    if (search) conditions.push(memberSearch(filter.search!, params));
    const where = `WHERE ${conditions.join(' AND ')}`;
    const members = search ? 'JOIN payment_members m ON m.id = v.member_id' : '';
    const [rows, counted] = await Promise.all([
      this.dataSource.query<SchemeMemberRow[]>(
        `SELECT m.id AS m_id, m.member_code AS m_code, m.first_name AS m_first_name, m.last_name AS m_last_name,
                m.status AS m_status, r.id AS record_id, ${RECORD_COLUMNS}
         FROM (
           SELECT v.member_id, v.latest_record_id, v.first_name, v.last_name FROM scheme_member_status v ${members}
           ${where} ORDER BY v.first_name, v.last_name, v.member_id LIMIT ${limit} OFFSET ${(page - 1) * limit}
         ) v
         JOIN payment_members m ON m.id = v.member_id
         LEFT JOIN payment_records r ON r.id = v.latest_record_id
         ORDER BY v.first_name, v.last_name, v.member_id`,
        params,
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM scheme_member_status v ${members} ${where}`,
        params,
      ),
    ]);
    return {
      total: counted[0].total,
      members: rows.map((row) => {
        const latestRecord = row.record_id
          ? toPaymentRecordDto({ ...(row as PaymentRecordRow), id: row.record_id })
          : null;
        return {
          memberRef: row.m_id,
          memberCode: row.m_code,
          memberName: `${row.m_first_name} ${row.m_last_name}`.trim(),
          memberStatus: row.m_status,
          latestRecord,
          status: latestRecord?.status ?? 'no_record',
        };
      }),
    };
  }
}
