import 'reflect-metadata';
import {
  CreditNoteIssuedEventData,
  PaymentRecordedEventData,
  PaymentsEvents,
  PaymentsSubjects,
  ReceiptIssuedEventData,
} from '@portal/contracts';
import { renderPdfSpecimens } from '@portal/platform';
import { assertPrintedAsSpecimen, extractPdfText, popplerText, printedInks } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { RefundsService } from '../src/refunds/refunds.service';
import { ADMIN, ASSOCIATION_NAME, PaymentsHarness } from './support/payments-harness';

async function readAll(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('PDF receipts for paid records', () => {
  const harness = new PaymentsHarness();
  let records: PaymentRecordsService;

  beforeAll(async () => {
    await harness.setUp();
    records = harness.get(PaymentRecordsService);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const issuedFor = (recordId: string) =>
    harness.outbox<ReceiptIssuedEventData>(PaymentsEvents.ReceiptIssued, (e) => e.data.recordId === recordId);

  it('stores the receipt PDF in object storage, notes its key on the record and announces receipt.issued once', async () => {
    const member = await harness.member({ firstName: 'Lakshmi', lastName: 'Narayan', memberId: 'PHOTO8001' });
    const record = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: '1200', status: 'paid', paymentMethod: 'cash' },
      actor: ADMIN,
    });
    assert.match(record.receiptNumber ?? '', /^RCPT-\d{4}-\d{6}$/);
    const recorded = await harness.outbox<PaymentRecordedEventData>(
      PaymentsEvents.PaymentRecorded,
      (e) => e.data.recordId === record.id,
    );
    assert.equal(recorded.length, 1);

    const key = `receipts/${record.id}.pdf`;
    await harness.waitFor(
      async () => (await harness.records(member.id))[0]?.receipt_key === key,
      'the receipt key on the record',
    );
    const issued = await harness.waitFor(async () => {
      const events = await issuedFor(record.id);
      return events.length > 0 ? events : undefined;
    }, 'the receipt-issued event');
    assert.equal(issued.length, 1);
    assert.deepEqual(
      {
        key: issued[0].data.receiptKey,
        fileName: issued[0].data.receiptFileName,
        email: issued[0].data.memberEmail,
        number: issued[0].data.receiptNumber,
        amount: issued[0].data.amount,
      },
      {
        key,
        fileName: `receipt-${record.receiptNumber}.pdf`,
        email: member.email,
        number: record.receiptNumber,
        amount: '1200.00',
      },
    );

    const pdf = await readAll((await harness.storage.open(key)).body);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const { text } = await extractPdfText(pdf);
    for (const expected of [ASSOCIATION_NAME, record.receiptNumber!, 'Lakshmi Narayan', 'PHOTO8001', '1,200.00']) {
      assert.ok(text.includes(expected), `the receipt does not show ${expected}:\n${text}`);
    }
  });

  it("prints a Kannada-named member's name on the stored receipt as written, with its conjuncts drawn", async () => {
    // ಕ್ಷ and ತ್ರ are conjuncts: read back as written only through the run's ActualText (poppler), drawn shaped.
    const name = 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ';
    const member = await harness.member({ firstName: 'ಲಕ್ಷ್ಮೀ', lastName: 'ತ್ರಿವೇಣಿ', memberId: 'PHOTO8002' });
    const record = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: '1200', status: 'paid', paymentMethod: 'cash' },
      actor: ADMIN,
    });
    const key = `receipts/${record.id}.pdf`;
    await harness.waitFor(
      async () => (await harness.records(member.id))[0]?.receipt_key === key,
      'the receipt key on the record',
    );
    const pdf = await readAll((await harness.storage.open(key)).body);
    assert.match(await popplerText(pdf), new RegExp(name));
    const [printed] = await printedInks(pdf, name, 10);
    await assertPrintedAsSpecimen(printed, 10, await renderPdfSpecimens(name, { size: 10 }), 'stored receipt');
  });

  it('gives a reader of Kannada the receipt in Kannada, kept beside the English one, which stays English', async () => {
    const member = await harness.member({ firstName: 'ರವಿ', lastName: 'ಕುಮಾರ್', memberId: 'PHOTO8003' });
    const record = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: '1200', status: 'paid', paymentMethod: 'cash' },
      actor: ADMIN,
    });
    const english = `receipts/${record.id}.pdf`;
    await harness.waitFor(
      async () => (await harness.records(member.id))[0]?.receipt_key === english,
      'the receipt key on the record',
    );
    const self = { userId: member.id, userType: 'member' as const };
    const download = async (language?: 'en' | 'kn') => {
      const answer = await harness.rpc(PaymentsSubjects.GetReceipt, { id: record.id, actor: self, language });
      return { answer, text: await popplerText(await readAll((await harness.storage.open(answer.key)).body)) };
    };

    const kannada = await download('kn');
    assert.equal(kannada.answer.key, `receipts/${record.id}.kn.pdf`);
    assert.equal(kannada.answer.fileName, `receipt-${record.receiptNumber}.pdf`);
    for (const expected of ['ಪಾವತಿ ರಶೀದಿ', 'ರವಿ ಕುಮಾರ್', 'ನಗದು', '₹1,200.00', record.receiptNumber!]) {
      assert.ok(kannada.text.includes(expected), `the Kannada receipt does not show ${expected}:\n${kannada.text}`);
    }
    assert.ok(!kannada.text.includes('Payment Receipt'), kannada.text);
    // Kept, not drawn again: a stand-in put in its place is what the next download gets.
    const kept = Buffer.from('%PDF-1.3 the kept copy');
    await harness.storage.upload(kannada.answer.key, [kept], 'application/pdf');
    const again = await harness.rpc(PaymentsSubjects.GetReceipt, { id: record.id, actor: self, language: 'kn' });
    assert.equal(again.key, kannada.answer.key);
    assert.ok((await readAll((await harness.storage.open(again.key)).body)).equals(kept), 'drawn again');

    // The English file is the one the receipt e-mail attached: a Kannada download does not replace it.
    for (const asked of [await download('en'), await download()]) {
      assert.equal(asked.answer.key, english);
      assert.ok(asked.text.includes('Payment Receipt') && !asked.text.includes('ಪಾವತಿ ರಶೀದಿ'), asked.text);
    }
  });

  it("announces the member's copy for the receipt e-mail: Kannada to a Kannada reader, English to an English one", async () => {
    const kannadaReader = await harness.member({ firstName: 'ಸುಮಾ', lastName: 'ಹೆಗಡೆ', language: 'kn' });
    const englishReader = await harness.member({ firstName: 'Suma', lastName: 'Hegde', language: 'en' });
    const attached = async (member: { id: string }) => {
      const record = await records.create({
        input: { memberId: member.id, scheme: 'esi', amount: '1200', status: 'paid', paymentMethod: 'cash' },
        actor: ADMIN,
      });
      const [issued] = await harness.waitFor(async () => {
        const events = await issuedFor(record.id);
        return events.length > 0 ? events : undefined;
      }, 'the receipt-issued event');
      const text = await popplerText(await readAll((await harness.storage.open(issued.data.receiptKey)).body));
      return { record, issued, text, stored: (await harness.records(member.id))[0].receipt_key };
    };

    const kannada = await attached(kannadaReader);
    assert.equal(kannada.issued.data.receiptKey, `receipts/${kannada.record.id}.kn.pdf`);
    assert.equal(kannada.issued.data.receiptFileName, `receipt-${kannada.record.receiptNumber}.pdf`);
    for (const expected of ['ಪಾವತಿ ರಶೀದಿ', 'ಸುಮಾ ಹೆಗಡೆ', 'ನಗದು', '₹1,200.00', kannada.record.receiptNumber!]) {
      assert.ok(kannada.text.includes(expected), `the attached receipt does not show ${expected}:\n${kannada.text}`);
    }
    assert.ok(!kannada.text.includes('Payment Receipt'), kannada.text);
    // The record's file stays the English one, and a Kannada download gets the copy the e-mail attached.
    assert.equal(kannada.stored, `receipts/${kannada.record.id}.pdf`);
    const self = { userId: kannadaReader.id, userType: 'member' as const };
    const download = await harness.rpc(PaymentsSubjects.GetReceipt, {
      id: kannada.record.id,
      actor: self,
      language: 'kn',
    });
    assert.equal(download.key, kannada.issued.data.receiptKey);

    const english = await attached(englishReader);
    assert.equal(english.issued.data.receiptKey, `receipts/${english.record.id}.pdf`);
    assert.ok(english.text.includes('Payment Receipt') && english.text.includes('Suma Hegde'), english.text);
    assert.ok(!english.text.includes('ಪಾವತಿ ರಶೀದಿ'), english.text);
  });

  it("announces the member's copy of a credit note for its e-mail: Kannada to a Kannada reader, English to an English one", async () => {
    const creditNoteOf = async (member: { id: string }) => {
      const record = await records.create({
        input: { memberId: member.id, scheme: 'esi', amount: '600', status: 'paid', paymentMethod: 'cash' },
        actor: ADMIN,
      });
      const refund = await harness.get(RefundsService).create({
        id: record.id,
        input: { amount: '200', reason: 'Paid twice', method: 'cash' },
        actor: ADMIN,
      });
      const [issued] = await harness.waitFor(async () => {
        const events = await harness.outbox<CreditNoteIssuedEventData>(
          PaymentsEvents.CreditNoteIssued,
          (e) => e.data.refundId === refund.id,
        );
        return events.length > 0 ? events : undefined;
      }, 'the credit-note-issued event');
      const text = await popplerText(await readAll((await harness.storage.open(issued.data.creditNoteKey)).body));
      return { refund, key: issued.data.creditNoteKey, text };
    };

    const kannada = await creditNoteOf(await harness.member({ language: 'kn' }));
    assert.equal(kannada.key, `credit-notes/${kannada.refund.id}.kn.pdf`);
    assert.ok(kannada.text.includes('ಕ್ರೆಡಿಟ್ ನೋಟ್') && !kannada.text.includes('Credit Note'), kannada.text);
    const english = await creditNoteOf(await harness.member({ language: 'en' }));
    assert.equal(english.key, `credit-notes/${english.refund.id}.pdf`);
    assert.ok(english.text.includes('Credit Note') && !english.text.includes('ಕ್ರೆಡಿಟ್ ನೋಟ್'), english.text);
  });

  it('issues no second receipt when payments.payment.recorded is delivered again', async () => {
    const member = await harness.member();
    const record = await records.create({
      input: { memberId: member.id, scheme: 'esi', amount: '200', status: 'paid', paymentMethod: 'upi' },
      actor: ADMIN,
    });
    await harness.waitFor(async () => (await issuedFor(record.id)).length > 0, 'the first receipt');
    const [event] = await harness.outbox<PaymentRecordedEventData>(
      PaymentsEvents.PaymentRecorded,
      (e) => e.data.recordId === record.id,
    );

    // The same event again under another message id, so JetStream keeps both copies (a redelivery).
    await harness.send(event, `${event.id}-again`);
    await harness.eventsHandled();

    assert.equal((await issuedFor(record.id)).length, 1, 'the member would get the receipt e-mail twice');
  });
});
