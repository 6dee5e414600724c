import { CardIssue, CardMember, CardTexts, cardTexts, initialsOf } from './card-format';
import { drawPhoto, drawQr, MM, renderPdf } from './pdf-document';
import { fontRuns, pdfTextWidth, writePdfText } from '@portal/platform';

/** CR80, the size of a bank card: 85.6 × 54 mm, landscape. */
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;

const COLOURS = { band: '#1d3557', bandText: '#ffffff', text: '#1f1f1f', muted: '#595959', accent: '#e63946' };
const PAD = 8;
const BAND = 24;
/** The back's row labels, in pt. */
const LABEL_SIZE = 5.5;

/**
 * The two-sided card in one PDF of two CR80 pages: the front with the photo, name, member id, status,
 * validity and the QR code of the signed verification page; the back with the contact details, the dates
 * and the association's property notice.
 */
export function renderIdCardPdf(member: CardMember, issue: CardIssue): Promise<Buffer> {
  const t = cardTexts(issue);
  return renderPdf(
    {
      size: [CARD_WIDTH, CARD_HEIGHT],
      margin: 0,
      info: {
        Title: t.text('card.pdfTitle', { memberId: member.memberId }),
        Author: t.association,
        Subject: t.text('card.pdfSubject', { name: member.name, memberId: member.memberId }),
        Creator: t.association,
        CreationDate: issue.issuedAt,
        ModDate: issue.issuedAt,
      },
    },
    (doc) => {
      drawFront(doc, member, issue, t);
      doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
      drawBack(doc, member, issue, t);
    },
  );
}

function band(doc: PDFKit.PDFDocument, title: string, subtitle: string): void {
  doc.rect(0, 0, CARD_WIDTH, BAND).fillColor(COLOURS.band).fill();
  writePdfText(
    doc,
    title,
    PAD,
    4,
    { size: 7, weight: 700, color: COLOURS.bandText },
    {
      width: CARD_WIDTH - 2 * PAD,
      align: 'center',
      lineBreak: false,
      height: 10,
      ellipsis: true,
    },
  );
  writePdfText(
    doc,
    subtitle,
    PAD,
    14,
    { size: 5.5, color: COLOURS.bandText },
    {
      width: CARD_WIDTH - 2 * PAD,
      align: 'center',
      lineBreak: false,
    },
  );
}

function drawFront(doc: PDFKit.PDFDocument, member: CardMember, issue: CardIssue, t: CardTexts): void {
  band(doc, t.association, t.text('card.kind'));
  const top = BAND + 8;
  const photo = { x: PAD, y: top, width: 46, height: 58 };
  drawPhoto(doc, member.photo, photo, () =>
    writePdfText(
      doc,
      initialsOf(member.name),
      photo.x,
      photo.y + 20,
      { size: 14, weight: 700, color: COLOURS.muted },
      {
        width: photo.width,
        align: 'center',
      },
    ),
  );

  const qrSize = 62;
  const qrX = CARD_WIDTH - PAD - qrSize;
  drawQr(doc, issue.verificationUrl, qrX, top - 4, qrSize);
  writePdfText(
    doc,
    t.text('card.scanToVerify'),
    qrX,
    top + qrSize - 3,
    { size: 4.5, color: COLOURS.muted },
    {
      width: qrSize,
      align: 'center',
    },
  );

  const x = photo.x + photo.width + 7;
  const width = qrX - x - 4;
  writePdfText(doc, member.name, x, top, { size: 8, weight: 700 }, { width, height: 20, ellipsis: true });
  let y = Math.max(doc.y + 2, top + 12);
  // Helvetica's labels leave 5.5 pt to their value; Kannada's conjuncts are written below the letter and reach
  // 1.5 pt further down, so Kannada labels leave 7 (the four rows still end well above the card's foot).
  const labels = (['card.memberId', 'card.status', 'card.validUntil', 'card.issueDate'] as const).map((id) =>
    t.text(id),
  );
  const helvetica = labels.every((label) => fontRuns(label).every((run) => run.subset === 'standard'));
  const below = helvetica ? 5.5 : 7;
  const line = (label: string, value: string, colour = COLOURS.text) => {
    writePdfText(doc, label, x, y, { size: 4.8, color: COLOURS.muted }, { width, lineBreak: false });
    writePdfText(
      doc,
      value,
      x,
      y + below,
      { size: 6.2, weight: 700, color: colour },
      {
        width,
        lineBreak: false,
        height: 8,
        ellipsis: true,
      },
    );
    y += below + 8.5;
  };
  const [memberIdLabel, statusLabel, validUntilLabel, issueDateLabel] = labels;
  line(memberIdLabel, member.memberId);
  line(statusLabel, t.status(member.status).toUpperCase(), member.status === 'active' ? '#237804' : COLOURS.accent);
  line(validUntilLabel, t.date(member.validUntil));
  line(issueDateLabel, t.date(issue.issuedAt));

  doc
    .rect(0, CARD_HEIGHT - 5, CARD_WIDTH, 5)
    .fillColor(COLOURS.band)
    .fill();
}

function drawBack(doc: PDFKit.PDFDocument, member: CardMember, issue: CardIssue, t: CardTexts): void {
  band(doc, t.association, t.text('card.details'));
  const x = PAD;
  const rows: Array<[label: string, value: string, lines?: number]> = [
    [t.text('card.name'), member.name],
    [t.text('card.memberId'), member.memberId],
    [t.text('card.phone'), member.phone],
    [t.text('card.email'), member.email ?? t.text('card.notGiven')],
    [t.text('card.address'), member.address?.trim() || t.text('card.notGiven'), 2],
    [t.text('card.issueDate'), t.date(issue.issuedAt)],
    [t.text('card.validUntil'), t.date(member.validUntil)],
  ];
  // 44 pt holds the English labels; longer ones (ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ) widen the column rather than run into the values.
  doc.fontSize(LABEL_SIZE);
  const labelWidth = Math.max(44, ...rows.map(([label]) => Math.ceil(pdfTextWidth(doc, label)) + 3));
  const valueWidth = CARD_WIDTH - 2 * PAD - labelWidth;
  let y = BAND + 6;
  for (const [label, value, lines = 1] of rows) {
    writePdfText(doc, label, x, y, { size: LABEL_SIZE, color: COLOURS.muted }, { width: labelWidth, lineBreak: false });
    writePdfText(
      doc,
      value,
      x + labelWidth,
      y,
      { size: 5.8 },
      {
        width: valueWidth,
        height: 7.5 * lines,
        ellipsis: true,
      },
    );
    y += 8.5 * lines;
  }

  const noticeTop = CARD_HEIGHT - 25;
  doc
    .moveTo(PAD, noticeTop - 3)
    .lineTo(CARD_WIDTH - PAD, noticeTop - 3)
    .lineWidth(0.4)
    .strokeColor('#d9d9d9')
    .stroke();
  writePdfText(
    doc,
    t.text('card.notice', { association: t.association }),
    PAD,
    noticeTop,
    { size: 4.6, color: COLOURS.muted },
    {
      width: CARD_WIDTH - 2 * PAD,
      align: 'center',
      height: 18,
      ellipsis: true,
    },
  );
}
