import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { sharedTestStack, TestStack } from '../support/test-stack';

describe('admin login in the browser', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  async function loginAsAdmin(page: Page, password: string) {
    await page.goto(`${stack.url}/login`);
    await page.getByRole('tab', { name: 'Admin' }).click();
    await page.getByLabel('Email').fill(stack.admin.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('takes the admin from the login page to the Dashboard', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page, stack.admin.password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    assert.equal(new URL(page.url()).pathname, '/');
    // The cards render once the stats arrive; on a loaded machine that can follow the heading by a moment.
    for (const card of ['Total Members', 'Active Members', 'Pending Renewals', 'Total Events']) {
      await page.getByText(card, { exact: true }).first().waitFor({ timeout: 15_000 });
    }
    await page.close();
  });

  it("shows 'Invalid admin credentials' for a wrong password and stays on the login page", async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page, 'wrong-password');
    await page.getByText('Invalid admin credentials').waitFor({ timeout: 15_000 });
    assert.equal((await page.getByText('Login Failed').count()) > 0, true);
    assert.equal(new URL(page.url()).pathname, '/login');
    await page.close();
  });
});
