import 'reflect-metadata';
import {
  CommonErrorCode,
  ContentErrorCode,
  ContentMessages,
  ContentSubjects as S,
  CreateGalleryItemRequest,
  GalleryItemDto,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import sharp from 'sharp';
import { ADMIN, asMember, ContentHarness, daysFromNow, PUBLIC } from './support/content-harness';

/** A camera photo: 2400×1600 JPEG whose EXIF says where it was taken. */
const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#888' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .jpeg()
    .toBuffer();

describe('the gallery: photos made web-ready without their metadata, videos kept as they came', () => {
  const harness = new ContentHarness();
  const member = asMember({ id: randomUUID() });

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const upload = async (
    data: Buffer,
    contentType: string,
    fields: Partial<Omit<CreateGalleryItemRequest, 'actor' | 'file'>> & { fileName?: string } = {},
  ) => {
    const key = await harness.upload(data, contentType);
    const { fileName = 'photo.jpg', ...rest } = fields;
    return { key, request: { actor: ADMIN, file: { key, contentType, fileName, size: data.length }, ...rest } };
  };
  const anEvent = (input: { isActive?: boolean } = {}) =>
    harness.rpc(S.CreateEvent, {
      actor: ADMIN,
      input: { title: `Show ${randomUUID().slice(0, 6)}`, eventDate: daysFromNow(-3), ...input },
    });
  const galleryKeys = async () => (await harness.storedKeys()).filter((k) => k.startsWith('gallery/'));

  it('stores a photo as a web copy and a thumbnail without its GPS position, and removes the original', async () => {
    const original = await photoWithGps();
    assert.ok((await sharp(original).metadata()).exif, 'the test photo should carry EXIF');
    const event = await anEvent();
    const { key, request } = await upload(original, 'image/jpeg', {
      fileName: 'Mysuru palace.jpg',
      description: 'Evening light',
      eventId: event.id,
    });

    const sut = await harness.rpc(S.CreateGalleryItem, request);

    assert.deepEqual(
      [sut.title, sut.description, sut.eventId, sut.eventTitle, sut.mediaType, sut.contentType, sut.width, sut.height],
      ['Mysuru palace', 'Evening light', event.id, event.title, 'image', 'image/jpeg', 1600, 1067],
    );
    assert.equal(sut.mediaUrl, `/api/gallery/${sut.id}/media`);
    assert.equal(sut.thumbnailUrl, `/api/gallery/${sut.id}/thumbnail`);
    assert.equal(sut.uploadedBy, ADMIN.userId);
    assert.equal(await harness.stored(key), null, 'the original with its EXIF should be gone');

    const media = await harness.rpc(S.GetGalleryFile, { actor: member, id: sut.id, variant: 'media' });
    const web = await harness.stored(media.key);
    assert.ok(web);
    const webMeta = await sharp(web).metadata();
    assert.deepEqual([webMeta.format, webMeta.width, webMeta.height, webMeta.exif], ['jpeg', 1600, 1067, undefined]);
    assert.deepEqual(media, {
      key: media.key,
      contentType: 'image/jpeg',
      fileName: 'Mysuru palace.jpg',
      size: web.length,
    });
    assert.equal(sut.fileSize, web.length);

    const thumbnail = await harness.rpc(S.GetGalleryFile, { actor: ADMIN, id: sut.id, variant: 'thumbnail' });
    const thumb = await harness.stored(thumbnail.key);
    assert.ok(thumb);
    const thumbMeta = await sharp(thumb).metadata();
    assert.deepEqual([thumbMeta.width, thumbMeta.height, thumbMeta.exif], [480, 320, undefined]);
    assert.equal(thumbnail.size, thumb.length);
    assert.deepEqual((await galleryKeys()).filter((k) => k.includes(sut.id)).sort(), [media.key, thumbnail.key].sort());
  });

  it('turns a photo upright from its EXIF orientation and never enlarges a small one', async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#123456' } })
      .withMetadata({ orientation: 6 })
      .png()
      .toBuffer();
    const { request } = await upload(sideways, 'image/png', { fileName: 'portrait.png', title: 'Portrait' });
    const sut = await harness.rpc(S.CreateGalleryItem, request);
    assert.deepEqual([sut.title, sut.contentType, sut.width, sut.height], ['Portrait', 'image/png', 100, 200]);
    const media = await harness.rpc(S.GetGalleryFile, { actor: ADMIN, id: sut.id, variant: 'media' });
    const meta = await sharp((await harness.stored(media.key))!).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.orientation], ['png', 100, 200, undefined]);
    assert.equal(media.fileName, 'Portrait.png');
  });

  it('answers 415 for an image that cannot be decoded and leaves nothing in storage', async () => {
    const truncated = (await photoWithGps()).subarray(0, 4000);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3000)]);
    for (const bytes of [truncated, garbage]) {
      const before = await galleryKeys();
      const { key, request } = await upload(bytes, 'image/jpeg');
      const sut = await harness.rpcError(S.CreateGalleryItem, request);
      assert.deepEqual(
        [sut.status, sut.code, sut.message],
        [415, ContentErrorCode.MediaUnreadable, ContentMessages.imageUnreadable],
      );
      assert.equal(await harness.stored(key), null);
      assert.deepEqual(await galleryKeys(), before);
    }
    const { rows } = await harness.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gallery_items WHERE media_type = 'image' AND width IS NULL`,
    );
    assert.equal(rows[0].n, 0);
  });

  it('keeps a video exactly as uploaded, with no thumbnail', async () => {
    const bytes = randomBytes(64 * 1024);
    const { key, request } = await upload(bytes, 'video/webm', { fileName: 'Award night.webm', title: '  ' });
    const sut = await harness.rpc(S.CreateGalleryItem, request);
    assert.deepEqual(
      [sut.title, sut.mediaType, sut.thumbnailUrl, sut.fileSize, sut.width, sut.eventId],
      ['Award night', 'video', null, bytes.length, null, null],
    );
    const media = await harness.rpc(S.GetGalleryFile, { actor: member, id: sut.id, variant: 'media' });
    assert.deepEqual(media, { key, contentType: 'video/webm', fileName: 'Award night.webm', size: bytes.length });
    assert.deepEqual(await harness.stored(key), bytes);
    const thumbnail = await harness.rpcError(S.GetGalleryFile, { actor: ADMIN, id: sut.id, variant: 'thumbnail' });
    assert.deepEqual([thumbnail.status, thumbnail.code], [404, ContentErrorCode.GalleryItemNotFound]);
  });

  it('refuses an event that does not exist on the event field, and removes the upload', async () => {
    for (const eventId of [randomUUID(), 'not-an-id']) {
      const { key, request } = await upload(randomBytes(1000), 'video/mp4', { eventId });
      const sut = await harness.rpcError(S.CreateGalleryItem, request);
      assert.deepEqual([sut.status, sut.errors], [400, [{ field: 'eventId', message: 'Event not found' }]]);
      assert.equal(await harness.stored(key), null);
    }
    const { request } = await upload(randomBytes(1000), 'video/mp4', { eventId: 'all' });
    assert.equal((await harness.rpc(S.CreateGalleryItem, request)).eventId, null);
  });

  it('refuses a type that is neither a gallery image nor a video with 415', async () => {
    const { key, request } = await upload(Buffer.from('%PDF-1.7'), 'application/pdf', { fileName: 'a.pdf' });
    const sut = await harness.rpcError(S.CreateGalleryItem, request);
    assert.deepEqual(
      [sut.status, sut.code, sut.message],
      [415, CommonErrorCode.UnsupportedMediaType, ContentMessages.mediaWrongType],
    );
    assert.equal(await harness.stored(key), null);
  });

  it('shows members only the items of active events and of no event; admins see all, newest first', async () => {
    const shown = await anEvent();
    const hiddenEvent = await anEvent({ isActive: false });
    const add = async (eventId?: string) =>
      harness.rpc(S.CreateGalleryItem, (await upload(randomBytes(500), 'video/mp4', { eventId })).request);
    const ofShown = await add(shown.id);
    const ofHidden = await add(hiddenEvent.id);
    const loose = await add();

    const ids = (items: GalleryItemDto[]) => items.map((i) => i.id);
    const forAdmin = await harness.rpc(S.ListGalleryItems, { actor: ADMIN });
    assert.deepEqual(ids(forAdmin).slice(0, 3), [loose.id, ofHidden.id, ofShown.id]);
    const forMember = ids(await harness.rpc(S.ListGalleryItems, { actor: member }));
    assert.deepEqual(
      [forMember.includes(ofShown.id), forMember.includes(ofHidden.id), forMember.includes(loose.id)],
      [true, false, true],
    );
    const hidden = await harness.rpcError(S.GetGalleryFile, { actor: member, id: ofHidden.id, variant: 'media' });
    assert.deepEqual([hidden.status, hidden.code], [404, ContentErrorCode.GalleryItemNotFound]);

    assert.deepEqual(ids(await harness.rpc(S.ListGalleryItems, { actor: ADMIN, eventId: shown.id })), [ofShown.id]);
    assert.deepEqual(ids(await harness.rpc(S.ListGalleryItems, { actor: member, eventId: hiddenEvent.id })), []);
    assert.deepEqual(await harness.rpc(S.ListGalleryItems, { actor: ADMIN, eventId: 'bogus' }), []);
    assert.equal((await harness.rpc(S.ListGalleryItems, { actor: ADMIN, eventId: 'all' })).length, forAdmin.length);
  });

  it('lets only admins upload and delete, and only signed-in callers list or download', async () => {
    const { request } = await upload(randomBytes(100), 'video/mp4');
    const item = await harness.rpc(S.CreateGalleryItem, request);
    const refusals = [
      await harness.rpcError(S.CreateGalleryItem, { ...request, actor: member }),
      await harness.rpcError(S.DeleteGalleryItem, { actor: member, id: item.id }),
      await harness.rpcError(S.ListGalleryItems, { actor: PUBLIC }),
      await harness.rpcError(S.GetGalleryFile, { actor: PUBLIC, id: item.id, variant: 'media' }),
    ];
    assert.deepEqual(
      refusals.map((r) => [r.status, r.code]),
      refusals.map(() => [403, CommonErrorCode.Forbidden]),
    );
    assert.ok(await harness.stored(request.file.key), "a member's refused request must not remove the stored video");
  });

  it('deletes an item and names the stored objects for the gateway to remove', async () => {
    const { request } = await upload(await photoWithGps(), 'image/jpeg');
    const item = await harness.rpc(S.CreateGalleryItem, request);
    const media = await harness.rpc(S.GetGalleryFile, { actor: ADMIN, id: item.id, variant: 'media' });
    const thumbnail = await harness.rpc(S.GetGalleryFile, { actor: ADMIN, id: item.id, variant: 'thumbnail' });

    const sut = await harness.rpc(S.DeleteGalleryItem, { actor: ADMIN, id: item.id });
    assert.deepEqual(sut, { id: item.id, removedKeys: [media.key, thumbnail.key] });
    assert.equal(
      (await harness.rpc(S.ListGalleryItems, { actor: ADMIN })).some((i) => i.id === item.id),
      false,
    );
    for (const id of [item.id, 'nope']) {
      const again = await harness.rpcError(S.DeleteGalleryItem, { actor: ADMIN, id });
      assert.deepEqual([again.status, again.code], [404, ContentErrorCode.GalleryItemNotFound]);
    }
  });
});
