import 'reflect-metadata';
import {
  MemberEventData,
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
import { StatementsService } from '../src/statements/statements.service';
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
  payment_method: string | null;
  transaction_id: string | null;
  receipt_number: string | null;
  fee_key: string | null;
}

/** membership.member.approved as an approval that recorded the joining fee writes it. */
function approvedEvent(member: MemberSnapshot, joiningFee?: MemberEventData['joiningFee']): MemberEventData {
  return { member: { ...member, status: 'active' }, by: 'admin-1', ...(joiningFee ? { joiningFee } : {}) };
}

describe('fees are ledger entries: the joining fee recorded on approval', () => {
  const harness = new PaymentsHarness();

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const feeRows = async (memberId: string) =>
    (
      await harness.db.query<FeeRow>(
        `SELECT id, kind, scheme, amount, status, payment_method, transaction_id, receipt_number, fee_key
         FROM payment_records WHERE member_id = $1 AND kind <> 'scheme_dues'`,
        [memberId],
      )
    ).rows;

  it('records the fee once at the amount the event carries, with a receipt, its PDF and e-mail event, whatever the redeliveries', async () => {
    const member = await harness.member({ firstName: 'Kavya', lastName: 'Nayak', status: 'pending' });
    const data = approvedEvent(member, { amount: '1000.00', paymentMethod: 'upi', paymentReference: 'UPI-JOIN-1' });
    const event = {
      id: randomUUID(),
      type: MembershipEvents.MemberApproved,
      occurredAt: '2031-08-05T05:00:00.000Z',
      data,
    };
    await harness.publish(MembershipEvents.MemberApproved, data, { event });
    // The same event redelivered under another message id, and the approval's event written twice: still one fee.
    await harness.publish(MembershipEvents.MemberApproved, data, { event, msgId: `${event.id}-again` });
    await harness.publish(MembershipEvents.MemberApproved, data);
    await harness.eventsHandled();

    const fees = await feeRows(member.id);
    assert.equal(fees.length, 1);
    const [fee] = fees;
    assert.deepEqual(
      { ...fee, id: undefined, receipt_number: undefined },
      {
        id: undefined,
        kind: 'joining_fee',
        scheme: null,
        amount: '1000.00',
        status: 'paid',
        payment_method: 'upi',
        transaction_id: 'UPI-JOIN-1',
        receipt_number: undefined,
        fee_key: `joining-fee:${member.id}`,
      },
    );
    assert.match(fee.receipt_number ?? '', /^RCPT-\d{4}-\d{6}$/);

    const recorded = await harness.outbox<PaymentRecordedEventData>(
      PaymentsEvents.PaymentRecorded,
      (e) => e.data.recordId === fee.id,
    );
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0].data.kind, 'joining_fee');

    const issued = await harness.waitFor(async () => {
      const events = await harness.outbox<ReceiptIssuedEventData>(
        PaymentsEvents.ReceiptIssued,
        (e) => e.data.recordId === fee.id,
      );
      return events.length > 0 ? events : undefined;
    }, 'the joining fee receipt');
    assert.equal(issued.length, 1);
    assert.equal(issued[0].data.memberEmail, member.email);
    assert.equal(issued[0].data.receiptNumber, fee.receipt_number);
    const { text } = await extractPdfText(await readAll((await harness.storage.open(issued[0].data.receiptKey)).body));
    for (const expected of [ASSOCIATION_NAME, fee.receipt_number!, 'Kavya Nayak', 'Joining fee', '1,000.00']) {
      assert.ok(text.includes(expected), `the receipt does not show ${expected}:\n${text}`);
    }

    // Payment Records lists it by its kind, and the member's statement has the fee and its payment with the receipt.
    const listed = await harness
      .get(PaymentRecordsService)
      .list({ actor: ADMIN, scheme: 'joining_fee', search: member.memberId });
    assert.deepEqual(
      listed.records.map((r) => [r.kind, r.amount, r.status, r.receiptNumber]),
      [['joining_fee', '1000.00', 'paid', fee.receipt_number]],
    );
    const statement = await harness
      .get(StatementsService)
      .statement({ actor: ADMIN, memberId: member.id, period: 'FY2031-32' });
    assert.deepEqual(
      statement.lines.map((l) => [l.date, l.kind, l.description, l.receiptNumber, l.debit, l.credit]),
      [
        ['2031-08-05', 'fee', 'Joining fee', null, '1000.00', '0.00'],
        ['2031-08-05', 'payment', 'Joining fee payment (UPI)', fee.receipt_number, '0.00', '1000.00'],
      ],
    );
    assert.equal(statement.closingBalance, '0.00');
  });

  it('records nothing for an approval without the fee (not collected, or not asked)', async () => {
    const member = await harness.member({ status: 'pending' });
    await harness.publish(MembershipEvents.MemberApproved, approvedEvent(member));
    await harness.eventsHandled();
    assert.deepEqual(await feeRows(member.id), []);
    assert.equal((await harness.records(member.id)).length, 0);
  });
});
