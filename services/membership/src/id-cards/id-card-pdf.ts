import { cardDate, CardIssue, CardMember, initialsOf, statusLabel } from './card-format';
import { drawPhoto, drawQr, MM, renderPdf } from './pdf-document';
import { writePdfText } from '@portal/platform';

/** CR80, the size of a bank card: 85.6 × 54 mm, landscape. */
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;

const COLOURS = { band: '#1d3557', bandText: '#ffffff', text: '#1f1f1f', muted: '#595959', accent: '#e63946' };
const PAD = 8;
const BAND = 24;

/** 'Property of …' notice on the back of every card (spec part 1 §2). */
export function propertyNotice(associationName: string): string {
  return (
    `This card is the property of ${associationName}. It is not transferable. ` +
    'If found, please return it to the association office.'
  );
}

/**
 * The two-sided card in one PDF of two CR80 pages: the front with the photo, name, member id, status,
 * validity and the QR code of the signed verification page; the back with the contact details, the dates
 * and the association's property notice.
 */
export function renderIdCardPdf(member: CardMember, issue: CardIssue): Promise<Buffer> {
  return renderPdf(
    {
      size: [CARD_WIDTH, CARD_HEIGHT],
      margin: 0,
      info: {
        Title: `ID Card ${member.memberId}`,
        Author: issue.associationName,
        Subject: `Membership ID card of ${member.name} (${member.memberId})`,
        Creator: issue.associationName,
        CreationDate: issue.issuedAt,
        ModDate: issue.issuedAt,
      },
    },
    (doc) => {
      drawFront(doc, member, issue);
      doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
      drawBack(doc, member, issue);
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

function drawFront(doc: PDFKit.PDFDocument, member: CardMember, issue: CardIssue): void {
  band(doc, issue.associationName, 'MEMBER IDENTITY CARD');
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
    'Scan to verify',
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
  const line = (label: string, value: string, colour = COLOURS.text) => {
    writePdfText(doc, label, x, y, { size: 4.8, color: COLOURS.muted }, { width, lineBreak: false });
    writePdfText(
      doc,
      value,
      x,
      y + 5.5,
      { size: 6.2, weight: 700, color: colour },
      {
        width,
        lineBreak: false,
        height: 8,
        ellipsis: true,
      },
    );
    y += 14;
  };
  line('Member ID', member.memberId);
  line('Status', statusLabel(member.status).toUpperCase(), member.status === 'active' ? '#237804' : COLOURS.accent);
  line('Valid Until', cardDate(member.validUntil));
  line('Issue Date', cardDate(issue.issuedAt));

  doc
    .rect(0, CARD_HEIGHT - 5, CARD_WIDTH, 5)
    .fillColor(COLOURS.band)
    .fill();
}

function drawBack(doc: PDFKit.PDFDocument, member: CardMember, issue: CardIssue): void {
  band(doc, issue.associationName, 'MEMBER DETAILS');
  const x = PAD;
  const labelWidth = 44;
  const valueWidth = CARD_WIDTH - 2 * PAD - labelWidth;
  let y = BAND + 6;
  const row = (label: string, value: string, lines = 1) => {
    writePdfText(doc, label, x, y, { size: 5.5, color: COLOURS.muted }, { width: labelWidth, lineBreak: false });
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
  };
  row('Name', member.name);
  row('Member ID', member.memberId);
  row('Phone', member.phone);
  row('E-mail', member.email ?? 'Not given');
  row('Address', member.address?.trim() || 'Not given', 2);
  row('Issue Date', cardDate(issue.issuedAt));
  row('Valid Until', cardDate(member.validUntil));

  const noticeTop = CARD_HEIGHT - 25;
  doc
    .moveTo(PAD, noticeTop - 3)
    .lineTo(CARD_WIDTH - PAD, noticeTop - 3)
    .lineWidth(0.4)
    .strokeColor('#d9d9d9')
    .stroke();
  writePdfText(
    doc,
    propertyNotice(issue.associationName),
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
