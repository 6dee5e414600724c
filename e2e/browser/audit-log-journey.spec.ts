import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser, waitFor } from '@portal/testing';
import type { Browser } from 'playwright-core';
import { createEvent } from '../support/fixtures/content';
import { adminClient } from '../support/fixtures/members';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { UI_TIMEOUT_MS } from './journey-helpers';
import { seriousViolations } from './axe-checks';
import { settled, signInAsAdmin } from './layout-checks';

/**
 * The Audit Log as an administrator uses it (issue 27): an event is created and moved, then the administrator
 * finds both changes by the event's id, reads the move's before and after side by side and exports what the
 * filter shows, at a desktop and a phone width without serious accessibility faults.
 */
describe('the Audit Log page', () => {
  let stack: TestStack;
  let browser: Browser;
  let eventId: string;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    const admin = await adminClient(stack);
    const event = await createEvent(admin, { location: 'Mysuru Palace grounds' });
    eventId = event.id;
    const moved = await admin.put(`/api/events/${eventId}`, { location: 'Hubballi Gymkhana' });
    assert.equal(moved.status, 200, moved.text);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  for (const width of [1366, 375]) {
    it(`finds an event's changes by its id, shows the move before and after, and exports them (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      try {
        await signInAsAdmin(page, stack);
        await page.goto(`${stack.url}/audit-log`);
        await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
        await page.getByLabel('Entity ID').fill(eventId);
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.waitForURL((url) => url.searchParams.get('entityId') === eventId);
        const details = page.getByRole('button', { name: /^Details of event\.updated/ });
        // The list keeps showing the unfiltered rows until the filtered answer arrives; on a stack shared with other
        // journeys those hold their events too (other 'event.updated' rows among them), so wait for the filtered
        // list (this event's creation and its one update) before reading any row.
        const entries = page.getByRole('button', { name: /^Details of event\./ });
        await waitFor(async () => (await entries.count()) === 2 && (await details.count()) === 1, {
          timeoutMs: UI_TIMEOUT_MS,
          what: "the list filtered to the event's two changes",
        });
        await details.click();
        const change = page.getByRole('row', { name: /location/ });
        await change.getByText('Mysuru Palace grounds').waitFor();
        await change.getByText('Hubballi Gymkhana').waitFor();
        await settled(page);
        assert.deepEqual(await seriousViolations(page), []);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Export CSV' }).click(),
        ]);
        assert.match(download.suggestedFilename(), /^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
        const lines = readFileSync(await download.path(), 'utf8')
          .trim()
          .split('\r\n');
        assert.equal(lines.length, 3, lines.join('\n'));
        assert.ok(lines[1].includes('event.updated') && lines[1].includes('Hubballi Gymkhana'), lines[1]);
        assert.ok(lines[2].includes('event.created'), lines[2]);
      } finally {
        await context.close();
      }
    });
  }
});
