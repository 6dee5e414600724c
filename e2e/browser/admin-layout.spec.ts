import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { createEvent, jpegWithGps, uploadedMedia } from '../support/fixtures/content';
import { FormClient } from '../support/fixtures/multipart';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { openAdminDashboard, UI_TIMEOUT_MS, withSession } from './journey-helpers';
import { settled, sidewaysOverflow, textLines, watchTraffic } from './layout-checks';

// Issue 29's layout: dialogs above the sidebar, a closed phone sidebar out of the Tab order, stat cards that hold
// their text and icons, chart text a person can read, and no admin page wider than the screen with long data.
type InPage = any;

const LONG_EVENT_TITLE = 'Belagavi District Wedding and Candid Photography Masterclass 2026';

describe('the admin layout at desktop and phone widths', () => {
  let stack: TestStack;
  let browser: Browser;
  /** The admin's session cookie (name=value) from one sign-in for the file. */
  let adminSession: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const admin = new ApiClient(stack.url);
    const login = await admin.post('/api/auth/admin/login', {
      email: stack.admin.email,
      password: stack.admin.password,
    });
    assert.equal(login.status, 200, login.text);
    adminSession = admin.sessionCookie!;
    // A photo tagged with a long event title: the gallery card once pushed its delete button out (issue 29).
    const event = await createEvent(admin, { title: LONG_EVENT_TITLE });
    await uploadedMedia(
      new FormClient(stack.url, admin),
      { data: await jpegWithGps(800, 600), fileName: 'candid.jpg', type: 'image/jpeg' },
      { title: 'Candid portraits at the Belagavi masterclass', eventId: event.id },
    );
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  /**
   * The admin's Dashboard in a context of its own at `width`, signed in with the file's session: these tests measure
   * the layout, and signing in on /login has tests of its own.
   */
  async function adminAt(width: number, height = 900): Promise<Page> {
    const page = await signedInPageAt(width, height);
    await openAdminDashboard(page, stack);
    return page;
  }

  /** A blank page of a context of its own at `width`, with the file's admin session. */
  async function signedInPageAt(width: number, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    await withSession(context, stack, adminSession);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    // Its requests counted from the blank page, so settled() need not wait for Playwright's network idle.
    watchTraffic(page);
    return page;
  }

  it('covers the sidebar with an open dialog at 1366 px, so a sidebar link cannot be clicked and lose the form', async () => {
    const page = await adminAt(1366);
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' });
    const box = await link.boundingBox();
    assert.ok(box, 'the Events link is on screen');
    const topmost = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => Boolean((globalThis as InPage).document.elementFromPoint(px, py)?.closest('#admin-sidebar')),
        [x, y],
      );
    // Positive control: with no dialog open, the link is what a click there reaches.
    assert.equal(await topmost(box.x + box.width / 2, box.y + box.height / 2), true);

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('dialog').waitFor();
    assert.equal(
      await topmost(box.x + box.width / 2, box.y + box.height / 2),
      false,
      'the dialog mask, not the sidebar, is under the pointer',
    );
    await page.context().close();
  });

  it('keeps the closed sidebar out of the Tab order at 375 px, and puts its links in it once opened', async () => {
    const page = await adminAt(375, 800);
    const tabStopsInSidebar = async (presses: number) => {
      let inSidebar = 0;
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() =>
          Boolean((globalThis as InPage).document.activeElement?.closest('#admin-sidebar')),
        );
        if (inside) inSidebar += 1;
      }
      return inSidebar;
    };
    await page.locator('body').click({ position: { x: 200, y: 400 } });
    assert.equal(await tabStopsInSidebar(20), 0, 'no Tab stop lands in the closed sidebar');

    await page.getByRole('button', { name: /open menu/i }).click();
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' });
    await link.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close menu' }).focus();
    assert.ok((await tabStopsInSidebar(3)) > 0, 'the opened sidebar is reachable with Tab');
    await page.context().close();
  });

  for (const width of [1024, 1366, 1920]) {
    it(`lays the dashboard's stat cards out at ${width} px with titles and icons inside their cards`, async () => {
      const page = await adminAt(width);
      await settled(page);
      const cards = page.locator('.stat-card');
      assert.equal(await cards.count(), 6);
      const problems = await cards.evaluateAll((elements: InPage[]) =>
        elements.flatMap((card) => {
          const outer = card.getBoundingClientRect();
          return [...card.querySelectorAll('*')]
            .filter((el: InPage) => {
              const box = el.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) return false;
              return box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.bottom > outer.bottom + 0.5;
            })
            .map(
              (el: InPage) => `${card.querySelector('.stat-card-title')?.textContent}: <${el.tagName} ${el.className}>`,
            );
        }),
      );
      assert.deepEqual(problems, []);
      for (const title of await page.locator('.stat-card-title').all()) {
        assert.ok((await textLines(title)) <= 2, `"${await title.textContent()}" wraps onto more than two lines`);
      }
      await page.context().close();
    });
  }

  it('writes the charts’ axis text at least 11 px high and labels the newest month', async () => {
    const page = await adminAt(1366);
    await settled(page);
    const card = page.locator('.dashboard-card', { hasText: 'New Members per Month' });
    const chart = card.locator('.dashboard-chart');
    await chart.locator('svg text').first().waitFor();
    const heights = await chart
      .locator('svg text')
      .evaluateAll((texts: InPage[]) => texts.map((t) => t.getBoundingClientRect().height));
    assert.ok(heights.length > 0);
    assert.ok(Math.min(...heights) >= 11, `axis text heights ${heights.map((h) => h.toFixed(1)).join(', ')} px`);
    const labels = await chart.locator('svg text').allTextContents();
    const months = await card.locator('table tbody tr th').allTextContents();
    assert.ok(months.length > 0, 'the chart has its table of months');
    assert.ok(
      labels.includes(months[months.length - 1].trim()),
      `newest month ${months[months.length - 1]} unlabelled`,
    );
    await page.context().close();
  });

  for (const width of [1024, 1366]) {
    it(`shows no admin page wider than a ${width} px screen, with a long event tag in the gallery`, async () => {
      const first = await signedInPageAt(width);
      // Each page in a tab of its own, all at once: much of a page's time is waiting for its answers and its quiet
      // (settled()), and the tabs wait those out together.
      const measured = await Promise.all(
        ['/gallery', '/events', '/id-cards', '/scheme-documents', '/reports', '/notifications'].map(
          async (path, index) => {
            const page = index === 0 ? first : await first.context().newPage();
            page.setDefaultTimeout(UI_TIMEOUT_MS);
            watchTraffic(page);
            await page.goto(`${stack.url}${path}`);
            await settled(page);
            const { scrollWidth, culprits } = await sidewaysOverflow(page, width);
            const problem = scrollWidth > width ? `${path}: ${scrollWidth} px; ${culprits.join(' | ')}` : undefined;
            if (path !== '/gallery') return { problem };
            const card = page.locator('.media-card', { hasText: LONG_EVENT_TITLE }).first();
            await card.waitFor();
            const inside = await card.evaluate((el: InPage) => {
              const outer = el.getBoundingClientRect();
              return [...el.querySelectorAll('button')].every((button: InPage) => {
                const box = button.getBoundingClientRect();
                return box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
              });
            });
            return { problem, inside };
          },
        ),
      );
      assert.equal(measured[0].inside, true, "the gallery card's buttons stay inside the card beside the long tag");
      assert.deepEqual(
        measured.flatMap(({ problem }) => (problem ? [problem] : [])),
        [],
      );
      await first.context().close();
    });
  }
});
