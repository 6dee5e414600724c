import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { RefundDto, RefundSummaryAnswer } from '@portal/contracts';
import { extractPdfText, popplerText } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  addRecord,
  createOrder,
  download,
  eventually,
  listRecords,
  mailAttachments,
  mailsTo,
  payInSandbox,
  postWebhook,
  projectedInPayments,
  RecordSeen,
} from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Refunds (issue 26): an admin refunds a paid payment in full or in part, through Razorpay (the sandbox) for an
 * online payment and by hand for an office one; each refund is recorded once however often Razorpay's webhook
 * comes, gets a credit note e-mailed to the member, and reopens exactly the months whose whole amount went back.
 */
describe('refunds', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
  });
  afterAll(async () => {
    stack?.razorpaySandbox?.setRefundOutcome({ status: 'processed', webhooks: 1 });
    await stack?.teardown();
  });

  const sandbox = () => stack.razorpaySandbox!;

  async function member(): Promise<MemberSession> {
    const session = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(admin, session.member.id, 'esi', 'active');
    return session;
  }

  /** The member pays `months` ESI months online (₹200 each); answers the paid record. */
  async function paidOnline(m: MemberSession, months: number): Promise<RecordSeen> {
    const orderId = await createOrder(m.api, { scheme: 'esi', months });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const verified = await m.api.post('/api/razorpay/verify-payment', paid);
    assert.equal(verified.status, 200, verified.text);
    const [record] = await listRecords(m.api, 'scheme=esi&status=paid');
    assert.equal(record.razorpayPaymentId, paid.razorpay_payment_id);
    return record;
  }

  const refund = (api: ApiClient, recordId: string, body: object) =>
    api.post(`/api/payment-records/${recordId}/refunds`, body);
  const summary = async (api: ApiClient, recordId: string): Promise<RefundSummaryAnswer> => {
    const res = await api.get(`/api/payment-records/${recordId}/refunds`);
    assert.equal(res.status, 200, res.text);
    return res.json as RefundSummaryAnswer;
  };
  /** The months of ESI the member has paid (YYYY-MM), as Make Payment reads them. */
  const paidMonths = async (m: MemberSession): Promise<string[]> => {
    const res = await m.api.get('/api/payment-records/months?scheme=esi');
    assert.equal(res.status, 200, res.text);
    return (res.json.months as Array<{ month: string; status: string }>)
      .filter((x) => x.status === 'paid')
      .map((x) => x.month);
  };
  const refundsOf = async (m: MemberSession): Promise<RefundDto[]> => {
    const res = await m.api.get('/api/refunds');
    assert.equal(res.status, 200, res.text);
    return res.json as RefundDto[];
  };

  it('a partial refund less than a month reopens no month; once a whole month has gone back the latest month reopens', async () => {
    const m = await member();
    const record = await paidOnline(m, 3);
    assert.equal(record.amount, '600.00');
    const months = await paidMonths(m);
    assert.equal(months.length, 3);
    assert.deepEqual(await summary(admin, record.id), {
      paymentRecordId: record.id,
      amount: '600.00',
      refunded: '0.00',
      refundable: '600.00',
      online: true,
      refunds: [],
    });

    sandbox().setRefundOutcome({ status: 'processed', webhooks: 2 });
    const first = await refund(admin, record.id, { amount: 150, reason: 'Charged for a month by mistake' });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.json.status, 'processed');
    assert.equal(first.json.method, 'razorpay');
    assert.match(first.json.reference, /^rfnd_/);
    assert.match(first.json.creditNoteNumber, /^CN-\d{4}-\d{6}$/);
    assert.deepEqual(first.json.reopenedMonths, []);
    await sandbox().webhooksSettled();
    const deliveries = sandbox()
      .deliveredWebhooks()
      .filter((w) => w.refundId === first.json.reference);
    assert.deepEqual(
      deliveries.map((w) => [w.event, w.state]),
      [
        ['refund.processed', 'delivered'],
        ['refund.processed', 'delivered'],
      ],
    );
    assert.deepEqual(await paidMonths(m), months, 'no month reopened for ₹150 of ₹200 a month');

    const second = await refund(admin, record.id, { amount: '100.00', reason: 'Left the scheme' });
    assert.equal(second.status, 201, second.text);
    assert.deepEqual(second.json.reopenedMonths, [months[2]], '₹250 returned: the latest month is unpaid again');
    assert.deepEqual(await paidMonths(m), months.slice(0, 2));
    // The record still states its three months, and says which one went back.
    const listed = (await listRecords(admin, `memberId=${m.member.id}`)).find((r) => r.id === record.id);
    assert.deepEqual([listed?.period, listed?.periodTo, listed?.refundedMonths], [months[0], months[2], [months[2]]]);

    const after = await summary(admin, record.id);
    assert.equal(after.refunded, '250.00');
    assert.equal(after.refundable, '350.00');
    assert.deepEqual(
      after.refunds.map((r) => [r.amount, r.status]),
      [
        ['150.00', 'processed'],
        ['100.00', 'processed'],
      ],
    );
    assert.equal(sandbox().payment(record.razorpayPaymentId!)?.amount_refunded, 25000, 'Razorpay refunded ₹250');
    // The member sees both refunds with their credit notes; the payment itself stays paid with its receipt.
    const seen = await refundsOf(m);
    assert.deepEqual(seen.map((r) => r.amount).sort(), ['100.00', '150.00']);
    assert.ok(seen.every((r) => r.creditNoteUrl === `/api/refunds/${r.id}/credit-note`));
    assert.equal((await listRecords(m.api, 'scheme=esi'))[0].status, 'paid');
  });

  it('a full refund Razorpay settles later, its webhook delivered twice: one refund, one credit note e-mail, every month reopened', async () => {
    const m = await member();
    const record = await paidOnline(m, 2);
    assert.equal((await paidMonths(m)).length, 2);
    sandbox().setRefundOutcome({ status: 'pending', webhooks: 2 });
    const asked = await refund(admin, record.id, { amount: 400, reason: 'Duplicate payment' });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.json.status, 'pending');
    assert.equal(asked.json.creditNoteNumber, null);
    assert.equal((await paidMonths(m)).length, 2, 'nothing reopens before Razorpay has refunded');
    assert.equal((await summary(admin, record.id)).refundable, '0.00', 'a pending refund holds its amount');

    sandbox().settleRefund(asked.json.reference, 'processed');
    sandbox().setRefundOutcome({ status: 'processed', webhooks: 1 });
    await sandbox().webhooksSettled();
    assert.deepEqual(
      sandbox()
        .deliveredWebhooks()
        .filter((w) => w.refundId === asked.json.reference)
        .map((w) => [w.event, w.state, w.status]),
      [
        ['refund.processed', 'delivered', 200],
        ['refund.processed', 'delivered', 200],
      ],
    );
    // A replay with a new event id (as after a lost answer) changes nothing either.
    const replay = await postWebhook(stack, sandbox().signedRefundWebhook('refund.processed', asked.json.reference));
    assert.equal(replay.status, 200);

    const [done] = (await summary(admin, record.id)).refunds;
    assert.equal((await summary(admin, record.id)).refunds.length, 1);
    assert.equal(done.status, 'processed');
    assert.match(done.creditNoteNumber!, /^CN-/);
    assert.equal(done.reopenedMonths.length, 2);
    assert.deepEqual(await paidMonths(m), [], 'both months are unpaid again');

    const subject = `Credit note ${done.creditNoteNumber}`;
    await eventually(async () => (await mailsTo(stack, m.member.email, subject)).length > 0, 'the credit note e-mail');
    await portalSettled(stack);
    const mails = await mailsTo(stack, m.member.email, 'Credit note');
    assert.deepEqual(
      mails.map((x) => x.Subject),
      [subject],
    );
    const [attachment] = await mailAttachments(stack, mails[0].ID);
    assert.equal(attachment.ContentType, 'application/pdf');
    const { text } = await extractPdfText(attachment.content);
    assert.ok(text.includes(done.creditNoteNumber!), 'the PDF carries the credit note number');
    assert.ok(text.includes(record.receiptNumber!), "and the refunded payment's receipt");

    const own = await download(stack, m.api, done.creditNoteUrl!);
    assert.equal(own.status, 200);
    assert.equal(own.body.subarray(0, 4).toString(), '%PDF');
    const other = await sessions.signedIn({ optedSchemes: ['esi'] });
    assert.equal((await download(stack, other.api, done.creditNoteUrl!)).status, 403);
    assert.equal((await other.api.get(`/api/payment-records/${record.id}/refunds`)).status, 403);

    // The months can be paid again.
    const again = await paidOnline(m, 2);
    assert.notEqual(again.id, record.id, 'the reopened months are offered and paid again');
  });

  it("signed refund webhooks Razorpay does not confirm change nothing and are answered 200; Razorpay's own settles it", async () => {
    const m = await member();
    const record = await paidOnline(m, 1);
    sandbox().setRefundOutcome({ status: 'pending', webhooks: 0 });
    const asked = await refund(admin, record.id, { amount: 200, reason: 'Cancelled' });
    sandbox().setRefundOutcome({ status: 'processed', webhooks: 1 });
    assert.equal(asked.status, 201, asked.text);
    const genuine = JSON.parse(sandbox().signedRefundWebhook('refund.processed', asked.json.reference).body);
    const signed = (event: unknown) => {
      const body = JSON.stringify(event);
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': createHmac('sha256', sandbox().webhookSecret).update(body).digest('hex'),
          'X-Razorpay-Event-Id': `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
        },
      };
    };
    const entity = genuine.payload.refund.entity;
    const forgeries = [
      // Says processed while Razorpay has it pending.
      { ...genuine, payload: { ...genuine.payload, refund: { entity: { ...entity, status: 'processed' } } } },
      // A refund id Razorpay never made, naming our refund in its notes.
      { ...genuine, payload: { ...genuine.payload, refund: { entity: { ...entity, id: 'rfnd_Forged00000001' } } } },
      // No amount.
      { ...genuine, payload: { ...genuine.payload, refund: { entity: { ...entity, amount: undefined } } } },
      // refund.failed for a refund Razorpay has pending.
      {
        ...genuine,
        event: 'refund.failed',
        payload: { ...genuine.payload, refund: { entity: { ...entity, status: 'failed' } } },
      },
    ];
    for (const forged of forgeries) {
      const res = await postWebhook(stack, signed(forged));
      assert.equal(res.status, 200, JSON.stringify(res.json));
    }
    const [still] = (await summary(admin, record.id)).refunds;
    assert.deepEqual([still.status, still.creditNoteNumber], ['pending', null]);
    assert.equal((await paidMonths(m)).length, 1);

    // Positive control: once Razorpay has refunded, its webhook is applied.
    sandbox().settleRefund(asked.json.reference, 'processed');
    await sandbox().webhooksSettled();
    const [done] = (await summary(admin, record.id)).refunds;
    assert.equal(done.status, 'processed');
    assert.equal((await paidMonths(m)).length, 0);
  });

  it('refuses more than is left with 409 and changes nothing; a member cannot refund; reason and amount are required', async () => {
    const m = await member();
    const record = await paidOnline(m, 1);
    const before = { months: await paidMonths(m), summary: await summary(admin, record.id) };

    const tooMuch = await refund(admin, record.id, { amount: 200.01, reason: 'Too much' });
    assert.equal(tooMuch.status, 409, tooMuch.text);
    assert.equal(tooMuch.json.code, 'PAYMENTS_REFUND_TOO_LARGE');
    assert.equal(tooMuch.json.message, 'At most ₹200.00 of this payment can still be refunded');
    assert.equal((await refund(m.api, record.id, { amount: 1, reason: 'Mine' })).status, 403);
    const noReason = await refund(admin, record.id, { amount: 10 });
    assert.equal(noReason.status, 400, noReason.text);
    assert.equal(noReason.json.message, 'Please give the reason for the refund');
    const noAmount = await refund(admin, record.id, { reason: 'x' });
    assert.equal(noAmount.status, 400, noAmount.text);
    assert.equal(noAmount.json.message, 'Refund amount is required');

    assert.deepEqual(await paidMonths(m), before.months);
    assert.deepEqual(await summary(admin, record.id), before.summary);
    assert.equal(sandbox().payment(record.razorpayPaymentId!)?.amount_refunded, 0, 'Razorpay was not asked');

    // Positive control: the whole amount is refundable, and then nothing more is.
    const whole = await refund(admin, record.id, { amount: 200, reason: 'Cancelled' });
    assert.equal(whole.status, 201, whole.text);
    const more = await refund(admin, record.id, { amount: 1, reason: 'Again' });
    assert.equal(more.status, 409, more.text);
    assert.equal(more.json.message, 'This payment has been refunded in full already');
  });

  it('an office payment is refunded by hand: processed at once with a credit note, and its month can be recorded again', async () => {
    const m = await member();
    const month = '2027-03';
    const cash = await addRecord(admin, {
      memberId: m.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
      period: month,
    });
    for (const method of ['razorpay', undefined]) {
      const refused = await refund(admin, cash.id, { amount: 200, reason: 'Paid twice', method });
      assert.equal(refused.status, 400, refused.text);
      assert.equal(
        refused.json.message,
        'A payment made at the office is refunded by hand: choose cash, bank transfer or cheque',
      );
    }
    const recordMonth = () =>
      admin.post('/api/payment-records', {
        memberId: m.member.id,
        scheme: 'esi',
        amount: 200,
        status: 'paid',
        paymentMethod: 'cash',
        period: month,
      });
    const before = await recordMonth();
    assert.equal(before.status, 409, `the month is paid before the refund: ${before.text}`);

    const res = await refund(admin, cash.id, {
      amount: 200,
      reason: 'Paid twice',
      method: 'cheque',
      reference: 'CHQ 004512',
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.status, 'processed');
    assert.equal(res.json.method, 'cheque');
    assert.equal(res.json.reference, 'CHQ 004512');
    assert.deepEqual(res.json.reopenedMonths, [month]);
    assert.match(res.json.creditNoteNumber, /^CN-/);
    const pdf = await download(stack, admin, res.json.creditNoteUrl);
    assert.equal(pdf.status, 200);
    assert.ok((await extractPdfText(pdf.body)).text.includes('CHQ 004512'));

    // The member, who chose ಕನ್ನಡ, gets the same credit note in Kannada (poppler reads each Kannada run as written).
    assert.equal((await m.api.request('PATCH', '/api/auth/user', { language: 'kn' })).status, 200);
    const kannada = await download(stack, m.api, res.json.creditNoteUrl);
    assert.equal(kannada.status, 200);
    const text = (await popplerText(kannada.body)).replace(/\s+/g, ' ');
    for (const expected of ['ಕ್ರೆಡಿಟ್ ನೋಟ್', 'ಮರುಪಾವತಿ ವಿಧಾನ ಚೆಕ್', 'CHQ 004512', 'ಮತ್ತೆ ಬಾಕಿ ಇರುವ ತಿಂಗಳುಗಳು ಮಾರ್ಚ್ 2027']) {
      assert.ok(text.includes(expected), `${expected} in:\n${text}`);
    }
    assert.ok(!/Credit Note|Refunded by|Cheque|March/.test(text), `English left:\n${text}`);

    const recorded = await recordMonth();
    assert.equal(recorded.status, 201, `the refunded month is unpaid again: ${recorded.text}`);
  });
});
