import type { BulkImportAnswer } from '@portal/contracts/shapes';
import { readFile, stat } from 'node:fs/promises';
import { Client } from 'pg';
import { ApiClient } from '../support/api-client';
import { IMPORT_TABLE_COLUMNS, importRowsSql } from './member-rows.sql';
import { MemorySamples, oneLine, psql, residentBytes, startMemorySampler } from './processes';

/** Rows from..to of the register as an import CSV (header included), written by Postgres itself. */
export async function writeImportCsv(
  databaseUrl: string,
  path: string,
  rows: { prefix: string; withIds: boolean; from: number; to: number },
) {
  await psql(
    databaseUrl,
    `\\copy (${oneLine(importRowsSql(rows.prefix, rows.withIds, rows.from, rows.to))}) to '${path}' with (format csv, header)`,
  );
}

/** The baseline of the import: psql \copy of a CSV into the members table, with all its indexes. */
export async function copyIntoMembers(databaseUrl: string, path: string): Promise<number> {
  const started = performance.now();
  await psql(
    databaseUrl,
    `\\copy members (${IMPORT_TABLE_COLUMNS.join(', ')}) from '${path}' with (format csv, header)`,
  );
  return (performance.now() - started) / 1000;
}

/** The bulk import's answer, as the contracts define it. */
export type ImportAnswer = BulkImportAnswer;

/** POST /api/members/bulk-import with the file as the web app sends it; the time covers upload to answer. */
export async function importThroughApi(
  api: ApiClient,
  path: string,
  expectedRows: number,
): Promise<{ seconds: number; answer: ImportAnswer }> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(path)], { type: 'text/csv' }), 'members.csv');
  const started = performance.now();
  const res = await api.request('POST', '/api/members/bulk-import', { form, timeoutMs: 5 * 60_000 });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`bulk import: ${res.status} ${text.slice(0, 500)}`);
  const answer = JSON.parse(text) as ImportAnswer;
  if (answer.imported !== expectedRows || answer.failed !== 0) {
    throw new Error(
      `bulk import stored ${answer.imported} of ${expectedRows} rows; first errors: ${JSON.stringify(answer.errors.slice(0, 5))}`,
    );
  }
  return { seconds, answer };
}

/**
 * The export's query, copied from services/membership/src/transfer/member-export.service.ts
 * (EXPORT_QUERY): the same columns in the same order, so psql's CSV is the same file.
 */
const day = (column: string) => `coalesce(to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), '')`;
export const EXPORT_QUERY = `
  SELECT member_id, first_name, last_name, coalesce(email, ''), phone, coalesce(address, ''),
         coalesce(to_char(date_of_birth, 'YYYY-MM-DD'), ''), status,
         ${day('membership_start_date')}, ${day('membership_end_date')},
         coalesce(city, ''), coalesce(state, ''), coalesce(pincode, ''),
         array_to_string(opted_schemes, ';'), ${day('created_at')}
  FROM members ORDER BY created_at, id`;

/** The baseline of the export: psql \copy (query) to a file. */
export async function exportWithPsql(databaseUrl: string, path: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  await psql(databaseUrl, `\\copy (${oneLine(EXPORT_QUERY)}) to '${path}' with (format csv, header)`);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, bytes: (await stat(path)).size };
}

export interface ExportRun {
  seconds: number;
  /** Until the answer's headers. */
  secondsToHeaders: number;
  /** Until the first byte of the body: the rows stream from COPY through membership and the gateway. */
  secondsToFirstByte: number;
  bytes: number;
  /** Lines after the header. */
  lines: number;
  rssBefore: number;
  memory: MemorySamples;
}

/**
 * GET /api/members/export read to the end (and thrown away), while the
 * membership process's resident memory is sampled every 25 ms. Read with
 * node:http as psql writes its file: the reader's own CPU is not the portal's.
 */
export async function exportThroughApi(api: ApiClient, membershipPid: number): Promise<ExportRun> {
  const rssBefore = residentBytes(membershipPid);
  if (rssBefore === null) throw new Error(`the membership service (pid ${membershipPid}) is not running`);
  const sampler = startMemorySampler(membershipPid, 25);
  let bytes = 0;
  // Kept and counted after the clock stops: a browser only writes the file, and counting lines as they
  // arrive took a third of a core here, from the portal being measured.
  const received: Buffer[] = [];
  const started = performance.now();
  let failure: Error | undefined;
  let secondsToHeaders = NaN;
  let secondsToFirstByte = NaN;
  try {
    const res = await api.download('/api/members/export', 15 * 60_000);
    secondsToHeaders = (performance.now() - started) / 1000;
    if (res.statusCode !== 200) {
      let text = '';
      for await (const chunk of res) text += String(chunk);
      throw new Error(`export: ${res.statusCode} ${text.slice(0, 500)}`);
    }
    for await (const chunk of res as AsyncIterable<Buffer>) {
      if (bytes === 0 && chunk.length > 0) secondsToFirstByte = (performance.now() - started) / 1000;
      bytes += chunk.length;
      received.push(chunk);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = await sampler.stop();
  if (failure) throw failure;
  let newlines = 0;
  for (const chunk of received) for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
  return { seconds, secondsToHeaders, secondsToFirstByte, bytes, lines: newlines - 1, rssBefore, memory };
}

/**
 * Waits until the events of an import have been relayed and handled by the
 * other services (identity, notifications), so the next measurement does not
 * share the two cores with that work. Bounded: answers false after `timeoutMs`.
 */
export async function waitForEventsHandled(
  databaseUrl: (service: 'membership' | 'identity' | 'notifications') => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const single = async (service: 'membership' | 'identity' | 'notifications', sql: string) => {
    const client = new Client({ connectionString: databaseUrl(service) });
    await client.connect();
    try {
      return Number((await client.query<{ n: string | number }>(sql)).rows[0].n);
    } finally {
      await client.end();
    }
  };
  while (Date.now() < deadline) {
    if ((await single('membership', 'SELECT count(*) AS n FROM outbox WHERE published_at IS NULL')) === 0) break;
    await sleep(1000);
  }
  let last = -1;
  let stableFor = 0;
  while (Date.now() < deadline && stableFor < 3) {
    let handled = 0;
    for (const service of ['identity', 'notifications'] as const) {
      handled += await single(service, 'SELECT count(*) AS n FROM processed_events').catch(() => 0);
    }
    stableFor = handled === last ? stableFor + 1 : 0;
    last = handled;
    await sleep(1000);
  }
  return Date.now() < deadline;
}
