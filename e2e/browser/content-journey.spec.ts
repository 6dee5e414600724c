import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, Page } from 'playwright-core';
import {
  createEvent,
  GalleryItemDto,
  jpegWithGps,
  listEvents,
  inDays,
  sampleVideo,
  signUp,
  uploadedMedia,
} from '../support/fixtures/content';
import { tinyPdf } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { sharedTestStack, TestStack } from '../support/test-stack';
import {
  assertNoBlockedOrUncaught,
  indiaDateTime,
  playAndSeek,
  recordUploadRows,
  uploadRowsSeen,
  waitForLoadedImages,
  watchedPage,
  WatchedPage,
} from './content-journey-helpers';
import {
  chooseOption,
  indianDate,
  openAdminDashboard,
  openFromSidebar,
  openMemberDashboard,
  todayInIndia,
  withSession,
} from './journey-helpers';

// Issue 11: events, the gallery and scheme documents from the browser. The steps follow one event:
// the admin creates it and uploads its photos, a member signs up and later finds it under Past with
// those photos; then a scheme document travels from the admin's upload form to the member's download.
describe('events, gallery and scheme documents in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let sessions: MemberSessions;
  let member: MemberSession;
  let video: GalleryItemDto;

  const event = {
    title: 'Heritage walk photo workshop',
    location: 'Mysuru Palace grounds',
    capacity: 25,
    when: indiaDateTime(10, '10:30'),
  };
  const photos = [
    { name: 'palace-gate.jpg', width: 1200, height: 800 },
    { name: 'durbar-hall.jpg', width: 1000, height: 750 },
    { name: 'elephant-arch.jpg', width: 800, height: 600 },
  ];
  const photoTitles = photos.map((photo) => photo.name.replace(/\.jpg$/, ''));
  let eventId: string | undefined;
  /** The member's page on /member-events, kept from the sign-up to the reload after the event's date. */
  let memberEvents: WatchedPage | undefined;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    sessions = await MemberSessions.open(stack);
    // The member, the meeting and the video do not depend on each other: made at once.
    let meeting: { id: string };
    [member, meeting, video] = await Promise.all([
      sessions.signedIn({ firstName: 'Lakshmi', lastName: 'Gowda' }),
      createEvent(sessions.admin, { title: 'Annual general meeting', category: 'meeting' }),
      // A video outside any event: in the gallery for the player, and beside the event's photos in 'All events'.
      uploadedMedia(
        new FormClient(stack.url, sessions.admin),
        { data: sampleVideo('webm'), fileName: 'stage-walk.webm', type: 'video/webm' },
        { title: 'Stage walk' },
      ),
    ]);
    // Content learns of members from membership's events: one sign-up elsewhere waits that out,
    // so the member's first press of Sign up below cannot meet a member content does not know yet.
    const probe = await signUp(member.api, meeting.id);
    assert.equal(probe.status, 200, probe.text);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
  });

  const viewButtons = (page: Page) => page.getByRole('button', { name: /^View / });

  // These steps are about events, the gallery and documents: the admin's and the member's pages start signed in
  // with the sessions the fixtures got (signing in on /login has tests of its own).
  /** A watched page of its own context on the admin's Dashboard. */
  async function adminOnDashboard(): Promise<WatchedPage> {
    const watched = await watchedPage(browser);
    await withSession(watched.context, stack, sessions.admin.sessionCookie!);
    await openAdminDashboard(watched.page, stack);
    return watched;
  }

  /** A watched page of its own context on the member's dashboard. */
  async function memberOnDashboard(): Promise<WatchedPage> {
    const watched = await watchedPage(browser);
    await withSession(watched.context, stack, member.api.sessionCookie!);
    await openMemberDashboard(watched.page, stack);
    return watched;
  }

  it('lets the admin create an event in the Add Event dialog and shows it on the Events page', async () => {
    const admin = await adminOnDashboard();
    const { page } = admin;
    await openFromSidebar(page, 'Events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByLabel('Title').fill(event.title);
    await dialog.getByLabel('Date & Time').fill(event.when.input);
    await dialog.getByLabel('Location').fill(event.location);
    await chooseOption(page, dialog.getByLabel('Category'), 'Exhibition');
    await dialog.getByLabel('Capacity').fill(String(event.capacity));
    await dialog.getByRole('button', { name: 'Create Event' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Event created', { exact: true }).waitFor();
    const card = page.getByRole('article', { name: event.title, exact: true });
    await card.waitFor();
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    for (const shown of [
      indianDate(event.when.at),
      '10:30 am',
      event.location,
      `0 / ${event.capacity}`,
      'Exhibition',
    ]) {
      assert.ok(text.includes(shown), `the card shows '${shown}': ${text}`);
    }
    assertNoBlockedOrUncaught(admin);

    const saved = (await listEvents(sessions.admin)).find((e) => e.title === event.title);
    assert.ok(saved, 'the event reached the content service');
    assert.equal(new Date(saved.eventDate).toISOString(), event.when.at.toISOString(), '10:30 in India, as typed');
    assert.deepEqual([saved.capacity, saved.category, saved.status], [event.capacity, 'exhibition', 'upcoming']);
    eventId = saved.id;
  });

  it("uploads three photos to the event at once in Upload Media, each file's progress finishing", async () => {
    assert.ok(eventId, 'the event was created');
    const admin = await adminOnDashboard();
    const { page } = admin;
    await openFromSidebar(page, 'Gallery');
    await page.getByRole('button', { name: 'View Stage walk' }).waitFor();

    await page.getByRole('button', { name: 'Upload Media' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Media' });
    const files = await Promise.all(
      photos.map(async ({ name, width, height }) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await jpegWithGps(width, height),
      })),
    );
    await dialog.getByLabel('Photos or videos').setInputFiles(files);
    const list = dialog.getByRole('list', { name: 'Files to upload' });
    for (const { name } of photos) {
      await list.getByRole('progressbar', { name: `${name} upload progress` }).waitFor();
    }
    assert.equal(await list.getByRole('listitem').count(), 3, 'one row per chosen file');
    await chooseOption(page, dialog.getByLabel('Event', { exact: true }), event.title);

    await recordUploadRows(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('3 files uploaded', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const rows = await uploadRowsSeen(page);
    for (const { name } of photos) {
      assert.ok(rows[name], `the row of ${name} was shown: ${JSON.stringify(rows)}`);
      assert.equal(rows[name].percents.at(-1), 100, `${name} ends at 100%: ${JSON.stringify(rows[name])}`);
      assert.ok(rows[name].uploaded, `${name} got its Uploaded tick: ${JSON.stringify(rows[name])}`);
    }

    // All events: the new photos beside the video that belongs to no event.
    for (const title of [...photoTitles, 'Stage walk']) {
      await page.getByRole('button', { name: `View ${title}`, exact: true }).waitFor();
    }
    await chooseOption(page, page.getByLabel('Filter by event'), event.title);
    await page.getByRole('button', { name: 'View Stage walk' }).waitFor({ state: 'detached' });
    const shown = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c: any) => c.getAttribute('aria-label')));
    assert.deepEqual([...shown].sort(), [...photoTitles].sort(), 'exactly the three photos of the event');
    for (const title of photoTitles) {
      const card = page.getByRole('article', { name: title, exact: true });
      assert.equal((await card.locator('.ant-tag').innerText()).trim(), event.title);
    }
    await waitForLoadedImages(page.locator('.media-cover img'), 3);
    assertNoBlockedOrUncaught(admin);
  });

  it('opens a photo of the event in the viewer, and Next shows another of its photos', async () => {
    const admin = await adminOnDashboard();
    const { page } = admin;
    await openFromSidebar(page, 'Gallery');
    await chooseOption(page, page.getByLabel('Filter by event'), event.title);
    await page.getByRole('button', { name: 'View Stage walk' }).waitFor({ state: 'detached' });
    const first = (await viewButtons(page).first().getAttribute('aria-label'))!.replace(/^View /, '');
    await viewButtons(page).first().click();

    const viewer = page.getByRole('dialog', { name: first, exact: true });
    await viewer.getByText('1 of 3', { exact: true }).waitFor();
    await waitForLoadedImages(viewer.getByRole('img', { name: first, exact: true }), 1);
    assert.equal(await viewer.getByRole('button', { name: 'Previous' }).isDisabled(), true, 'nothing before the first');

    await viewer.getByRole('button', { name: 'Next' }).click();
    await page.getByText('2 of 3', { exact: true }).waitFor();
    const second = page.getByRole('dialog').filter({ hasText: '2 of 3' });
    const secondTitle = (await second.locator('.ant-modal-title').innerText()).trim();
    assert.notEqual(secondTitle, first, 'Next moved to another photo');
    assert.ok(photoTitles.includes(secondTitle), `another photo of the event: ${secondTitle}`);
    await waitForLoadedImages(second.getByRole('img', { name: secondTitle, exact: true }), 1);
    assertNoBlockedOrUncaught(admin);
  });

  it('lets a member sign up for the event under Upcoming, and the seats left drop by one', async () => {
    const watched = (memberEvents = await memberOnDashboard());
    const { page } = watched;
    await page.getByRole('button', { name: 'View Events' }).click();
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();

    assert.equal(await page.getByRole('tab', { name: /^Upcoming/, selected: true }).count(), 1, 'Upcoming is first');
    const card = page.getByRole('article', { name: event.title, exact: true });
    await card.getByText(`${event.capacity} seats left`, { exact: true }).waitFor();
    const facts = (await card.innerText()).replace(/\s+/g, ' ');
    for (const shown of [indianDate(event.when.at), '10:30 am', event.location, 'Exhibition']) {
      assert.ok(facts.includes(shown), `the card shows '${shown}': ${facts}`);
    }

    await card.getByRole('button', { name: `Sign up for ${event.title}` }).click();
    await page.getByText('You are signed up for this event', { exact: true }).waitFor();
    await card.getByText('You are signed up', { exact: true }).waitFor();
    await card.getByText(`${event.capacity - 1} seats left`, { exact: true }).waitFor();
    await card.getByRole('button', { name: `Cancel sign-up for ${event.title}` }).waitFor();
    assertNoBlockedOrUncaught(watched);

    const seen = (await listEvents(sessions.admin)).find((e) => e.id === eventId);
    assert.equal(seen?.signedUp, 1, 'the sign-up reached the content service');
  });

  it('shows the member the event under Past with its three photos once its date has gone by', async () => {
    assert.ok(eventId && memberEvents, 'the member signed up for the event');
    const moved = await sessions.admin.put(`/api/events/${eventId}`, { title: event.title, eventDate: inDays(-1) });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.json.status, 'completed', 'a day ago is over');

    const watched = memberEvents;
    const { page } = watched;
    await page.reload();
    await page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ }).waitFor();
    assert.equal(
      await page.getByRole('article', { name: event.title, exact: true }).count(),
      0,
      'no longer under Upcoming',
    );

    await page.getByRole('tab', { name: /^Past/ }).click();
    const card = page.getByRole('article', { name: event.title, exact: true });
    const gallery = card.getByRole('region', { name: `Photos from ${event.title}` });
    await gallery.waitFor();
    assert.equal(await card.getByRole('button', { name: /Sign up|Cancel sign-up/ }).count(), 0, 'no sign-up any more');
    const thumbnails = gallery.getByRole('img');
    assert.deepEqual(
      (await thumbnails.evaluateAll((imgs) => imgs.map((i: any) => i.alt))).sort(),
      [...photoTitles].sort(),
    );
    await waitForLoadedImages(thumbnails, 3);
    assertNoBlockedOrUncaught(watched);
  });

  // Padded past 100 KB with random bytes, so 'intact' means more than a few hundred bytes of text.
  const pdf = tinyPdf('Kutumba Barosa claim form, 2026', 150 * 1024 + 123);
  const pdfName = 'Kutumba Barosa – claim form (2026).pdf';

  it('lets the admin upload a PDF for a scheme and lists it in the Scheme Documents table', async () => {
    const admin = await adminOnDashboard();
    const { page } = admin;
    await openFromSidebar(page, 'Scheme Documents');
    await chooseOption(page, page.getByLabel('Scheme', { exact: true }), 'Kutumba Barosa');
    await page.getByLabel('Document file').setInputFiles({ name: pdfName, mimeType: 'application/pdf', buffer: pdf });
    await page.locator('.file-picker-chosen').getByText(pdfName, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upload Document' }).click();

    await page.getByText('Document uploaded successfully', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: pdfName });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(cells.slice(0, 5), [
      'Kutumba Barosa',
      pdfName,
      `${(pdf.length / 1024).toFixed(2)} KB`,
      'PDF',
      todayInIndia(),
    ]);
    assertNoBlockedOrUncaught(admin);
  });

  it("lets the member download the scheme's PDF from their dashboard intact and under its original name", async () => {
    const watched = await memberOnDashboard();
    const { page } = watched;

    const download = async (link: ReturnType<Page['getByRole']>) => {
      const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const path = await file.path();
      return { name: file.suggestedFilename(), bytes: await readFile(path), failure: await file.failure() };
    };

    await page.getByRole('tab', { name: 'Documents' }).click();
    const section = page.getByRole('region', { name: 'Kutumba Barosa documents' });
    const fromTab = await download(section.getByRole('link', { name: pdfName }));
    assert.equal(fromTab.failure, null);
    assert.equal(fromTab.name, pdfName, 'the original file name');
    assert.ok(fromTab.bytes.equals(pdf), `the uploaded bytes (${fromTab.bytes.length} of ${pdf.length})`);

    await page.getByRole('tab', { name: 'Welfare Schemes' }).click();
    const schemeCard = page.getByRole('article', { name: 'Kutumba Barosa', exact: true });
    const fromCard = await download(schemeCard.getByRole('link', { name: pdfName }));
    assert.equal(fromCard.name, pdfName);
    assert.ok(fromCard.bytes.equals(pdf), 'the same bytes from the scheme card');
    const esiCard = page.getByRole('article', { name: 'ESI', exact: true });
    await esiCard.getByText('No documents available for this scheme yet.', { exact: true }).waitFor();
    assertNoBlockedOrUncaught(watched);
  });

  it('plays a WebM video in the gallery viewer and seeks to second 3', async () => {
    const admin = await watchedPage(browser);
    const { page } = admin;
    const ranges: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === video.mediaUrl.split('?')[0]) ranges.push(res.status());
    });
    await withSession(admin.context, stack, sessions.admin.sessionCookie!);
    await openAdminDashboard(page, stack);
    await openFromSidebar(page, 'Gallery');
    await page.getByRole('button', { name: 'View Stage walk' }).click();

    const viewer = page.getByRole('dialog', { name: 'Stage walk', exact: true });
    const player = viewer.locator('video');
    await player.waitFor();
    const seen = await playAndSeek(player);
    assert.ok(seen.playedTo > 0.5, `played: ${JSON.stringify(seen)}`);
    assert.ok(Math.abs(seen.seekedTo - 3) < 0.1, `reached second 3: ${JSON.stringify(seen)}`);
    assert.ok(seen.duration > 3.5 && seen.duration < 4.5, `the 4 s clip: ${JSON.stringify(seen)}`);
    assert.ok(seen.seekableEnd > 3.5, `seekable to the end, which needs Range: ${JSON.stringify(seen)}`);
    assert.ok(ranges.includes(206), `the player got partial content: ${JSON.stringify(ranges)}`);
    assertNoBlockedOrUncaught(admin);
  });
});
