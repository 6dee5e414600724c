import { Injectable } from '@nestjs/common';
import { OUTBOX_CHANNEL } from '@portal/platform';
import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../members/members.repository';
import type { ImportRow } from './import-row.rules';
import * as ImportSql from './member-import.sql';

const day = (column: string) => `coalesce(to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), '')`;

// The columns of EXPORT_HEADER (member-export.service.ts), in its order.
// Empty strings instead of NULL keep most lines on the converter's fast path.
const exportQuery = (where: string) => `
  SELECT member_id, first_name, last_name, coalesce(email, ''), phone, coalesce(address, ''),
         coalesce(to_char(date_of_birth, 'YYYY-MM-DD'), ''), status,
         ${day('membership_start_date')}, ${day('membership_end_date')},
         coalesce(city, ''), coalesce(state, ''), coalesce(pincode, ''),
         array_to_string(opted_schemes, ';'), ${day('created_at')}
  FROM members ${where} ORDER BY created_at, id`;

/** What the events of an import batch carry besides the members ($12..$15 of ImportSql.insertWithEvents). */
export interface ImportBatchEvents {
  eventType: string;
  occurredAt: string;
  /** The admin's id. */
  by: string;
  /** The member-id prefix, for generated ids. */
  prefix: string;
}

/** A batch as one array per column, in the order of ImportSql.BATCH_COLUMNS ($1..$11). */
function batchColumns(rows: ImportRow[]): unknown[][] {
  return [
    rows.map((r) => r.row),
    rows.map((r) => r.memberId),
    rows.map((r) => r.firstName),
    rows.map((r) => r.lastName),
    rows.map((r) => r.email),
    rows.map((r) => r.phone),
    rows.map((r) => r.address),
    rows.map((r) => r.dateOfBirth),
    rows.map((r) => r.status),
    rows.map((r) => r.membershipStartDate),
    rows.map((r) => r.membershipEndDate),
  ];
}

interface PostgresRunner {
  connect(): Promise<unknown>;
  releasePostgresConnection(error?: unknown): Promise<void>;
}

/**
 * The member register's queries for the bulk import (set-based batches with their events) and the export (COPY).
 * Methods taking `tx` run in the caller's transaction (which also writes the outbox).
 */
@Injectable()
export class MemberTransferRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Inserts a batch of import rows set-based with their events in one
   * statement (ImportSql.insertWithEvents). Answers the count inserted and the
   * row numbers skipped because an id, e-mail or phone was taken.
   */
  async insertImportBatch(
    tx: EntityManager,
    source: ImportSql.MemberIdSource,
    rows: ImportRow[],
    events: ImportBatchEvents,
  ): Promise<{ inserted: number; skipped: number[] }> {
    const params = [
      ...batchColumns(rows),
      events.eventType,
      events.occurredAt,
      events.by,
      ...(source === 'typed' ? [] : [events.prefix]),
    ];
    const [row]: { inserted: number; skipped: number[] }[] = await tx.query(ImportSql.insertWithEvents(source), params);
    return row;
  }

  /** Why rows were skipped (ImportSql.WHY_SKIPPED); error null when nothing is taken and the row may be retried. */
  whySkipped(tx: EntityManager, rows: ImportRow[]): Promise<{ row: number; error: string | null }[]> {
    return tx.query(ImportSql.WHY_SKIPPED, batchColumns(rows));
  }

  /** Wakes the outbox relay at commit for events written by set-based statements. */
  async notifyOutbox(tx: EntityManager): Promise<void> {
    await tx.query(`NOTIFY ${OUTBOX_CHANNEL}`);
  }

  /**
   * Streams every member (or those of `ids`) as COPY text rows (the export's columns) out of one
   * consistent snapshot into `consume`. A COPY cut short can leave the
   * connection mid-protocol: the pool then discards it.
   */
  async copyExportRows(ids: string[] | null, consume: (rows: Readable) => Promise<void>): Promise<void> {
    // COPY takes no parameters: the uuids are checked to be uuids before they are written into the statement.
    if (ids && !ids.every((id) => isUuid(id))) throw new Error('export ids must be uuids');
    const query = ids ? exportQuery(`WHERE id = ANY('{${ids.join(',')}}'::uuid[])`) : exportQuery('');
    // releasePostgresConnection(error) is how TypeORM tells the pool to drop a broken connection (typed private).
    const runner = this.dataSource.createQueryRunner() as unknown as PostgresRunner;
    let copyFailure: unknown;
    try {
      const client = (await runner.connect()) as PoolClient;
      await consume(client.query(copyTo(`COPY (${query}) TO STDOUT`))).catch((error) => {
        copyFailure = error;
        throw error;
      });
    } finally {
      await runner.releasePostgresConnection(copyFailure);
    }
  }
}
