import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { PaymentLinkDto } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  addRecord,
  eventually,
  indianToday,
  listRecords,
  mailsTo,
  projectedInPayments,
  RecordSeen,
} from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { endMembershipIn } from '../support/renewal-window';
import { startTestStack, TestStack } from '../support/test-stack';
import { uniqueNumber } from '../support/unique';

/**
 * Pay by link without signing in (issue 33), against the Razorpay sandbox and the mail catcher: an overdue due's
 * reminder carries a Razorpay Payment Link; paying it on the sandbox's hosted page records that month once and
 * e-mails the receipt; a link whose month was paid in cash meanwhile is cancelled and cannot be paid; a link paid
 * while its webhook was lost is recorded by the reconciliation. The jobs run every second here.
 */
describe('payment links', () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await startTestStack({ env: { RECONCILE_AFTER_SECONDS: '1', JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    stack?.razorpaySandbox?.pauseWebhooks(false);
    await stack?.teardown();
  });

  /** A member (active, in ESI) whose ESI contribution for this month is overdue. */
  async function overdueMember(
    before?: (m: MemberSession) => Promise<void>,
  ): Promise<{ m: MemberSession; due: RecordSeen }> {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    await before?.(m);
    await projectedInPayments(sessions.admin, m.member.id, 'esi', 'active');
    const due = await addRecord(sessions.admin, {
      memberId: m.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'overdue',
      period: indianToday().slice(0, 7),
    });
    return { m, due };
  }

  /** The member's link for the due, once the reminders job has made it (the admin's list). */
  const linkFor = (m: MemberSession, due: RecordSeen) =>
    eventually(async () => {
      const res = await sessions.admin.get(`/api/payment-links?memberId=${m.member.id}`);
      assert.equal(res.status, 200, res.text);
      return (res.json as PaymentLinkDto[]).find((l) => l.paymentRecordId === due.id);
    }, 'the reminder to make a payment link for the due');

  /** What the hosted page's Pay button does: POST to the sandbox's checkout endpoint for the link. */
  const payOnPage = (link: PaymentLinkDto, webhooks: 0 | 1 | 2) =>
    fetch(`${stack.razorpaySandbox!.url}/v1/checkout/payment_links/${link.razorpayLinkId}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'upi', webhooks }),
    });

  const paidRecord = (m: MemberSession, due: RecordSeen) =>
    eventually(
      async () => (await listRecords(m.api, 'scheme=esi')).find((r) => r.id === due.id && r.status === 'paid'),
      'the link payment to be recorded',
      30_000,
    );

  it('an overdue reminder reaches WhatsApp with the link; paid on the hosted page with the webhook twice, the month is recorded once and the receipt goes by WhatsApp and e-mail', async () => {
    // Issue 33's first Done-when bullet in one run: the member chose WhatsApp before the due fell overdue.
    const phone = `9${String(uniqueNumber()).padStart(9, '0')}`;
    const { m, due } = await overdueMember(async (member) => {
      const opted = await member.api.put('/api/message-channels', { channel: 'whatsapp', enabled: true, phone });
      assert.equal(opted.status, 200, opted.text);
    });
    const link = await linkFor(m, due);
    const whatsApp = stack.whatsAppCloud!;
    const toMember = () => whatsApp.messages().filter((msg) => msg.to === `91${phone}`);
    const reminderMessage = await whatsApp.waitForMessage(
      (msg) => msg.to === `91${phone}` && msg.template === 'dues_reminder',
      30_000,
    );
    assert.ok(reminderMessage.bodyParameters.includes(link.shortUrl), reminderMessage.bodyParameters.join(' | '));
    assert.equal(link.status, 'created');
    assert.equal(link.amount, '200.00');
    const reminder = await stack.mailCatcher!.waitForMessage(
      (mail) =>
        mail.envelope.rcptTo.some((to) => to.toLowerCase() === m.member.email.toLowerCase()) &&
        mail.subject.startsWith('Payment due') &&
        mail.text.includes(link.shortUrl),
      20_000,
    );
    assert.match(reminder.text, /without signing in/);

    const page = await fetch(link.shortUrl);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /₹200\.00/);
    assert.match(html, /data-method="upi"/);
    const paid = await payOnPage(link, 2);
    assert.equal(paid.status, 200, await paid.clone().text());
    const { razorpay_payment_id: paymentId } = (await paid.json()) as { razorpay_payment_id: string };

    const record = await paidRecord(m, due);
    assert.equal(record.razorpayPaymentId, paymentId);
    const sandbox = stack.razorpaySandbox!;
    await sandbox.webhooksSettled();
    assert.deepEqual(
      sandbox
        .deliveredWebhooks()
        .filter((d) => d.paymentLinkId === link.razorpayLinkId)
        .map((d) => [d.event, d.state, d.status]),
      [
        ['payment_link.paid', 'delivered', 200],
        ['payment_link.paid', 'delivered', 200],
      ],
    );
    const subject = `Payment receipt ${record.receiptNumber}`;
    await eventually(async () => (await mailsTo(stack, m.member.email, subject)).length > 0, 'the receipt e-mail');
    await portalSettled(stack);
    const month = indianToday().slice(0, 7);
    assert.deepEqual(
      (await listRecords(m.api, 'scheme=esi')).filter((r) => r.period === month).map((r) => [r.id, r.status]),
      [[due.id, 'paid']],
    );
    assert.equal((await mailsTo(stack, m.member.email, 'Payment receipt')).length, 1);
    const receiptMessage = await whatsApp.waitForMessage(
      (msg) => msg.to === `91${phone}` && msg.template === 'payment_receipt',
      30_000,
    );
    assert.ok(
      receiptMessage.bodyParameters.includes(record.receiptNumber ?? 'no receipt number'),
      receiptMessage.bodyParameters.join(' | '),
    );
    await portalSettled(stack);
    // One reminder and one receipt: the second webhook sent nothing more.
    assert.deepEqual(
      toMember()
        .map((msg) => msg.template)
        .sort(),
      ['dues_reminder', 'payment_receipt'],
    );
    const links = (await sessions.admin.get(`/api/payment-links?memberId=${m.member.id}`)).json as PaymentLinkDto[];
    assert.deepEqual(
      links.map((l) => [l.id, l.status, l.paidRecordId]),
      [[link.id, 'paid', due.id]],
    );
  });

  it('a link whose month was paid in cash meanwhile is cancelled at Razorpay and cannot be paid', async () => {
    const { m, due } = await overdueMember();
    const link = await linkFor(m, due);
    const cash = await sessions.admin.put(`/api/payment-records/${due.id}`, { status: 'paid', paymentMethod: 'cash' });
    assert.equal(cash.status, 200, cash.text);

    const sandbox = stack.razorpaySandbox!;
    await eventually(
      async () => sandbox.paymentLink(link.razorpayLinkId)?.status === 'cancelled',
      'the link to be cancelled at Razorpay',
    );
    const refused = await payOnPage(link, 1);
    assert.equal(refused.status, 400);
    assert.match(await (await fetch(link.shortUrl)).text(), /has been cancelled/);
    const links = (await sessions.admin.get(`/api/payment-links?memberId=${m.member.id}`)).json as PaymentLinkDto[];
    assert.deepEqual(
      links.map((l) => [l.id, l.status]),
      [[link.id, 'cancelled']],
    );
    const records = await listRecords(m.api, 'scheme=esi');
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.paymentMethod]),
      [[due.id, 'paid', 'cash']],
    );
  });

  it('a link paid while its webhook was lost is recorded by the reconciliation', async () => {
    const { m, due } = await overdueMember();
    const link = await linkFor(m, due);
    const sandbox = stack.razorpaySandbox!;
    sandbox.pauseWebhooks(true);
    try {
      assert.equal((await payOnPage(link, 1)).status, 200);
      await sandbox.webhooksSettled();
    } finally {
      sandbox.pauseWebhooks(false);
    }
    assert.deepEqual(
      sandbox
        .deliveredWebhooks()
        .filter((d) => d.paymentLinkId === link.razorpayLinkId)
        .map((d) => d.state),
      ['dropped'],
    );
    const record = await paidRecord(m, due);
    assert.equal(record.razorpayPaymentId, sandbox.paymentLink(link.razorpayLinkId)!.payments![0].payment_id);
  });

  it('lets an admin make a link for a member on demand, and refuses a member', async () => {
    const m = await sessions.signedIn({ optedSchemes: ['postal'] });
    await projectedInPayments(sessions.admin, m.member.id, 'postal', 'active');
    const refused = await m.api.post('/api/payment-links', { memberId: m.member.id, scheme: 'postal' });
    assert.equal(refused.status, 403);
    const made = await sessions.admin.post('/api/payment-links', {
      memberId: m.member.id,
      scheme: 'postal',
      months: 2,
    });
    assert.equal(made.status, 201, made.text);
    const link = made.json as PaymentLinkDto;
    assert.deepEqual([link.status, link.amount, link.periodMonths], ['created', '300.00', 2]);
    assert.equal(stack.razorpaySandbox!.paymentLink(link.razorpayLinkId)!.amount, 30000);
  });

  it("an admin's renewal-fee link, paid on the hosted page, records the fee and completes the renewal once", async () => {
    const m = await sessions.signedIn({ optedSchemes: [] });
    await endMembershipIn(sessions.admin, m.member.id, 10);
    const made = await sessions.admin.post('/api/payment-links/renewal-fee', { memberId: m.member.id });
    assert.equal(made.status, 201, made.text);
    const link = made.json as PaymentLinkDto;
    assert.deepEqual([link.kind, link.scheme, link.status], ['renewal_fee', null, 'created']);
    const again = await sessions.admin.post('/api/payment-links/renewal-fee', { memberId: m.member.id });
    assert.equal((again.json as PaymentLinkDto).id, link.id, 'the open link is answered again');

    assert.equal((await payOnPage(link, 2)).status, 200);
    const completed = await eventually(async () => {
      const requests = (await sessions.admin.get(`/api/members/${m.member.id}/renewal-requests`)).json as Array<{
        status: string;
      }>;
      return requests.length === 1 && requests[0].status === 'completed' ? requests[0] : undefined;
    }, 'the renewal to complete');
    assert.equal(completed.status, 'completed');
    await stack.razorpaySandbox!.webhooksSettled();
    await portalSettled(stack);
    const fees = (await listRecords(m.api)).filter((r) => r.kind === 'renewal_fee');
    assert.deepEqual(
      fees.map((r) => [r.status, r.amount === link.amount]),
      [['paid', true]],
    );
  });
});
