import type { Locator, Page } from 'playwright-core';
import type { TestStack } from '../support/test-stack';
import { loginAsMember, UI_TIMEOUT_MS } from './journey-helpers';
import { untilStill } from './motion';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/**
 * Waits until the page has its heading, no spinner or skeleton is left and nothing is still fading or moving, so
 * the measurements see real data as people see it. A finished load fades its content from half to full opacity
 * (antd's spin blur, 0.3 s): read during the fade, text has half its contrast (the CI run at aeef867 saw that).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1, h2').first().waitFor({ timeout: UI_TIMEOUT_MS });
  await page.waitForFunction(
    () =>
      (globalThis as InPage).document.querySelectorAll('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active')
        .length === 0,
    undefined,
    { timeout: UI_TIMEOUT_MS },
  );
  await untilStill(page);
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
  await page.goto(`${stack.url}/login?tab=admin`);
  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: UI_TIMEOUT_MS });
}

/** Signs a member in on the Member tab and waits for their dashboard. */
export const signInAsMember = (page: Page, stack: TestStack, identifier: string, password: string): Promise<void> =>
  loginAsMember(page, stack, identifier, password);
