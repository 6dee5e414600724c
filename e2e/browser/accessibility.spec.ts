import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MemberAccounts } from '../api/member-auth.fixtures';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { UI_TIMEOUT_MS } from './journey-helpers';
import { seriousViolations } from './axe-checks';
import { settled, signInAsAdmin } from './layout-checks';

// Issue 8: WCAG 2.2 AA on the public, login, register and password pages and the admin dashboard,
// checked with axe-core at a desktop and a phone width; plus what axe cannot see (names, focus, Tab stops).
const WIDTHS = [1366, 375];

describe('accessibility of the public, login, register and password pages', () => {
  let stack: TestStack;
  let browser: Browser;
  let liveSetupToken: string;
  let liveResetToken: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const members = await MemberAccounts.open(stack);
    liveSetupToken = (await members.approved()).token;
    const member = await members.withPassword('Accessible-Pass-1');
    const asked = await new ApiClient(stack.url).post('/api/auth/forgot-password', { loginId: member.memberId });
    assert.equal(asked.status, 200, asked.text);
    liveResetToken = await members.linkToken(member.email, '/reset-password');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  async function pageAt(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  it('has no serious or critical axe violations on any public, login, register or password page', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await pageAt(width);
      for (const path of [
        '/',
        '/login',
        '/login?tab=admin',
        '/login?expired=1',
        '/register',
        '/forgot-password',
        '/setup-password',
        `/setup-password?token=${liveSetupToken}`,
        '/setup-password?token=not-a-live-link',
        '/reset-password',
        `/reset-password?token=${liveResetToken}`,
      ]) {
        await page.goto(`${stack.url}${path}`);
        await settled(page);
        problems.push(...(await seriousViolations(page)).map((line) => `${path} at ${width} px: ${line}`));
      }
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('has no serious or critical axe violations on a register form that failed its checks', async () => {
    const page = await pageAt(1366);
    await page.goto(`${stack.url}/register`);
    await settled(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('First name must be at least 2 characters', { exact: true }).waitFor();
    const problems = await seriousViolations(page);
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  it('has no serious or critical axe violations on the admin dashboard', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await pageAt(width);
      await signInAsAdmin(page, stack);
      await settled(page);
      problems.push(...(await seriousViolations(page)).map((line) => `dashboard at ${width} px: ${line}`));
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('names each file button with its field and, after a failed submit, focuses the first field in error', async () => {
    const page = await pageAt(1366);
    await page.goto(`${stack.url}/register`);
    await settled(page);
    await page.getByRole('button', { name: 'Passport Photo: choose file' }).waitFor();
    await page.getByRole('button', { name: 'ID Proof: choose file' }).waitFor();

    await page.getByLabel('First Name').fill('Ravi');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Last name must be at least 2 characters', { exact: true }).waitFor();
    const focused = await page.evaluate(() => (globalThis as any).document.activeElement?.id);
    const alert = await page.locator('.register-form [role="alert"]').innerText();
    await page.context().close();
    assert.equal(focused, 'register_lastName');
    assert.match(alert, /Last name must be at least 2 characters/);
  });

  it('goes from the login tabs straight into the form with Tab, with no stop on the tab panel', async () => {
    const page = await pageAt(1366);
    await page.goto(`${stack.url}/login?tab=admin`);
    await settled(page);
    await page.getByRole('tab', { name: 'Admin' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (globalThis as any).document.activeElement?.id);
    await page.context().close();
    assert.equal(focused, 'admin-login_email', 'the Email field, not the panel around it');
  });
});
