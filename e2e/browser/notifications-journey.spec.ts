import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser, waitFor } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { startTestStack, TestStack } from '../support/test-stack';
import { assertNoBlockedOrUncaught, signInAsMember, watchedPage, WatchedPage } from './content-journey-helpers';
import { loginAsAdmin, openFromSidebar, UI_TIMEOUT_MS } from './journey-helpers';

// Issue 13: the admin sends a notification to all members on /notifications; a member signs in, sees it
// in the Updates tab with the unread badge, marks it read and the badge count drops.
describe('a notification from the admin to the members in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let sessions: MemberSessions;
  let member: MemberSession;
  let admin: Page;
  let memberPage: WatchedPage;
  const notice = {
    title: 'Photo walk on Sunday',
    message: 'Join the heritage photo walk at Mysuru Palace, Sunday 7 am.',
  };

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
    sessions = await MemberSessions.open(stack);
    member = await sessions.signedIn({ firstName: 'Shwetha', lastName: 'Naik' });
    // The broadcast reaches the members notifications knows at the moment it is sent: wait until it knows
    // this one (a welcome addressed to them goes through once it does), and read the welcome away.
    const welcome = await waitFor(
      async () => {
        const res = await sessions.admin.post('/api/notifications', {
          title: 'Welcome',
          message: 'Welcome to the member portal.',
          type: 'general',
          memberId: member.member.id,
        });
        return res.status === 201 ? res.json.notification : undefined;
      },
      { timeoutMs: 30_000, what: 'the member known to notifications' },
    );
    assert.equal((await member.api.post(`/api/notifications/${welcome.id}/read`)).status, 200);
    admin = await browser.newPage();
    admin.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  it('lets the admin send a notification to all members from the Notifications page', async () => {
    await loginAsAdmin(admin, stack);
    await openFromSidebar(admin, 'Notifications');
    const form = admin.getByRole('form', { name: 'Send notification' });
    await form.getByLabel('Title').fill(notice.title);
    await form.getByLabel('Message').fill(notice.message);
    await form.getByRole('button', { name: 'Send Notification' }).click();
    // A send to an audience is confirmed with the count it reaches (issue 29).
    const confirm = admin.getByRole('dialog', { name: /^Send to [\d,]+ members?\?$/ });
    await confirm.getByRole('button', { name: /^Send to [\d,]+ members?$/ }).click();

    await admin.getByText('Notification sent successfully', { exact: true }).waitFor();
    const sent = admin.locator('.sent-notifications li', { hasText: notice.title });
    await sent.waitFor();
    const text = (await sent.innerText()).replace(/\s+/g, ' ');
    assert.ok(text.includes('To: All members'), text);
    assert.ok(text.includes('1 in the portal'), text);
  });

  it('shows the member the notification in Updates with the badge, and the count drops when it is read', async () => {
    memberPage = await watchedPage(browser);
    const { page } = memberPage;
    await signInAsMember(page, stack, member.member.memberId);

    const updatesTab = page.getByRole('tab', { name: /Updates/ });
    await updatesTab.locator('.updates-tab-count', { hasText: '1' }).waitFor();
    await updatesTab.click();
    assert.ok(page.url().endsWith('/member-dashboard?tab=updates'), page.url());
    const item = page.locator('.notification-item', { hasText: notice.title });
    await item.getByText(notice.message, { exact: true }).waitFor();
    await item.getByText('Unread', { exact: true }).waitFor();
    await page.getByText('1 unread', { exact: true }).waitFor();

    await item.getByRole('button', { name: `Mark "${notice.title}" as read` }).click();

    await item.getByText('Unread', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText('All caught up', { exact: true }).waitFor();
    await updatesTab.locator('.updates-tab-count').waitFor({ state: 'detached' });

    // Read for good: a reload asks the server again.
    await page.reload();
    await page.locator('.notification-item', { hasText: notice.title }).waitFor();
    assert.equal(await page.locator('.notification-item', { hasText: notice.title }).getByText('Unread').count(), 0);
    assertNoBlockedOrUncaught(memberPage);
  });
});
