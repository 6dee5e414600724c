import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { renderPdfSpecimens } from '@portal/platform';
import { assertPrintedAsSpecimen, popplerText, printedInks } from '@portal/testing';
import { CardDrawer } from './card-drawer';
import { cardIssue, cardMember, openBuiltDrawer } from './card.fixtures';
import { renderCertificatePdf } from './certificate-pdf';

// ಕ್ಷ and ತ್ರ are conjuncts: shaped, each is a letter with the next one below it, and ೀ and ೇ are drawn in two
// parts, so the letters drawn one by one (or a font without Kannada) look nothing like the name (the specimens
// assertPrintedAsSpecimen holds the printed name against).
const NAME = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';

const member = cardMember({ name: NAME, address: 'ಜಯನಗರ, ಬೆಂಗಳೂರು 560011' });
const issue = cardIssue();

describe('a member whose name is written in Kannada', () => {
  let drawer: CardDrawer;
  beforeAll(() => {
    drawer = openBuiltDrawer();
  });
  afterAll(async () => {
    await drawer.close();
  });

  it('has the name on both sides of the ID card drawn on the worker thread, as text and with its conjuncts', async () => {
    assert.equal(drawer.threaded, true);
    const sut = await drawer.draw(member, issue);

    assert.match(await popplerText(sut), new RegExp(NAME));
    // The front prints the name at 8 pt bold above the member id, the back at 5.8 pt in its Name row.
    const [front] = await printedInks(sut, NAME, 8);
    const [, back] = await printedInks(sut, NAME, 5.8);
    assert.ok(front && back, 'the name is not printed as one run on each side of the card');
    await assertPrintedAsSpecimen(front, 8, await renderPdfSpecimens(NAME, { size: 8, weight: 700 }), 'card front');
    await assertPrintedAsSpecimen(back, 5.8, await renderPdfSpecimens(NAME, { size: 5.8 }), 'card back');
  });

  it('has the name on the certificate, as text and with its conjuncts', async () => {
    const sut = await renderCertificatePdf(member, issue);

    assert.match(await popplerText(sut), new RegExp(NAME));
    const printed = await printedInks(sut, NAME, 26);
    assert.equal(printed.length, 1);
    await assertPrintedAsSpecimen(
      printed[0],
      26,
      await renderPdfSpecimens(NAME, { size: 26, weight: 700 }),
      'certificate',
    );
  });
});
