import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import { MemberAccounts } from '../api/member-auth.fixtures';
import { createEvent, inDays, jpegWithGps, uploadedMedia } from '../support/fixtures/content';
import { tinyPng } from '../support/fixtures/files';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord } from '../support/fixtures/payments';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { endMembershipIn } from '../support/renewal-window';
import { ApiClient } from '../support/http-client';
import { UI_TIMEOUT_MS } from './journey-helpers';
import { allViolations } from './axe-checks';
import { settled, signInAsAdmin } from './layout-checks';
import { untilStill } from './motion';

// Issue 29: axe-core finds no violation of any impact (WCAG 2.2 AA and axe's best practice) on every admin page,
// at a desktop and a phone width, and each page has one h1. A failure lists the page, rule and element.
const WIDTHS = [1366, 375];

describe('accessibility of every admin page', () => {
  let stack: TestStack;
  let browser: Browser;
  let shown: { id: string; memberId: string };

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const members = await MemberAccounts.open(stack);
    shown = await members.withPassword('Accessible-Admin-1', { optedSchemes: ['esi', 'postal'] });
    await members.projected(shown.id, 'active');
    // An open renewal request: its Mark Paid and Renewed and Decline dialogs on the member's page.
    await endMembershipIn(members.admin, shown.id, 10);
    const own = new ApiClient(stack.url);
    const login = await own.post('/api/auth/member/login', {
      identifier: shown.memberId,
      password: 'Accessible-Admin-1',
    });
    assert.equal(login.status, 200, login.text);
    const renewal = await own.post('/api/members/renewal-request', { memberId: shown.id });
    assert.equal(renewal.status, 201, renewal.text);
    // An open correction request (issue 32): its Decline dialog on the member's page.
    const correction = await own.post('/api/members/correction-requests', { field: 'name', value: 'Shown Member' });
    assert.equal(correction.status, 201, correction.text);
    await addRecord(members.admin, { memberId: shown.id, scheme: 'esi', amount: 200, status: 'paid' });
    // What the pages show when they hold something: a member's photo in the list, an applicant's card on Approvals
    // and an event's card (a full run's other files leave such rows; this file makes its own).
    const photo = await new FormClient(stack.url, members.admin).post(`/api/members/${shown.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(photo.status, 201, photo.text);
    await members.pending({ firstName: 'Applicant' });
    // Another admin (the Deactivate confirmation), a rejected applicant (Return to Pending) and a gallery photo
    // (the viewer).
    const invited = await members.admin.post('/api/admin-accounts/invitations', {
      email: `axe-office-${Date.now()}@e2e.test`,
      firstName: 'Office',
      role: 'secretary',
    });
    assert.equal(invited.status, 201, invited.text);
    const rejected = await members.pending({ firstName: 'Rejected' });
    await members.reject(rejected.id, 'The ID proof could not be read');
    const event = await createEvent(members.admin, { title: 'Accessible admin event', eventDate: inDays(12) });
    await uploadedMedia(
      new FormClient(stack.url, members.admin),
      { data: await jpegWithGps(800, 600), fileName: 'stage.jpg', type: 'image/jpeg' },
      { title: 'Stage at the accessible admin event', eventId: event.id },
    );
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  async function problemsAt(page: Page, where: string): Promise<string[]> {
    const h1s = await page.locator('h1').count();
    const lines = [...(await allViolations(page))];
    if (h1s !== 1) lines.push(`${h1s} h1 elements, not one`);
    return lines.map((line) => `${where}: ${line}`);
  }

  // One test per width: each visits every page, with axe on each (about two minutes on a busy machine).
  it.each(WIDTHS)(
    'shows every admin page at %i px with no axe violation of any impact and one h1',
    async (width) => {
      const problems: string[] = [];
      {
        const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        page.setDefaultTimeout(UI_TIMEOUT_MS);
        await signInAsAdmin(page, stack);
        for (const path of [
          '/',
          '/members',
          `/members/${shown.id}`,
          `/member/${shown.id}/renewal`,
          '/member-approvals',
          '/reports',
          '/payment-records',
          '/payment-records?scheme=esi',
          '/make-payment',
          '/scheme-settings',
          '/events',
          '/gallery',
          '/scheme-documents',
          '/notifications',
          '/id-cards',
          '/admin-accounts',
          '/audit-log',
          '/profile',
        ]) {
          await page.goto(`${stack.url}${path}`);
          await settled(page);
          problems.push(...(await problemsAt(page, `${path} at ${width} px`)));
        }
        await context.close();
      }
      assert.deepEqual(problems, []);
    },
    400_000,
  );

  // Each dialog as it opens, at both widths: the forms an admin fills most, a member's own dialogs, an
  // applicant's approval, rejection and return to pending, the confirmations of bulk actions and broadcasts, and
  // the gallery's viewer.
  // In two halves per width, each its own test: the 31 dialogs at one width took over 400 s on a loaded machine.
  it.each(WIDTHS.flatMap((width) => [0, 1].map((half) => [width, half] as const)))(
    'shows the admin dialogs at %i px (half %i) with no axe violation of any impact',
    async (width, half) => {
      const problems: string[] = [];
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      await signInAsAdmin(page, stack);
      const member = `/members/${shown.id}`;
      // What some dialogs need first: a filter chosen, a row selected, a form filled.
      const chooseSuspended = () => page.getByRole('button', { name: 'Suspended', exact: true }).click();
      const selectShownMember = () =>
        page
          .getByRole('checkbox', { name: /^Select / })
          .first()
          .check();
      const fillNotification = async () => {
        await page.getByLabel('Title').fill('Studio licence renewal camp');
        await page.getByLabel('Message').fill('Bring your ID card to the camp on Saturday.');
      };
      const openAccountMenu = () => page.getByRole('button', { name: /^Account menu for / }).click();
      // [page, the opener's name (the end of it), what comes first, the opener's role when not a button]
      // Grouped by page, each half about as long: the next dialog on the same page opens once Escape has closed the
      // last one, without loading the page again.
      const dialogs: [string, string, (() => Promise<void>)?, 'menuitem'?][] = [
        ['/members', 'Add Member'],
        ['/members', 'Import Members'],
        ['/members', 'Change Status', selectShownMember],
        ['/members', 'Notify', selectShownMember],
        [member, 'Edit Member'],
        [member, 'Update Photo'],
        [member, 'Manage ID Card'],
        [member, 'Upload Document'],
        [member, 'Mark Paid and Renewed'],
        [member, 'Decline'],
        [member, 'Decline the name on record correction'],
        ['/member-approvals', 'Approve'],
        ['/member-approvals', 'Reject'],
        ['/member-approvals', 'Return to Pending', chooseSuspended],
        ['/id-cards', 'Preview'],
        // Confirmations that open beside their button (antd's Popconfirm) rather than over the page.
        ['/id-cards', 'Bulk Generate All'],
        ['/payment-records', 'Add Payment Record'],
        ['/payment-records', 'Edit payment of .+'],
        ['/payment-records', 'Refund payment of .+'],
        ['/payment-records', 'Needs review.*'],
        ['/payment-records?scheme=esi', '(Add|Update) payment for .+'],
        ['/scheme-settings', 'Edit Settings for .+'],
        ['/events', 'Add Event'],
        ['/events', 'Attendees \\(\\d+\\)'],
        ['/gallery', 'Upload Media'],
        ['/gallery', 'View .+'],
        ['/admin-accounts', 'Invite admin'],
        ['/admin-accounts', 'Change role of .+'],
        ['/admin-accounts', 'Deactivate .+'],
        ['/notifications', 'Send Notification', fillNotification],
        ['/', 'Profile', openAccountMenu, 'menuitem'],
      ];
      const middle = Math.ceil(dialogs.length / 2);
      const these = half === 0 ? dialogs.slice(0, middle) : dialogs.slice(middle);
      // Only what is shown: a closed Popconfirm stays in the page, hidden.
      const open = page.getByRole('dialog').or(page.locator('.ant-popconfirm')).filter({ visible: true });
      let shownPath: string | undefined;
      for (const [path, opener, before, role = 'button'] of these) {
        // Escape closes a dialog as a person would; where it does not (a Popconfirm), the page is loaded again.
        const closed =
          path === shownPath &&
          (await page.keyboard.press('Escape').then(() =>
            open
              .first()
              .waitFor({ state: 'hidden', timeout: 3_000 })
              .then(() => true)
              .catch(() => false),
          ));
        if (!closed) await page.goto(`${stack.url}${path}`);
        shownPath = path;
        await settled(page);
        if (before) {
          await before();
          await settled(page);
        }
        await page
          .getByRole(role, { name: new RegExp(`${opener}$`) })
          .first()
          .click();
        await open
          .first()
          .waitFor()
          .catch((error: Error) => {
            throw new Error(`no dialog after '${opener}' on ${path} at ${width} px`, { cause: error });
          });
        // antd zooms a dialog in and slides a drawer in (its content fading with it): checked once it has stopped
        // moving, as a person reads it. Half-way, the Needs review drawer's tabs read at 4.0:1 (CI at 4873021).
        await untilStill(page);
        problems.push(...(await allViolations(page)).map((line) => `${opener} dialog at ${width} px: ${line}`));
      }
      await context.close();
      assert.deepEqual(problems, []);
    },
    400_000,
  );
});
