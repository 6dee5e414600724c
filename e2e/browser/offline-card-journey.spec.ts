import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { decodePdfQr, launchBrowser, waitFor } from '@portal/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tinyPng } from '../support/fixtures/files';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { indianDate, loginAsMember, UI_TIMEOUT_MS, watchPage } from './journey-helpers';

/** The cache the portal keeps the member's card in (web/src/lib/offline-card-store.ts). */
// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

const CARD_CACHE = 'portal-member-card';

/** A date as the card shows it: a calendar date as written (dd/mm/yyyy), a moment in India's time. */
function cardDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : indianDate(new Date(value));
}

// Issue 30: a member at an event with no signal opens the portal on their phone and shows their ID card; once
// they sign out on that phone, the card is no longer there for anyone who picks it up.
describe('the ID card without signal, on a 375 px phone', () => {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let member: MemberSession;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const sessions = await MemberSessions.open(stack);
    member = await sessions.signedIn({ firstName: 'Mallikarjun', lastName: 'Patil' });
    const admin = sessions.admin;
    const photo = await new FormClient(stack.url, admin).post(`/api/members/${member.member.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(photo.status, 201, photo.text);
    const start = await admin.post('/api/id-cards/generate', { memberIds: [member.member.memberId] });
    assert.equal(start.status, 202, start.text);
    await waitFor(
      async () => {
        const job = await admin.get(`/api/id-cards/jobs/${start.json.jobId}`);
        assert.equal(job.status, 200, job.text);
        assert.notEqual(job.json.status, 'failed', job.text);
        return job.json.status === 'completed';
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'the member’s ID card to be generated' },
    );

    context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'allow',
    });
    page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.teardown();
  });

  /** Whether the phone keeps a member's card (its details, and its printed copy when `printed`). */
  const cardKept = (printed = false) =>
    page.evaluate(
      async ({ name, printed }) => {
        if (!(await (globalThis as InPage).caches.has(name))) return false;
        const cache = await (globalThis as InPage).caches.open(name);
        const details = await cache.match('/offline-card/details.json');
        return Boolean(details) && (!printed || Boolean(await cache.match('/offline-card/printed-card')));
      },
      { name: CARD_CACHE, printed },
    );

  it('keeps the signed-in member’s card on the phone, and shows it offline with name, member id, validity and since when', async () => {
    await loginAsMember(page, stack, member.member.memberId, MEMBER_PASSWORD);
    // The service worker has taken over the page (so a reload without network finds the app) and the card is kept.
    await page.waitForFunction(() => (globalThis as InPage).navigator.serviceWorker?.controller != null);
    await page.waitForFunction(
      async (name) => {
        if (!(await (globalThis as InPage).caches.has(name))) return false;
        const cache = await (globalThis as InPage).caches.open(name);
        return Boolean(
          (await cache.match('/offline-card/details.json')) && (await cache.match('/offline-card/printed-card')),
        );
      },
      CARD_CACHE,
      { polling: 200 },
    );

    const watched = watchPage(page);
    await context.setOffline(true);
    await page.reload();
    await watched
      .waitToSee(page.getByRole('heading', { name: 'Your ID Card', level: 1 }), 'the offline card')
      .catch(async (error: Error) => {
        // Seen once in a full run (CI at c5a6d4f, not again alone): the phone showed no card although both parts had
        // been kept a moment before the reload. What Cache Storage holds then says whether the card went or was not read.
        const held = await page.evaluate(async (name) => {
          const storage = (globalThis as InPage).caches;
          if (!(await storage.has(name))) return `no ${name} cache; caches: ${(await storage.keys()).join(', ')}`;
          const cache = await storage.open(name);
          const keys = await cache.keys();
          const details = await cache.match('/offline-card/details.json');
          return `${keys.map((request: InPage) => new URL(request.url).pathname).join(', ')}; details: ${details ? (await details.text()).slice(0, 300) : 'none'}`;
        }, CARD_CACHE);
        throw new Error(`${error.message}\nCache Storage then: ${held}`, { cause: error });
      });
    const front = page.getByRole('region', { name: 'ID card, front' });
    await front.getByText('Mallikarjun Patil', { exact: true }).waitFor();
    await front.getByText(member.member.memberId, { exact: true }).waitFor();
    await front.getByText(cardDate(member.member.membershipEndDate), { exact: true }).waitFor();
    await front.getByRole('img', { name: 'Photo of Mallikarjun Patil' }).waitFor();
    const notice = page.getByRole('status');
    await notice.getByText('You are offline.').waitFor();
    assert.match(await notice.innerText(), /last confirmed online on \d{2}\/\d{2}\/\d{4}/);

    // The printed card (front and back, with its QR code) opens from what the phone keeps: the same PDF as online.
    const link = page.getByRole('link', { name: 'Open printed card (with QR code)' });
    assert.match((await link.getAttribute('href')) ?? '', /^blob:/, 'the link opens the kept copy, not the network');
    const pdf = Buffer.from(
      await page.evaluate(async (name) => {
        const kept = await (await (globalThis as InPage).caches.open(name)).match('/offline-card/printed-card');
        return Array.from(new Uint8Array(await kept!.arrayBuffer()));
      }, CARD_CACHE),
    );
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-', 'the kept card is the printed PDF');
    const qr = new URL(await decodePdfQr(pdf, 1));
    assert.ok(qr.pathname.endsWith(`/verify/${member.member.memberId}`), `the QR leads to the member: ${qr.href}`);
  });

  it('removes the card when the member signs out, so offline the phone shows nothing of theirs', async () => {
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
    assert.equal(await cardKept(true), true, 'the card is kept while the member is signed in');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${stack.url}/`);
    await waitFor(async () => !(await cardKept()), { timeoutMs: UI_TIMEOUT_MS, what: 'the kept card to be removed' });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline', level: 1 }).waitFor();
    assert.equal(await page.getByText(member.member.memberId).count(), 0, 'no member id is shown');
    assert.equal(await page.getByText('Mallikarjun Patil').count(), 0, 'no name is shown');
    assert.equal(await cardKept(), false, 'nothing of the card is left in the cache');
    await context.setOffline(false);
  });
});
