import 'reflect-metadata';
import {
  MemberRenewalEventData,
  MembershipEvents,
  PaymentRecordedEventData,
  PaymentsEvents,
  ReceiptIssuedEventData,
} from '@portal/contracts';
import { extractPdfText } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, ASSOCIATION_NAME, MemberSnapshot, PaymentsHarness } from './support/payments-harness';

async function readAll(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

interface FeeRow {
  id: string;
  kind: string;
  scheme: string | null;
  amount: string;
  status: string;
  period_start: string | null;
  payment_method: string | null;
  transaction_id: string | null;
  receipt_number: string | null;
  receipt_key: string | null;
  fee_key: string | null;
}

/** membership.member.renewed as Mark Paid and Renewed writes it. */
export function renewedEvent(
  member: MemberSnapshot,
  renewal: Partial<MemberRenewalEventData['renewal']> = {},
): MemberRenewalEventData {
  return {
    member: { ...member, status: 'active' },
    by: 'admin-1',
    renewal: {
      requestId: randomUUID(),
      amount: '2000.00',
      previousEndDate: member.membershipEndDate ?? null,
      membershipEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      paymentMethod: 'upi',
      paymentReference: 'UPI-REF-7781',
      ...renewal,
    },
  };
}

describe('fees are ledger entries: the renewal fee of Mark Paid and Renewed', () => {
  const harness = new PaymentsHarness();
  let records: PaymentRecordsService;

  beforeAll(async () => {
    await harness.setUp();
    records = harness.get(PaymentRecordsService);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const feeRows = async (memberId: string) =>
    (
      await harness.db.query<FeeRow>(
        `SELECT id, kind, scheme, amount, status, period_start, payment_method, transaction_id, receipt_number,
                receipt_key, fee_key
         FROM payment_records WHERE member_id = $1 AND kind <> 'scheme_dues'`,
        [memberId],
      )
    ).rows;

  it('records the fee once, paid, with no scheme and no months, a receipt PDF and its e-mail event, whatever the redeliveries', async () => {
    const member = await harness.member({ firstName: 'Girish', lastName: 'Hegde', memberId: 'PHOTO8101' });
    const data = renewedEvent(member);
    const event = await harness.publish(MembershipEvents.MemberRenewed, data);
    // The same event again under another message id (a redelivery JetStream keeps), and another event of the
    // same renewal request (membership's outbox written twice): still one fee.
    await harness.publish(MembershipEvents.MemberRenewed, data, { event, msgId: `${event.id}-again` });
    await harness.publish(MembershipEvents.MemberRenewed, data);
    await harness.eventsHandled();

    const fees = await feeRows(member.id);
    assert.equal(fees.length, 1);
    const [fee] = fees;
    assert.deepEqual(
      { ...fee, id: undefined, receipt_number: undefined, receipt_key: undefined },
      {
        id: undefined,
        kind: 'renewal_fee',
        scheme: null,
        amount: '2000.00',
        status: 'paid',
        period_start: null,
        payment_method: 'upi',
        transaction_id: 'UPI-REF-7781',
        receipt_number: undefined,
        receipt_key: undefined,
        fee_key: `renewal-request:${data.renewal.requestId}`,
      },
    );
    assert.match(fee.receipt_number ?? '', /^RCPT-\d{4}-\d{6}$/);
    const months = await harness.db.query(`SELECT 1 FROM record_months WHERE record_id = $1`, [fee.id]);
    assert.equal(months.rowCount, 0);

    const recorded = await harness.outbox<PaymentRecordedEventData>(
      PaymentsEvents.PaymentRecorded,
      (e) => e.data.recordId === fee.id,
    );
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0].data.scheme, 'renewal_fee');
    assert.equal(recorded[0].data.kind, 'renewal_fee');

    const issued = await harness.waitFor(async () => {
      const events = await harness.outbox<ReceiptIssuedEventData>(
        PaymentsEvents.ReceiptIssued,
        (e) => e.data.recordId === fee.id,
      );
      return events.length > 0 ? events : undefined;
    }, 'the renewal fee receipt');
    assert.equal(issued.length, 1);
    assert.equal(issued[0].data.memberEmail, member.email);
    assert.equal(issued[0].data.receiptNumber, fee.receipt_number);

    const pdf = await readAll((await harness.storage.open(issued[0].data.receiptKey)).body);
    const { text } = await extractPdfText(pdf);
    for (const expected of [ASSOCIATION_NAME, fee.receipt_number!, 'Girish Hegde', 'Annual renewal fee', '2,000.00']) {
      assert.ok(text.includes(expected), `the receipt does not show ${expected}:\n${text}`);
    }
  });

  it('lists the fee in Payment Records with its kind, and by its kind', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    await harness.publish(
      MembershipEvents.MemberRenewed,
      renewedEvent(member, { paymentMethod: 'cash', paymentReference: null }),
    );
    await harness.waitFor(async () => (await feeRows(member.id)).length === 1, 'the fee record');

    const listed = await records.list({ actor: ADMIN, memberId: member.id });
    assert.deepEqual(
      listed.records.map((r) => ({
        kind: r.kind,
        scheme: r.scheme,
        amount: r.amount,
        status: r.status,
        method: r.paymentMethod,
      })),
      [{ kind: 'renewal_fee', scheme: null, amount: '2000.00', status: 'paid', method: 'cash' }],
    );
    assert.ok(listed.records[0].receiptUrl);
    const byKind = await records.list({ actor: ADMIN, scheme: 'renewal_fee', search: member.memberId });
    assert.equal(byKind.records.length, 1);
    const bySchemeOnly = await records.list({ actor: ADMIN, scheme: 'esi', search: member.memberId });
    assert.equal(bySchemeOnly.records.length, 0);
  });

  it('records no fee for a renewal paid online (the payment recorded it) and none without an amount', async () => {
    const member = await harness.member();
    await harness.publish(
      MembershipEvents.MemberRenewed,
      renewedEvent(member, { paymentMethod: 'razorpay', paymentReference: 'pay_X' }),
    );
    await harness.publish(MembershipEvents.MemberRenewed, renewedEvent(member, { amount: '0.00' }));
    await harness.eventsHandled();
    assert.deepEqual(await feeRows(member.id), []);
  });
});
