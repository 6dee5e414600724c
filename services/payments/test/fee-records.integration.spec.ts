import 'reflect-metadata';
import { MembershipEvents, PaymentRecordedEventData, PaymentsEvents, ReceiptIssuedEventData } from '@portal/contracts';
import { extractPdfText } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { LedgerTotals } from '../src/ledger/ledger-totals';
import { PaymentRecordsExportService } from '../src/records/payment-records-export.service';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { RefundsService } from '../src/refunds/refunds.service';
import { StatementsService } from '../src/statements/statements.service';
import { feeRowsOf, renewedEvent } from './support/fee-records';
import { ADMIN, ASSOCIATION_NAME, PaymentsHarness } from './support/payments-harness';

async function readAll(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
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

  const feeRows = (memberId: string) => feeRowsOf(harness, memberId);

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

  const paise = (amount: string) => Math.round(Number(amount) * 100);

  it("counts a fee in the ledger's totals: receivable and received in the fees and the totals, nothing in the schemes", async () => {
    const member = await harness.member();
    const period = 'FY2031-32';
    const before = await harness.get(LedgerTotals).stats(period);
    const data = renewedEvent(member, { amount: '2000.00' });
    const event = {
      id: randomUUID(),
      type: MembershipEvents.MemberRenewed,
      occurredAt: '2031-06-15T06:30:00.000Z',
      data,
    };
    await harness.publish(MembershipEvents.MemberRenewed, data, { event });
    await harness.waitFor(async () => (await feeRows(member.id)).length === 1, 'the fee record');

    const after = await harness.get(LedgerTotals).stats(period);
    const delta = (a: string, b: string) => paise(b) - paise(a);
    assert.deepEqual(
      {
        receivable: delta(before.fees.receivable, after.fees.receivable),
        received: delta(before.fees.received, after.fees.received),
        balance: delta(before.fees.balance, after.fees.balance),
        paid: after.fees.paidCount - before.fees.paidCount,
        totalReceivable: delta(before.totals.receivable, after.totals.receivable),
        totalReceived: delta(before.totals.received, after.totals.received),
      },
      { receivable: 200_000, received: 200_000, balance: 0, paid: 1, totalReceivable: 200_000, totalReceived: 200_000 },
    );
    assert.deepEqual(after.schemes, before.schemes);
    // The totals stay the schemes' and the fees' sum.
    const sum = (key: 'receivable' | 'received' | 'balance') =>
      [...after.schemes, after.fees].reduce((total, s) => total + paise(s[key]), 0);
    assert.deepEqual(
      [paise(after.totals.receivable), paise(after.totals.received), paise(after.totals.balance)],
      [sum('receivable'), sum('received'), sum('balance')],
    );
  });

  it("puts the fee and its payment with the receipt in the member's statement, and the export names it", async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const data = renewedEvent(member, { amount: '2000.00', paymentMethod: 'cheque', paymentReference: 'CHQ-42' });
    const event = {
      id: randomUUID(),
      type: MembershipEvents.MemberRenewed,
      occurredAt: '2031-07-01T05:00:00.000Z',
      data,
    };
    await harness.publish(MembershipEvents.MemberRenewed, data, { event });
    await harness.waitFor(async () => (await feeRows(member.id))[0]?.receipt_number, 'the fee receipt');
    const [fee] = await feeRows(member.id);

    const statement = await harness
      .get(StatementsService)
      .statement({ actor: ADMIN, memberId: member.id, period: 'FY2031-32' });
    assert.deepEqual(
      statement.lines.map((l) => [
        l.date,
        l.kind,
        l.scheme,
        l.description,
        l.receiptNumber,
        l.reference,
        l.debit,
        l.credit,
      ]),
      [
        ['2031-07-01', 'fee', null, 'Annual renewal fee', null, null, '2000.00', '0.00'],
        [
          '2031-07-01',
          'payment',
          null,
          'Annual renewal fee payment (Cheque)',
          fee.receipt_number,
          'CHQ-42',
          '0.00',
          '2000.00',
        ],
      ],
    );
    assert.deepEqual(statement.totals, { dues: '0.00', fees: '2000.00', payments: '2000.00', refunds: '0.00' });
    assert.equal(statement.openingBalance, '0.00');
    assert.equal(statement.closingBalance, '0.00');
    // The next year opens with the fee paid: nothing owed.
    const next = await harness
      .get(StatementsService)
      .statement({ actor: ADMIN, memberId: member.id, period: 'FY2032-33' });
    assert.equal(next.openingBalance, '0.00');

    const fileKey = `exports/fees-${randomUUID()}.csv`;
    await harness
      .get(PaymentRecordsExportService)
      .export({ actor: ADMIN, scheme: 'renewal_fee', search: member.memberId, fileKey });
    const csv = (await readAll((await harness.storage.open(fileKey)).body)).toString('utf8');
    const lines = csv.trim().split(/\r?\n/);
    assert.equal(lines.length, 2, csv);
    for (const expected of [member.memberId, 'Annual renewal fee', '2000.00', 'Paid', fee.receipt_number!, 'CHQ-42']) {
      assert.ok(lines[1].includes(expected), `the export's line does not show ${expected}: ${lines[1]}`);
    }
  });

  it('takes a refund off what was received in the period and owes its months again', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    const record = await records.create({
      input: {
        memberId: member.id,
        scheme: 'esi',
        amount: '200',
        status: 'paid',
        paymentMethod: 'cash',
        period: month,
      },
      actor: ADMIN,
    });
    const esi = (stats: Awaited<ReturnType<LedgerTotals['stats']>>) => stats.schemes.find((s) => s.scheme === 'esi')!;
    const before = await harness.get(LedgerTotals).stats(month);
    await harness.get(RefundsService).create({
      id: record.id,
      input: { amount: '200', reason: 'Paid twice', method: 'cash' },
      actor: ADMIN,
    });
    const after = await harness.get(LedgerTotals).stats(month);
    assert.deepEqual(
      {
        received: paise(esi(after).received) - paise(esi(before).received),
        balance: paise(esi(after).balance) - paise(esi(before).balance),
        totalReceived: paise(after.totals.received) - paise(before.totals.received),
      },
      { received: -20_000, balance: 20_000, totalReceived: -20_000 },
    );
  });

  it("refunds a renewal fee by hand with a credit note naming the fee, taken off the fees' received", async () => {
    const member = await harness.member();
    await harness.publish(
      MembershipEvents.MemberRenewed,
      renewedEvent(member, { paymentMethod: 'cash', paymentReference: null }),
    );
    const fee = await harness.waitFor(async () => (await feeRows(member.id))[0], 'the fee record');
    const before = await harness.get(LedgerTotals).stats(undefined);

    const refund = await harness.get(RefundsService).create({
      id: fee.id,
      input: { amount: '2000', reason: 'Renewed by mistake', method: 'cash' },
      actor: ADMIN,
    });
    assert.deepEqual([refund.status, refund.scheme, refund.reopenedMonths], ['processed', 'renewal_fee', []]);
    assert.match(refund.creditNoteNumber ?? '', /^CN-\d{4}-\d{6}$/);
    const after = await harness.get(LedgerTotals).stats(undefined);
    assert.equal(paise(after.fees.received) - paise(before.fees.received), -200_000);
    assert.deepEqual(
      after.schemes.map((x) => x.received),
      before.schemes.map((x) => x.received),
    );

    const statement = await harness.get(StatementsService).statement({ actor: ADMIN, memberId: member.id });
    const refundLine = statement.lines.find((l) => l.kind === 'refund');
    assert.deepEqual(
      [refundLine?.scheme, refundLine?.receiptNumber, refundLine?.debit],
      [null, refund.creditNoteNumber, '2000.00'],
    );
    assert.ok(refundLine?.description.startsWith('Annual renewal fee refund'), refundLine?.description);
  });
});
