import { Inject, Injectable } from '@nestjs/common';
import {
  addCalendarDays,
  AllServices,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  AuditEntryDto,
  AuditListRequest,
  AuditLogAnswer,
  AuditLogQuery,
  AuditRow,
  AuditSubjects,
  formatIndiaDateTime,
  IdentitySubjects,
  MembershipSubjects,
  type ServiceName,
  startOfIndiaDay,
} from '@portal/contracts';
import { csvLine, listAuditRows } from '@portal/platform';
import type { Pool } from 'pg';
import { PG_POOL } from '../gateway.tokens';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Where a page ended in the merged order: newest first by instant, then service name, then row id. */
interface Cursor {
  at: string;
  service: ServiceName;
  id: number;
}

const encodeCursor = (entry: { at: string; service: ServiceName; id: number }): string =>
  Buffer.from(JSON.stringify([entry.at, entry.service, entry.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [at, service, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      ISO_INSTANT.test(at) &&
      (AllServices as readonly unknown[]).includes(service) &&
      Number.isSafeInteger(id)
    )
      return { at, service: service as ServiceName, id: id as number };
  } catch {
    // Falls through to the refusal below.
  }
  throw GatewayHttpError.validation('Validation failed', [
    { field: 'cursor', message: 'cursor is not one this list gave' },
  ]);
}

/** Rows after the cursor for one source: the merged order compares (at, service, id), newest first. */
function beforeFor(service: ServiceName, cursor: Cursor | null): AuditListRequest['before'] {
  if (!cursor) return undefined;
  if (service === cursor.service) return { at: cursor.at, id: cursor.id, includeAt: false };
  return { at: cursor.at, id: null, includeAt: service < cursor.service };
}

const newestFirst = (a: MergedRow, b: MergedRow): number =>
  a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.service !== b.service ? (a.service < b.service ? 1 : -1) : b.id - a.id;

type MergedRow = AuditRow & { service: ServiceName };

/** Most rows one CSV export holds; narrower filters export the rest. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const CSV_HEADER = [
  'When (IST)',
  'Timestamp (UTC)',
  'Person',
  'Person ID',
  'Kind',
  'Role',
  'Action',
  'Entity',
  'Entity ID',
  'Before',
  'After',
  'Address',
  'Request ID',
  'Service',
];

const json = (value: unknown): string => (value === null || value === undefined ? '' : JSON.stringify(value));

const csvOf = (entry: AuditEntryDto): string =>
  csvLine([
    formatIndiaDateTime(new Date(entry.at)),
    entry.at,
    entry.actorName ?? '',
    entry.actorId ?? '',
    entry.actorType,
    entry.actorRole ?? '',
    entry.action,
    entry.entity,
    entry.entityId ?? '',
    json(entry.before),
    json(entry.after),
    entry.ip ?? '',
    entry.correlationId ?? '',
    entry.service,
  ]);

/**
 * The office's Audit Log (issue 27): each service keeps its own append-only audit_log, written in the same
 * transaction as its changes; this reads every one of them (the gateway's own, of sign-ins, directly) and
 * merges them newest first, a page at a time, with the names of the people who acted.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly services: RpcClient,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async page(
    query: AuditLogQuery,
    readerId: string,
    names = new Map<string, string | null>(),
  ): Promise<AuditLogAnswer> {
    const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const filters: Omit<AuditListRequest, 'before' | 'limit'> = {
      ...(query.actorId ? { actorId: query.actorId } : {}),
      ...(query.entity ? { entity: query.entity } : {}),
      ...(query.entityId ? { entityId: query.entityId } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from ? { fromAt: startOfIndiaDay(query.from).toISOString() } : {}),
      ...(query.to ? { toAt: startOfIndiaDay(addCalendarDays(query.to, 1)).toISOString() } : {}),
    };
    const sources = await Promise.all(
      AllServices.map(async (service) => {
        const request: AuditListRequest = { ...filters, before: beforeFor(service, cursor), limit };
        const rows =
          service === 'gateway'
            ? await listAuditRows(this.pool, request)
            : (await this.services.rpc(AuditSubjects[service], request)).rows;
        return rows.map((row): MergedRow => ({ ...row, service }));
      }),
    );
    const merged = sources.flat().sort(newestFirst);
    const taken = merged.slice(0, limit);
    const more = merged.length > limit || sources.some((rows) => rows.length === limit);
    await this.learnNames(taken, readerId, names);
    return {
      entries: taken.map((row) => this.toDto(row, names)),
      next: more && taken.length === limit ? encodeCursor(taken[taken.length - 1]) : null,
    };
  }

  /**
   * The filtered trail as CSV lines, newest first, at most AUDIT_EXPORT_MAX_ROWS. The first page is read before
   * the header is given, so a refusal or an unavailable service still answers as an error, not a broken file.
   */
  async csv(query: AuditLogQuery, readerId: string): Promise<AsyncGenerator<string>> {
    const names = new Map<string, string | null>();
    const first = await this.page({ ...query, limit: AUDIT_PAGE_MAX }, readerId, names);
    const pageOf = (cursor: string) => this.page({ ...query, cursor, limit: AUDIT_PAGE_MAX }, readerId, names);
    return (async function* lines() {
      yield csvLine(CSV_HEADER);
      let page = first;
      let written = 0;
      for (;;) {
        for (const entry of page.entries.slice(0, AUDIT_EXPORT_MAX_ROWS - written)) yield csvOf(entry);
        written += page.entries.length;
        if (!page.next || written >= AUDIT_EXPORT_MAX_ROWS) return;
        page = await pageOf(page.next);
      }
    })();
  }

  private toDto(row: MergedRow, names: Map<string, string | null>): AuditEntryDto {
    return {
      id: `${row.service}:${row.id}`,
      service: row.service,
      at: row.at,
      actorType: row.actorType,
      actorId: row.actorId,
      actorName: row.actorId ? (names.get(`${row.actorType}:${row.actorId}`) ?? null) : null,
      actorRole: row.actorRole,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      ip: row.ip,
      correlationId: row.correlationId,
    };
  }

  /** Admins' names from their accounts, members' from the register; kept across the pages of one export. */
  private async learnNames(rows: MergedRow[], readerId: string, names: Map<string, string | null>): Promise<void> {
    const unknown = (type: string) => [
      ...new Set(
        rows
          .filter((r) => r.actorType === type && r.actorId && !names.has(`${type}:${r.actorId}`))
          .map((r) => r.actorId!),
      ),
    ];
    const admins = unknown('admin');
    if (admins.length > 0) {
      const { accounts } = await this.services.rpc(IdentitySubjects.ListAdminAccounts, { actorId: readerId });
      for (const account of accounts)
        names.set(
          `admin:${account.id}`,
          [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email,
        );
      for (const id of admins) if (!names.has(`admin:${id}`)) names.set(`admin:${id}`, null);
    }
    await Promise.all(
      unknown('member').map(async (id) => {
        const name = await this.services
          .rpc(MembershipSubjects.GetMember, { id, actor: { userId: readerId, userType: 'admin' } })
          .then(
            ({ member }) => [member.firstName, member.lastName].filter(Boolean).join(' ') || null,
            () => null,
          );
        names.set(`member:${id}`, name);
      }),
    );
  }
}
