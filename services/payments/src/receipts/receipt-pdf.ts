/// <reference types="pdfkit" />
import { fontRuns, newPdfDocument, pdfFontName, writePdfText } from '@portal/platform';
import { isFeeKind, paymentLabel, PaymentMethodLabels, SchemeLabels } from '@portal/contracts/shapes';
import type { FeeKind, PaymentMethod, Scheme } from '@portal/contracts/shapes';

/** Everything a receipt shows; the caller (the receipt service) gathers it from the paid record. */
export interface ReceiptData {
  associationName: string;
  associationAddress?: string;
  /** RCPT-2026-000123 */
  receiptNumber: string;
  memberName: string;
  /** PHOTO0001 */
  memberCode: string;
  /** A scheme of dues, or a fee's kind (renewal_fee): shown as 'For' with paymentLabel. */
  scheme: Scheme | FeeKind;
  /** 'YYYY-MM' (shown as 'November 2026'), any other text as written (a range of months), or null. */
  period: string | null;
  /** numeric(10,2) string, e.g. '1200.00'. */
  amount: string;
  /** 'upi', 'cash', ... shown with PaymentMethodLabels; unknown methods as written. */
  paymentMethod: string | null;
  razorpayPaymentId: string | null;
  transactionId: string | null;
  paidAt: Date;
  issuedAt: Date;
}

/*
 * The fonts built into every PDF reader (Helvetica here) have no rupee sign and no Kannada: names, addresses
 * and amounts are drawn in runs with @portal/platform's PDF fonts (Noto Sans where Helvetica has no glyph).
 */
const CURRENCY_PREFIX = '₹';
const NOT_GIVEN = '—';
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const indianAmount = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const indianDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
// A 'YYYY-MM' period is a calendar month, not an instant: formatted in UTC so no zone can shift it.
const monthOfYear = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'long', year: 'numeric' });
const MONTH_PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** '100000.00' → '₹1,00,000.00' (Indian digit grouping, always two decimals). */
export function formatReceiptAmount(amount: string): string {
  const value = Number(amount.trim());
  if (amount.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`A receipt needs a numeric amount, got '${amount}'`);
  }
  return `${CURRENCY_PREFIX}${indianAmount.format(value)}`;
}

/** '2026-11' → 'November 2026'; other text (a range of months) as written; null → '—'. */
export function formatReceiptPeriod(period: string | null): string {
  if (period === null || period.trim() === '') return NOT_GIVEN;
  const match = MONTH_PERIOD.exec(period.trim());
  if (!match) return period.trim();
  return monthOfYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** dd/mm/yyyy of the day in India. */
export function formatReceiptDate(date: Date): string {
  return indianDate.format(date);
}

function methodLabel(method: string | null): string {
  if (method === null || method.trim() === '') return NOT_GIVEN;
  return method in PaymentMethodLabels ? PaymentMethodLabels[method as PaymentMethod] : method;
}

/** 'receipt-RCPT-2026-000123.pdf'; anything but letters, digits, '-' and '_' becomes '-' so it is a safe file name. */
export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber.trim().replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`;
}

function receiptRows(data: ReceiptData): Array<[label: string, value: string]> {
  const rows: Array<[string, string]> = [
    ['Member', data.memberName],
    ['Member ID', data.memberCode],
    ...(isFeeKind(data.scheme)
      ? [['For', paymentLabel(data.scheme)] as [string, string]]
      : [
          ['Scheme', SchemeLabels[data.scheme] ?? data.scheme] as [string, string],
          ['Period', formatReceiptPeriod(data.period)] as [string, string],
        ]),
    ['Amount', formatReceiptAmount(data.amount)],
    ['Payment method', methodLabel(data.paymentMethod)],
  ];
  if (data.razorpayPaymentId) rows.push(['Payment ID', data.razorpayPaymentId]);
  if (data.transactionId) rows.push(['Transaction ID', data.transactionId]);
  rows.push(['Paid on', formatReceiptDate(data.paidAt)]);
  return rows;
}

const COLOURS = { text: '#1f1f1f', muted: '#595959', rule: '#d9d9d9', band: '#f5f5f5' };
const MARGIN = 40;
const CELL_PADDING = 6;
const LABEL_WIDTH = 110;

/**
 * One A5 page: the association's name and address, 'Payment Receipt' with its number and date, a table of the
 * payment, and the computer-generated note. Helvetica throughout, the rupee sign from the embedded Noto Sans
 * subset; the same data (with its issuedAt) always gives the same bytes.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  return renderLedgerPdf({
    associationName: data.associationName,
    associationAddress: data.associationAddress,
    title: 'Payment Receipt',
    numberLabel: 'Receipt No',
    number: data.receiptNumber,
    subject: `Payment receipt for ${data.memberName} (${data.memberCode})`,
    rows: receiptRows(data),
    emphasis: 'Amount',
    footer: 'This is a computer-generated receipt.',
    issuedAt: data.issuedAt,
  });
}

/** Everything a credit note (a refund's document, issue 26) shows. */
export interface CreditNoteData {
  associationName: string;
  associationAddress?: string;
  /** CN-2026-000001 */
  creditNoteNumber: string;
  memberName: string;
  memberCode: string;
  /** The refunded payment's scheme, or its fee's kind. */
  scheme: Scheme | FeeKind;
  /** The receipt of the payment refunded. */
  receiptNumber: string | null;
  /** numeric(10,2) string of the refund. */
  amount: string;
  /** What the payment was: numeric(10,2). */
  paymentAmount: string;
  /** 'razorpay', 'cash', 'bank_transfer', 'cheque'. */
  method: string;
  /** Razorpay's refund id, or the cheque / transfer reference. */
  reference: string | null;
  reason: string;
  /** Months unpaid again ('YYYY-MM'), shown as a list. */
  reopenedMonths: string[];
  refundedAt: Date;
  issuedAt: Date;
}

const REFUND_METHOD_LABELS: Readonly<Record<string, string>> = { razorpay: 'Razorpay (to the original payment)' };

/** 'credit-note-CN-2026-000001.pdf'. */
export function creditNoteFileName(creditNoteNumber: string): string {
  return `credit-note-${creditNoteNumber.trim().replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`;
}

/** The receipt's page for a refund: 'Credit Note' with its number, the payment it returns money from, why. */
export async function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const rows: Array<[string, string]> = [
    ['Member', data.memberName],
    ['Member ID', data.memberCode],
    [isFeeKind(data.scheme) ? 'For' : 'Scheme', paymentLabel(data.scheme)],
    ['Against receipt', data.receiptNumber ?? NOT_GIVEN],
    ['Payment amount', formatReceiptAmount(data.paymentAmount)],
    ['Amount refunded', formatReceiptAmount(data.amount)],
    ['Refunded by', REFUND_METHOD_LABELS[data.method] ?? methodLabel(data.method)],
  ];
  if (data.reference) rows.push(['Reference', data.reference]);
  rows.push(['Reason', data.reason]);
  if (data.reopenedMonths.length) {
    rows.push(['Months unpaid again', data.reopenedMonths.map((m) => formatReceiptPeriod(m)).join(', ')]);
  }
  rows.push(['Refunded on', formatReceiptDate(data.refundedAt)]);
  return renderLedgerPdf({
    associationName: data.associationName,
    associationAddress: data.associationAddress,
    title: 'Credit Note',
    numberLabel: 'Credit Note No',
    number: data.creditNoteNumber,
    subject: `Credit note for ${data.memberName} (${data.memberCode})`,
    rows,
    emphasis: 'Amount refunded',
    footer: 'This is a computer-generated credit note.',
    issuedAt: data.issuedAt,
  });
}

interface LedgerPdf {
  associationName: string;
  associationAddress?: string;
  title: string;
  numberLabel: string;
  number: string;
  subject: string;
  rows: Array<[label: string, value: string]>;
  /** The row drawn larger and bold. */
  emphasis: string;
  footer: string;
  issuedAt: Date;
}

function renderLedgerPdf(data: LedgerPdf): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = newPdfDocument({
      size: 'A5',
      margin: MARGIN,
      compress: true,
      info: {
        Title: `${data.title} ${data.number}`,
        Author: data.associationName,
        Subject: data.subject,
        Creator: data.associationName,
        // pdfkit stamps the current time otherwise, and derives the file ID from it.
        CreationDate: data.issuedAt,
        ModDate: data.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      drawReceipt(doc, data);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function drawReceipt(doc: PDFKit.PDFDocument, data: LedgerPdf): void {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  const centred = { width, align: 'center' } as const;
  writePdfText(doc, data.associationName, left, MARGIN, { size: 15, weight: 700, color: COLOURS.text }, centred);
  if (data.associationAddress) {
    doc.moveDown(0.2);
    writePdfText(doc, data.associationAddress, left, doc.y, { size: 9, color: COLOURS.muted }, centred);
  }
  const ruleY = doc.y + 8;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor(COLOURS.rule)
    .stroke();

  doc.fillColor(COLOURS.text).font('Helvetica-Bold').fontSize(13);
  doc.text(data.title, left, ruleY + 14, { width, align: 'center' });

  const metaY = doc.y + 10;
  doc.font('Helvetica').fontSize(9.5).fillColor(COLOURS.muted);
  doc.text(`${data.numberLabel}: ${data.number}`, left, metaY, { width: width / 2 });
  doc.text(`Date: ${formatReceiptDate(data.issuedAt)}`, left + width / 2, metaY, { width: width / 2, align: 'right' });

  let y = doc.y + 14;
  const valueWidth = width - LABEL_WIDTH - 2 * CELL_PADDING;
  data.rows.forEach(([label, value], index) => {
    const isAmount = label === data.emphasis;
    const style = { size: isAmount ? 11 : 10, weight: isAmount ? 700 : 400, color: COLOURS.text } as const;
    doc.font(pdfFontName(fontRuns(value)[0]?.subset ?? 'standard', style.weight)).fontSize(style.size);
    const height = doc.heightOfString(value, { width: valueWidth }) + 2 * CELL_PADDING;
    if (index % 2 === 0) doc.rect(left, y, width, height).fillColor(COLOURS.band).fill();
    doc.rect(left, y, width, height).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();

    doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted);
    doc.text(label, left + CELL_PADDING, y + CELL_PADDING, { width: LABEL_WIDTH - CELL_PADDING });
    writePdfText(doc, value, left + LABEL_WIDTH + CELL_PADDING, y + CELL_PADDING, style, { width: valueWidth });
    y += height;
  });

  doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(COLOURS.muted);
  doc.text(data.footer, left, y + 24, { width, align: 'center' });
}
