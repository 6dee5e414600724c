import { CardIssue, CardMember, CardTexts, cardTexts } from './card-format';
import { drawQr, renderPdf } from './pdf-document';
import { writePdfText } from '@portal/platform';

const COLOURS = { frame: '#1d3557', text: '#1f1f1f', muted: '#595959', seal: '#b08d57' };

/**
 * An A4 certificate of membership: the association, the member's name and id, member since and valid until,
 * the association's seal and signatory, and the QR code of the signed verification page (live status).
 */
export function renderCertificatePdf(member: CardMember, issue: CardIssue): Promise<Buffer> {
  const t = cardTexts(issue);
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: {
        Title: t.text('certificate.pdfTitle', { memberId: member.memberId }),
        Author: t.association,
        Subject: t.text('certificate.pdfSubject', { name: member.name, memberId: member.memberId }),
        Creator: t.association,
        CreationDate: issue.issuedAt,
        ModDate: issue.issuedAt,
      },
    },
    (doc) => drawCertificate(doc, member, issue, t),
  );
}

function drawCertificate(doc: PDFKit.PDFDocument, member: CardMember, issue: CardIssue, t: CardTexts): void {
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor(COLOURS.frame)
    .stroke();
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.8)
    .strokeColor(COLOURS.seal)
    .stroke();

  const inner = { x: 70, width: width - 140 };
  const centred = { width: inner.width, align: 'center' as const };
  const heading = { size: 16, weight: 700, color: COLOURS.seal } as const;
  writePdfText(doc, t.association, inner.x, 70, { size: 22, weight: 700, color: COLOURS.frame }, centred);
  writePdfText(doc, t.text('certificate.heading'), inner.x, 112, heading, centred);
  writePdfText(doc, t.text('certificate.certify'), inner.x, 160, { size: 12, color: COLOURS.muted }, centred);
  writePdfText(doc, member.name, inner.x, 184, { size: 26, weight: 700 }, centred);
  const memberId = t.text('certificate.memberId', { memberId: member.memberId });
  writePdfText(doc, memberId, inner.x, 226, { size: 13, weight: 700 }, centred);
  writePdfText(
    doc,
    t.text('certificate.registered', { association: t.association }),
    inner.x + 40,
    256,
    { size: 12, color: COLOURS.muted },
    { width: inner.width - 80, align: 'center' },
  );

  const rows: Array<[string, string]> = [
    [t.text('certificate.memberSince'), t.date(member.memberSince)],
    [t.text('card.validUntil'), t.date(member.validUntil)],
    [t.text('card.status'), t.status(member.status)],
    [t.text('certificate.issuedOn'), t.date(issue.issuedAt)],
  ];
  const columnWidth = inner.width / rows.length;
  rows.forEach(([label, value], index) => {
    const x = inner.x + index * columnWidth;
    writePdfText(doc, label, x, 318, { size: 10, color: COLOURS.muted }, { width: columnWidth, align: 'center' });
    writePdfText(doc, value, x, 333, { size: 13, weight: 700 }, { width: columnWidth, align: 'center' });
  });

  // The seal: two rings with the association's name, drawn rather than an image so it prints sharply.
  const seal = { x: 150, y: height - 130, r: 46 };
  doc.circle(seal.x, seal.y, seal.r).lineWidth(2).strokeColor(COLOURS.seal).stroke();
  doc
    .circle(seal.x, seal.y, seal.r - 6)
    .lineWidth(0.8)
    .strokeColor(COLOURS.seal)
    .stroke();
  writePdfText(
    doc,
    t.text('certificate.seal'),
    seal.x - 38,
    seal.y - 16,
    { size: 7, weight: 700, color: COLOURS.seal },
    {
      width: 76,
      align: 'center',
    },
  );
  writePdfText(
    doc,
    t.association.toUpperCase(),
    seal.x - 36,
    seal.y - 6,
    { size: 5.5, color: COLOURS.seal },
    {
      width: 72,
      align: 'center',
    },
  );

  const signX = width - 300;
  const signY = height - 118;
  doc
    .moveTo(signX, signY)
    .lineTo(signX + 180, signY)
    .lineWidth(0.8)
    .strokeColor(COLOURS.text)
    .stroke();
  writePdfText(
    doc,
    t.text('certificate.signatory'),
    signX,
    signY + 6,
    { size: 11, weight: 700 },
    { width: 180, align: 'center' },
  );
  writePdfText(
    doc,
    t.association,
    signX,
    signY + 22,
    { size: 8.5, color: COLOURS.muted },
    {
      width: 180,
      align: 'center',
    },
  );

  const qrSize = 84;
  const qrX = width / 2 - qrSize / 2;
  const qrY = height - 178;
  drawQr(doc, issue.verificationUrl, qrX, qrY, qrSize);
  writePdfText(
    doc,
    t.text('certificate.scanToVerify'),
    qrX - 40,
    qrY + qrSize + 2,
    { size: 8, color: COLOURS.muted },
    {
      width: qrSize + 80,
      align: 'center',
    },
  );
}
