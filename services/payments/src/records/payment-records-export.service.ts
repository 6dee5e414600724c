import { Injectable } from '@nestjs/common';
import {
  ExportPaymentRecordsAnswer,
  ExportPaymentRecordsRequest,
  PaymentMethodLabels,
  PaymentStatusLabels,
  recordLabel,
  Schemes,
  shortMonthsLabel,
} from '@portal/contracts';
import { csvLine, ObjectStorage } from '@portal/platform';
import { requireAdmin } from '../payments.exception';
import { dayInIndia } from '../razorpay/months';
import { PaymentRecordRow } from './payment-record.mapper';
import { PaymentRecordsRepository } from './payment-records.repository';

const HEADER = [
  'Member ID',
  'Member Name',
  'Scheme',
  'Amount',
  'Status',
  'Due Date',
  'Payment Date',
  'Period',
  'Payment Method',
  'Transaction ID',
  'Razorpay Payment ID',
  'Receipt Number',
  'Notes',
  'Created At',
];

const label = <K extends string>(labels: Readonly<Record<K, string>>, value: string | null) =>
  value ? (labels[value as K] ?? value) : '';

// Labels as the screens show them ('ESI', 'Paid', 'Nov–Dec 2026', 'UPI'), not the stored codes (issue 29).
const toLine = (r: PaymentRecordRow) =>
  csvLine([
    r.member_code,
    `${r.first_name} ${r.last_name}`.trim(),
    recordLabel(r),
    r.amount,
    label(PaymentStatusLabels, r.status),
    dayInIndia(r.due_date),
    r.payment_date ? dayInIndia(r.payment_date) : '',
    shortMonthsLabel(r.period, r.period_to, r.refunded_months ?? []),
    label(PaymentMethodLabels, r.payment_method),
    r.transaction_id ?? '',
    r.razorpay_payment_id ?? '',
    r.receipt_number ?? '',
    r.notes ?? '',
    r.created_at.toISOString(),
  ]);

/** payment-records-{scheme-}{date}.csv (spec part 2 §7). */
export function exportFileName(scheme: string | undefined, now: Date): string {
  const part = scheme && (Schemes as readonly string[]).includes(scheme) ? `${scheme}-` : '';
  return `payment-records-${part}${dayInIndia(now)}.csv`;
}

/**
 * The filtered records as CSV (UTF-8 with BOM, formula cells neutralised),
 * written to object storage a batch at a time as they are read: memory stays
 * flat however many records there are.
 */
@Injectable()
export class PaymentRecordsExportService {
  constructor(
    private readonly records: PaymentRecordsRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async export(request: ExportPaymentRecordsRequest): Promise<ExportPaymentRecordsAnswer> {
    requireAdmin(request.actor);
    let rows = 0;
    const batches = this.records.batches(request);
    async function* lines(): AsyncGenerator<Buffer> {
      yield Buffer.from('\uFEFF' + csvLine(HEADER));
      for await (const batch of batches) {
        rows += batch.length;
        yield Buffer.from(batch.map(toLine).join(''));
      }
    }
    await this.storage.upload(request.fileKey, lines(), 'text/csv; charset=utf-8');
    return { fileKey: request.fileKey, fileName: exportFileName(request.scheme, new Date()), rows };
  }
}
