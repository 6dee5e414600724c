import type { Locator, Page, Request } from 'playwright-core';
import type { TestStack } from '../support/test-stack';
import { loginAsMember, trackRequests, UI_TIMEOUT_MS } from './journey-helpers';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/**
 * How long the page's state must stay settled, looked at once a frame, before it counts. Settling is judged from
 * the requests the test has seen, and a request the page starts when an answer arrives (a query that waits for
 * another, React's effects a frame or two after the render) reaches the test a moment later; 100 ms covers that
 * where Playwright's network idle waits 500 ms after every load.
 */
const SETTLED_FOR_MS = 100;

/**
 * What the page still shows of loading, read once it has drawn a frame: no heading yet, a spinner or skeleton,
 * antd's fade of a finished load (spin blur, 0.3 s: read during it, text has half its contrast, the CI run at
 * aeef867 saw that), a transition or finite animation still running (endless ones, such as a progress bar's
 * shimmer, never end), fonts still loading.
 */
function loadingSigns(): Promise<string[]> {
  return new Promise((resolve) => {
    let looked = false;
    const look = () => {
      if (looked) return;
      looked = true;
      const document = (globalThis as InPage).document;
      const signs: string[] = [];
      // As Playwright's visible: the first heading has a box and is not hidden.
      const heading = document.querySelector('h1, h2');
      const box = heading?.getBoundingClientRect();
      if (!box?.width || !box.height || (globalThis as InPage).getComputedStyle(heading).visibility === 'hidden')
        signs.push(`no heading shown yet (the page reads: ${JSON.stringify(document.body?.innerText.slice(0, 200))})`);
      const spinners = document.querySelectorAll('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active').length;
      if (spinners > 0) signs.push(`${spinners} spinner(s) or skeleton(s) shown`);
      const moving = document
        .getAnimations()
        .filter(
          (animation: InPage) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        ).length;
      if (moving > 0) signs.push(`${moving} transition(s) or animation(s) running`);
      if (document.fonts.status !== 'loaded') signs.push('fonts loading');
      resolve(signs);
    };
    // After the next frame, so each look sees what was drawn (and looks come once a frame); the timer answers for a
    // page that draws no frame.
    (globalThis as InPage).requestAnimationFrame(look);
    setTimeout(look, 100);
  });
}

const describeRequest = (request: Request) => `${request.method()} ${request.url()} unanswered`;

/**
 * Waits until the page has its heading, every request it made is answered (or failed), no spinner or skeleton is
 * left, nothing is still fading or moving and its fonts are loaded, all of it still so after SETTLED_FOR_MS, so the
 * measurements see real data as people see it. Requests are counted as they happen (trackRequests, begun by the
 * sign-in helpers or here) instead of waiting for Playwright's 500 ms of network silence; a page first seen here may
 * have had requests under way before the count began, so its first settle also waits for that silence, as before.
 * Fails after `timeoutMs` (the three waits it replaces had UI_TIMEOUT_MS each) naming what was still loading;
 * `onLook` hears what each look found (page-settle.spec's controls count them).
 */
export async function settled(
  page: Page,
  { timeoutMs = 2 * UI_TIMEOUT_MS, onLook }: { timeoutMs?: number; onLook?: (waitingFor: string[]) => void } = {},
): Promise<void> {
  const started = Date.now();
  const requests = trackRequests(page);
  if (!requests.seenAll) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    requests.seenAll = true;
  }
  let calmSince: number | undefined;
  let waitingFor: string[] = [];
  for (;;) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`${page.url()} not settled after ${timeoutMs} ms; still: ${waitingFor.join('; ')}`);
    try {
      waitingFor = await page.evaluate(loadingSigns);
    } catch (error) {
      // A navigation replaced the document under the look: look again at the new one.
      if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
      waitingFor = ['the page navigated'];
    }
    // Read after the look: a request the page started before it has been reported to the test by now.
    waitingFor.push(...[...requests.pending].map(describeRequest));
    onLook?.(waitingFor);
    if (waitingFor.length > 0) {
      calmSince = undefined;
      continue;
    }
    // Settled once a later look, SETTLED_FOR_MS after the first calm one, is still calm.
    calmSince ??= Date.now();
    if (Date.now() - calmSince >= SETTLED_FOR_MS) return;
  }
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
  trackRequests(page);
  await page.goto(`${stack.url}/login?tab=admin`);
  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: UI_TIMEOUT_MS });
}

/** Signs a member in on the Member tab and waits for their dashboard. */
export const signInAsMember = (page: Page, stack: TestStack, identifier: string, password: string): Promise<void> =>
  loginAsMember(page, stack, identifier, password);
