import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MemberAccounts } from '../api/member-auth.fixtures';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { UI_TIMEOUT_MS, withSession } from './journey-helpers';
import { settled, sidewaysOverflow, textLines, watchTraffic } from './layout-checks';

// Issue 8: every built page at 375 px, with the longest data a real register holds (names without
// spaces, long e-mails and addresses), and the member page at 1366 px.
const PHONE_WIDTH = 375;
const LONG_FIRST = 'Venkatasubramanianchandrasekharan';
const LONG_LAST = 'Krishnamoorthyvaradarajaniyengar';
const LONG_ADDRESS =
  'No. 1234/5678, Sri Chamarajendra Wadiyar Extension Twelfth Cross Road, Near Kalikamba Temple, Davanagere 577002';
const MEMBER_PASSWORD = 'Narrow-Screens-1';

let sequence = 0;
/** A member as long as the register allows it to get; unique e-mail. */
function longMember(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    firstName: LONG_FIRST,
    lastName: `${LONG_LAST}${sequence}`,
    email: `venkatasubramanian.krishnamoorthy.${sequence}@photography-studio-karnataka-example.co.in`,
    address: LONG_ADDRESS,
    dateOfBirth: '1986-04-12',
    ...overrides,
  };
}

describe('pages at 375 px with long data', () => {
  let stack: TestStack;
  let browser: Browser;
  let members: MemberAccounts;
  let approved: any;
  let pending: any;
  let withPassword: any;
  let liveSetupToken: string;
  /** The admin's and the long-named member's session cookies (name=value), each from one sign-in. */
  let adminSession: string;
  let memberSession: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    members = await MemberAccounts.open(stack);
    // The four members do not depend on each other: made at once (each waits for identity's projection and the
    // e-mails, which one after another left the stack idle).
    const [first, , fresh, withLogin] = await Promise.all([
      members.pending(longMember()),
      members.pending(longMember({ firstName: '😀Ravi' })),
      members.approved(longMember()),
      members.withPassword(MEMBER_PASSWORD, longMember()),
    ]);
    pending = first;
    approved = fresh.member;
    liveSetupToken = fresh.token;
    withPassword = withLogin;
    // One sign-in each for the file: these tests measure pages, and signing in on /login has tests of its own
    // (/login itself is measured above with the other public pages).
    adminSession = members.admin.sessionCookie!;
    await members.projected(withPassword.id, 'active');
    const member = new ApiClient(stack.url);
    const login = await member.post('/api/auth/member/login', {
      identifier: withPassword.memberId,
      password: MEMBER_PASSWORD,
    });
    assert.equal(login.status, 200, login.text);
    memberSession = member.sessionCookie!;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  /** A page of its own context, signed in with `session` (a cookie's name=value) when given. */
  async function openPage(
    options: Parameters<Browser['newContext']>[0],
    session?: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(options);
    if (session) await withSession(context, stack, session);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    // Its requests counted from the blank page, so settled() need not wait for Playwright's network idle.
    watchTraffic(page);
    return { context, page };
  }

  const phonePage = (session?: string) => openPage({ viewport: { width: PHONE_WIDTH, height: 800 } }, session);

  /**
   * Opens each path in a tab of `page`'s context and collects those wider than the phone, with what sticks out.
   * Four tabs at a time: much of a page's time is waiting for its answers and its quiet (settled()), which the tabs
   * wait out together. `then` runs in a path's tab once it is measured.
   */
  async function tooWide(
    page: Page,
    paths: string[],
    then: Record<string, (tab: Page) => Promise<void>> = {},
  ): Promise<string[]> {
    const problems: string[] = [];
    const queue = [...paths];
    const measureInTab = async (tab: Page) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await tab.goto(`${stack.url}${path}`);
        await settled(tab);
        const { scrollWidth, culprits } = await sidewaysOverflow(tab, PHONE_WIDTH);
        if (scrollWidth > PHONE_WIDTH) problems.push(`${path}: ${scrollWidth} px wide; ${culprits.join(' | ')}`);
        await then[path]?.(tab);
      }
    };
    const tabs = [page];
    while (tabs.length < Math.min(4, paths.length)) {
      const tab = await page.context().newPage();
      tab.setDefaultTimeout(UI_TIMEOUT_MS);
      watchTraffic(tab);
      tabs.push(tab);
    }
    await Promise.all(tabs.map(measureInTab));
    return problems.sort();
  }

  it('lets a visitor read every public, login and password page without scrolling sideways', async () => {
    const { context, page } = await phonePage();
    const problems = await tooWide(page, [
      '/',
      '/login',
      '/login?tab=admin',
      '/register',
      '/forgot-password',
      '/setup-password',
      `/setup-password?token=${liveSetupToken}`,
      '/setup-password?token=not-a-live-link',
      '/reset-password',
      '/privacy-policy',
      '/terms-conditions',
      '/no-such-page',
    ]);
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('lets the admin use every built page with long names, e-mails and addresses without scrolling sideways', async () => {
    const { context, page } = await phonePage(adminSession);
    let allFilterWidth: number | undefined;
    const problems = await tooWide(
      page,
      [
        '/',
        '/members',
        `/members/${pending.id}`,
        `/members/${approved.id}`,
        `/member/${approved.id}/renewal`,
        '/member-approvals',
        '/reports',
        '/events',
      ],
      {
        // The approval list's other filters show the approved and the long-named pending members too.
        '/member-approvals': async (tab) => {
          await tab.getByRole('button', { name: 'All', exact: true }).click();
          await tab.getByRole('article', { name: `${approved.firstName} ${approved.lastName}` }).waitFor();
          allFilterWidth = (await sidewaysOverflow(tab, PHONE_WIDTH)).scrollWidth;
        },
      },
    );
    await context.close();
    assert.ok(allFilterWidth !== undefined, "the approval list's All filter was measured");
    if (allFilterWidth > PHONE_WIDTH) problems.push(`/member-approvals (All): ${allFilterWidth} px wide`);
    assert.deepEqual(problems, []);
  });

  it('lets a member with a long name use their pages without scrolling sideways', async () => {
    const { context, page } = await phonePage(memberSession);
    const problems = await tooWide(page, ['/member-dashboard', '/reset-password', '/profile-settings']);
    await context.close();
    assert.deepEqual(problems, []);
  });

  it('shows a member every dashboard tab and the bell at 320 px, with no sideways swipe', async () => {
    const { context, page } = await openPage({ viewport: { width: 320, height: 700 }, hasTouch: true }, memberSession);
    await page.goto(`${stack.url}/member-dashboard`);
    await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
    await settled(page);
    const outside: string[] = [];
    const inside = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
      if (!box || box.x < 0 || box.x + box.width > 320 + 0.5 || box.width < 24 || box.height < 24) {
        outside.push(`${name}: ${JSON.stringify(box)}`);
      }
    };
    for (const name of ['Dashboard', 'Welfare Schemes', 'Payments', 'Documents', 'Services', /^Updates/]) {
      // The tab's name sits in antd's button; the tap lands on the box around it.
      const tapArea = page.getByRole('tab', { name }).locator('xpath=..');
      await inside(String(name), await tapArea.boundingBox());
    }
    await inside('bell', await page.getByRole('link', { name: /^Updates/ }).boundingBox());
    await inside('Logout', await page.getByRole('button', { name: 'Logout' }).boundingBox());
    const { scrollWidth } = await sidewaysOverflow(page, 320);
    // A tab tapped at the far end opens: Updates is the last one.
    await page.getByRole('tab', { name: /^Updates/ }).tap();
    await page.getByRole('heading', { name: 'Updates' }).waitFor();
    await context.close();
    assert.deepEqual(outside, []);
    assert.ok(scrollWidth <= 320, `the dashboard is ${scrollWidth} px wide at 320 px`);
  });

  it("keeps each approval card's status badge inside its card", async () => {
    const { context, page } = await phonePage(adminSession);
    await page.goto(`${stack.url}/member-approvals`);
    await settled(page);
    const card = page.getByRole('article', { name: `${pending.firstName} ${pending.lastName}` });
    const cardBox = (await card.boundingBox())!;
    const badgeBox = (await card.getByText('Pending', { exact: true }).boundingBox())!;
    await context.close();
    assert.ok(badgeBox.x >= cardBox.x, 'badge starts inside the card');
    assert.ok(
      badgeBox.x + badgeBox.width <= cardBox.x + cardBox.width + 0.5,
      `badge ends at ${badgeBox.x + badgeBox.width} px, card at ${cardBox.x + cardBox.width} px`,
    );
  });

  it('fits the landing page header in two rows at most', async () => {
    const { context, page } = await phonePage();
    await page.goto(stack.url);
    await settled(page);
    const header = page.locator('header').first();
    const parts = [
      header.getByRole('link', { name: /home$/ }),
      header.getByRole('link', { name: 'Login' }),
      ...['Home', 'About Us', 'Services', 'Contact'].map((name) => header.getByRole('button', { name })),
    ];
    const rows = new Set<number>();
    for (const part of parts) {
      const box = (await part.boundingBox())!;
      rows.add(Math.round(box.y + box.height / 2));
    }
    await context.close();
    // Row centres within a few pixels are the same row.
    const distinct = [...rows].sort((a, b) => a - b).filter((y, i, all) => i === 0 || y - all[i - 1] > 6);
    assert.ok(distinct.length <= 2, `the header's parts sit on ${distinct.length} rows`);
  });

  it('leaves a gap between the Invalid Link buttons, side by side or stacked', async () => {
    const { context, page } = await phonePage();
    const views = [
      { path: '/setup-password?token=not-a-live-link', request: 'Request New Set-up Link' },
      { path: '/reset-password', request: 'Request New Reset Link' },
    ];
    for (const { path, request } of views) {
      await page.goto(`${stack.url}${path}`);
      await page.getByRole('heading', { name: 'Invalid Link' }).waitFor();
      const first = (await page.getByRole('link', { name: request }).boundingBox())!;
      const second = (await page.getByRole('link', { name: 'Back to Login' }).boundingBox())!;
      const apartSideways = second.x - (first.x + first.width);
      const apartDown = second.y - (first.y + first.height);
      assert.ok(
        Math.max(apartSideways, apartDown) >= 8,
        `${path}: buttons ${apartSideways} px apart across, ${apartDown} px down`,
      );
    }
    await context.close();
  });

  it('never breaks a phone number or a date across lines on the member page, at 1366 px or at 375 px', async () => {
    // The two widths in contexts of their own, side by side.
    const seen = await Promise.all(
      [1366, PHONE_WIDTH].map(async (width) => {
        const { context, page } = await openPage({ viewport: { width, height: 900 } }, adminSession);
        await page.goto(`${stack.url}/members/${approved.id}`);
        await settled(page);
        const values: { label: string; text: string; lines: number }[] = [];
        for (const label of ['Phone', 'Date of Birth', 'Joined', 'Membership Start', 'Valid Until']) {
          const value = page
            .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
            .locator('xpath=following-sibling::*[1]');
          values.push({ label, text: await value.innerText(), lines: await textLines(value) });
        }
        await context.close();
        return { width, values };
      }),
    );
    for (const { width, values } of seen) {
      for (const { label, text, lines } of values) {
        assert.equal(lines, 1, `${label} (${text}) on one line at ${width} px`);
      }
    }
  });
});
