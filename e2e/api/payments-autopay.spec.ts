import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { AutoPaySummaryDto, MandateCheckoutDto, MandateDto, MemberAutoPayDto } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually, listRecords, mailsTo, projectedInPayments } from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * UPI AutoPay for monthly dues (issue 33, Done-when bullet 2), against the Razorpay sandbox and the mail catcher:
 * a mandate set up from the portal and authorised in the sandbox's checkout is charged for three months by the
 * test's clock (the sandbox's charge endpoint moves its clock to the next debit), every webhook delivered twice:
 * three paid records, three receipts, no month twice; a halted mandate reminds the member with a payment link.
 */
describe('UPI AutoPay', () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await startTestStack({ env: { JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const sandbox = () => stack.razorpaySandbox!;
  /** The sandbox's checkout for a subscription: pay authorises it, charge debits the next month on its clock. */
  const checkout = async (subscriptionId: string, action: 'pay' | 'charge', body: Record<string, unknown>) => {
    const res = await fetch(`${sandbox().url}/v1/checkout/subscriptions/${subscriptionId}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'upi', ...body }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    return res.json() as Promise<Record<string, unknown>>;
  };

  /** An active ESI member who set up AutoPay from the portal and authorised it (the first month is debited). */
  async function authorisedMember(webhooks: 1 | 2): Promise<{ m: MemberSession; set: MandateCheckoutDto }> {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, m.member.id, 'esi', 'active');
    const res = await m.api.post('/api/autopay/mandates', { scheme: 'esi' });
    assert.equal(res.status, 201, res.text);
    const set = res.json as MandateCheckoutDto;
    assert.equal(set.keyId, sandbox().keyId);
    assert.equal(set.mandate.status, 'created');
    const answer = await checkout(set.subscriptionId, 'pay', { webhooks });
    assert.equal(answer.razorpay_subscription_id, set.subscriptionId);
    return { m, set };
  }

  const autoPayOf = async (m: MemberSession): Promise<MandateDto> => {
    const res = await m.api.get('/api/autopay');
    assert.equal(res.status, 200, res.text);
    return (res.json as MemberAutoPayDto).schemes.find((s) => s.scheme === 'esi')!.mandate!;
  };

  it('charged for three months by the test’s clock: three records, three receipts, no month twice', async () => {
    const { m, set } = await authorisedMember(2);
    await checkout(set.subscriptionId, 'charge', { webhooks: 2 });
    await checkout(set.subscriptionId, 'charge', { webhooks: 2 });

    const paid = await eventually(
      async () => {
        const records = (await listRecords(m.api, 'scheme=esi')).filter((r) => r.status === 'paid');
        return records.length === 3 ? records : undefined;
      },
      'three debits to be recorded',
      30_000,
    );
    await sandbox().webhooksSettled();
    const charged = sandbox()
      .deliveredWebhooks()
      .filter((d) => d.subscriptionId === set.subscriptionId && d.event === 'subscription.charged');
    assert.equal(charged.length, 6, 'each debit’s webhook delivered twice');
    assert.ok(charged.every((d) => d.state === 'delivered' && d.status === 200));
    const paymentIds = [...new Set(charged.map((d) => d.paymentId))];
    assert.deepEqual(paid.map((r) => r.razorpayPaymentId).sort(), [...paymentIds].sort());

    for (const record of paid) {
      await eventually(
        async () => (await mailsTo(stack, m.member.email, `Payment receipt ${record.receiptNumber}`)).length > 0,
        `the receipt e-mail ${record.receiptNumber}`,
      );
    }
    await portalSettled(stack);
    const after = (await listRecords(m.api, 'scheme=esi')).filter((r) => r.status === 'paid');
    const months = after.map((r) => r.period);
    assert.equal(after.length, 3);
    assert.equal(new Set(months).size, 3, `no month twice: ${months.join(', ')}`);
    assert.equal((await mailsTo(stack, m.member.email, 'Payment receipt')).length, 3);

    const mandate = await autoPayOf(m);
    assert.equal(mandate.status, 'active');
    assert.deepEqual(mandate.chargedMonths, [...months].sort());
    const listed = await sessions.admin.get(`/api/autopay/mandates?memberId=${m.member.id}`);
    assert.equal(listed.status, 200, listed.text);
    assert.deepEqual(
      (listed.json as MandateDto[]).map((d) => [d.id, d.status, d.chargedMonths.length]),
      [[mandate.id, 'active', 3]],
    );
    const summary = (await sessions.admin.get('/api/autopay/summary')).json as AutoPaySummaryDto;
    assert.ok(summary.active >= 1);
  });

  it('a halted mandate reminds the member with a payment link', async () => {
    const { m, set } = await authorisedMember(1);
    await eventually(async () => (await autoPayOf(m)).chargedMonths.length === 1, 'the first debit to be recorded');
    await checkout(set.subscriptionId, 'charge', { outcome: 'fail', webhooks: 1 });
    await checkout(set.subscriptionId, 'charge', { outcome: 'fail', webhooks: 2 });
    await eventually(async () => (await autoPayOf(m)).status === 'halted', 'the mandate to be halted').catch(
      async (error: Error) => {
        await sandbox().webhooksSettled();
        const seen = sandbox()
          .deliveredWebhooks()
          .filter((d) => d.subscriptionId === set.subscriptionId)
          .map((d) => `${d.event} ${d.state} ${d.status}`);
        throw new Error(`${error.message}; status ${(await autoPayOf(m)).status}; webhooks ${seen.join(', ')}`);
      },
    );

    const reminder = await stack.mailCatcher!.waitForMessage(
      (mail) =>
        mail.envelope.rcptTo.some((to) => to.toLowerCase() === m.member.email.toLowerCase()) &&
        mail.subject.startsWith('Payment due'),
      20_000,
    );
    const link = /https?:\/\/\S+\/i\/[A-Za-z0-9]+/.exec(reminder.text)?.[0];
    assert.ok(link, `the reminder carries a payment link: ${reminder.text}`);
    const page = await fetch(link);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /data-method="upi"/);
    await sandbox().webhooksSettled();
    await portalSettled(stack);
    assert.equal((await mailsTo(stack, m.member.email, 'Payment due')).length, 1, 'one reminder for the month');
  });

  it('the member pauses, resumes and cancels their mandate; another member may not touch it', async () => {
    const { m } = await authorisedMember(1);
    const mandate = await autoPayOf(m);
    const other = await sessions.signedIn({ optedSchemes: ['esi'] });
    assert.equal((await other.api.post(`/api/autopay/mandates/${mandate.id}/pause`)).status, 404);
    const paused = await m.api.post(`/api/autopay/mandates/${mandate.id}/pause`);
    assert.equal(paused.status, 200, paused.text);
    assert.equal((paused.json as MandateDto).status, 'paused');
    const again = await m.api.post(`/api/autopay/mandates/${mandate.id}/pause`);
    assert.equal(again.status, 409);
    assert.equal(again.json.code, 'PAYMENTS_MANDATE_STATE');
    assert.equal(
      ((await m.api.post(`/api/autopay/mandates/${mandate.id}/resume`)).json as MandateDto).status,
      'active',
    );
    const cancelled = await m.api.post(`/api/autopay/mandates/${mandate.id}/cancel`);
    assert.equal((cancelled.json as MandateDto).status, 'cancelled');
    assert.equal(sandbox().subscription(mandate.razorpaySubscriptionId)!.status, 'cancelled');
    assert.equal((await sessions.admin.post('/api/autopay/mandates', { scheme: 'esi' })).status, 403);
  });
});
