import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  BulkImportAnswer,
  BulkImportRequest,
  ImportRowError,
  MembershipEvents,
  MembersImportCompletedEventData,
} from '@portal/contracts';
import { AuditTrail, ObjectNotFoundError, ObjectStorage, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { MembersRepository } from '../members/members.repository';
import { requireAdmin } from '../members/membership.exception';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { ImportRow } from './import-row.rules';
import { ImportFileMessages, invalidImportFile, readMemberCsv } from './member-csv.reader';
import type { MemberIdSource } from './member-import.sql';

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
 */
@Injectable()
export class MemberImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
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
    const { imported, errors } = await this.dataSource.transaction(async (manager) => {
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
      return { imported: stored.imported, errors };
    });
    // success: the file was read and processed; rows that could not be imported are listed.
    return { success: true, imported, failed: errors.length, errors };
  }
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
  private readonly errors: ImportRowError[] = [];
  private readonly occurredAt = new Date().toISOString();

  constructor(
    private readonly members: MembersRepository,
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
  async finish(): Promise<{ imported: number; errors: ImportRowError[] }> {
    await this.tail;
    this.throwIfFailed();
    return { imported: this.imported, errors: this.errors };
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
    if (skipped.length === 0) return [];
    const skippedRows = new Set(skipped);
    const refused = rows.filter((r) => skippedRows.has(r.row));
    const reasons = await this.members.whySkipped(this.manager, refused);
    const retry = new Set(reasons.filter((r) => r.error === null).map((r) => r.row));
    this.errors.push(...reasons.filter((r): r is ImportRowError => r.error !== null));
    return refused.filter((r) => retry.has(r.row));
  }
}
