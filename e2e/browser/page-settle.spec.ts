import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser, waitFor } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { trackRequests, UI_TIMEOUT_MS } from './journey-helpers';
import { settled } from './layout-checks';

/**
 * Positive controls for layout-checks' settled(): it counts the page's requests instead of waiting for 500 ms of
 * network silence, so it must still not call a page settled while a request the page made is unanswered. A small
 * local server stands in for the portal: its page shows a heading at once and no spinner, so only the request holds.
 */
describe('settled() on a page still waiting for its data', () => {
  let browser: Browser;
  let server: Server;
  let origin: string;
  /** Answers a request to `path` is holding, and which paths were asked for. */
  const held = new Map<string, ServerResponse>();
  const asked: string[] = [];

  // The page asks for /first, shows its answer, and then asks for what /first named (a query that waits for another).
  const PAGE = `<!doctype html><html lang="en"><head><title>settle</title></head><body><h1>Settle</h1><p id="data"></p>
<script>
  const show = (text) => (document.getElementById('data').textContent = text);
  fetch('/first').then((r) => r.text()).then((next) => {
    show('first answered');
    if (next) fetch(next).then((r) => r.text()).then(show);
  });
</script></body></html>`;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      asked.push(path);
      if (path === '/' || path.startsWith('/only-first')) response.end(PAGE);
      else if (path === '/first') response.end(request.headers.referer?.includes('/only-first') ? '' : '/second');
      else if (path === '/favicon.ico') response.writeHead(404).end();
      else held.set(path, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const response of held.values()) response.end();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function newPage(): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  /** Starts settled() on `page`, keeping what each look found, and whether it has resolved. */
  function settling(page: Page, timeoutMs?: number) {
    const looks: string[][] = [];
    const state = { done: false, error: undefined as Error | undefined };
    const promise = settled(page, { timeoutMs, onLook: (found) => looks.push([...found]) }).then(
      () => void (state.done = true),
      (error: Error) => void ((state.done = true), (state.error = error)),
    );
    return { looks, state, promise };
  }

  /** Waits until settled() has looked, over more than a second, at a page where only `unanswered` was left. */
  async function heldOnlyBy(looks: string[][], unanswered: RegExp): Promise<void> {
    await waitFor(
      async () => {
        const onlyHeld = looks.filter((found) => found.length === 1 && unanswered.test(found[0]));
        return onlyHeld.length >= 10;
      },
      { timeoutMs: UI_TIMEOUT_MS, intervalMs: 50, what: `settled() to look at a page held only by ${unanswered}` },
    );
  }

  it('waits for a response page.route holds, and settles once it is answered, the answer shown', async () => {
    const page = await newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/second', async (route) => {
      await released;
      await route.fulfill({ body: 'second answered' });
    });
    trackRequests(page);
    await page.goto(`${origin}/`);
    const run = settling(page);
    await heldOnlyBy(run.looks, /^GET .*\/second unanswered$/);
    assert.equal(run.state.done, false, 'settled() resolved while /second was held');
    release();
    await run.promise;
    assert.equal(run.state.error, undefined);
    assert.equal(await page.locator('#data').textContent(), 'second answered');
    await page.context().close();
  });

  it('waits for a request the page makes once an earlier one is answered (no interception)', async () => {
    const page = await newPage();
    trackRequests(page);
    await page.goto(`${origin}/`);
    const run = settling(page);
    await waitFor(async () => held.has('/second'), { timeoutMs: UI_TIMEOUT_MS, what: 'the page to ask for /second' });
    await heldOnlyBy(run.looks, /^GET .*\/second unanswered$/);
    assert.equal(run.state.done, false, 'settled() resolved while /second was unanswered');
    held.get('/second')?.end('second answered');
    held.delete('/second');
    await run.promise;
    assert.equal(run.state.error, undefined);
    assert.equal(await page.locator('#data').textContent(), 'second answered');
    await page.context().close();
  });

  it('settles a page with nothing left to load, and names the request when one never comes back', async () => {
    const page = await newPage();
    trackRequests(page);
    await page.goto(`${origin}/only-first`);
    await settled(page);
    assert.equal(await page.locator('#data').textContent(), 'first answered');

    await page.evaluate(() => void fetch('/never'));
    const run = settling(page, 1_000);
    await run.promise;
    assert.match(String(run.state.error?.message), /not settled after 1000 ms; still: GET .*\/never unanswered/);
    await page.context().close();
  });
});
