import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  BulkImportAnswer,
  BulkImportRequest,
  MembershipEvents,
  MembersImportCompletedEventData,
} from '@portal/contracts';
import { AuditTrail, csvLine, ObjectNotFoundError, ObjectStorage, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { requireAdmin } from '../members/membership.exception';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { ImportRow } from './import-row.rules';
import { FailedImportRow, ImportFileMessages, invalidImportFile, readMemberCsv } from './member-csv.reader';
import type { MemberIdSource } from './member-import.sql';
import { MemberTransferRepository } from './member-transfer.repository';

/** Batches waiting for the database before the file reader pauses: memory stays bounded. */
const MAX_QUEUED_BATCHES = 2;

/**
 * Bulk import of members from a CSV in object storage, in one transaction.
 * Rows are checked while the file streams in; each batch of good rows is
 * checked against the database and inserted set-based with one created event
 * per member, while the next batch is being read. Within a batch typed member
 * ids go first so generated ids skip them; across batches the file order
 * decides. A row that loses a race with a concurrent create is reported
 * instead of failing the import. Either all valid rows and their events are
 * stored, or nothing is. An import that stored members ends with one
 * membership.import.completed event with its counts (the dashboard's feed
 * shows one line per import).
 *
 * Validity is always set (issue 29): a blank start is the day of the import,
 * and an active row without an end date ends one year after its start, which
 * the answer's notices say. Failed rows come back as they were in the file,
 * with an error column, as CSV to fix and import again.
 */
@Injectable()
export class MemberImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberTransferRepository,
    private readonly storage: ObjectStorage,
    private readonly outbox: OutboxWriter,
    @Inject(MEMBERSHIP_SETTINGS) private readonly settings: MembershipSettings,
    private readonly audit: AuditTrail,
  ) {}

  async import(request: BulkImportRequest, actor: ActorDto): Promise<BulkImportAnswer> {
    requireAdmin(actor);
    const { body: file } = await this.storage.open(request.fileKey).catch((error: unknown) => {
      if (error instanceof ObjectNotFoundError) throw invalidImportFile(ImportFileMessages.missing);
      throw error;
    });
    const { imported, errors, header, defaulted } = await this.dataSource.transaction(async (manager) => {
      const batches = new BatchWriter(this.members, manager, this.settings.memberIdPrefix, actor.userId);
      const read = await readMemberCsv(file, this.settings.memberIdPrefix, (rows) => batches.add(rows));
      const stored = await batches.finish();
      const errors = [...read.errors, ...stored.errors].sort((a, b) => a.row - b.row);
      if (stored.imported > 0) {
        const summary: MembersImportCompletedEventData = {
          imported: stored.imported,
          failed: errors.length,
          by: actor.userId,
          fileName: request.fileName ?? null,
        };
        await this.outbox.add(manager, MembershipEvents.ImportCompleted, summary);
        // One row for the whole import (an import that stored nothing changed nothing).
        await this.audit.record(manager, {
          action: 'member-import.completed',
          entity: 'member-import',
          entityId: null,
          after: { imported: stored.imported, failed: errors.length, fileName: request.fileName ?? null },
        });
      }
      await this.members.notifyOutbox(manager);
      return { imported: stored.imported, errors, header: read.header, defaulted: stored.defaulted };
    });
    // success: the file was read and processed; rows that could not be imported are listed.
    return {
      success: true,
      imported,
      failed: errors.length,
      errors: errors.map(({ row, error, member }) => ({ row, error, member })),
      notices: defaulted.length > 0 ? [defaultedEndNotice(defaulted)] : [],
      failedRowsCsv: errors.length > 0 ? failedRowsCsv(header, errors) : null,
    };
  }
}

/** Rows a notice names before it says "and N more". */
const NOTICE_ROWS = 20;

/** The line saying which imported rows got an end date by the one-year rule. */
export function defaultedEndNotice(rows: number[]): string {
  const shown = rows.slice(0, NOTICE_ROWS).join(', ');
  const more = rows.length > NOTICE_ROWS ? ` and ${rows.length - NOTICE_ROWS} more` : '';
  const count = rows.length === 1 ? '1 active member' : `${rows.length} active members`;
  return (
    `${count} had no membership end date: each now ends one year after their start date ` +
    `(row${rows.length === 1 ? '' : 's'} ${shown}${more})`
  );
}

/**
 * The failed rows as CSV (UTF-8 with a BOM and CRLF, as the export writes): the file's header and each row's
 * cells as they were, with an error column (the file's own error column, when it is a failed-rows file imported
 * again, is replaced). The columns the import reads are unchanged, so the file imports again once fixed.
 */
export function failedRowsCsv(header: string[], rows: FailedImportRow[]): string {
  const existing = header.findIndex((cell) => cell.trim().toLowerCase() === 'error');
  const errorColumn = existing >= 0 ? existing : header.length;
  const withError = (cells: string[], error: string) => {
    const line = Array.from({ length: Math.max(cells.length, header.length) }, (_, i) => cells[i] ?? '');
    line[errorColumn] = error;
    return line;
  };
  return '\uFEFF' + [withError(header, 'error'), ...rows.map((r) => withError(r.cells, r.error))].map(csvLine).join('');
}

/**
 * Stores batches of checked rows on the transaction's connection, one after
 * the other, while the caller goes on reading the file.
 */
class BatchWriter {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;
  private failure: Error | undefined;
  private imported = 0;
  private readonly errors: FailedImportRow[] = [];
  /** Rows stored with an end date one year after the start (the row numbers). */
  private readonly defaulted: number[] = [];
  private readonly occurredAt = new Date().toISOString();

  constructor(
    private readonly members: MemberTransferRepository,
    private readonly manager: EntityManager,
    private readonly prefix: string,
    private readonly by: string,
  ) {}

  async add(rows: ImportRow[]): Promise<void> {
    this.throwIfFailed();
    this.queued++;
    this.tail = this.tail
      .then(() => (this.failure ? undefined : this.store(rows)))
      .catch((error: unknown) => {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
      })
      .finally(() => {
        this.queued--;
      });
    if (this.queued >= MAX_QUEUED_BATCHES) await this.tail;
    this.throwIfFailed();
  }

  /** A batch that failed ends the import; called again after each wait, when a batch may have failed meanwhile. */
  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  /** Waits for the last batch; answers how many members were inserted and the rows the database refused. */
  async finish(): Promise<{ imported: number; errors: FailedImportRow[]; defaulted: number[] }> {
    await this.tail;
    this.throwIfFailed();
    return { imported: this.imported, errors: this.errors, defaulted: this.defaulted.sort((a, b) => a - b) };
  }

  private async store(rows: ImportRow[]): Promise<void> {
    // Typed ids first: the generated ones then skip them.
    await this.insert(
      rows.filter((r) => r.memberId !== null),
      'typed',
    );
    let untyped = rows.filter((r) => r.memberId === null);
    for (let attempt = 0; untyped.length > 0; attempt++) {
      // A generated id typed by hand meanwhile: again with the next free number.
      untyped = await this.insert(untyped, attempt === 0 ? 'sequence' : 'free-number');
      if (attempt === 5) {
        this.errors.push(
          ...untyped.map((r) => ({
            row: r.row,
            error: 'The membership ID given to this row was taken at the same moment; please import the row again',
            member: r.member,
            cells: r.cells,
          })),
        );
        return;
      }
    }
  }

  /** Inserts rows with their events; records why rows were refused; answers the rows to retry. */
  private async insert(rows: ImportRow[], source: MemberIdSource): Promise<ImportRow[]> {
    if (rows.length === 0) return [];
    const { inserted, skipped } = await this.members.insertImportBatch(this.manager, source, rows, {
      eventType: MembershipEvents.MembersImported,
      occurredAt: this.occurredAt,
      by: this.by,
      prefix: this.prefix,
    });
    this.imported += inserted;
    const skippedRows = new Set(skipped);
    this.defaulted.push(...rows.filter((r) => r.endDefaulted && !skippedRows.has(r.row)).map((r) => r.row));
    if (skipped.length === 0) return [];
    const refused = rows.filter((r) => skippedRows.has(r.row));
    const reasons = await this.members.whySkipped(this.manager, refused);
    const retry = new Set(reasons.filter((r) => r.error === null).map((r) => r.row));
    const byRow = new Map(refused.map((r) => [r.row, r]));
    for (const reason of reasons) {
      const row = byRow.get(reason.row)!;
      if (reason.error !== null)
        this.errors.push({ row: reason.row, error: reason.error, member: row.member, cells: row.cells });
    }
    return refused.filter((r) => retry.has(r.row));
  }
}
