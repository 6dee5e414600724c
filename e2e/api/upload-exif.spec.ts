import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import sharp from 'sharp';
import { uploadedMedia, uploadSchemeDocument } from '../support/fixtures/content';
import { carriesGps, jpegWithGps } from '../support/fixtures/images';
import { adminClient, createMember } from '../support/fixtures/members';
import { FormClient, Part } from '../support/fixtures/multipart';
import { registrationParts } from '../support/fixtures/registration';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Every stored image is written anew without EXIF (issue 27): a photo taken on a phone carries where it was
 * taken, and member photos are served to anyone holding a card's QR link.
 */
describe('uploaded images keep no EXIF', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let forms: FormClient;
  let photo: Buffer;
  const jpeg = (name: string, fileName = 'DSC_0042.jpg'): Part => ({
    name,
    fileName,
    type: 'image/jpeg',
    data: photo,
  });

  /** The downloaded file is the photo sent: a JPEG of its size, with no EXIF and so no GPS position. */
  async function assertStoredWithoutExif(path: string, what: string): Promise<void> {
    const stored = await forms.download(path);
    assert.equal(stored.status, 200, `${what}: ${stored.body.toString().slice(0, 200)}`);
    const meta = await sharp(stored.body).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 640, 480], what);
    assert.equal(meta.exif, undefined, `${what}: no EXIF`);
    assert.equal(await carriesGps(stored.body), false, `${what}: no GPS position`);
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    forms = new FormClient(stack.url, admin);
    photo = await jpegWithGps(640, 480);
    assert.equal(await carriesGps(photo), true, 'the photo sent carries a GPS position');
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it("stores a member's photo without its EXIF", async () => {
    const member = await createMember(admin);
    const res = await forms.post(`/api/members/${member.id}/photo`, [jpeg('photo')]);
    assert.equal(res.status, 201, res.text);
    await assertStoredWithoutExif(res.json.profilePhotoUrl, 'member photo');
  });

  it('stores an uploaded ID card image without its EXIF', async () => {
    const member = await createMember(admin);
    const res = await forms.post(`/api/members/${member.id}/id-card`, [jpeg('idCard', 'card.jpg')]);
    assert.equal(res.status, 201, res.text);
    await assertStoredWithoutExif(res.json.idCardUrl, 'ID card');
  });

  it("stores a member's image document without its EXIF", async () => {
    const member = await createMember(admin);
    const res = await forms.post(`/api/members/${member.id}/documents`, [
      jpeg('file', 'aadhaar.jpg'),
      { name: 'documentType', value: 'id_proof' },
    ]);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.fileType, 'image/jpeg');
    await assertStoredWithoutExif(`/api/members/${member.id}/documents/${res.json.id}/download`, 'document');
  });

  it("stores a registration's passport photo and image ID proof without their EXIF", async () => {
    const visitor = new FormClient(stack.url, new ApiClient(stack.url));
    const res = await visitor.post('/api/register', [
      ...registrationParts(),
      jpeg('passportPhoto', 'me.jpg'),
      jpeg('idProof', 'aadhaar.jpg'),
    ]);
    assert.equal(res.status, 201, res.text);
    const id = res.json.member.id;
    await assertStoredWithoutExif(`/api/members/${id}/passport-photo`, 'passport photo');
    await assertStoredWithoutExif(`/api/members/${id}/id-proof`, 'ID proof');
  });

  it('stores a scheme document image without its EXIF', async () => {
    const res = await uploadSchemeDocument(forms, 'esi', { data: photo, fileName: 'esi-form.jpg', type: 'image/jpeg' });
    assert.equal(res.status, 201, res.text);
    await assertStoredWithoutExif(`/api/scheme-documents/${res.json.id}/download`, 'scheme document');
  });

  it('shows gallery images without EXIF, as before', async () => {
    const media = await uploadedMedia(forms, { data: photo, fileName: 'stage.jpg', type: 'image/jpeg' });
    await assertStoredWithoutExif(`/api/gallery/${media.id}/media`, 'gallery image');
  });

  it('refuses bytes that only start like a JPEG as the wrong type, keeping nothing', async () => {
    const member = await createMember(admin);
    const broken = Buffer.concat([photo.subarray(0, 400), Buffer.alloc(2000, 7)]);
    const res = await forms.post(`/api/members/${member.id}/photo`, [{ ...jpeg('photo'), data: broken }]);
    assert.equal(res.status, 415, res.text);
    assert.equal(res.json.message, 'Please select an image file');
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.profilePhotoUrl, null);
  });
});
