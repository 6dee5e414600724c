import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { decodePdfQr, launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/http-client';
import { adminClient, createMember } from '../support/fixtures/members';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { openAdminDashboard, openFromSidebar, UI_TIMEOUT_MS, withSession } from './journey-helpers';
import { seriousViolations } from './axe-checks';
import { settled, watchTraffic } from './layout-checks';

// Issue 13: the admin makes ID cards for chosen members on /id-cards, downloads one, and the QR code
// printed on it opens the public verification page. The steps build on each other.
describe('ID cards in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let page: Page;
  let admin: ApiClient;
  let verificationUrl: URL;
  const chosen = ['Journey Anand', 'Journey Bhavana', 'Journey Chetan'];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    admin = await adminClient(stack);
    // The four members at once: none depends on another.
    await Promise.all([
      ...chosen.map((name) => {
        const [firstName, lastName] = name.split(' ');
        return createMember(admin, { firstName, lastName, status: 'active', membershipEndDate: '2027-03-31' });
      }),
      createMember(admin, { firstName: 'Other', lastName: 'Member', status: 'active' }),
    ]);
    // A context of its own: axe-core checks pages of a context, not of browser.newPage(). It starts with the
    // session of the admin's API sign-in: signing in on /login has tests of its own.
    const context = await browser.newContext({ acceptDownloads: true });
    await withSession(context, stack, admin.sessionCookie!);
    page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    // Its requests counted from the blank page, so settled() need not wait for Playwright's network idle.
    watchTraffic(page);
    await openAdminDashboard(page, stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });

  it('generates the cards of the selected members in the background and shows the progress to the end', async () => {
    await openFromSidebar(page, 'ID Cards');
    await page.getByLabel('Search members').fill('Journey');
    for (const name of chosen) await row(name).getByText('Not generated').waitFor();
    await row('Other Member').waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: /select all/i }).check();
    await page.getByRole('button', { name: 'Generate Selected (3)' }).click();
    await page.getByText('3 cards generated.', { exact: true }).waitFor();
    for (const name of chosen)
      await row(name)
        .getByText(/^Generated \d{2}\/\d{2}\/\d{4}$/)
        .waitFor();

    // The job is kept in the address: a reload shows the same finished job.
    assert.match(page.url(), /[?&]job=[0-9a-f-]{36}/);
    await page.reload();
    await page.getByText('3 cards generated.', { exact: true }).waitFor();
  });

  it('downloads a card as a PDF whose QR code holds the signed verification link', async () => {
    await page.getByLabel('Search members').fill('Journey Bhavana');
    await row('Journey Anand').waitFor({ state: 'detached' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row('Journey Bhavana')
        .getByRole('link', { name: /Download PDF/ })
        .click(),
    ]);
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    verificationUrl = new URL(await decodePdfQr(pdf, 1));
    assert.match(verificationUrl.pathname, /^\/verify\/PHOTO\d{4,}$/);
    assert.ok(verificationUrl.searchParams.get('sig'), 'the link carries a signature');
  });

  it('opens the verification page from the QR code, signed out, showing the member and their status', async () => {
    const visitor = await (await browser.newContext()).newPage();
    visitor.setDefaultTimeout(UI_TIMEOUT_MS);
    try {
      await visitor.goto(`${stack.url}${verificationUrl.pathname}${verificationUrl.search}`);
      await visitor.getByRole('heading', { name: /Membership Verification/ }).waitFor();
      await visitor.getByText('Journey Bhavana', { exact: true }).waitFor();
      await visitor.getByText('Active', { exact: true }).waitFor();
      await visitor.getByText('31/03/2027', { exact: true }).waitFor();

      // A link whose signature was tampered with shows nobody.
      const forged = new URL(verificationUrl.href);
      const sig = forged.searchParams.get('sig')!;
      forged.searchParams.set('sig', `${sig.startsWith('x') ? 'y' : 'x'}${sig.slice(1)}`);
      await visitor.goto(`${stack.url}${forged.pathname}${forged.search}`);
      await visitor.getByText('This verification link is not valid', { exact: true }).waitFor();
      assert.equal(await visitor.getByText('Journey Bhavana').count(), 0);
    } finally {
      await visitor.context().close();
    }
  });

  it('keeps the ID Cards page, its preview and the verification page free of serious accessibility problems', async () => {
    await page.goto(`${stack.url}/id-cards`);
    await row('Journey Anand').waitFor();
    await settled(page);
    const problems = (await seriousViolations(page)).map((line) => `/id-cards: ${line}`);
    await row('Journey Anand')
      .getByRole('button', { name: /Preview/ })
      .click();
    await page.getByRole('region', { name: 'Back of the card' }).waitFor();
    // settled() waits for the dialog to finish fading in: colours are measured once it is fully shown.
    await settled(page);
    problems.push(...(await seriousViolations(page)).map((line) => `preview: ${line}`));

    const visitor = await (await browser.newContext()).newPage();
    watchTraffic(visitor);
    try {
      await visitor.goto(`${stack.url}${verificationUrl.pathname}${verificationUrl.search}`);
      await visitor.getByText('Journey Bhavana', { exact: true }).waitFor();
      await settled(visitor);
      problems.push(...(await seriousViolations(visitor)).map((line) => `/verify: ${line}`));
    } finally {
      await visitor.context().close();
    }
    assert.deepEqual(problems, []);
  });
});
