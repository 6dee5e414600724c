import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText, launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  createOrder,
  eventually,
  listRecords,
  mailAttachments,
  mailsTo,
  payInSandbox,
  projectedInPayments,
  RecordSeen,
} from '../support/fixtures/payments';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { loginAsAdmin, loginAsMember, openFromSidebar, UI_TIMEOUT_MS } from './journey-helpers';

// Issue 26: the admin refunds half of a member's online payment from Payment Records; the member receives the
// credit note by e-mail and finds it under their payments.
describe('the admin refunds half a payment and the member receives the credit note', () => {
  let stack: TestStack;
  let browser: Browser;
  let member: MemberSession;
  let payment: RecordSeen;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const sessions = await MemberSessions.open(stack);
    member = await sessions.signedIn({ firstName: 'Latha', lastName: 'Bhat', optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, member.member.id, 'esi', 'active');
    // Two months of ESI paid online: ₹400.
    const orderId = await createOrder(member.api, { scheme: 'esi', months: 2 });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    assert.equal((await member.api.post('/api/razorpay/verify-payment', paid)).status, 200);
    [payment] = await listRecords(member.api, 'scheme=esi&status=paid');
    assert.equal(payment.amount, '400.00');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  async function newPage(): Promise<Page> {
    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  let creditNote = '';

  it('the admin refunds ₹200 of the ₹400 payment with a reason, seeing the policy first', async () => {
    const page = await newPage();
    await loginAsAdmin(page, stack);
    await openFromSidebar(page, 'Payment Records');
    await page.getByRole('button', { name: 'Refund payment of Latha Bhat' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
    await dialog.getByText('Annual fees are refundable within 15 days of payment, not after.').waitFor();
    await dialog.getByTestId('refundable').getByText('₹400.00').waitFor();
    await dialog.getByLabel('Refund amount (₹)').fill('200');
    await dialog.getByLabel('Reason').fill('Moved out of the district mid-term');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const toast = page.getByText(/^Refund recorded: credit note CN-\d{4}-\d{6}$/);
    await toast.waitFor();
    creditNote = (await toast.textContent())!.replace('Refund recorded: credit note ', '');
    await page.context().close();
  });

  it('the member receives the credit note by e-mail and downloads it from their Payments tab', async () => {
    assert.match(creditNote, /^CN-/);
    const subject = `Credit note ${creditNote}`;
    await eventually(async () => (await mailsTo(stack, member.member.email, subject)).length > 0, 'the e-mail');
    const [mail] = await mailsTo(stack, member.member.email, subject);
    const [attachment] = await mailAttachments(stack, mail.ID);
    assert.ok((await extractPdfText(attachment.content)).text.includes(creditNote));

    const page = await newPage();
    await loginAsMember(page, stack, member.member.memberId, MEMBER_PASSWORD);
    await page.goto(`${stack.url}/member-dashboard?tab=payments`);
    const link = page.getByRole('link', { name: `Download credit note ${creditNote}` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const pdf = readFileSync(await download.path());
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const { text } = await extractPdfText(pdf);
    assert.ok(text.includes(creditNote), 'the credit note names its number');
    assert.ok(text.includes(payment.receiptNumber!), "and the refunded payment's receipt");
    await page.context().close();
  });
});
