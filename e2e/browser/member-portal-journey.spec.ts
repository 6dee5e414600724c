import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText, launchBrowser } from '@portal/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { addRecord } from '../support/fixtures/payments';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { indianDate, loginAsMember, UI_TIMEOUT_MS } from './journey-helpers';
import { sidewaysOverflow } from './layout-checks';

const NEW_PASSWORD = 'Nikon-Z6-Hubballi-2026';

/** The two screens of issue 12: a desktop and a 375 px phone. */
const SCREENS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: '375 px phone', width: 375, height: 812 },
] as const;

// Issue 12: a member's day in their own portal, on a desktop and on a phone. Each screen follows its own
// member through the steps in order (signing in, scheme statuses, a receipt, an update, the profile, a
// new password), so each step builds on the one before.
describe.each(SCREENS)('the member portal on a $name', (screen) => {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sessions: MemberSessions;
  let member: MemberSession;
  let receiptNumber = '';
  const updateTitle = `Studio safety workshop (${screen.name})`;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    sessions = await MemberSessions.open(stack);
    member = await sessions.signedIn({
      firstName: 'Shwetha',
      lastName: screen.width < 768 ? 'Kulkarni' : 'Bhat',
      optedSchemes: ['esi', 'postal', 'kutumba_barosa'],
    });
    const admin = sessions.admin;
    // The two records and the update do not depend on each other: made at once.
    const [paid, , sent] = await Promise.all([
      addRecord(admin, { memberId: member.member.id, scheme: 'esi', amount: 200, status: 'paid' }),
      addRecord(admin, {
        memberId: member.member.id,
        scheme: 'postal',
        amount: 150,
        status: 'overdue',
        dueDate: '2026-01-10',
      }),
      // Kutumba Barosa gets no record: 'Pending' with 'No payment records available.'.
      admin.post('/api/notifications', {
        title: updateTitle,
        message: 'A free workshop on studio lighting safety, Saturday at the association hall.',
        type: 'general',
      }),
    ]);
    receiptNumber = paid.receiptNumber ?? '';
    assert.match(receiptNumber, /^RCPT-/, 'a paid record has a receipt');
    assert.equal(sent.status, 201, sent.text);

    context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.teardown();
  });

  const signIn = (password: string) => loginAsMember(page, stack, member.member.memberId, password);

  async function openTab(name: string): Promise<void> {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }

  async function assertNothingSticksOut(): Promise<void> {
    const { scrollWidth, culprits } = await sidewaysOverflow(page, screen.width);
    assert.ok(scrollWidth <= screen.width, `the page scrolls sideways (${scrollWidth}px): ${culprits.join(', ')}`);
  }

  it('signs the member in and shows the status of each of their three schemes', async () => {
    await signIn(MEMBER_PASSWORD);
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: 'Welfare Scheme Payments' }) });
    const status = (scheme: string) => card.locator(`li[aria-label="${scheme} payment status"]`);
    await status('ESI').getByText('No Dues', { exact: true }).waitFor();
    await status('Postal').getByText('Overdue', { exact: true }).waitFor();
    await status('Kutumba Barosa').getByText('Pending', { exact: true }).waitFor();
    await status('Kutumba Barosa').getByText('No payment records available.', { exact: true }).waitFor();
    await status('Postal')
      .getByText(`Payment overdue since ${indianDate(new Date('2026-01-10T00:00:00+05:30'))}`)
      .waitFor();
    await assertNothingSticksOut();
  });

  it('opens the Payments tab and downloads the receipt of the paid ESI contribution', async () => {
    await openTab('Payments');
    const link = page.locator('a.receipt-link', { hasText: receiptNumber }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const path = await download.path();
    const pdf = readFileSync(path);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-', 'the receipt is a PDF');
    const { text } = await extractPdfText(pdf);
    assert.ok(text.includes(receiptNumber), `the receipt names its number ${receiptNumber}`);
    assert.ok(text.includes(member.member.memberId), 'the receipt names the member id');
    await assertNothingSticksOut();
  });

  it('shows the association’s update under Updates and marks it read for this member', async () => {
    await openTab('Updates');
    const item = page.locator('li.notification-item', { hasText: updateTitle });
    await item.getByText('Unread', { exact: true }).waitFor();
    await item.getByRole('button', { name: `Mark "${updateTitle}" as read` }).click();
    await item.getByText('Unread', { exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('li.notification-item', { hasText: updateTitle }).waitFor();
    assert.equal(
      await page.locator('li.notification-item', { hasText: updateTitle }).getByText('Unread', { exact: true }).count(),
      0,
      'read stays read after a reload',
    );
    await assertNothingSticksOut();
  });

  it('saves an edited address on the profile settings page', async () => {
    await page.goto(`${stack.url}/profile-settings`);
    const address = page.getByLabel('Address');
    await address.fill('12, 4th Cross, Vidyanagar, Hubballi 580021');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    const res = await sessions.admin.get(`/api/members/${member.member.id}`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.address, '12, 4th Cross, Vidyanagar, Hubballi 580021', 'the register holds the new address');
    await assertNothingSticksOut();
  });

  it('changes the password, signs out, and signs in again only with the new one', async () => {
    await page.getByLabel('Current Password').fill(MEMBER_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    // The toast stays 5 s, and on a phone it covers the Logout button (the click waited it out): a person closes it.
    const toast = page.getByRole('status').filter({ hasText: 'Password changed successfully!' });
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/profile-settings'));

    await page.goto(`${stack.url}/login`);
    await page.getByRole('tab', { name: 'Member' }).click();
    await page.getByLabel('Member ID, Email or Phone').fill(member.member.memberId);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').waitFor();
    assert.equal(
      await page.getByRole('heading', { name: 'Member Dashboard' }).count(),
      0,
      'the old password is refused',
    );

    await signIn(NEW_PASSWORD);
  });
});
