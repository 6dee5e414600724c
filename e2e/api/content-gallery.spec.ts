import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  createEvent,
  imageMetadata,
  jpegWithGps,
  sampleVideo,
  uploadedMedia,
  uploadMedia,
} from '../support/fixtures/content';
import { largePng, tinyPng } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { listStoredKeys } from '../support/fixtures/storage';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * The media gallery (issue 11; spec part 1 §2, §3, §7): uploads that really
 * store, photos without their EXIF, videos that seek.
 */
describe('gallery', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let form: FormClient;
  let member: MemberSession;
  let memberFiles: FormClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    const sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    form = new FormClient(stack.url, admin);
    member = await sessions.signedIn({ firstName: 'Manjunath' });
    memberFiles = new FormClient(stack.url, member.api);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('serves an uploaded photo and its thumbnail without the EXIF that held where it was taken', async () => {
    const original = await jpegWithGps(2400, 1600);
    assert.ok((await imageMetadata(original)).exif, 'the test photo carries EXIF');
    const event = await createEvent(admin, { title: 'Dasara procession shoot' });

    const item = await uploadedMedia(
      form,
      { data: original, fileName: 'DSC_0042.jpg', type: 'image/jpeg' },
      { title: 'Jamboo Savari', description: 'Golden howdah', eventId: event.id },
    );

    assert.deepEqual(
      [item.mediaType, item.title, item.description, item.eventId, item.eventTitle],
      ['image', 'Jamboo Savari', 'Golden howdah', event.id, event.title],
    );
    const media = await memberFiles.download(item.mediaUrl);
    assert.equal(media.status, 200);
    assert.equal(media.headers.get('content-type'), 'image/jpeg');
    assert.equal(media.headers.get('x-content-type-options'), 'nosniff');
    const web = await imageMetadata(media.body);
    assert.equal(web.exif, undefined, 'no EXIF (and so no GPS position) in the web copy');
    assert.ok(web.width <= 1600 && web.height <= 1600, `web copy is ${web.width}×${web.height}`);
    const thumb = await imageMetadata((await memberFiles.download(item.thumbnailUrl!)).body);
    assert.equal(thumb.exif, undefined);
    assert.ok(thumb.width <= 480);
    const uploads = await listStoredKeys(stack.s3, 'gallery/uploads/');
    assert.deepEqual(
      uploads.filter((key) => key.endsWith('.jpg')),
      [],
      'the original photo is not kept',
    );
  });

  it('takes PNG photos and MP4 and WebM videos, titled after the file when no title is given', async () => {
    const png = await uploadedMedia(form, { data: tinyPng(), fileName: 'studio-logo.png', type: 'image/png' });
    assert.deepEqual([png.mediaType, png.title, png.contentType], ['image', 'studio-logo', 'image/png']);
    const mp4 = await uploadedMedia(form, { data: sampleVideo('mp4'), fileName: 'stage walk.mp4', type: 'video/mp4' });
    assert.deepEqual([mp4.mediaType, mp4.thumbnailUrl, mp4.contentType], ['video', null, 'video/mp4']);
    const webm = await uploadedMedia(form, { data: sampleVideo('webm'), fileName: 'walk.webm', type: 'video/webm' });
    assert.equal(webm.contentType, 'video/webm');
  });

  it('serves a video in the ranges a player asks for (206), so it can seek', async () => {
    const bytes = sampleVideo('mp4');
    const item = await uploadedMedia(form, { data: bytes, fileName: 'seek.mp4', type: 'video/mp4' });
    const url = `${stack.url}${item.mediaUrl}`;
    const cookie = { cookie: member.api.sessionCookie! };

    const whole = await fetch(url, { headers: cookie });
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), bytes);

    const part = await fetch(url, { headers: { ...cookie, range: 'bytes=100-1123' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100-1123/${bytes.length}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(100, 1124));

    const tail = await fetch(url, { headers: { ...cookie, range: 'bytes=-500' } });
    assert.equal(tail.status, 206);
    assert.deepEqual(Buffer.from(await tail.arrayBuffer()), bytes.subarray(bytes.length - 500));

    const past = await fetch(url, { headers: { ...cookie, range: `bytes=${bytes.length}-` } });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${bytes.length}`);
  });

  it('refuses a program renamed .jpg and an image over 10 MB, and keeps nothing of either', async () => {
    const before = await listStoredKeys(stack.s3, 'gallery/');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]);
    const wrong = await uploadMedia(form, { data: exe, fileName: 'holiday.jpg', type: 'image/jpeg' });
    assert.equal(wrong.status, 415, wrong.text);
    assert.equal(wrong.json.message, 'Please select a JPEG, PNG or WebP image, or an MP4 or WebM video');
    const big = await uploadMedia(form, { data: largePng(10.5), fileName: 'poster.png', type: 'image/png' });
    assert.equal(big.status, 413, big.text);
    assert.equal(big.json.message, 'Please select an image under 10MB');
    const none = await form.post('/api/gallery', [{ name: 'title', value: 'no file' }]);
    assert.equal(none.status, 400);
    assert.equal(none.json.message, 'Please select a photo or video');
    assert.deepEqual(await listStoredKeys(stack.s3, 'gallery/'), before);
  });

  it('files media under its event, and hides the media of an event members cannot see', async () => {
    const open = await createEvent(admin, { title: 'Photo walk, Cubbon Park' });
    const hidden = await createEvent(admin, { title: 'Committee meeting', isActive: false });
    const walk = await uploadedMedia(
      form,
      { data: tinyPng(), fileName: 'walk.png', type: 'image/png' },
      { eventId: open.id },
    );
    const meeting = await uploadedMedia(
      form,
      { data: tinyPng(), fileName: 'minutes.png', type: 'image/png' },
      { eventId: hidden.id },
    );

    const ofWalk = await admin.get(`/api/gallery?eventId=${open.id}`);
    assert.deepEqual(
      ofWalk.json.map((i: { id: string }) => i.id),
      [walk.id],
    );
    const seenByMember = (await member.api.get('/api/gallery')).json.map((i: { id: string }) => i.id);
    assert.ok(seenByMember.includes(walk.id));
    assert.ok(!seenByMember.includes(meeting.id), "a hidden event's media stays hidden");
    assert.equal((await memberFiles.download(meeting.mediaUrl)).status, 404);
    const unknownEvent = await uploadMedia(
      form,
      { data: tinyPng(), fileName: 'x.png', type: 'image/png' },
      { eventId: '00000000-0000-4000-8000-000000000000' },
    );
    assert.equal(unknownEvent.status, 400, unknownEvent.text);
  });

  it('deletes an item with its files', async () => {
    const item = await uploadedMedia(form, {
      data: await jpegWithGps(800, 600),
      fileName: 'gone.jpg',
      type: 'image/jpeg',
    });
    const keysBefore = await listStoredKeys(stack.s3, 'gallery/');
    const res = await admin.delete(`/api/gallery/${item.id}`);
    assert.equal(res.status, 200, res.text);
    assert.equal((await form.download(item.mediaUrl)).status, 404);
    assert.ok(!(await admin.get('/api/gallery')).json.some((i: { id: string }) => i.id === item.id));
    const keysAfter = await listStoredKeys(stack.s3, 'gallery/');
    assert.equal(keysBefore.length - keysAfter.length, 2, 'the web copy and the thumbnail are removed');
    assert.equal((await admin.delete(`/api/gallery/${item.id}`)).status, 404);
  });
});
