import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser } from 'playwright-core';
import { registrationFields } from '../support/fixtures/registration';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { UI_TIMEOUT_MS } from './journey-helpers';
import { englishWordsShown, wordsOf } from './kannada-checks';
import { signInAsAdmin } from './layout-checks';

type Listed = Array<Record<string, unknown>>;

/**
 * What people wrote or are called that the admin's pages show as written: the signed-in admin's name and initials,
 * and the members listed (names, addresses, reasons), here and in other test files sharing this stack.
 */
async function peoplesWords(admin: ApiClient, query: string): Promise<string[]> {
  const [me, members] = await Promise.all([admin.get('/api/auth/user'), admin.get(`/api/members?${query}`)]);
  assert.equal(me.status, 200, me.text);
  assert.equal(members.status, 200, members.text);
  const listed = (members.json as { members: Listed }).members;
  const name = [me.json.firstName, me.json.lastName].filter(Boolean) as string[];
  const initials = name.map((part) => part.charAt(0).toUpperCase()).join('');
  return [
    ...wordsOf(...name, initials, me.json.email),
    ...listed.flatMap((m) => {
      const initialsOf = [m.firstName, m.lastName].map((part) => (typeof part === 'string' ? part.charAt(0) : ''));
      return wordsOf(m.firstName, m.lastName, initialsOf.join('').toUpperCase(), m.address, m.rejectionReason);
    }),
  ];
}

/**
 * The dashboard's activity feed: its titles are written by the notifications service when the thing happens, in
 * English ('New registration: …'), and shown as stored; they are the server's texts, not the web catalogues'.
 */
async function activityWords(admin: ApiClient): Promise<string[]> {
  const activity = await admin.get('/api/dashboard/activity');
  assert.equal(activity.status, 200, activity.text);
  return wordsOf(...(activity.json as Listed).map((item) => item.title));
}

// Issue 31, "an admin switched to Kannada sees the admin screens in Kannada": an admin signs in in English, switches
// to ಕನ್ನಡ in the header, and the dashboard, Member Approvals and the Members list show no English word outside the allow-list.
describe('an admin in Kannada', () => {
  let stack: TestStack;
  let browser: Browser;
  let admin: ApiClient;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    admin = new ApiClient(stack.url);
    const login = await admin.post('/api/auth/admin/login', {
      email: stack.admin.email,
      password: stack.admin.password,
    });
    assert.equal(login.status, 200, login.text);
    // An application waiting for approval, so Member Approvals shows a card.
    const registered = await new ApiClient(stack.url).post(
      '/api/register',
      registrationFields({ firstName: 'Kaveri', lastName: 'Gowda', address: 'Kuvempu Nagar, Mysuru' }),
    );
    assert.equal(registered.status, 201, registered.text);
  });
  afterAll(async () => {
    // The switch saved ಕನ್ನಡ on the stack's admin account (issue 31): give it back its English, or the other files
    // on this worker's stack, which sign in as the same admin, would meet the admin screens in Kannada.
    const reset = await admin?.request('PATCH', '/api/auth/user', { language: 'en' });
    await browser?.close();
    await stack?.teardown();
    if (reset) assert.equal(reset.status, 200, reset.text);
  });

  it('switches to ಕನ್ನಡ in the header; the dashboard, Member Approvals and Members follow', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    await signInAsAdmin(page, stack);

    await page.locator('.admin-header').getByRole('combobox', { name: 'Language' }).selectOption('kn');
    await page.getByRole('heading', { level: 1, name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'kn');
    await page.getByRole('link', { name: 'ಒಟ್ಟು ಸದಸ್ಯರು' }).waitFor();
    await page.getByRole('table', { name: 'ತಿಂಗಳವಾರು ಸ್ವೀಕರಿಸಿದ ವಂತಿಗೆ' }).waitFor({ state: 'attached' });
    await page.locator('.ant-skeleton-active').first().waitFor({ state: 'detached' });
    const onDashboard = [...(await peoplesWords(admin, 'page=1&limit=5')), ...(await activityWords(admin))];
    assert.deepEqual(await englishWordsShown(page, onDashboard), [], 'the dashboard');

    const nav = page.getByRole('navigation', { name: 'ಮುಖ್ಯ ಪುಟಗಳು' });
    await nav.getByRole('link', { name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' }).click();
    await page.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' }).waitFor();
    await page.getByRole('article').first().waitFor();
    const onApprovals = await peoplesWords(admin, 'page=1&limit=12&status=pending');
    assert.deepEqual(await englishWordsShown(page, onApprovals), [], 'Member Approvals');

    await nav.getByRole('link', { name: 'ಸದಸ್ಯರು', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯರು' }).waitFor();
    await page.getByRole('columnheader', { name: /ಗುರುತಿನ ಸಂಖ್ಯೆ/ }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    const onMembers = await peoplesWords(admin, 'page=1&limit=10');
    assert.deepEqual(await englishWordsShown(page, onMembers), [], 'Members');

    await nav.getByRole('link', { name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' }).click();
    await page.getByRole('article').first().waitFor();
    // A reload keeps Kannada: the layout's and the page's catalogues download before they show.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯತ್ವ ಅನುಮೋದನೆಗಳು' }).waitFor();
    await page.getByRole('article').first().waitFor();
    assert.deepEqual(await englishWordsShown(page, onApprovals), [], 'Member Approvals after a reload');
    await context.close();
  });
});
