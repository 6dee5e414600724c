import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  download,
  eventually,
  indianToday,
  knownToPayments,
  listRecords,
  mailAttachments,
  mailsTo,
  payInSandbox,
  RecordSeen,
} from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { endMembershipIn } from '../support/renewal-window';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const YEAR_MS = 365 * 86_400_000;

/** Fees are ledger entries too (issue 26): a renewal fee is a payment record with a receipt, whoever takes it. */
describe('renewal fees in the ledger', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let sequence = 0;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  async function member(): Promise<MemberSession & { email: string }> {
    const email = `fee.payer.${Date.now()}.${++sequence}@e2e.test`;
    const session = await sessions.signedIn({ email });
    await knownToPayments(admin, session.member.id);
    return { ...session, email };
  }

  const feesOf = (api: ApiClient, memberId?: string) =>
    listRecords(api, `scheme=renewal_fee${memberId ? `&memberId=${memberId}` : ''}`);

  const oneFee = (memberId: string) =>
    eventually(async () => {
      const fees = await feesOf(admin, memberId);
      return fees.length === 1 && fees[0].receiptNumber ? fees[0] : undefined;
    }, 'the renewal fee with its receipt');

  async function receiptMailed(email: string, receiptNumber: string): Promise<string> {
    const mails = await eventually(async () => {
      const found = await mailsTo(stack, email, `Payment receipt ${receiptNumber}`);
      return found.length > 0 ? found : undefined;
    }, 'the receipt e-mail');
    assert.equal(mails.length, 1);
    const [pdf] = await mailAttachments(stack, mails[0].ID);
    const { text } = await extractPdfText(pdf.content);
    return text;
  }

  async function statementOf(api: ApiClient, memberId: string) {
    const res = await api.get(`/api/payment-records/statement?memberId=${memberId}`);
    assert.equal(res.status, 200, res.text);
    return res.json as {
      lines: Array<{
        kind: string;
        scheme: string | null;
        description: string;
        receiptNumber: string | null;
        debit: string;
        credit: string;
      }>;
      totals: { fees: string; payments: string };
      openingBalance: string;
      closingBalance: string;
    };
  }

  it('a renewal fee appears in payment records, reports and the statement with a receipt', async () => {
    const m = await member();
    const request = await admin.post('/api/members/renewal-request', { memberId: m.member.id });
    assert.equal(request.status, 201, request.text);
    const done = await admin.post(`/api/members/renewal-requests/${request.json.id}/complete`, {
      paymentMethod: 'upi',
      reference: 'UPI-778899',
    });
    assert.equal(done.status, 200, done.text);

    const fee: RecordSeen = await oneFee(m.member.id);
    assert.deepEqual(
      [fee.kind, fee.scheme, fee.amount, fee.status, fee.paymentMethod, fee.transactionId, fee.period],
      ['renewal_fee', null, '2000.00', 'paid', 'upi', 'UPI-778899', null],
    );
    assert.match(fee.receiptNumber!, /^RCPT-\d{4}-\d{6}$/);
    // The member sees it among their own payments, and both download its receipt.
    assert.deepEqual(
      (await feesOf(m.api)).map((r) => r.id),
      [fee.id],
    );
    for (const api of [admin, m.api]) {
      const receipt = await download(stack, api, fee.receiptUrl!);
      assert.equal(receipt.status, 200);
      const { text } = await extractPdfText(receipt.body);
      for (const expected of [fee.receiptNumber!, 'Annual renewal fee', '2,000.00']) {
        assert.ok(text.includes(expected), `the receipt does not show ${expected}`);
      }
    }
    assert.ok((await receiptMailed(m.email, fee.receiptNumber!)).includes('Annual renewal fee'));

    // The payments report of today.
    const today = indianToday();
    const report = await download(stack, admin, `/api/reports/payments?format=csv&from=${today}&to=${today}`);
    assert.equal(report.status, 200, report.body.toString());
    const line = report.body
      .toString('utf8')
      .split(/\r?\n/)
      .find((l) => l.includes(fee.receiptNumber!));
    assert.ok(line, `the payments report has no line for ${fee.receiptNumber}`);
    assert.ok(line.includes('Annual renewal fee') && line.includes(m.member.memberId), line);
    // The Payment Records CSV export of the fees.
    const exported = await download(
      stack,
      admin,
      `/api/payment-records/export/csv?scheme=renewal_fee&search=${m.member.memberId}`,
    );
    assert.equal(exported.status, 200);
    assert.ok(exported.body.toString('utf8').includes(fee.receiptNumber!));

    // The member's statement: the fee and its payment with the receipt, closing where it opened.
    const statement = await statementOf(admin, m.member.id);
    const feeLines = statement.lines.filter((l) => l.kind === 'fee' || l.receiptNumber === fee.receiptNumber);
    assert.deepEqual(
      feeLines.map((l) => [l.kind, l.scheme, l.description, l.receiptNumber, l.debit, l.credit]),
      [
        ['fee', null, 'Annual renewal fee', null, '2000.00', '0.00'],
        ['payment', null, 'Annual renewal fee payment (UPI)', fee.receiptNumber, '0.00', '2000.00'],
      ],
    );
    assert.equal(statement.totals.fees, '2000.00');
    const csv = await download(stack, m.api, `/api/payment-records/statement/csv?memberId=${m.member.id}`);
    assert.equal(csv.status, 200);
    assert.ok(csv.body.toString('utf8').includes(fee.receiptNumber!));

    // The year's figures count it as received.
    const stats = await admin.get('/api/payment-records/stats');
    assert.equal(stats.status, 200);
    assert.ok(Number(stats.json.fees.received) >= 2000, JSON.stringify(stats.json.fees));
  });

  it('a renewal paid online from the banner completes exactly once with the webhook delivered twice', async () => {
    const m = await member();
    // A member renews from the banner inside the 30-day window (issue 30).
    await endMembershipIn(admin, m.member.id);
    const before = (await admin.get(`/api/members/${m.member.id}`)).json.membershipEndDate as string;
    const settings = (await m.api.get('/api/membership-fees')).json as { renewalFee: string };

    const order = await m.api.post('/api/razorpay/renewal-order', {});
    assert.equal(order.status, 200, order.text);
    assert.equal(order.json.amount, Math.round(Number(settings.renewalFee) * 100));
    assert.equal(order.json.description, 'Annual renewal fee');
    const paid = await payInSandbox(stack, order.json.order_id, { webhooks: 2 });
    await stack.razorpaySandbox!.webhooksSettled();
    // The browser's callback arrives after both webhooks.
    const verified = await m.api.post('/api/razorpay/verify-payment', paid);
    assert.equal(verified.status, 200, verified.text);

    const renewed = await eventually(async () => {
      const requests = (await admin.get(`/api/members/${m.member.id}/renewal-requests`)).json as Array<{
        status: string;
        paymentMethod: string | null;
        paymentReference: string | null;
      }>;
      return requests.length === 1 && requests[0].status === 'completed' ? requests[0] : undefined;
    }, 'the renewal to complete');
    assert.deepEqual([renewed.paymentMethod, renewed.paymentReference], ['razorpay', paid.razorpay_payment_id]);
    await portalSettled(stack);

    const after = (await admin.get(`/api/members/${m.member.id}`)).json as {
      status: string;
      membershipEndDate: string;
    };
    assert.equal(after.status, 'active');
    assert.equal(Date.parse(after.membershipEndDate) - Date.parse(before), YEAR_MS, 'renewed one year, once');
    const fees = await feesOf(admin, m.member.id);
    assert.equal(fees.length, 1);
    assert.deepEqual(
      [fees[0].kind, fees[0].amount, fees[0].status, fees[0].razorpayPaymentId],
      ['renewal_fee', Number(settings.renewalFee).toFixed(2), 'paid', paid.razorpay_payment_id],
    );
    assert.ok((await receiptMailed(m.email, fees[0].receiptNumber!)).includes('Annual renewal fee'));
    const renewedMails = await mailsTo(stack, m.email, 'renewed');
    assert.equal(renewedMails.length, 1, 'one "membership renewed" e-mail');
  });

  it('offers online renewal to members only', async () => {
    assert.equal((await admin.post('/api/razorpay/renewal-order', {})).status, 403);
    assert.equal((await new ApiClient(stack.url).post('/api/razorpay/renewal-order', {})).status, 401);
  });
});
