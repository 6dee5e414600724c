import type { Locator, Page } from 'playwright-core';
import type { TestStack } from '../support/test-stack';
import { loginAsMember, UI_TIMEOUT_MS } from './journey-helpers';
import { untilStill } from './motion';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/** A page's requests: how many are unanswered and when the count last changed. */
interface Traffic {
  pending: number;
  changedAt: number;
  /** Counted since before the page loaded anything, so no request went uncounted. */
  seenAll: boolean;
}

const trafficByPage = new WeakMap<Page, Traffic>();

/** Counts `page`'s requests from now on (once a page; the sign-in helpers begin it on the blank page). */
export function watchTraffic(page: Page): Traffic {
  let traffic = trafficByPage.get(page);
  if (traffic) return traffic;
  const counted: Traffic = { pending: 0, changedAt: Date.now(), seenAll: page.url() === 'about:blank' };
  const change = (by: number) => {
    counted.pending = Math.max(0, counted.pending + by);
    counted.changedAt = Date.now();
  };
  // A redirect finishes its request and starts a new one, so every request started ends in one of the two.
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  trafficByPage.set(page, counted);
  traffic = counted;
  return traffic;
}

/**
 * How long a page must have had no request under way to count as loaded. A request the page starts when an answer
 * arrives (a query that waits for another, an effect after the render) is reported to the test within a few
 * milliseconds; Playwright's network idle waits 500 ms after every load, most of a page check's time (issue 24).
 */
const QUIET_MS = 150;

const isQuiet = (traffic: Traffic) => traffic.pending === 0 && Date.now() - traffic.changedAt >= QUIET_MS;

async function untilQuiet(page: Page, traffic: Traffic): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  while (!isQuiet(traffic)) {
    if (Date.now() > deadline)
      throw new Error(`${page.url()}: ${traffic.pending} request(s) still unanswered after ${UI_TIMEOUT_MS} ms`);
    // Playwright delivers the request events between awaits; a short wait for the next look, not for the condition.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the page has its heading, no request is under way (none for QUIET_MS), no spinner or skeleton is
 * left and nothing is still fading or moving, so the measurements see real data as people see it; and again when
 * a request began while it looked. A finished load fades its content from half to full opacity (antd's spin blur,
 * 0.3 s): read during the fade, text has half its contrast (the CI run at aeef867 saw that). A page counted only
 * after it loaded may have had requests under way before: the first time, it waits for Playwright's network idle.
 */
export async function settled(page: Page): Promise<void> {
  const traffic = watchTraffic(page);
  if (!traffic.seenAll) {
    await page.waitForLoadState('networkidle');
    traffic.seenAll = true;
  }
  do {
    await untilQuiet(page, traffic);
    await page.locator('h1, h2').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await page.waitForFunction(
      () =>
        (globalThis as InPage).document.querySelectorAll('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active')
          .length === 0,
      undefined,
      { timeout: UI_TIMEOUT_MS },
    );
    await untilStill(page);
  } while (!isQuiet(traffic));
}

/** How wide the document is, and the outermost elements that stick out past `width` (for the failure message). */
export async function sidewaysOverflow(
  page: Page,
  width: number,
): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((limit) => {
    const doc = (globalThis as InPage).document;
    const sticking = [...doc.body.querySelectorAll('*')].filter((el: InPage) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 1;
    });
    const outermost = sticking.filter((el: InPage) => !sticking.includes(el.parentElement));
    const describe = (el: InPage) =>
      `<${el.tagName.toLowerCase()} class="${el.className}"> ${String(el.textContent).trim().slice(0, 40)}`;
    return { scrollWidth: doc.documentElement.scrollWidth, culprits: outermost.slice(0, 5).map(describe) };
  }, width);
}

/** On how many lines an element's text is laid out. */
export async function textLines(cell: Locator): Promise<number> {
  return cell.evaluate((el: InPage) => {
    const range = (globalThis as InPage).document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect: InPage) => Math.round(rect.top))).size;
  });
}

/** Signs in on /login's Admin tab (the login page opens it for ?tab=admin) and waits for the Dashboard. */
export async function signInAsAdmin(page: Page, stack: TestStack): Promise<void> {
  watchTraffic(page);
  await page.goto(`${stack.url}/login?tab=admin`);
  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: UI_TIMEOUT_MS });
}

/** Signs a member in on the Member tab and waits for their dashboard. */
export async function signInAsMember(
  page: Page,
  stack: TestStack,
  identifier: string,
  password: string,
): Promise<void> {
  watchTraffic(page);
  await loginAsMember(page, stack, identifier, password);
}
