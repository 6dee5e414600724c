import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createEvent, jpegWithGps, uploadedMedia, uploadSchemeDocument } from '../support/fixtures/content';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { adminClient, createMember } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, knownToPayments } from '../support/fixtures/payments';
import { registrationParts } from '../support/fixtures/registration';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Every kind of file the gateway sends (issue 27): none may stay in the browser's cache after sign-out,
 * so each answers Cache-Control: no-store.
 */
describe('file downloads', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let forms: FormClient;
  /** Route kind → a path that downloads one of this file's own files. */
  const downloads: Record<string, string> = {};

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    forms = new FormClient(stack.url, admin);

    const member = await createMember(admin);
    // Certificates are issued to approved members.
    const approved = await admin.post(`/api/members/${member.id}/approve`);
    assert.equal(approved.status, 200, approved.text);
    const upload = async (path: string, parts: Parameters<FormClient['post']>[1]) => {
      const res = await forms.post(path, parts);
      assert.equal(res.status, 201, `${path}: ${res.text}`);
      return res.json;
    };
    const photo = await upload(`/api/members/${member.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]);
    downloads['member photo'] = photo.profilePhotoUrl;
    const card = await upload(`/api/members/${member.id}/id-card`, [
      { name: 'idCard', fileName: 'card.pdf', type: 'application/pdf', data: tinyPdf('ID card') },
    ]);
    downloads['uploaded ID card'] = card.idCardUrl;
    const document = await upload(`/api/members/${member.id}/documents`, [
      { name: 'file', fileName: 'proof.pdf', type: 'application/pdf', data: tinyPdf('Address proof') },
      { name: 'documentType', value: 'address_proof' },
    ]);
    downloads['member document'] = `/api/members/${member.id}/documents/${document.id}/download`;
    downloads['certificate'] = `/api/members/${member.id}/certificate`;

    const visitor = new FormClient(stack.url, new ApiClient(stack.url));
    const applied = await visitor.post('/api/register', [
      ...registrationParts(),
      { name: 'passportPhoto', fileName: 'me.png', type: 'image/png', data: tinyPng() },
      { name: 'idProof', fileName: 'aadhaar.pdf', type: 'application/pdf', data: tinyPdf('Aadhaar') },
    ]);
    assert.equal(applied.status, 201, applied.text);
    downloads['registration passport photo'] = `/api/members/${applied.json.member.id}/passport-photo`;
    downloads['registration ID proof'] = `/api/members/${applied.json.member.id}/id-proof`;

    await knownToPayments(admin, member.id);
    const paid = await addRecord(admin, { memberId: member.id, scheme: 'esi', amount: 200, status: 'paid' });
    downloads['payment receipt'] = paid.receiptUrl!;
    downloads['statement PDF'] = `/api/payment-records/statement/pdf?memberId=${member.id}`;
    downloads['statement CSV'] = `/api/payment-records/statement/csv?memberId=${member.id}`;
    downloads['payment records export'] = `/api/payment-records/export/csv?memberId=${member.id}`;
    downloads['members export'] = '/api/members/export';
    downloads['report'] = '/api/reports/members?format=csv';

    const event = await createEvent(admin);
    downloads['event attendees export'] = `/api/events/${event.id}/attendees?format=csv`;
    const media = await uploadedMedia(forms, {
      data: await jpegWithGps(64, 48),
      fileName: 'a.jpg',
      type: 'image/jpeg',
    });
    downloads['gallery image'] = `/api/gallery/${media.id}/media`;
    downloads['gallery thumbnail'] = `/api/gallery/${media.id}/thumbnail`;
    const scheme = await uploadSchemeDocument(forms, 'esi', {
      data: tinyPdf('ESI form'),
      fileName: 'esi-form.pdf',
      type: 'application/pdf',
    });
    assert.equal(scheme.status, 201, scheme.text);
    downloads['scheme document'] = `/api/scheme-documents/${scheme.json.id}/download`;
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('answers every kind of download with Cache-Control: no-store, so nothing stays in the browser after sign-out', async () => {
    assert.equal(Object.keys(downloads).length, 16);
    for (const [kind, path] of Object.entries(downloads)) {
      const res = await forms.download(path);
      assert.equal(res.status, 200, `${kind} (${path}): ${res.body.toString().slice(0, 200)}`);
      assert.ok(res.body.length > 0, `${kind}: a file came`);
      assert.equal(res.headers.get('cache-control'), 'no-store', kind);
    }
  });

  it('answers a part of a gallery image (Range) with no-store too', async () => {
    const res = await fetch(`${stack.url}${downloads['gallery image']}`, {
      headers: { cookie: admin.sessionCookie!, range: 'bytes=0-9' },
    });
    assert.equal(res.status, 206);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });
});
