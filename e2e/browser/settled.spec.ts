import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page, Route } from 'playwright-core';
import { settled, watchTraffic } from './layout-checks';

// settled() is what every layout and accessibility check waits for before it measures: it must not return while
// the page still has a request under way, including one the page starts only after an earlier answer, or the
// checks would measure a page still loading. No stack: a page of its own, its server played by page.route.
describe('waiting for a page to settle', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The heading is there at once, with no spinner; the data comes in two steps, the second asked for only when the
  // first has been answered, a moment later (as a query that waits for another).
  const PAGE = `<!doctype html><html lang="en"><body><h1>Members</h1><p id="state">waiting</p><script>
    setTimeout(async () => {
      const first = await (await fetch('/first')).text();
      setTimeout(async () => {
        const second = await (await fetch('/second')).text();
        document.getElementById('state').textContent = first + ' ' + second;
      }, 60);
    }, 40);
  </script></body></html>`;

  async function servedPage(holdMs: number): Promise<{ page: Page; answered: string[] }> {
    const page = await browser.newPage();
    const answered: string[] = [];
    await page.route('http://settle.test/**', async (route: Route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      answered.push(path);
      return route.fulfill({ contentType: 'text/plain', body: path.slice(1) });
    });
    return { page, answered };
  }

  /** Loads the page, watched from the blank page or not, and checks settled() returned with both answers shown. */
  async function settlesOnceAnswered(watchedFromBlank: boolean): Promise<void> {
    const { page, answered } = await servedPage(300);
    try {
      if (watchedFromBlank) watchTraffic(page);
      await page.goto('http://settle.test/');
      await settled(page);
      assert.deepEqual(answered, ['/first', '/second']);
      assert.equal(await page.locator('#state').textContent(), 'first second');
    } finally {
      await page.close();
    }
  }

  it('returns only once a request started after the load, and the one its answer led to, are answered', () =>
    settlesOnceAnswered(true));

  it('waits for requests under way before it began counting, on a page it had not watched', () =>
    settlesOnceAnswered(false));

  // The positive control: what the page reads while its data is held, so a pass above is settled() waiting.
  it('sees the page still waiting while its data is held', async () => {
    const { page } = await servedPage(2_000);
    try {
      await page.goto('http://settle.test/');
      await page.getByRole('heading', { name: 'Members' }).waitFor();
      assert.equal(await page.locator('#state').textContent(), 'waiting');
    } finally {
      await page.close();
    }
  });
});
