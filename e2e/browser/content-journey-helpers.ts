import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { MEMBER_PASSWORD } from '../support/fixtures/member-session';
import type { TestStack } from '../support/test-stack';
import { loginAsMember, UI_TIMEOUT_MS } from './journey-helpers';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/** A page in its own browser context (own cookies), with every console error and CSP violation it sees. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export async function watchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ acceptDownloads: true });
  // Injected by the browser itself (not an inline script), so the page's CSP cannot stop it from reporting.
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    console.error('Content Security Policy violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
  });`);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  const watched: WatchedPage = { context, page, errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(`uncaught: ${error.message}`));
  return watched;
}

/** Nothing the page did was blocked by its Content Security Policy, and no script threw. */
export function assertNoBlockedOrUncaught(watched: WatchedPage): void {
  const bad = watched.errors.filter((text) => /Content Security Policy|^uncaught:/i.test(text));
  assert.deepEqual(bad, [], `console errors: ${JSON.stringify(watched.errors, null, 2)}`);
}

/** Signs in on /login's Member tab, as a member does, and waits for their dashboard. */
export const signInAsMember = (page: Page, stack: TestStack, memberId: string): Promise<void> =>
  loginAsMember(page, stack, memberId, MEMBER_PASSWORD);

const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A wall-clock time in India `days` from today: what the datetime-local input takes
 * ('2026-12-05T10:30') and the moment it stands for (India keeps +05:30 all year).
 */
export function indiaDateTime(days: number, time: string): { input: string; at: Date } {
  const parts = Object.fromEntries(
    indiaClock.formatToParts(Date.now() + days * 86_400_000).map((part) => [part.type, part.value]),
  );
  const input = `${parts.year}-${parts.month}-${parts.day}T${time}`;
  return { input, at: new Date(`${input}:00+05:30`) };
}

/**
 * Records, from the moment it is called, every percentage each row of the Upload Media dialog's list
 * shows and whether it got its 'Uploaded' tick. The dialog closes itself as soon as the last file
 * arrives, so the rows' final state is caught as the page draws it rather than looked for afterwards.
 */
export async function recordUploadRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const doc = (globalThis as InPage).document;
    const seen: Record<string, { percents: number[]; uploaded: boolean }> = {};
    (globalThis as InPage).uploadRowsSeen = seen;
    const scan = () => {
      for (const row of doc.querySelectorAll('li.upload-item')) {
        const name = row.getAttribute('aria-label') ?? '';
        if (!seen[name]) seen[name] = { percents: [], uploaded: false };
        const entry = seen[name];
        const bar = row.querySelector('[role="progressbar"]');
        const percent = Number(bar?.getAttribute('aria-valuenow'));
        if (entry.percents[entry.percents.length - 1] !== percent) entry.percents.push(percent);
        if (row.querySelector('[aria-label="Uploaded"]')) entry.uploaded = true;
      }
    };
    new (globalThis as InPage).MutationObserver(scan).observe(doc.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    scan();
  });
}

export function uploadRowsSeen(page: Page): Promise<Record<string, { percents: number[]; uploaded: boolean }>> {
  return page.evaluate(() => (globalThis as InPage).uploadRowsSeen);
}

/** Waits until each of these images has loaded real pixels (scrolled into view first, as they load lazily). */
export async function waitForLoadedImages(images: Locator, expected: number): Promise<void> {
  assert.equal(await images.count(), expected, `${expected} images`);
  for (let i = 0; i < expected; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    const handle = await img.elementHandle();
    await images
      .page()
      .waitForFunction((el: InPage) => el.complete && el.naturalWidth > 0, handle, { timeout: UI_TIMEOUT_MS })
      .catch(async () => {
        const src = await img.getAttribute('src');
        throw new Error(`image ${i + 1} (${src}) did not load`);
      });
  }
}

/** What a <video> did when played, then moved to second 3. */
export interface PlaybackSeen {
  playedTo: number;
  seekedTo: number;
  duration: number;
  seekableEnd: number;
}

/**
 * Plays the video muted (autoplay rules allow that without a gesture) until it has really played
 * half a second, then seeks to second 3 and waits for 'seeked'. Rejects with the element's state
 * if either does not happen.
 */
export async function playAndSeek(video: Locator, timeoutMs = UI_TIMEOUT_MS): Promise<PlaybackSeen> {
  return video.evaluate(async (el: InPage, limit: number) => {
    const state = () =>
      `currentTime ${el.currentTime}, readyState ${el.readyState}, networkState ${el.networkState}, error ${el.error?.code}`;
    const within = <T>(what: string, run: (resolve: (value: T) => void) => void) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${what} did not happen: ${state()}`)), limit);
        el.addEventListener('error', () => reject(new Error(`the video failed: ${state()}`)), { once: true });
        run((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    el.muted = true;
    await el.play();
    const playedTo = await within<number>('playing half a second', (done) => {
      const check = () => (el.currentTime > 0.5 ? done(el.currentTime) : setTimeout(check, 50));
      check();
    });
    el.pause();
    const seekedTo = await within<number>('seeking to second 3', (done) => {
      el.addEventListener('seeked', () => done(el.currentTime), { once: true });
      el.currentTime = 3;
    });
    const seekable = el.seekable.length ? el.seekable.end(el.seekable.length - 1) : 0;
    return { playedTo, seekedTo, duration: el.duration, seekableEnd: seekable };
  }, timeoutMs);
}
