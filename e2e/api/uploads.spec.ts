import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { docxLike, largePng, MB, textPretendingToBeImage, tinyPdf, tinyPng } from '../support/fixtures/files';
import { adminClient, createMember } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { listStoredKeys } from '../support/fixtures/storage';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { isSamePicture } from '../support/fixtures/images';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const png = (data = tinyPng(), fileName = 'photo.png') => ({ name: 'photo', fileName, type: 'image/png', data });

describe('member photos, ID cards and documents', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let forms: FormClient;
  const stored = (prefix: string) => listStoredKeys(stack.s3, prefix);

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    forms = new FormClient(stack.url, admin);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('stores a photo and serves the same picture back (without metadata), as an image the browser must not re-interpret', async () => {
    const member = await createMember(admin);
    const picture = tinyPng();
    const res = await forms.post(`/api/members/${member.id}/photo`, [png(picture)]);
    assert.equal(res.status, 201, res.text);
    assert.ok(res.json.profilePhotoUrl, 'the member now has a photo link');
    const photo = await forms.download(res.json.profilePhotoUrl);
    assert.equal(photo.status, 200);
    assert.ok(await isSamePicture(photo.body, picture), 'the same picture');
    assert.equal(photo.headers.get('content-type'), 'image/png');
    assert.equal(photo.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(photo.headers.get('cache-control'), 'no-store');
    assert.match(photo.headers.get('content-disposition') ?? '', /^inline; filename="photo\.png"/);
  });

  it('replacing a photo removes the old file from storage', async () => {
    const member = await createMember(admin);
    const before = await stored('members/photos/');
    await forms.post(`/api/members/${member.id}/photo`, [png()]);
    const second = tinyPng();
    const res = await forms.post(`/api/members/${member.id}/photo`, [png(second, 'new.png')]);
    assert.equal(res.status, 201, res.text);
    const after = await stored('members/photos/');
    assert.equal(after.length, before.length + 1, 'one photo per member');
    assert.ok(await isSamePicture((await forms.download(`/api/members/${member.id}/photo`)).body, second));
  });

  it("refuses a 6 MB photo as too large (413) with 'Please select an image under 5MB' and keeps nothing of it", async () => {
    const member = await createMember(admin);
    const before = await stored('members/photos/');
    const res = await forms.post(`/api/members/${member.id}/photo`, [png(largePng(6))]);
    assert.equal(res.status, 413);
    assert.equal(res.json.code, 'PAYLOAD_TOO_LARGE');
    assert.equal(res.json.message, 'Please select an image under 5MB');
    assert.deepEqual(res.json.errors, [{ field: 'photo', message: 'Please select an image under 5MB' }]);
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.profilePhotoUrl, null);
    assert.deepEqual(await stored('members/photos/'), before);
  });

  it('stops a 6 MB photo sent without a length as soon as it passes 5 MB, leaving nothing behind', async () => {
    const member = await createMember(admin);
    const before = await stored('members/photos/');
    const res = await forms.postStreamed(`/api/members/${member.id}/photo`, png(largePng(6)));
    assert.equal(res.status, 413);
    assert.equal(res.json.message, 'Please select an image under 5MB');
    assert.deepEqual(await stored('members/photos/'), before);
    const ok = await forms.post(`/api/members/${member.id}/photo`, [png()]);
    assert.equal(ok.status, 201, 'the gateway still takes uploads afterwards');
  });

  it("refuses a text file renamed .png as the wrong type (415) with 'Please select an image file'", async () => {
    const member = await createMember(admin);
    const res = await forms.post(`/api/members/${member.id}/photo`, [png(textPretendingToBeImage(), 'holiday.png')]);
    assert.equal(res.status, 415);
    assert.equal(res.json.code, 'UNSUPPORTED_MEDIA_TYPE');
    assert.equal(res.json.message, 'Please select an image file');
    assert.deepEqual(res.json.errors, [{ field: 'photo', message: 'Please select an image file' }]);
    assert.equal((await admin.get(`/api/members/${member.id}`)).json.profilePhotoUrl, null);
  });

  it("refuses a photo upload without a file with 'Please select an image file'", async () => {
    const member = await createMember(admin);
    const res = await forms.post(`/api/members/${member.id}/photo`, [{ name: 'other', value: 'x' }]);
    assert.equal(res.status, 400);
    assert.equal(res.json.message, 'Please select an image file');
  });

  it('answers 404 for a photo of an unknown member and keeps nothing of it', async () => {
    const before = await stored('members/photos/');
    const res = await forms.post(`/api/members/${UNKNOWN}/photo`, [png()]);
    assert.equal(res.status, 404);
    assert.deepEqual(await stored('members/photos/'), before);
  });

  it('removes a photo: the link is gone, the file 404s and storage lets it go', async () => {
    const member = await createMember(admin);
    await forms.post(`/api/members/${member.id}/photo`, [png()]);
    const before = await stored('members/photos/');
    const res = await admin.request('DELETE', `/api/members/${member.id}/photo`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.profilePhotoUrl, null);
    assert.equal((await forms.download(`/api/members/${member.id}/photo`)).status, 404);
    assert.equal((await stored('members/photos/')).length, before.length - 1);
  });

  it('accepts a PDF ID card and downloads it byte for byte intact', async () => {
    const member = await createMember(admin);
    const card = tinyPdf(`ID card of ${member.memberId}`);
    const res = await forms.post(`/api/members/${member.id}/id-card`, [
      { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: card },
    ]);
    assert.equal(res.status, 201, res.text);
    assert.ok(res.json.idCardUrl);
    const download = await forms.download(res.json.idCardUrl);
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'application/pdf');
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(download.body.equals(card), 'same bytes');
    const removed = await admin.request('DELETE', `/api/members/${member.id}/id-card`);
    assert.equal(removed.status, 200);
    assert.equal(removed.json.idCardUrl, null);
    assert.equal((await forms.download(`/api/members/${member.id}/id-card`)).status, 404);
  });

  it('refuses an ID card that is not a PDF or image (415), or over 5 MB (413), in the words of the spec', async () => {
    const member = await createMember(admin);
    const text = await forms.post(`/api/members/${member.id}/id-card`, [
      { name: 'idCard', fileName: 'card.pdf', type: 'application/pdf', data: textPretendingToBeImage() },
    ]);
    assert.equal(text.status, 415);
    assert.equal(text.json.message, 'Please select a PDF or image file');
    const big = await forms.post(`/api/members/${member.id}/id-card`, [
      { name: 'idCard', fileName: 'card.pdf', type: 'application/pdf', data: tinyPdf('big', 6 * MB) },
    ]);
    assert.equal(big.status, 413);
    assert.equal(big.json.message, 'Please select a file under 5MB');
    assert.deepEqual(big.json.errors, [{ field: 'idCard', message: 'Please select a file under 5MB' }]);
  });

  it('answers 404 for registration files a member never sent', async () => {
    const member = await createMember(admin);
    assert.equal((await forms.download(`/api/members/${member.id}/passport-photo`)).status, 404);
    assert.equal((await forms.download(`/api/members/${member.id}/id-proof`)).status, 404);
  });

  it('uploads, lists, downloads intact and deletes a member document', async () => {
    const member = await createMember(admin);
    const pdf = tinyPdf('Address proof');
    const res = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'Address proof.pdf', type: 'application/pdf', data: pdf },
      { name: 'documentType', value: 'address_proof' },
      { name: 'description', value: 'Electricity bill, March' },
    ]);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.fileName, 'Address proof.pdf');
    assert.equal(res.json.documentType, 'address_proof');
    assert.equal(res.json.description, 'Electricity bill, March');
    assert.equal(res.json.fileSize, pdf.length);
    const list = await admin.get(`/api/members/${member.id}/documents`);
    assert.deepEqual(
      list.json.map((d: { id: string }) => d.id),
      [res.json.id],
    );
    const file = await forms.download(`/api/members/${member.id}/documents/${res.json.id}/download`);
    assert.equal(file.status, 200);
    assert.ok(file.body.equals(pdf));
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment; filename="Address proof\.pdf"/);
    const before = await stored('members/documents/');
    const removed = await admin.request('DELETE', `/api/members/${member.id}/documents/${res.json.id}`);
    assert.equal(removed.status, 200);
    assert.deepEqual((await admin.get(`/api/members/${member.id}/documents`)).json, []);
    assert.equal((await forms.download(`/api/members/${member.id}/documents/${res.json.id}/download`)).status, 404);
    assert.equal((await stored('members/documents/')).length, before.length - 1);
    assert.equal((await admin.request('DELETE', `/api/members/${member.id}/documents/${res.json.id}`)).status, 404);
  });

  it('stores a 9 MB document in parts and gives back exactly the same bytes', async () => {
    const member = await createMember(admin);
    const pdf = tinyPdf('Certificate', 9 * MB);
    const res = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'certificate.pdf', type: 'application/pdf', data: pdf },
      { name: 'documentType', value: 'certificate' },
    ]);
    assert.equal(res.status, 201, res.text);
    const file = await forms.download(`/api/members/${member.id}/documents/${res.json.id}/download`);
    assert.equal(file.body.length, pdf.length);
    assert.ok(file.body.equals(pdf));
  });

  it('accepts Word files by their real type and refuses a PDF dressed up as .docx (415)', async () => {
    const member = await createMember(admin);
    const word = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'letter.docx', type: 'application/octet-stream', data: docxLike() },
      { name: 'documentType', value: 'other' },
    ]);
    assert.equal(word.status, 201, word.text);
    assert.equal(word.json.fileType, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const fake = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'letter.docx', type: 'application/octet-stream', data: tinyPdf() },
      { name: 'documentType', value: 'other' },
    ]);
    assert.equal(fake.status, 415);
    assert.equal(fake.json.message, 'Please select a PDF, Word, Excel, JPG or PNG file');
  });

  it('refuses documents over 10 MB (413), without a file or with an unknown type (400), keeping nothing', async () => {
    const member = await createMember(admin);
    const before = await stored('members/documents/');
    const big = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'huge.pdf', type: 'application/pdf', data: tinyPdf('huge', 11 * MB) },
      { name: 'documentType', value: 'other' },
    ]);
    assert.equal(big.status, 413);
    assert.equal(big.json.message, 'Please select a file under 10MB');
    const none = await forms.post(`/api/members/${member.id}/documents`, [{ name: 'documentType', value: 'other' }]);
    assert.equal(none.status, 400);
    assert.equal(none.json.message, 'No file selected');
    const badType = await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'a.pdf', type: 'application/pdf', data: tinyPdf() },
      { name: 'documentType', value: 'passport' },
    ]);
    assert.equal(badType.status, 400);
    assert.equal(badType.json.errors[0].field, 'documentType');
    assert.deepEqual(await stored('members/documents/'), before);
    assert.deepEqual((await admin.get(`/api/members/${member.id}/documents`)).json, []);
  });

  it('deleting a member also removes their photo, ID card and documents from storage', async () => {
    const member = await createMember(admin);
    await forms.post(`/api/members/${member.id}/photo`, [png()]);
    await forms.post(`/api/members/${member.id}/id-card`, [
      { name: 'idCard', fileName: 'c.pdf', type: 'application/pdf', data: tinyPdf() },
    ]);
    await forms.post(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'd.pdf', type: 'application/pdf', data: tinyPdf() },
      { name: 'documentType', value: 'other' },
    ]);
    const before = (await stored('members/')).length;
    const res = await admin.request('DELETE', `/api/members/${member.id}`);
    assert.equal(res.status, 200);
    assert.equal((await stored('members/')).length, before - 3);
  });
});
