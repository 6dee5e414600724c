import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CardPdfMessages } from '@portal/contracts';
import { findPdfText, popplerText } from '@portal/testing';
import { cardIssue, cardMember } from './card.fixtures';
import { renderCertificatePdf } from './certificate-pdf';
import { renderIdCardPdf } from './id-card-pdf';

const NAME = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';

const member = cardMember({ name: NAME, email: null, address: 'ಜಯನಗರ, ಬೆಂಗಳೂರು 560011', validUntil: null });
const issue = cardIssue({ language: 'kn' });

/** Every English label the card and the certificate print, each to be absent from a Kannada one. */
const ENGLISH_WORDS = [
  ...new Set(
    Object.values(CardPdfMessages.en).flatMap((text) =>
      text
        .replace(/\{\{\w+\}\}/g, ' ')
        .split(/[^A-Za-z-]+/)
        .filter((word) => word.length > 2),
    ),
  ),
];

/** The text as pdftotext reads it with its lines joined: a wrapped sentence reads as written. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

function assertNoEnglish(text: string, what: string): void {
  const left = ENGLISH_WORDS.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));
  assert.deepEqual(left, [], `${what} still prints English: ${left.join(', ')}`);
}

describe("a Kannada-speaking member's ID card and certificate", () => {
  it('print their labels, status and notice in Kannada beside the name, with no English label left', async () => {
    const sut = oneLine(await popplerText(await renderIdCardPdf(member, issue)));

    for (const text of [
      NAME,
      'PHOTO000042',
      'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ',
      'ಸದಸ್ಯರ ಗುರುತಿನ ಚೀಟಿ',
      'ಸದಸ್ಯರ ವಿವರಗಳು',
      'ಪರಿಶೀಲಿಸಲು ಸ್ಕ್ಯಾನ್ ಮಾಡಿ',
      'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ',
      'ಸ್ಥಿತಿ',
      'ಸಕ್ರಿಯ',
      'ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ',
      'ನಮೂದಿಸಿಲ್ಲ',
      'ನೀಡಿದ ದಿನಾಂಕ',
      '28/11/2026',
      'ಹೆಸರು',
      'ಫೋನ್',
      'ಇಮೇಲ್',
      'ನೀಡಿಲ್ಲ',
      'ವಿಳಾಸ',
      'ಈ ಚೀಟಿ ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದ ಸ್ವತ್ತು.',
      'ಸಿಕ್ಕಿದಲ್ಲಿ ದಯವಿಟ್ಟು ಸಂಘದ ಕಚೇರಿಗೆ ಹಿಂತಿರುಗಿಸಿ.',
    ]) {
      assert.ok(sut.includes(text), `the card prints ${text}`);
    }
    assertNoEnglish(sut, 'the card');
  });

  it("keeps the back's Kannada labels clear of the values beside them", async () => {
    const pdf = await renderIdCardPdf({ ...member, email: 'lakshmi@example.com' }, issue);

    for (const [label, value] of [
      ['ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ', 'PHOTO000042'],
      ['ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ', 'ನಮೂದಿಸಿಲ್ಲ'],
      ['ಇಮೇಲ್', 'lakshmi@example.com'],
    ]) {
      const labelBox = (await findPdfText(pdf, label)).find((box) => box.page === 2);
      const valueBox = (await findPdfText(pdf, value)).find((box) => box.page === 2);
      assert.ok(labelBox && valueBox, `${label} and ${value} are on the back`);
      assert.ok(labelBox.x + labelBox.width < valueBox.x, `${label} runs into ${value}`);
    }
  });

  it('prints the certificate in Kannada, with the name and the dates', async () => {
    const sut = oneLine(await popplerText(await renderCertificatePdf(member, issue)));

    for (const text of [
      NAME,
      'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ',
      'ಸದಸ್ಯತ್ವ ಪ್ರಮಾಣಪತ್ರ',
      'ಈ ಮೂಲಕ ಪ್ರಮಾಣೀಕರಿಸುವುದೇನೆಂದರೆ',
      'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: PHOTO000042',
      'ನೋಂದಾಯಿತ ಸದಸ್ಯರಾಗಿದ್ದು',
      'ಸದಸ್ಯರಾದ ದಿನಾಂಕ',
      '01/01/2026',
      'ಮಾನ್ಯತೆ ಕೊನೆಯ ದಿನಾಂಕ',
      'ನಮೂದಿಸಿಲ್ಲ',
      'ಸಕ್ರಿಯ',
      'ನೀಡಿದ ದಿನಾಂಕ',
      'ಮುದ್ರೆ',
      'ಪ್ರಧಾನ ಕಾರ್ಯದರ್ಶಿ',
      'ಈ ಸದಸ್ಯತ್ವವನ್ನು ಪರಿಶೀಲಿಸಲು ಸ್ಕ್ಯಾನ್ ಮಾಡಿ',
    ]) {
      assert.ok(sut.includes(text), `the certificate prints ${text}`);
    }
    assertNoEnglish(sut, 'the certificate');
  });

  it('stays in English for an English-speaking member (the control)', async () => {
    const english = { ...issue, language: 'en' as const };
    const card = oneLine(await popplerText(await renderIdCardPdf(member, english)));
    const certificate = oneLine(await popplerText(await renderCertificatePdf(member, english)));

    for (const text of ['MEMBER IDENTITY CARD', 'Member ID', 'ACTIVE', 'Valid Until', 'Not Set', 'Not given']) {
      assert.ok(card.includes(text), `the card prints ${text}`);
    }
    assert.ok(card.includes('This card is the property of Karnataka Photographers Welfare Association.'));
    for (const text of ['This is to certify that', 'Member Since', 'SEAL OF THE', 'General Secretary']) {
      assert.ok(certificate.includes(text), `the certificate prints ${text}`);
    }
  });
});
