import 'reflect-metadata';
import {
  NotificationsSubjects,
  PaymentFailedEventData,
  PaymentRecordedEventData,
  PaymentsEvents,
  ReceiptIssuedEventData,
} from '@portal/contracts';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness } from './support/notifications-harness';

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

/** A small PDF-looking file with binary bytes, so a lossy encoding on the way would show. */
function pdfBytes(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    randomBytes(4096),
    Buffer.from('\n%%EOF\n'),
  ]);
}

function paymentOf(id: string, extra: Partial<PaymentRecordedEventData> = {}): PaymentRecordedEventData {
  return {
    recordId: randomUUID(),
    memberId: randomUUID(),
    memberCode: 'PHOTO0042',
    memberName: `Asha ${id}`,
    memberEmail: `asha.${id}@example.org`,
    scheme: 'esi',
    amount: '200.00',
    period: '2026-11',
    paymentMethod: 'upi',
    razorpayPaymentId: `pay_${id}`,
    receiptNumber: `RCPT-2026-${id}`,
    paidAt: '2026-11-21T10:00:00.000Z',
    source: 'online',
    ...extra,
  };
}

function receiptOf(id: string, extra: Partial<ReceiptIssuedEventData> = {}): ReceiptIssuedEventData {
  const payment = paymentOf(id, extra);
  return {
    ...payment,
    receiptKey: `payments/receipts/${payment.recordId}.pdf`,
    receiptFileName: `receipt-${payment.receiptNumber}.pdf`,
    ...extra,
  };
}

interface MailpitAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  Size: number;
}

describe('payment receipts and payment activity', () => {
  const harness = new NotificationsHarness();

  beforeAll(async () => {
    await harness.setUp();
    await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  it('e-mails the member their receipt exactly once with the stored PDF attached, however often the event comes', async () => {
    const receipt = receiptOf(unique());
    const pdf = pdfBytes();
    await harness.storage.upload(receipt.receiptKey, [pdf], 'application/pdf');
    const to = receipt.memberEmail!;

    const event = await harness.publish(PaymentsEvents.ReceiptIssued, receipt);
    // The same event redelivered, and the same receipt issued again by a later event.
    await harness.publish(PaymentsEvents.ReceiptIssued, receipt, { event, msgId: randomUUID() });
    await harness.publish(PaymentsEvents.ReceiptIssued, receipt);

    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    assert.equal(mail.subject, `Payment receipt ${receipt.receiptNumber}`);
    assert.match(mail.subject, /^Payment receipt RCPT-/);
    assert.equal(mail.to[0].name, receipt.memberName);
    assert.ok(mail.text.includes('Amount: ₹200.00'), mail.text);
    assert.ok(mail.text.includes('Scheme: ESI'), mail.text);
    assert.ok(mail.text.includes('Your receipt is attached.'), mail.text);
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0].fileName, receipt.receiptFileName);
    assert.equal(mail.attachments[0].contentType, 'application/pdf');
    assert.ok(mail.attachments[0].content.equals(pdf), 'the attached bytes are the stored receipt');

    // What a browser journey reads: the Mailpit-style API lists the part and serves its bytes.
    const api = `http://127.0.0.1:${harness.mail.httpPort}/api/v1/message/${mail.id}`;
    const summary = (await (await fetch(api)).json()) as { Attachments: MailpitAttachment[] };
    assert.deepEqual(
      summary.Attachments.map((a) => [a.FileName, a.ContentType, a.Size]),
      [[receipt.receiptFileName, 'application/pdf', pdf.length]],
    );
    const download = await fetch(`${api}/part/${summary.Attachments[0].PartID}`);
    assert.equal(download.status, 200);
    assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf));

    const row = await harness.waitForRow(to, (r) => r.status === 'sent', 'the receipt row to be marked sent');
    assert.equal(row.template, EmailTemplates.PaymentReceipt);
    assert.deepEqual(
      row.attachments,
      [{ key: receipt.receiptKey, fileName: receipt.receiptFileName, contentType: 'application/pdf' }],
      'the log keeps the storage reference, not the PDF',
    );
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1);
    assert.equal((await harness.rows(to)).length, 1);
  });

  it('sends no receipt e-mail to a member without an e-mail address', async () => {
    const withoutEmail = receiptOf(unique(), { memberEmail: null });
    const next = receiptOf(unique());
    await harness.storage.upload(next.receiptKey, [pdfBytes()], 'application/pdf');
    await harness.publish(PaymentsEvents.ReceiptIssued, withoutEmail);
    await harness.publish(PaymentsEvents.ReceiptIssued, next);
    // One consumer handles receipts in order: once the second is mailed, the first was handled.
    await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(next.memberEmail!), 15_000);
    const { rows } = await harness.db.query('SELECT id FROM email_messages WHERE subject = $1', [
      `Payment receipt ${withoutEmail.receiptNumber}`,
    ]);
    assert.equal(rows.length, 0);
  });

  it('keeps a receipt queued while its PDF is not in storage, and sends it with the PDF once it is', async () => {
    const receipt = receiptOf(unique());
    const to = receipt.memberEmail!;
    await harness.publish(PaymentsEvents.ReceiptIssued, receipt);

    const waiting = await harness.waitForRow(to, (r) => r.attempts >= 2, 'two attempts without the PDF');
    assert.ok(waiting.status === 'queued' || waiting.status === 'sending', `status ${waiting.status}`);
    assert.match(waiting.last_error ?? '', /not in object storage/);
    assert.equal(harness.messagesTo(to).length, 0, 'never sent without its receipt');

    const pdf = pdfBytes();
    await harness.storage.upload(receipt.receiptKey, [pdf], 'application/pdf');
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 20_000);
    assert.ok(mail.attachments[0]?.content.equals(pdf));
    const row = await harness.waitForRow(to, (r) => r.status === 'sent', 'the row to be marked sent');
    assert.equal(row.last_error, null);
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1);
  });

  it('shows a recorded payment once in the dashboard activity, and nothing for a failed attempt', async () => {
    const payment = paymentOf(unique(), { source: 'office', razorpayPaymentId: null });
    const failed: PaymentFailedEventData = {
      orderId: `order_${unique()}`,
      memberId: payment.memberId,
      scheme: 'esi',
      amount: '200.00',
      razorpayPaymentId: null,
      reason: 'Payment declined by bank',
    };
    await harness.publish(PaymentsEvents.PaymentFailed, failed);
    const event = await harness.publish(PaymentsEvents.PaymentRecorded, payment);
    await harness.publish(PaymentsEvents.PaymentRecorded, payment, { event, msgId: randomUUID() });

    const title = `${payment.memberName} paid ₹200.00 for ESI`;
    const items = await waitFor(
      async () => {
        const recent = await harness.rpc(NotificationsSubjects.RecentActivity, { limit: 50 });
        return recent.some((item) => item.title === title) ? recent : undefined;
      },
      { timeoutMs: 15_000, what: 'the payment in the activity feed' },
    );
    const item = items.find((i) => i.title === title)!;
    assert.equal(item.type, 'payment_completed');
    assert.equal(item.createdAt, event.occurredAt);

    await harness.eventsHandled();
    const recent = await harness.rpc(NotificationsSubjects.RecentActivity, { limit: 50 });
    assert.equal(recent.filter((i) => i.title === title).length, 1);
    assert.deepEqual(
      recent.filter((i) => i.type !== 'payment_completed'),
      [],
      'a failed attempt adds no item',
    );
  });
  // Last: its members' arrival adds 'Member added' items to the activity the test before counts.
  it('e-mails a member who reads Kannada their receipt in Kannada, and an English reader theirs in English', async () => {
    const kannada = receiptOf(unique(), { scheme: 'kutumba_barosa', memberName: 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ' });
    const english = receiptOf(unique());
    await harness.membersKnown(
      (
        [
          [kannada, 'kn'],
          [english, 'en'],
        ] as const
      ).map(([receipt, language]) => ({
        id: receipt.memberId,
        memberId: receipt.memberCode,
        firstName: receipt.memberName,
        lastName: '',
        email: receipt.memberEmail!,
        phone: '9876543210',
        status: 'active',
        optedSchemes: ['kutumba_barosa'],
        membershipEndDate: '2027-03-31T18:30:00.000Z',
        language,
      })),
    );
    for (const receipt of [kannada, english]) {
      await harness.storage.upload(receipt.receiptKey, [pdfBytes()], 'application/pdf');
    }
    await harness.publish(PaymentsEvents.ReceiptIssued, kannada);
    await harness.publish(PaymentsEvents.ReceiptIssued, english);

    const inKannada = await harness.mail.waitForMessage(
      (m) => m.envelope.rcptTo.includes(kannada.memberEmail!),
      15_000,
    );
    assert.equal(inKannada.subject, `ಪಾವತಿ ರಶೀದಿ ${kannada.receiptNumber}`);
    assert.ok(inKannada.text.startsWith('ಆತ್ಮೀಯ ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ,'), inKannada.text);
    assert.ok(inKannada.text.includes('ಯೋಜನೆ: ಕುಟುಂಬ ಭರೋಸೆ'), inKannada.text);
    assert.ok(inKannada.text.includes('ಅವಧಿ: ನವೆಂಬರ್ 2026'), inKannada.text);
    assert.equal(inKannada.attachments.length, 1);
    const inEnglish = await harness.mail.waitForMessage(
      (m) => m.envelope.rcptTo.includes(english.memberEmail!),
      15_000,
    );
    assert.equal(inEnglish.subject, `Payment receipt ${english.receiptNumber}`);
    assert.ok(inEnglish.text.includes('Period: November 2026'), inEnglish.text);
  });
});
