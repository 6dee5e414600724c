import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { popplerText } from '@portal/testing';
import { adminClient } from '../support/fixtures/members';
import { addRecord, eventually, knownToPayments, mailAttachments, mailsTo } from '../support/fixtures/payments';
import { registrationFields } from '../support/fixtures/registration';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/*
 * Issue 31: the receipt e-mail is written in the member's language, and so is the receipt it attaches (payments
 * draws the member's copy when the receipt is issued, from the language membership's member events carry).
 */
describe("the receipt e-mail's attachment in the member's language", () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** Registers in `acceptLanguage`, is approved, pays ₹1,200 in cash at the office: the receipt e-mail's PDF text. */
  async function receiptMailed(names: Record<string, string>, acceptLanguage: string, subject: string) {
    const fields = registrationFields(names);
    const registered = await new ApiClient(stack.url).post('/api/register', fields, {
      'Accept-Language': acceptLanguage,
    });
    assert.equal(registered.status, 201, registered.text);
    const memberUuid = registered.json.member.id as string;
    const approved = await admin.post(`/api/members/${memberUuid}/approve`);
    assert.equal(approved.status, 200, approved.text);
    await knownToPayments(admin, memberUuid);
    const record = await addRecord(admin, {
      memberId: memberUuid,
      scheme: 'esi',
      amount: '1200',
      status: 'paid',
      paymentMethod: 'cash',
    });
    const [mail] = await eventually(async () => {
      const found = await mailsTo(stack, fields.email, `${subject} ${record.receiptNumber}`);
      return found.length > 0 ? found : undefined;
    }, 'the receipt e-mail');
    const attachments = await mailAttachments(stack, mail.ID);
    assert.equal(attachments.length, 1);
    assert.equal(attachments[0].FileName, `receipt-${record.receiptNumber}.pdf`);
    return { record, text: await popplerText(attachments[0].content) };
  }

  it('attaches the Kannada receipt to the Kannada e-mail of a member who reads Kannada', async () => {
    const { record, text } = await receiptMailed({ firstName: 'Suma', lastName: 'Hegde' }, 'kn', 'ಪಾವತಿ ರಶೀದಿ');
    for (const expected of ['ಪಾವತಿ ರಶೀದಿ', 'ನಗದು', '1,200.00', record.receiptNumber!]) {
      assert.ok(text.includes(expected), `the attached receipt does not show ${expected}:\n${text}`);
    }
    assert.ok(!text.includes('Payment Receipt'), text);
  });

  it('attaches the English receipt, as before, to the English e-mail of a member who reads English', async () => {
    const { record, text } = await receiptMailed({ firstName: 'Suma', lastName: 'Hegde' }, 'en', 'Payment receipt');
    for (const expected of ['Payment Receipt', 'Suma Hegde', '1,200.00', record.receiptNumber!]) {
      assert.ok(text.includes(expected), `the attached receipt does not show ${expected}:\n${text}`);
    }
    assert.ok(!text.includes('ಪಾವತಿ ರಶೀದಿ'), text);
  });
});
