import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { createEvent } from '../support/fixtures/content';
import { projectedInPayments } from '../support/fixtures/payments';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { UI_TIMEOUT_MS } from './journey-helpers';

/**
 * Issue 31's allow-list: what may stay in Latin letters on a page shown in Kannada (people's names and member ids
 * are added per member; e-mail addresses and ₹ amounts are not words).
 */
type InPage = any;

const KEPT_IN_LATIN = ['ESI', 'Postal', 'UPI', 'KPWA', 'English', 'PDF', 'CSV', 'RCPT'];

/**
 * The English words in what the page shows: each visible text node, apart from Razorpay's own checkout (the
 * payment gateway's page, not the portal's) and e-mail addresses.
 */
async function englishWordsShown(page: Page, names: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
    const { document, NodeFilter } = globalThis as InPage;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-label="Razorpay Checkout"]')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  const keep = new Set([...KEPT_IN_LATIN, ...names]);
  const words = texts.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').match(/[A-Za-z][A-Za-z0-9'’]*/g) ?? [];
  return [...new Set(words.filter((word) => !keep.has(word) && !/^[A-Z]+\d+$/.test(word)))];
}

/**
 * Words people wrote that the member's pages show as written (like names): the titles, places and messages of the
 * events and notifications the admins made, here and in other test files sharing this stack.
 */
async function wordsWrittenByPeople(member: MemberSession): Promise<string[]> {
  const [events, notifications] = await Promise.all([
    member.api.get('/api/events'),
    member.api.get('/api/notifications'),
  ]);
  assert.equal(events.status, 200, events.text);
  assert.equal(notifications.status, 200, notifications.text);
  const listed = (body: unknown): Array<Record<string, unknown>> =>
    Array.isArray(body) ? body : ((body as { items?: Array<Record<string, unknown>> }).items ?? []);
  const texts = [
    ...listed(events.json).flatMap((e) => [e.title, e.location, e.description]),
    ...listed(notifications.json).flatMap((n) => [n.title, n.message]),
  ];
  return texts.flatMap((text) => (typeof text === 'string' ? (text.match(/[A-Za-z][A-Za-z0-9'’]*/g) ?? []) : []));
}

// Issue 31, the member's side of the Done-when journey: a member who chose ಕನ್ನಡ signs in on a 375 px phone, sees
// the dashboard, pays ESI in the Razorpay sandbox's checkout and downloads the receipt; no page shows an English
// word outside the allow-list.
describe('a member in Kannada at 375 px', () => {
  let stack: TestStack;
  let browser: Browser;
  let payer: MemberSession;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const sessions = await MemberSessions.open(stack);
    payer = await sessions.signedIn({ firstName: 'Lakshmi', lastName: 'Hegde', optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, payer.member.id, 'esi', 'active');
    // An event the office wrote in English, shown as written on the dashboard (as other files' events are).
    await createEvent(sessions.admin, { title: 'Door check-in meeting', location: 'Mysuru' });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  it('signs in, sees the dashboard, pays ESI in the checkout and downloads the receipt, all in Kannada', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
    // The language chosen on an earlier visit in this browser.
    await context.addInitScript(() => (globalThis as InPage).localStorage.setItem('portal.language', 'kn'));
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    const names = ['Lakshmi', 'Hegde', 'LH', payer.member.memberId];

    await page.goto(`${stack.url}/login`);
    await page.getByRole('tab', { name: 'ಸದಸ್ಯ' }).click();
    await page.getByLabel('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ಅಥವಾ ಫೋನ್').fill(payer.member.memberId);
    await page.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'ಸೈನ್ ಇನ್' }).click();

    await page.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'kn');
    const esi = page.locator('li[aria-label="ESI ಪಾವತಿ ಸ್ಥಿತಿ"]');
    const pay = esi.getByRole('button', { name: 'ಪಾವತಿ ಮಾಡಿ' });
    await pay.waitFor();
    await page.getByRole('heading', { name: 'ಇತ್ತೀಚಿನ ಸುದ್ದಿಗಳು' }).waitFor();
    await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    const written = await wordsWrittenByPeople(payer);
    assert.deepEqual(await englishWordsShown(page, [...names, ...written]), [], 'the dashboard');

    await pay.tap();
    await page.getByRole('heading', { level: 1, name: 'ಪಾವತಿ ಮಾಡಿ' }).waitFor();
    const payButton = page.getByRole('button', { name: '₹200.00 ಪಾವತಿಸಿ' });
    await payButton.waitFor();
    await page.getByText('ಈ ಪಾವತಿ', { exact: false }).waitFor();
    assert.deepEqual(await englishWordsShown(page, names), [], 'Make Payment');

    await payButton.tap();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.waitFor();
    await checkout.getByRole('radio', { name: 'UPI' }).check();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    const panel = page.locator('.paid-panel');
    await panel.getByRole('heading', { name: 'ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಿದೆ' }).waitFor();
    await checkout.waitFor({ state: 'detached' });
    const receiptNumber = (await panel.locator('.paid-panel-fact').last().innerText()).trim();
    assert.match(receiptNumber, /RCPT-/);
    assert.deepEqual(await englishWordsShown(page, names), [], 'the paid panel');

    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: /ರಶೀದಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ/ }).tap();
    assert.match((await download).suggestedFilename(), /\.pdf$/);
    await context.close();
  });
});
