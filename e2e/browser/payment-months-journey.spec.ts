import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { firstOfMonthInIndia, monthLabel, monthsLater } from '@portal/contracts';
import { extractPdfText, launchBrowser } from '@portal/testing';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually, listRecords, projectedInPayments } from '../support/fixtures/payments';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { chooseOption, openAdminDashboard, openFromSidebar, UI_TIMEOUT_MS, withSession } from './journey-helpers';

// Issue 26: the treasurer records this month's Kutumba Barosa in cash; the member's Make Payment then shows
// the month paid with its receipt and offers the month after it, never the paid one again; the member downloads
// this year's statement of account, and the treasurer downloads it from the member's page.
describe('a month recorded in the office is never offered again', () => {
  let stack: TestStack;
  let browser: Browser;
  let member: MemberSession;
  /** The admin's session cookie (name=value) from the fixtures' sign-in. */
  let adminSession: string;
  const month = firstOfMonthInIndia(new Date());

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const sessions = await MemberSessions.open(stack);
    adminSession = sessions.admin.sessionCookie!;
    member = await sessions.signedIn({ firstName: 'Girish', lastName: 'Hegde', optedSchemes: ['kutumba_barosa'] });
    await projectedInPayments(sessions.admin, member.member.id, 'kutumba_barosa', 'active');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  /**
   * A page in its own browser context, signed in with `session` (a cookie's name=value): these steps are about
   * payment months, and signing in on /login has tests of its own.
   */
  async function newPage(session: string): Promise<Page> {
    const context = await browser.newContext();
    await withSession(context, stack, session);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  it("the treasurer records the month in cash: the dialog offers the member's unpaid month at the scheme's amount", async () => {
    const page = await newPage(adminSession);
    await openAdminDashboard(page, stack);
    await openFromSidebar(page, 'Payment Records');
    await page.getByRole('button', { name: /Add Payment Record/ }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.getByLabel('Member'), `Girish Hegde (${member.member.memberId})`);
    await chooseOption(page, dialog.getByLabel('Scheme'), 'Kutumba Barosa');
    // Prefilled: the month nothing covers yet, at ₹100 a month.
    await eventually(
      async () => (await dialog.getByLabel('From Month').inputValue()) === month.slice(0, 7),
      'the unpaid month offered',
    );
    assert.equal(await dialog.getByLabel('Amount (₹)').inputValue(), '100.00');
    await chooseOption(page, dialog.getByLabel('Status'), 'Paid');
    await chooseOption(page, dialog.getByLabel('Payment Method'), 'Cash');
    await dialog.getByRole('button', { name: 'Add Record' }).click();
    await page.getByText('Payment record added successfully').waitFor();
    await page.context().close();
  });

  it('the member sees the month paid with its receipt and is offered the month after it', async () => {
    const [paid] = await listRecords(member.api, 'scheme=kutumba_barosa&status=paid');
    assert.equal(paid.period, month.slice(0, 7));
    const page = await newPage(member.api.sessionCookie!);
    await page.goto(`${stack.url}/make-payment?scheme=kutumba_barosa`);
    await page.getByRole('heading', { name: 'Make Payment', level: 1 }).waitFor();

    await page.getByText(`${monthLabel(month)} (receipt ${paid.receiptNumber})`).waitFor();
    await page.getByText(`This payment covers ${monthLabel(monthsLater(month, 1))}.`).waitFor();

    // This year's statement of account from the Payments tab: the month's due and its payment with the receipt.
    await page.goto(`${stack.url}/member-dashboard?tab=payments`);
    const statement = page.locator('.statement-card');
    await statement.getByText('Closing balance').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByRole('link', { name: /Download PDF/ }).click(),
    ]);
    assert.match(
      download.suggestedFilename(),
      new RegExp(`^statement-${member.member.memberId}-FY\\d{4}-\\d{2}\\.pdf$`),
    );
    const { text } = await extractPdfText(readFileSync(await download.path()));
    for (const expected of ['Statement of Account', `${paid.receiptNumber}`, 'Kutumba Barosa dues', 'Closing balance'])
      assert.ok(text.includes(expected), `the statement prints ${expected}`);
    await page.context().close();
  });

  it("the treasurer downloads the member's statement from the member's Payments tab", async () => {
    const page = await newPage(adminSession);
    await page.goto(`${stack.url}/members/${member.member.id}`);
    await page.getByRole('tab', { name: 'Payments' }).click();
    const statement = page.locator('.statement-card');
    await statement.getByText('Closing balance').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByRole('link', { name: /Download PDF/ }).click(),
    ]);
    assert.match(
      download.suggestedFilename(),
      new RegExp(`^statement-${member.member.memberId}-FY\\d{4}-\\d{2}\\.pdf$`),
    );
    const { text } = await extractPdfText(readFileSync(await download.path()));
    for (const expected of ['Statement of Account', 'Girish Hegde', 'Closing balance'])
      assert.ok(text.includes(expected), `the admin's statement prints ${expected}`);
    await page.context().close();
  });
});
