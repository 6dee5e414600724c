import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { createMember } from '../support/fixtures/members';
import { MemberSessions } from '../support/fixtures/member-session';
import { startTestStack, TestStack } from '../support/test-stack';
import { loginAsAdmin, UI_TIMEOUT_MS } from './journey-helpers';

// Issue 30: a tab strip's "more" button (its dropdown and menu) is loaded only once a tab does not fit
// (web/vite/tabs-more-on-demand.ts). An admin's member page on a 320 px phone has tabs that do not fit: the
// button must still appear and open the menu of the hidden tabs, which open their panel when chosen.
describe('tabs that do not fit on a phone', () => {
  let stack: TestStack;
  let browser: Browser;
  let page: Page;
  let memberId: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
    const sessions = await MemberSessions.open(stack);
    memberId = (await createMember(sessions.admin, { firstName: 'Tara', lastName: 'Hegde' })).id;
    page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  it("reach the hidden tabs through the strip's More menu on the admin's member page", async () => {
    await loginAsAdmin(page, stack);
    await page.goto(`${stack.url}/members/${memberId}`);
    const strip = page.locator('.detail-card .ant-tabs-nav');
    await strip.getByRole('tab', { name: 'Activity Log' }).waitFor();
    const more = strip.locator('.ant-tabs-nav-more');
    await more.waitFor({ state: 'visible' });
    await more.hover();
    const menu = page.locator('.ant-tabs-dropdown:not(.ant-tabs-dropdown-hidden)');
    const hidden = menu.getByRole('option');
    await hidden.first().waitFor();
    const names = (await hidden.allInnerTexts()).map((text) => text.trim());
    assert.ok(names.includes('Payments'), `the menu lists the tabs that do not fit: ${names.join(', ')}`);
    await menu.getByRole('option', { name: 'Payments' }).click();
    assert.equal(await strip.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected'), 'true');
  });
});
