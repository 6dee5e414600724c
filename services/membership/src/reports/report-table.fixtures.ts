import { Writable } from 'node:stream';
import { ReportColumn, ReportRow, ReportTable } from './report-table';

/** A writable that keeps what it is given, for the writers' specs. */
export function collector(): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

export const COLUMNS: ReportColumn[] = [
  { id: 'memberId', header: 'Member ID', kind: 'text', width: 12 },
  { id: 'name', header: 'Name', kind: 'text', width: 24 },
  { id: 'joined', header: 'Joined', kind: 'date', width: 12 },
  { id: 'title', header: 'Event', kind: 'datetime', width: 18 },
  { id: 'amount', header: 'Amount', kind: 'money', width: 12 },
  { id: 'capacity', header: 'Seats', kind: 'count', width: 8 },
];

/** A table whose rows come in the given batches. */
export function tableOf(batches: ReportRow[][], columns = COLUMNS): ReportTable {
  return {
    type: 'members',
    title: 'Members report',
    rangeLabel: 'From 01/04/2025 to 30/04/2025',
    generatedAt: new Date('2025-05-01T04:30:00.000Z'),
    columns,
    batches: (async function* () {
      for (const batch of batches) yield batch;
    })(),
  };
}
