import { Injectable } from '@nestjs/common';
import { ActorDto, ExportMembersAnswer, ExportMembersRequest, MemberImportColumns } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { todayInIndia } from '../members/dates';
import { requireAdmin } from '../members/membership.exception';
import { ObjectStorage } from '../storage/object-storage';
import { CopyTextToCsv } from './csv-writer';

/** The import columns first, so an export can be edited and imported again; then the rest of the record. */
export const EXPORT_HEADER = [
  ...MemberImportColumns,
  'membershipStartDate',
  'membershipEndDate',
  'city',
  'state',
  'pincode',
  'optedSchemes',
  'createdAt',
];

interface PostgresRunner {
  connect(): Promise<unknown>;
  releasePostgresConnection(error?: unknown): Promise<void>;
}

const day = (column: string) => `coalesce(to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), '')`;

// Empty strings instead of NULL keep most lines on the converter's fast path.
const EXPORT_QUERY = `
  SELECT member_id, first_name, last_name, coalesce(email, ''), phone, coalesce(address, ''),
         coalesce(to_char(date_of_birth, 'YYYY-MM-DD'), ''), status,
         ${day('membership_start_date')}, ${day('membership_end_date')},
         coalesce(city, ''), coalesce(state, ''), coalesce(pincode, ''),
         array_to_string(opted_schemes, ';'), ${day('created_at')}
  FROM members ORDER BY created_at, id`;

/**
 * Exports every member as CSV into object storage: COPY streams the rows out
 * of one consistent snapshot, the converter writes CSV to a temporary file
 * and the file goes to storage in one PUT. Memory stays flat at any size.
 */
@Injectable()
export class MemberExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
  ) {}

  async export(request: ExportMembersRequest, actor: ActorDto): Promise<ExportMembersAnswer> {
    requireAdmin(actor);
    const path = join(tmpdir(), `members-export-${randomUUID()}.csv`);
    // releasePostgresConnection(error) is how TypeORM tells the pool to drop a broken connection (typed private).
    const runner = this.dataSource.createQueryRunner() as unknown as PostgresRunner;
    let copyFailure: unknown;
    try {
      const client = (await runner.connect()) as PoolClient;
      const csv = new CopyTextToCsv(EXPORT_HEADER);
      await pipeline(client.query(copyTo(`COPY (${EXPORT_QUERY}) TO STDOUT`)), csv, createWriteStream(path)).catch((error) => {
        copyFailure = error;
        throw error;
      });
      await this.storage.uploadFile(request.fileKey, path, 'text/csv; charset=utf-8');
      return { fileKey: request.fileKey, fileName: `members_export_${todayInIndia()}.csv`, rows: csv.rows };
    } finally {
      // A COPY cut short can leave the connection mid-protocol: the pool then discards it.
      await runner.releasePostgresConnection(copyFailure);
      await rm(path, { force: true });
    }
  }
}
