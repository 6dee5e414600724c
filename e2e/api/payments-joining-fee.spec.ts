import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText } from '@portal/testing';
import { adminClient, createMember } from '../support/fixtures/members';
import {
  download,
  eventually,
  listRecords,
  mailAttachments,
  mailsTo,
  projectedInPayments,
} from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/** Fees are ledger entries too (issue 26): the joining fee the admin takes on approval has a record and a receipt. */
describe('the joining fee recorded on approval', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const feesOf = (memberId: string) => listRecords(admin, `memberId=${memberId}`);

  async function statementOf(memberId: string) {
    const res = await admin.get(`/api/payment-records/statement?memberId=${memberId}`);
    assert.equal(res.status, 200, res.text);
    return res.json as {
      lines: Array<{ kind: string; description: string; receiptNumber: string | null; debit: string; credit: string }>;
    };
  }

  it("approve with the fee paid: one joining fee record with its receipt in the member's records, e-mail and statement", async () => {
    const joiningFee: string = (await admin.get('/api/membership-fees')).json.joiningFee;
    const member = await createMember(admin, { optedSchemes: ['esi'] });
    const approved = await admin.post(`/api/members/${member.id}/approve`, {
      joiningFee: 'paid',
      paymentMethod: 'bank_transfer',
      reference: 'NEFT-55102',
    });
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.json.member.status, 'active');

    const fee = await eventually(async () => {
      const fees = await feesOf(member.id);
      return fees.length === 1 && fees[0].receiptNumber ? fees[0] : undefined;
    }, 'the joining fee with its receipt');
    assert.deepEqual(
      [fee.kind, fee.scheme, fee.amount, fee.status, fee.paymentMethod, fee.transactionId],
      ['joining_fee', null, joiningFee, 'paid', 'bank_transfer', 'NEFT-55102'],
    );
    assert.match(fee.receiptNumber!, /^RCPT-\d{4}-\d{6}$/);
    assert.deepEqual(
      (await listRecords(admin, `scheme=joining_fee&memberId=${member.id}`)).map((r) => r.id),
      [fee.id],
    );

    const receipt = await download(stack, admin, fee.receiptUrl!);
    assert.equal(receipt.status, 200);
    const { text } = await extractPdfText(receipt.body);
    assert.ok(text.includes(fee.receiptNumber!) && text.includes('Joining fee'), text);
    const mails = await eventually(async () => {
      const found = await mailsTo(stack, member.email, `Payment receipt ${fee.receiptNumber}`);
      return found.length > 0 ? found : undefined;
    }, 'the receipt e-mail');
    assert.equal(mails.length, 1);
    assert.equal((await mailAttachments(stack, mails[0].ID)).length, 1);

    const statement = await statementOf(member.id);
    assert.deepEqual(
      statement.lines.filter((l) => l.description.startsWith('Joining fee')).map((l) => [l.kind, l.receiptNumber]),
      [
        ['fee', null],
        ['payment', fee.receiptNumber],
      ],
    );
  });

  it('approve without a body, or with the fee not collected, records no fee; a bad fee answers 400 naming the field', async () => {
    const plain = await createMember(admin, { optedSchemes: ['esi'] });
    const waived = await createMember(admin, { optedSchemes: ['esi'] });
    const pending = await createMember(admin, { optedSchemes: ['esi'] });

    for (const [body, field] of [
      [{ joiningFee: 'maybe' }, 'joiningFee'],
      [{ joiningFee: 'paid' }, 'paymentMethod'],
      [{ joiningFee: 'paid', paymentMethod: 'gold' }, 'paymentMethod'],
      [{ joiningFee: 'paid', paymentMethod: 'upi', reference: 42 }, 'reference'],
    ] as const) {
      const bad = await admin.post(`/api/members/${pending.id}/approve`, body);
      assert.equal(bad.status, 400, `${JSON.stringify(body)}: ${bad.text}`);
      assert.deepEqual(
        bad.json.errors.map((e: { field: string }) => e.field),
        [field],
      );
    }
    assert.equal((await admin.get(`/api/members/${pending.id}`)).json.status, 'pending');

    assert.equal((await admin.post(`/api/members/${plain.id}/approve`)).status, 200);
    assert.equal((await admin.post(`/api/members/${waived.id}/approve`, { joiningFee: 'not_collected' })).status, 200);
    for (const member of [plain, waived]) {
      // Payments has the approval (the member is active there) and took no fee with it.
      await projectedInPayments(admin, member.id, 'esi', 'active');
      assert.deepEqual(await feesOf(member.id), []);
      assert.equal((await statementOf(member.id)).lines.filter((l) => l.kind === 'fee').length, 0);
    }
  });
});
