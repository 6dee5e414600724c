/// <reference types="pdfkit" />
import { fontRuns, newPdfDocument, pdfFontName, pdfTextWidth, writePdfText } from '@portal/platform';
import {
  associationNameIn,
  DEFAULT_LANGUAGE,
  type Language,
  monthLabelIn,
  paymentLabelIn,
  paymentMethodIn,
  paymentPdfMessage,
  type PaymentPdfMessageId,
} from '@portal/contracts';
import { isFeeKind } from '@portal/contracts/shapes';
import type { FeeKind, Scheme } from '@portal/contracts/shapes';

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
  /** The reader's language (issue 31): the page's own words, months, schemes and methods; English when not given. */
  language?: Language;
}

/*
 * The fonts built into every PDF reader (Helvetica here) have no rupee sign and no Kannada: names, addresses
 * and amounts are drawn in runs with @portal/platform's PDF fonts (Noto Sans where Helvetica has no glyph).
 */
const CURRENCY_PREFIX = '₹';
const NOT_GIVEN = '—';
// Western digits with Indian grouping in every language, as the glossary says (₹1,00,000.00; dates dd/mm/yyyy).
const LOCALE = 'en-IN';
const TIME_ZONE = 'Asia/Kolkata';

const indianAmount = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const indianDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const MONTH_PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** '100000.00' → '₹1,00,000.00' (Indian digit grouping, always two decimals). */
export function formatReceiptAmount(amount: string): string {
  const value = Number(amount.trim());
  if (amount.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`A receipt needs a numeric amount, got '${amount}'`);
  }
  return `${CURRENCY_PREFIX}${indianAmount.format(value)}`;
}

/** '2026-11' → 'November 2026' (ನವೆಂಬರ್ 2026); other text (a range of months) as written; null → '—'. */
export function formatReceiptPeriod(period: string | null, language: Language = DEFAULT_LANGUAGE): string {
  if (period === null || period.trim() === '') return NOT_GIVEN;
  return MONTH_PERIOD.test(period.trim()) ? monthLabelIn(language, period.trim()) : period.trim();
}

/** dd/mm/yyyy of the day in India. */
export function formatReceiptDate(date: Date): string {
  return indianDate.format(date);
}

function methodLabel(method: string | null, language: Language): string {
  if (method === null || method.trim() === '') return NOT_GIVEN;
  return paymentMethodIn(language, method);
}

/** 'receipt-RCPT-2026-000123.pdf'; anything but letters, digits, '-' and '_' becomes '-' so it is a safe file name. */
export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber.trim().replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`;
}

/** The page's words in `language`. */
const wordsIn =
  (language: Language) =>
  (id: PaymentPdfMessageId, values: Record<string, string> = {}): string =>
    paymentPdfMessage(language, id, values);

function receiptRows(data: ReceiptData, language: Language): Array<[label: string, value: string]> {
  const t = wordsIn(language);
  const rows: Array<[string, string]> = [
    [t('pdf.member'), data.memberName],
    [t('pdf.memberId'), data.memberCode],
    ...(isFeeKind(data.scheme)
      ? [[t('pdf.for'), paymentLabelIn(language, data.scheme)] as [string, string]]
      : [
          [t('pdf.scheme'), paymentLabelIn(language, data.scheme)] as [string, string],
          [t('pdf.period'), formatReceiptPeriod(data.period, language)] as [string, string],
        ]),
    [t('pdf.amount'), formatReceiptAmount(data.amount)],
    [t('pdf.paymentMethod'), methodLabel(data.paymentMethod, language)],
  ];
  if (data.razorpayPaymentId) rows.push([t('pdf.paymentId'), data.razorpayPaymentId]);
  if (data.transactionId) rows.push([t('pdf.transactionId'), data.transactionId]);
  rows.push([t('receipt.paidOn'), formatReceiptDate(data.paidAt)]);
  return rows;
}

const COLOURS = { text: '#1f1f1f', muted: '#595959', rule: '#d9d9d9', band: '#f5f5f5' };
const MARGIN = 40;
const CELL_PADDING = 6;
const LABEL_WIDTH = 110;
/** Kannada labels are wider than their English: the column grows to the widest, up to this. */
const MAX_LABEL_WIDTH = 150;

/**
 * One A5 page: the association's name and address, 'Payment Receipt' with its number and date, a table of the
 * payment, and the computer-generated note. Helvetica throughout, the rupee sign from the embedded Noto Sans
 * subset; the same data (with its issuedAt) always gives the same bytes.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  return renderLedgerPdf({
    associationName: associationNameIn(language, data.associationName),
    associationAddress: data.associationAddress,
    title: t('receipt.title'),
    numberLabel: t('receipt.number'),
    number: data.receiptNumber,
    subject: t('receipt.subject', { name: data.memberName, memberCode: data.memberCode }),
    rows: receiptRows(data, language),
    emphasis: t('pdf.amount'),
    footer: t('receipt.footer'),
    dateLine: t('pdf.date', { date: formatReceiptDate(data.issuedAt) }),
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
  /** The reader's language (issue 31); English when not given. */
  language?: Language;
}

/** 'credit-note-CN-2026-000001.pdf'. */
export function creditNoteFileName(creditNoteNumber: string): string {
  return `credit-note-${creditNoteNumber.trim().replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`;
}

/** The receipt's page for a refund: 'Credit Note' with its number, the payment it returns money from, why. */
export async function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = wordsIn(language);
  const rows: Array<[string, string]> = [
    [t('pdf.member'), data.memberName],
    [t('pdf.memberId'), data.memberCode],
    [isFeeKind(data.scheme) ? t('pdf.for') : t('pdf.scheme'), paymentLabelIn(language, data.scheme)],
    [t('creditNote.againstReceipt'), data.receiptNumber ?? NOT_GIVEN],
    [t('creditNote.paymentAmount'), formatReceiptAmount(data.paymentAmount)],
    [t('creditNote.amountRefunded'), formatReceiptAmount(data.amount)],
    [
      t('creditNote.refundedBy'),
      data.method === 'razorpay' ? t('creditNote.byRazorpay') : methodLabel(data.method, language),
    ],
  ];
  if (data.reference) rows.push([t('creditNote.reference'), data.reference]);
  rows.push([t('creditNote.reason'), data.reason]);
  if (data.reopenedMonths.length) {
    rows.push([
      t('creditNote.monthsUnpaidAgain'),
      data.reopenedMonths.map((m) => formatReceiptPeriod(m, language)).join(', '),
    ]);
  }
  rows.push([t('creditNote.refundedOn'), formatReceiptDate(data.refundedAt)]);
  return renderLedgerPdf({
    associationName: associationNameIn(language, data.associationName),
    associationAddress: data.associationAddress,
    title: t('creditNote.title'),
    numberLabel: t('creditNote.number'),
    number: data.creditNoteNumber,
    subject: t('creditNote.subject', { name: data.memberName, memberCode: data.memberCode }),
    rows,
    emphasis: t('creditNote.amountRefunded'),
    footer: t('creditNote.footer'),
    dateLine: t('pdf.date', { date: formatReceiptDate(data.issuedAt) }),
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
  /** 'Date: 01/12/2026', the issue date in the page's language. */
  dateLine: string;
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

  writeWords(doc, data.title, left, ruleY + 14, { size: 13, weight: 700, color: COLOURS.text }, centred);

  const metaY = doc.y + 10;
  const meta = { size: 9.5, color: COLOURS.muted };
  writeWords(doc, `${data.numberLabel}: ${data.number}`, left, metaY, meta, { width: width / 2 });
  writeWords(doc, data.dateLine, left + width / 2, metaY, meta, { width: width / 2, align: 'right' });

  let y = doc.y + 14;
  doc.fontSize(10);
  const widest = Math.max(...data.rows.map(([label]) => pdfTextWidth(doc, label)));
  const labelColumn = Math.min(MAX_LABEL_WIDTH, Math.max(LABEL_WIDTH, Math.ceil(widest) + 2 * CELL_PADDING));
  const valueWidth = width - labelColumn - 2 * CELL_PADDING;
  const labelWidth = labelColumn - CELL_PADDING;
  data.rows.forEach(([label, value], index) => {
    const isAmount = label === data.emphasis;
    const style = { size: isAmount ? 11 : 10, weight: isAmount ? 700 : 400, color: COLOURS.text } as const;
    doc.font(pdfFontName(fontRuns(value)[0]?.subset ?? 'standard', style.weight)).fontSize(style.size);
    const valueHeight = doc.heightOfString(value, { width: valueWidth });
    // A Kannada label can take two lines where its English fits on one: the row grows to hold it.
    doc.font(pdfFontName(fontRuns(label)[0]?.subset ?? 'standard')).fontSize(10);
    const height = Math.max(valueHeight, doc.heightOfString(label, { width: labelWidth })) + 2 * CELL_PADDING;
    if (index % 2 === 0) doc.rect(left, y, width, height).fillColor(COLOURS.band).fill();
    doc.rect(left, y, width, height).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();

    const labelStyle = { size: 10, color: COLOURS.muted };
    writeWords(doc, label, left + CELL_PADDING, y + CELL_PADDING, labelStyle, { width: labelWidth });
    writePdfText(doc, value, left + labelColumn + CELL_PADDING, y + CELL_PADDING, style, { width: valueWidth });
    y += height;
  });

  writeWords(doc, data.footer, left, y + 24, { size: 8.5, color: COLOURS.muted, italic: true }, centred);
}

/**
 * The page's own words: English in Helvetica as the receipts always printed them (the footer oblique), other text
 * (Kannada) in the platform's PDF fonts, which shape it; Noto Sans Kannada has no italic, so its footer is upright.
 */
function writeWords(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: { size: number; weight?: 400 | 700; color: string; italic?: boolean },
  options: PDFKit.Mixins.TextOptions,
): void {
  if (fontRuns(text).some((run) => run.subset !== 'standard')) {
    writePdfText(doc, text, x, y, style, options);
    return;
  }
  const font = style.italic ? 'Helvetica-Oblique' : pdfFontName('standard', style.weight ?? 400);
  doc.font(font).fontSize(style.size).fillColor(style.color);
  doc.text(text, x, y, options);
}
