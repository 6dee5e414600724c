import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { firstOfMonthInIndia, monthLabel, shortMonthsLabel } from '@portal/contracts';
import { extractPdfText, launchBrowser } from '@portal/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  eventually,
  listRecords,
  mailAttachments,
  mailsTo,
  projectedInPayments,
  RecordSeen,
} from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { loginAsAdmin, loginAsMember, openFromSidebar, todayInIndia, UI_TIMEOUT_MS } from './journey-helpers';

/** A page in its own browser context (own cookies), with every console error and CSP violation it sees. */
interface WatchedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

// Issue 10: a member opted into ESI pays their contribution online from their dashboard through the
// Razorpay sandbox's checkout, the admin sees it paid and the member gets the PDF receipt by e-mail.
// The steps follow one payment, so each builds on the one before.
describe('paying a welfare scheme online in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let sessions: MemberSessions;
  let payer: MemberSession;
  let paidRecord: RecordSeen | undefined;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    sessions = await MemberSessions.open(stack);
    payer = await optedIntoEsi('Suma', 'Bhat');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  /** An active member opted into ESI with a password, known to payments. */
  async function optedIntoEsi(firstName: string, lastName: string): Promise<MemberSession> {
    const session = await sessions.signedIn({ firstName, lastName, optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, session.member.id, 'esi', 'active');
    return session;
  }

  async function watchedPage(): Promise<WatchedPage> {
    const context = await browser.newContext();
    // Injected by the browser itself (not an inline script), so the page's CSP cannot stop it from reporting.
    await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
      console.error('Content Security Policy violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
    });`);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    const watched: WatchedPage = { context, page, errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') watched.errors.push(message.text());
    });
    page.on('pageerror', (error) => watched.errors.push(`uncaught: ${error.message}`));
    return watched;
  }

  function assertNoCspViolations(watched: WatchedPage): void {
    const blocked = watched.errors.filter((text) => /Content Security Policy/i.test(text));
    assert.deepEqual(blocked, [], `console errors: ${JSON.stringify(watched.errors, null, 2)}`);
  }

  const signInAsMember = (page: Page, memberId: string) => loginAsMember(page, stack, memberId, MEMBER_PASSWORD);

  /** Make Payment for ESI as the member reaches it: from the dashboard's Welfare Scheme Payments card. */
  async function openMakePaymentFromDashboard(page: Page): Promise<void> {
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: 'Welfare Scheme Payments' }) });
    const esi = card.locator('li[aria-label="ESI payment status"]');
    await esi.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('heading', { name: 'Make Payment', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/make-payment?scheme=esi');
  }

  /** Presses Pay (ESI's ₹200 a month) and waits for the sandbox's checkout; answers the dialog and the order id. */
  async function openCheckout(page: Page): Promise<{ checkout: Locator; orderId: string }> {
    const pay = page.getByRole('button', { name: 'Pay ₹200.00' });
    await pay.waitFor();
    const ordered = page.waitForResponse((res) => res.url().endsWith('/api/razorpay/create-order'));
    await pay.click();
    const order = await ordered;
    assert.equal(order.status(), 200, await order.text());
    const orderId = ((await order.json()) as { order_id: string }).order_id;
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.waitFor();
    assert.equal((await checkout.getByTestId('razorpay-amount').innerText()).trim(), '₹200.00');
    return { checkout, orderId };
  }

  it('lets a member pay ESI from their dashboard in a checkout naming the month, and ends in a paid panel with the receipt', async () => {
    const member = await watchedPage();
    const { page } = member;
    await signInAsMember(page, payer.member.memberId);
    await openMakePaymentFromDashboard(page);

    const { checkout, orderId } = await openCheckout(page);
    // The checkout names the month it pays (issue 30): this month, the first not yet paid.
    await checkout.getByText(`ESI contribution: ${monthLabel(firstOfMonthInIndia(new Date()))}`).waitFor();
    // While the checkout is open, the page's Pay button says so and cannot start a second one.
    assert.equal(await page.getByRole('button', { name: /Processing/ }).isDisabled(), true);
    await checkout.getByRole('radio', { name: 'UPI' }).check();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    const panel = page.locator('.paid-panel');
    await panel.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await panel.getByText('Your payment has been recorded successfully.', { exact: true }).waitFor();
    await checkout.waitFor({ state: 'detached' });
    assertNoCspViolations(member);
    const facts = await panel.locator('.paid-panel-fact').allInnerTexts();
    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: /Download receipt/ }).click();
    const receipt = await download;

    const paid = await listRecords(payer.api, 'scheme=esi&status=paid');
    assert.deepEqual(
      paid.map((r) => [r.razorpayOrderId, r.amount, r.paymentMethod]),
      [[orderId, '200.00', 'upi']],
    );
    paidRecord = paid[0];
    assert.match(paidRecord.receiptNumber ?? '', /^RCPT-/);
    assert.deepEqual(
      facts.map((fact) => fact.replace(/\s+/g, ' ').trim()),
      [
        'Amount ₹200.00',
        'Scheme ESI',
        `Months ${shortMonthsLabel(paidRecord.period, paidRecord.periodTo, [])}`,
        `Receipt number ${paidRecord.receiptNumber}`,
      ],
    );
    assert.match(receipt.suggestedFilename(), /\.pdf$/);
  });

  it("shows the admin the member's ESI payment as Paid in Payment Records", async () => {
    assert.ok(paidRecord, 'the member paid');
    const admin = await watchedPage();
    const { page } = admin;
    await loginAsAdmin(page, stack);
    await openFromSidebar(page, 'Payment Records');
    await page.getByLabel('Search by member name').fill(payer.member.memberId);
    // The search is applied (and written to the address) once typing pauses; the unfiltered first page may show
    // the row before that.
    await page.waitForURL((url) => url.searchParams.get('q') === payer.member.memberId);

    const row = page.getByRole('row').filter({ hasText: payer.member.memberId });
    await row.filter({ hasText: 'Paid' }).waitFor();
    assert.equal(await row.count(), 1, 'one record for the one payment');
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    // Member, Scheme, Months, Amount, Status, Due Date, Payment Date: the months and the due date are whatever
    // month the order paid.
    assert.deepEqual([cells[1], cells[3], cells[4], cells[6]], ['ESI', '₹200.00', 'Paid', todayInIndia()]);
    assert.match(cells[2], /^[A-Z][a-z]{2} \d{4}$/, 'the one month the order paid');
    assert.ok(cells[0].includes('Suma Bhat') && cells[0].includes(payer.member.memberId), cells[0]);

    // Issue 29: sorted by amount and kept in the address, the same list comes back after a reload.
    await page.getByRole('columnheader', { name: 'Amount' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'amount');
    assert.equal(new URL(page.url()).searchParams.get('q'), payer.member.memberId);
    await page.reload();
    await row.filter({ hasText: 'Paid' }).waitFor();
    assert.equal(await page.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort'), 'ascending');
    assert.equal(await page.getByLabel('Search by member name').inputValue(), payer.member.memberId);
    assertNoCspViolations(admin);
  });

  it('e-mails the member exactly one receipt whose PDF opens with the receipt number and member id', async () => {
    assert.ok(paidRecord?.receiptNumber, 'the payment has a receipt number');
    const subject = `Payment receipt ${paidRecord.receiptNumber}`;
    await eventually(
      async () => (await mailsTo(stack, payer.member.email, subject)).length > 0,
      'the receipt e-mail',
      30_000,
    );
    await stack.razorpaySandbox!.webhooksSettled();
    await portalSettled(stack); // a second receipt, had the webhook made one, is sent by now
    const mails = await mailsTo(stack, payer.member.email, 'Payment receipt');
    assert.deepEqual(
      mails.map((mail) => mail.Subject),
      [subject],
    );

    const attachments = await mailAttachments(stack, mails[0].ID);
    assert.deepEqual(
      attachments.map((a) => a.ContentType),
      ['application/pdf'],
    );
    const { text } = await extractPdfText(attachments[0].content);
    assert.ok(text.includes(paidRecord.receiptNumber), `the receipt number is in the PDF: ${text}`);
    assert.ok(text.includes(payer.member.memberId), `and the member id: ${text}`);
  });

  it("shows 'Payment Cancelled' and records nothing when the member cancels the checkout", async () => {
    const canceller = await optedIntoEsi('Ganesh', 'Rao');
    const before = await listRecords(canceller.api);
    const member = await watchedPage();
    const { page } = member;
    await signInAsMember(page, canceller.member.memberId);
    await openMakePaymentFromDashboard(page);

    const { checkout, orderId } = await openCheckout(page);
    await checkout.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByText('Payment Cancelled', { exact: true }).waitFor();
    await page.getByText('You cancelled the payment process.', { exact: true }).waitFor();
    await checkout.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Pay ₹200.00' }).waitFor(); // ready to try again
    assertNoCspViolations(member);

    assert.equal(stack.razorpaySandbox!.order(orderId)?.status, 'created', 'the order was never paid');
    assert.deepEqual(
      stack.razorpaySandbox!.deliveredWebhooks().filter((w) => w.orderId === orderId),
      [],
    );
    assert.deepEqual(await listRecords(canceller.api), before, 'no payment record was added or changed');
  });
});
