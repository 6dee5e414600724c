import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { decodePdfQr, launchBrowser, waitFor } from '@portal/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { ApiClient } from '../support/http-client';
import { createEvent, inDays } from '../support/fixtures/content';
import { adminClient, createMember } from '../support/fixtures/members';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { loginAsAdmin, UI_TIMEOUT_MS } from './journey-helpers';

/**
 * A QR code as a phone camera would see it: a Y4M video (what Chromium's --use-file-for-fake-video-capture plays,
 * looped) of the code, black on white, 6 pixels a module.
 */
function qrVideo(text: string, file: string): void {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = 6;
  const size = modules.size * cell;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < cell; y++)
        luma.fill(
          16,
          (top + row * cell + y) * width + left + column * cell,
          (top + row * cell + y) * width + left + (column + 1) * cell,
        );
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
}

// Issue 30: an admin checks members in at the door with a phone: the camera reads the card's signed QR code
// (Chromium's fake camera plays a video of the member's real card QR), a second scan says when they came,
// and check-ins made without signal wait on the phone and are sent once when it returns.
describe('check-in at the door', () => {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: ApiClient;
  let event: { id: string; title: string };
  let scanned: { id: string; memberId: string };
  let walkIn: { id: string; memberId: string };
  const dir = mkdtempSync(join(tmpdir(), 'check-in-'));

  async function cardQr(memberUuid: string): Promise<string> {
    const start = await admin.post('/api/id-cards/generate', { memberIds: [memberUuid] });
    assert.equal(start.status, 202, start.text);
    await waitFor(async () => (await admin.get(`/api/id-cards/jobs/${start.json.jobId}`)).json.status === 'completed', {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: 'the card to be made',
    });
    const res = await fetch(`${stack.url}/api/members/${memberUuid}/id-card`, {
      headers: { cookie: admin.sessionCookie! },
    });
    assert.equal(res.status, 200);
    return decodePdfQr(Buffer.from(await res.arrayBuffer()), 1);
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    scanned = await createMember(admin, {
      firstName: 'Door',
      lastName: 'Scanned',
      status: 'active',
      membershipEndDate: '2027-03-31',
    });
    walkIn = await createMember(admin, { firstName: 'Door', lastName: 'Typed', status: 'active' });
    event = await createEvent(admin, { title: `Door check-in ${Date.now()}`, eventDate: inDays(1) });
    const qr = await cardQr(scanned.id);
    assert.match(qr, /\/verify\/PHOTO\d+\?sig=[\w-]+#pass=[\w.-]+$/, 'the card QR carries the signed pass');
    const video = join(dir, 'card.y4m');
    qrVideo(qr, video);
    browser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await context.grantPermissions(['camera'], { origin: stack.url });
    page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    await loginAsAdmin(page, stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
    rmSync(dir, { recursive: true, force: true });
  });

  const result = () => page.getByLabel('Check-in result');
  const attendance = async () => (await admin.get(`/api/events/${event.id}/attendance`)).json;

  it('opens from the event’s card and checks in the member whose card the camera reads, with name, status and validity', async () => {
    await page.goto(`${stack.url}/events`);
    await page
      .getByRole('article', { name: event.title })
      .getByRole('button', { name: /Check-in$/ })
      .click();
    await page.waitForURL(`**/events/${event.id}/check-in`);
    await result()
      .getByText(/^Checked in at \d{2}:\d{2}$/)
      .waitFor();
    await result().getByText('Door Scanned').waitFor();
    await result().getByText('active').waitFor();
    await result().getByText('Valid until 31/03/2027').waitFor();
    await result().getByText('Not signed up for this event').waitFor();
    const list = await attendance();
    assert.deepEqual(
      list.attendees.map((a: { memberCode: string }) => a.memberCode),
      [scanned.memberId],
    );
  });

  it('says when the member was checked in when the same card is scanned again, and records nothing more', async () => {
    const first = (await attendance()).attendees[0].checkedInAt as string;
    await page.getByRole('button', { name: 'Scan next' }).click();
    await result()
      .getByText(/^Already checked in at \d{2}:\d{2}$/)
      .waitFor();
    const list = await attendance();
    assert.equal(list.checkedIn, 1);
    assert.equal(list.attendees[0].checkedInAt, first);
  });

  it('keeps check-ins made without signal on the phone and sends each once when the network returns', async () => {
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    await page.getByLabel('Member ID').fill(walkIn.memberId.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await result().getByText('Saved on this phone: it will be sent when the network returns').waitFor();
    await page.getByLabel('Member ID').fill(walkIn.memberId);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    // The card in front of the camera, read again offline: verified with the kept public key, and queued.
    await page.getByRole('button', { name: 'Scan next' }).click();
    await result().getByText('Genuine card').waitFor();
    await page.getByText('2 check-ins waiting to sync').waitFor();
    assert.equal((await attendance()).checkedIn, 1, 'nothing reached the server while offline');

    await context.setOffline(false);
    await page.getByLabel('Waiting to sync').waitFor({ state: 'detached' });
    await page.getByLabel('Checked in count').getByText('Checked in: 2').waitFor();
    const list = await attendance();
    assert.deepEqual(
      list.attendees.map((a: { memberCode: string; method: string }) => [a.memberCode, a.method]).sort(),
      [
        [scanned.memberId, 'scan'],
        [walkIn.memberId, 'typed'],
      ].sort(),
    );
  });
});
