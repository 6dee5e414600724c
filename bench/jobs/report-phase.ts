import { SchemeLabels } from '@portal/contracts';
import { PdfReportWriter } from '@portal/membership/dist/src/reports/pdf-report.writer';
import type { ReportColumn, ReportRow } from '@portal/membership/dist/src/reports/report-table';
import { Writable } from 'node:stream';
import type { Pool } from 'pg';
import { residentBytes, startMemorySampler } from '../members/processes';
import type { ApiClient } from '../support/api-client';

export interface ReportRun {
  secondsToFirstByte: number;
  seconds: number;
  bytes: number;
  rssBeforeBytes: number;
  maxRssBytes: number;
}

export interface WriterRun {
  rows: number;
  secondsToFirstByte: number;
  seconds: number;
  bytes: number;
}

/** The members report's columns (report-sources.ts MEMBER_COLUMNS). */
const MEMBER_COLUMNS: ReportColumn[] = [
  { id: 'memberId', header: 'Member ID', kind: 'text', width: 12 },
  { id: 'name', header: 'Name', kind: 'text', width: 24 },
  { id: 'phone', header: 'Phone', kind: 'text', width: 13 },
  { id: 'email', header: 'Email', kind: 'text', width: 28 },
  { id: 'status', header: 'Status', kind: 'text', width: 10 },
  { id: 'joined', header: 'Joined', kind: 'date', width: 12 },
  { id: 'membershipStart', header: 'Membership Start', kind: 'date', width: 12 },
  { id: 'membershipEnd', header: 'Membership End', kind: 'date', width: 12 },
  { id: 'city', header: 'City', kind: 'text', width: 14 },
  { id: 'schemes', header: 'Schemes', kind: 'text', width: 20 },
];

const label = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The baseline: membership's own PDF writer drawing the same members (one SELECT, newest first, read before the
 * clock starts) in this process, into a stream that only counts bytes.
 */
export async function writeReportAlone(pool: Pool): Promise<WriterRun> {
  const { rows } = await pool.query<{
    member_id: string;
    name: string;
    phone: string;
    email: string | null;
    status: string;
    created_at: Date;
    membership_start_date: Date | null;
    membership_end_date: Date | null;
    city: string | null;
    opted_schemes: string[];
  }>(
    `SELECT member_id, first_name || ' ' || last_name AS name, phone, email, status, created_at,
            membership_start_date, membership_end_date, city, opted_schemes
     FROM members ORDER BY created_at DESC, id DESC`,
  );
  const table: ReportRow[] = rows.map((m) => [
    m.member_id,
    m.name.trim(),
    m.phone,
    m.email,
    label(m.status),
    m.created_at,
    m.membership_start_date,
    m.membership_end_date,
    m.city,
    m.opted_schemes.map((s) => SchemeLabels[s as keyof typeof SchemeLabels] ?? s).join(', '),
  ]);
  let bytes = 0;
  let firstByte = NaN;
  const started = performance.now();
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (bytes === 0) firstByte = (performance.now() - started) / 1000;
      bytes += chunk.length;
      done();
    },
  });
  async function* batches(): AsyncGenerator<ReportRow[]> {
    // A turn of the event loop between pages, as the service's reads give one: the pipe then passes what the
    // writer has made on to the stream, and its first byte is seen when it is made.
    for (let i = 0; i < table.length; i += 500) {
      await new Promise((resolve) => setImmediate(resolve));
      yield table.slice(i, i + 500);
    }
  }
  const written = await new PdfReportWriter().write(
    {
      type: 'members',
      title: 'Members report',
      rangeLabel: 'All dates',
      generatedAt: new Date(),
      columns: MEMBER_COLUMNS,
      batches: batches(),
    },
    out,
  );
  return { rows: written, secondsToFirstByte: firstByte, seconds: (performance.now() - started) / 1000, bytes };
}

/** GET /api/reports/members?format=pdf, the membership process' resident memory sampled every 25 ms. */
export async function reportThroughApi(api: ApiClient, membershipPid: number, timeoutMs: number): Promise<ReportRun> {
  const rssBeforeBytes = residentBytes(membershipPid);
  if (rssBeforeBytes === null) throw new Error(`the membership service (pid ${membershipPid}) is not running`);
  const sampler = startMemorySampler(membershipPid, 25);
  const started = performance.now();
  let bytes = 0;
  let secondsToFirstByte = NaN;
  let failure: Error | undefined;
  try {
    const res = await api.download('/api/reports/members?format=pdf', timeoutMs);
    if (res.statusCode !== 200) {
      let text = '';
      for await (const chunk of res) text += String(chunk);
      throw new Error(`report: ${res.statusCode} ${text.slice(0, 500)}`);
    }
    for await (const chunk of res as AsyncIterable<Buffer>) {
      if (bytes === 0 && chunk.length > 0) secondsToFirstByte = (performance.now() - started) / 1000;
      bytes += chunk.length;
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = await sampler.stop();
  if (failure) throw failure;
  return { secondsToFirstByte, seconds, bytes, rssBeforeBytes, maxRssBytes: memory.maxBytes };
}
