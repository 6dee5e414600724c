import assert from 'node:assert/strict';
import { afterEach, describe, it } from '@jest/globals';
import { CardDrawer } from './card-drawer';
import { cardIssue, cardMember, openBuiltDrawer } from './card.fixtures';
import { renderIdCardPdf } from './id-card-pdf';

const member = cardMember();
const issue = cardIssue();

describe('drawing ID cards on a worker thread for a job', () => {
  let sut: CardDrawer | undefined;
  afterEach(async () => {
    await sut?.close();
  });

  it('draws on the worker the same card, byte for byte, as the service draws on its own thread', async () => {
    sut = openBuiltDrawer();
    assert.equal(sut.threaded, true);
    const [onWorker, here] = await Promise.all([sut.draw(member, issue), renderIdCardPdf(member, issue)]);
    assert.ok(Buffer.isBuffer(onWorker));
    assert.equal(onWorker.subarray(0, 5).toString(), '%PDF-');
    assert.ok(onWorker.equals(here), `worker ${onWorker.length} bytes, here ${here.length} bytes`);
  });

  it('answers each of several cards posted at once with its own member', async () => {
    sut = openBuiltDrawer();
    const members = ['PHOTO000001', 'PHOTO000002', 'PHOTO000003'].map((memberId) => ({ ...member, memberId }));
    const drawn = await Promise.all(members.map((m) => sut!.draw(m, issue)));
    const expected = await Promise.all(members.map((m) => renderIdCardPdf(m, issue)));
    drawn.forEach((pdf, index) => assert.ok(pdf.equals(expected[index]), `card ${index + 1} is another member's`));
  });

  it("refuses a card the worker could not draw with the drawing's own reason, and goes on with the next", async () => {
    sut = openBuiltDrawer();
    // More than a QR code can hold: the drawing fails in the worker.
    const tooLong = { ...issue, verificationUrl: `http://localhost/${'x'.repeat(8000)}` };
    await assert.rejects(sut.draw(member, tooLong), /too big|data/i);
    const next = await sut.draw(member, issue);
    assert.equal(next.subarray(0, 5).toString(), '%PDF-');
    assert.equal(sut.threaded, true, 'the worker keeps drawing after one card failed');
  });

  it('refuses the cards still waiting when the job closes its drawer, and draws on the thread without a built worker', async () => {
    sut = openBuiltDrawer();
    const waiting = sut.draw(member, issue);
    await sut.close();
    await assert.rejects(waiting, /closed/);
    const inThread = CardDrawer.open(undefined);
    assert.equal(inThread.threaded, false);
    assert.ok((await inThread.draw(member, issue)).equals(await renderIdCardPdf(member, issue)));
  });
});
