import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText, launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually, knownToPayments, listRecords, mailAttachments, mailsTo } from '../support/fixtures/payments';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { indianDate, loginAsMember, UI_TIMEOUT_MS } from './journey-helpers';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

// Issue 26: a member whose membership ends within 30 days pays the renewal fee online from the banner on their
// dashboard (the Razorpay sandbox's checkout); the renewal completes by itself, a year after the old end date, and
// the fee has a receipt in their payments and by e-mail. The steps follow one payment.
describe('renewing a membership online in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let sessions: MemberSessions;
  let member: MemberSession;
  let page: Page;
  let oldEnd = '';
  let fee = '';

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    sessions = await MemberSessions.open(stack);
    member = await sessions.signedIn({ firstName: 'Prakash', lastName: 'Kamath' });
    await knownToPayments(sessions.admin, member.member.id);
    // Later in the year: the membership ends in 20 days (the start moved back to keep the period a year).
    oldEnd = new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10);
    const start = new Date(Date.parse(oldEnd) - YEAR_MS).toISOString().slice(0, 10);
    const set = await sessions.admin.request('PUT', `/api/members/${member.member.id}`, {
      membershipStartDate: start,
      membershipEndDate: oldEnd,
    });
    assert.equal(set.status, 200, set.text);
    fee = ((await member.api.get('/api/membership-fees')).json as { renewalFee: string }).renewalFee;
    page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  const payButtonName = () => `Pay ₹${Number(fee).toLocaleString('en-IN', { minimumFractionDigits: 2 })} online`;

  it('shows the member when their membership ends and what the renewal costs, with a button to pay it online', async () => {
    await loginAsMember(page, stack, member.member.memberId, MEMBER_PASSWORD);
    const banner = page.locator('.renewal-banner');
    await banner.getByText(`Your membership ends on ${indianDate(Date.parse(oldEnd))}`).waitFor();
    await banner.getByRole('button', { name: payButtonName() }).waitFor();
  });

  it("pays the fee in the checkout and shows 'Renewal Fee Paid'", async () => {
    const banner = page.locator('.renewal-banner');
    const ordered = page.waitForResponse((res) => res.url().endsWith('/api/razorpay/renewal-order'));
    await banner.getByRole('button', { name: payButtonName() }).click();
    assert.equal((await ordered).status(), 200);
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.waitFor();
    assert.equal(
      (await checkout.getByTestId('razorpay-amount').innerText()).trim(),
      `₹${Number(fee).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    await checkout.getByRole('radio', { name: 'UPI' }).check();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Renewal Fee Paid', { exact: true }).first().waitFor();
    await checkout.waitFor({ state: 'detached' });
  });

  it('renews the membership by itself, once: valid a year after the old end date, and the banner is gone', async () => {
    const renewed = await eventually(async () => {
      const res = await sessions.admin.get(`/api/members/${member.member.id}`);
      const end = (res.json as { membershipEndDate: string }).membershipEndDate;
      return end && end.slice(0, 10) !== oldEnd ? end : undefined;
    }, 'the renewal to complete');
    assert.equal(Date.parse(renewed.slice(0, 10)) - Date.parse(oldEnd), YEAR_MS, 'renewed one year, once');
    await page.reload();
    await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
    await page.locator('.renewal-banner').waitFor({ state: 'detached' });
  });

  it("gives the fee a receipt: in the member's payments and by e-mail", async () => {
    const [record] = await eventually(async () => {
      const fees = await listRecords(member.api, 'scheme=renewal_fee');
      return fees.length === 1 && fees[0].receiptNumber ? fees : undefined;
    }, 'the renewal fee with its receipt');
    assert.deepEqual([record.kind, record.amount, record.status], ['renewal_fee', Number(fee).toFixed(2), 'paid']);
    const receipt = record.receiptNumber!;

    await page.goto(`${stack.url}/member-dashboard?tab=payments`);
    const link = page.getByRole('link', { name: new RegExp(`^Download receipt ${receipt} for `) });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const { text } = await extractPdfText(await readDownload(download));
    assert.ok(text.includes(receipt) && text.includes('Annual renewal fee'), text);

    const subject = `Payment receipt ${receipt}`;
    await eventually(async () => (await mailsTo(stack, member.member.email, subject)).length > 0, 'the e-mail');
    const [mail] = await mailsTo(stack, member.member.email, subject);
    const [pdf] = await mailAttachments(stack, mail.ID);
    assert.ok((await extractPdfText(pdf.content)).text.includes(receipt));
  });
});

async function readDownload(download: { path(): Promise<string | null> }): Promise<Buffer> {
  const path = await download.path();
  assert.ok(path, 'the download was saved');
  return readFileSync(path);
}
