import assert from 'node:assert/strict';
import { EventCategories } from '@portal/contracts/shapes';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { decodePdfQr, launchBrowser, waitFor } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MemberAccounts } from '../api/member-auth.fixtures';
import { createEvent, inDays } from '../support/fixtures/content';
import { tinyPng } from '../support/fixtures/files';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { loginAsMember, UI_TIMEOUT_MS } from './journey-helpers';
import { allViolations, seriousViolations } from './axe-checks';
import { settled, signInAsAdmin } from './layout-checks';

// Issue 8: WCAG 2.2 AA on the public, login, register and password pages and the admin dashboard,
// checked with axe-core at a desktop and a phone width; plus what axe cannot see (names, focus, Tab stops).
// Issue 30: every visitor and member page with no axe violation of any impact (WCAG 2.2 AA and axe's best
// practice: contrast, 24 px targets, text alternatives, one h1), at both widths.
const WIDTHS = [1366, 375];

/** The positive controls: both checks (every violation, and the serious ones) name `violation` (and `where`). */
async function assertBothChecksName(page: Page, violation: string, where = ''): Promise<void> {
  const all = await allViolations(page);
  assert.ok(
    all.some((line) => line.startsWith(violation) && line.includes(where)),
    all.join('\n'),
  );
  const serious = await seriousViolations(page);
  assert.ok(
    serious.some((line) => line.startsWith(violation)),
    serious.join('\n'),
  );
}

describe('accessibility of the visitor pages, the member portal and the admin dashboard', () => {
  let stack: TestStack;
  let browser: Browser;
  let liveSetupToken: string;
  let liveResetToken: string;
  let shownMember: { id: string; memberId: string };
  /** The member's card QR code's link (path and signed query): their public verification page. */
  let verificationPath: string;
  const SHOWN_PASSWORD = 'Accessible-Member-1';

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const members = await MemberAccounts.open(stack);
    liveSetupToken = (await members.approved()).token;
    const member = await members.withPassword('Accessible-Pass-1');
    const asked = await new ApiClient(stack.url).post('/api/auth/forgot-password', { loginId: member.memberId });
    assert.equal(asked.status, 200, asked.text);
    liveResetToken = await members.linkToken(member.email, '/reset-password');
    shownMember = await members.withPassword(SHOWN_PASSWORD, { optedSchemes: ['esi', 'postal', 'kutumba_barosa'] });
    await members.projected(shownMember.id, 'active');
    await dressShownMember(members.admin);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  /**
   * The member's pages with something on them: a photo (its alternative text), an ID card (the verification page
   * and the printed card kept offline), a paid and an overdue record, an update, and events to sign up for.
   */
  async function dressShownMember(admin: ApiClient): Promise<void> {
    const photo = await new FormClient(stack.url, admin).post(`/api/members/${shownMember.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(photo.status, 201, photo.text);
    await addRecord(admin, { memberId: shownMember.id, scheme: 'esi', amount: 200, status: 'paid' });
    await addRecord(admin, {
      memberId: shownMember.id,
      scheme: 'postal',
      amount: 150,
      status: 'overdue',
      dueDate: '2026-01-10',
    });
    const sent = await admin.post('/api/notifications', {
      title: 'Photo walk at Lalbagh',
      message: 'Members meet at the west gate at 6:30 on Sunday.',
      type: 'general',
    });
    assert.equal(sent.status, 201, sent.text);
    // One event of each category, so every category's tag colour is on the Events page whatever else the shared
    // stack holds (a cyan 'Meeting' tag other files' events showed once failed 4.5:1).
    for (const [n, category] of EventCategories.entries()) {
      await createEvent(admin, { title: `Accessible ${category} day`, eventDate: inDays(9 + n), category });
    }
    const start = await admin.post('/api/id-cards/generate', { memberIds: [shownMember.memberId] });
    assert.equal(start.status, 202, start.text);
    await waitFor(
      async () => {
        const job = await admin.get(`/api/id-cards/jobs/${start.json.jobId}`);
        assert.notEqual(job.json.status, 'failed', job.text);
        return job.json.status === 'completed';
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'the member’s ID card to be generated' },
    );
    const card = await fetch(`${stack.url}/api/members/${shownMember.id}/id-card`, {
      headers: { cookie: admin.sessionCookie! },
    });
    assert.equal(card.status, 200, 'the admin downloads the member’s card');
    const link = new URL(await decodePdfQr(Buffer.from(await card.arrayBuffer()), 1));
    verificationPath = `${link.pathname}${link.search}`;
  }

  async function pageAt(width: number): Promise<Page> {
    // No service worker: page.route below stands in for a lost network, and a worker's fetches would pass it by.
    const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    return page;
  }

  /** The page once it shows: its heading is there and nothing is still loading. */
  async function shown(page: Page): Promise<void> {
    await page.locator('h1, h2').first().waitFor();
    await page.waitForFunction(
      () =>
        (globalThis as any).document.querySelectorAll(
          '.ant-spin-spinning, .ant-skeleton-active, .ant-tabs-tabpane-active:empty',
        ).length === 0,
    );
  }

  /** Every axe violation (any impact) on the page as shown, and a page without exactly one h1. */
  async function problemsOf(page: Page, where: string): Promise<string[]> {
    const h1s = await page.locator('h1').count();
    const lines = [...(await allViolations(page))];
    if (h1s !== 1) lines.push(`${h1s} h1 elements, not one`);
    return lines.map((line) => `${where}: ${line}`);
  }

  // Issue 30: zero axe violations of any impact on every visitor and member page, on a phone and a desktop. About 36
  // pages with axe on each take two and a half minutes on a busy machine, so it has more than the usual three.
  it('shows every visitor and member page at 375 and 1366 px with no axe violation of any impact and one h1', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await pageAt(width);
      const visit = async (path: string) => {
        await page.goto(`${stack.url}${path}`);
        await shown(page);
        problems.push(...(await problemsOf(page, `${path} at ${width} px`)));
      };
      for (const path of [
        '/',
        '/login',
        '/login?tab=admin',
        '/login?expired=1',
        '/register',
        '/forgot-password',
        '/setup-password',
        `/setup-password?token=${liveSetupToken}`,
        '/setup-password?token=not-a-live-link',
        `/reset-password?token=${liveResetToken}`,
        '/reset-password',
        '/confirm-email',
        '/restore-email',
        '/accept-invitation',
        '/privacy-policy',
        verificationPath,
        `/verify/${shownMember.memberId}?sig=not-a-signature`,
        '/no-such-page',
      ]) {
        await visit(path);
        // The signed link shows the member (with their photo), not the 'not valid' page.
        if (path === verificationPath) await page.locator('img.verify-photo').waitFor();
      }

      await loginAsMember(page, stack, shownMember.memberId, SHOWN_PASSWORD);
      for (const path of [
        '/member-dashboard',
        '/member-dashboard?tab=schemes',
        '/member-dashboard?tab=payments',
        '/member-dashboard?tab=documents',
        '/member-dashboard?tab=services',
        '/member-dashboard?tab=updates',
        '/make-payment',
        '/member-events',
        '/profile-settings',
        '/no-such-page',
      ]) {
        await visit(path);
      }
      // Issue 32: the Ask for a correction dialog of Profile Settings.
      await page.goto(`${stack.url}/profile-settings`);
      await shown(page);
      await page.getByRole('button', { name: 'Ask for a correction of your date of birth' }).click();
      await page.getByRole('dialog', { name: 'Ask for a correction' }).waitFor();
      await page.waitForFunction(
        () =>
          (globalThis as any).document.querySelectorAll('.ant-zoom-enter, .ant-zoom-appear, .ant-fade-enter').length ===
          0,
      );
      problems.push(...(await problemsOf(page, `Ask for a correction dialog at ${width} px`)));

      // The ID card page a member's phone shows when the portal cannot reach the server (issue 30).
      await page.waitForFunction(
        async () => {
          const caches = (globalThis as any).caches;
          if (!(await caches.has('portal-member-card'))) return false;
          const cache = await caches.open('portal-member-card');
          return Boolean(
            (await cache.match('/offline-card/details.json')) && (await cache.match('/offline-card/printed-card')),
          );
        },
        undefined,
        { polling: 200 },
      );
      await page.route('**/api/auth/user', (route) => route.abort('internetdisconnected'));
      await page.goto(`${stack.url}/member-dashboard`);
      await page.getByRole('heading', { name: 'Your ID Card', level: 1 }).waitFor();
      problems.push(...(await problemsOf(page, `offline ID card at ${width} px`)));
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  }, 400_000);

  // The positive control of the checks above: a zero from them means axe ran and found nothing, not that it
  // reported nothing (the runs report violations only, in full: axe-checks.ts). A page without frames, as every
  // portal page is: axe runs inside it.
  it('names a violation put on a page: an image without a text alternative', async () => {
    const page = await pageAt(375);
    try {
      await page.goto(`${stack.url}/`);
      await shown(page);
      assert.equal(page.frames().length, 1, 'no frame on the landing page');
      await page.evaluate(() => {
        const doc = (globalThis as any).document;
        const image = doc.createElement('img');
        image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        doc.querySelector('main, body').appendChild(image);
      });
      await assertBothChecksName(page, 'image-alt (critical)');
    } finally {
      await page.context().close();
    }
  });

  // The same for a page with a frame, which axe-checks.ts analyses another way (AxeBuilder, frame by frame): the
  // image without an alternative is inside the frame.
  it('names a violation put in a frame of a page: an image without a text alternative', async () => {
    const page = await pageAt(375);
    try {
      await page.goto(`${stack.url}/`);
      await shown(page);
      await page.evaluate(() => {
        const doc = (globalThis as any).document;
        const frame = doc.createElement('iframe');
        frame.title = 'Planted frame';
        frame.srcdoc = '<!doctype html><html lang="en"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></html>';
        doc.querySelector('main, body').appendChild(frame);
      });
      await page.frameLocator('iframe[title="Planted frame"]').locator('img').waitFor({ state: 'attached' });
      assert.equal(page.frames().length, 2, 'the page has its frame');
      await assertBothChecksName(page, 'image-alt (critical)', 'iframe');
    } finally {
      await page.context().close();
    }
  });

  it('has no serious or critical axe violations on a register form that failed its checks', async () => {
    const page = await pageAt(1366);
    await page.goto(`${stack.url}/register`);
    await settled(page);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('First name must be at least 2 characters', { exact: true }).waitFor();
    const problems = await seriousViolations(page);
    await page.context().close();
    assert.deepEqual(problems, []);
  });

  it('has no serious or critical axe violations on the admin dashboard', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await pageAt(width);
      await signInAsAdmin(page, stack);
      await settled(page);
      problems.push(...(await seriousViolations(page)).map((line) => `dashboard at ${width} px: ${line}`));
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('names each file button with its field and, after a failed submit, focuses the first field in error', async () => {
    const page = await pageAt(1366);
    await page.goto(`${stack.url}/register`);
    await settled(page);
    await page.getByRole('button', { name: 'Passport Photo: choose file' }).waitFor();
    await page.getByRole('button', { name: 'ID Proof: choose file' }).waitFor();

    await page.getByLabel('First Name').fill('Ravi');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Last name must be at least 2 characters', { exact: true }).waitFor();
    const focused = await page.evaluate(() => (globalThis as any).document.activeElement?.id);
    const alert = await page.locator('.register-form [role="alert"]').innerText();
    await page.context().close();
    assert.equal(focused, 'register_lastName');
    assert.match(alert, /Last name must be at least 2 characters/);
  });

  it('goes from the login tabs straight into the form with Tab, with no stop on the tab panel', async () => {
    const page = await pageAt(1366);
    await page.goto(`${stack.url}/login?tab=admin`);
    await settled(page);
    await page.getByRole('tab', { name: 'Admin' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (globalThis as any).document.activeElement?.id);
    await page.context().close();
    assert.equal(focused, 'admin-login_email', 'the Email field, not the panel around it');
  });
});
