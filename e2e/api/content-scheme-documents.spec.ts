import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { SchemeDocumentDto, uploadSchemeDocument } from '../support/fixtures/content';
import { tinyPdf } from '../support/fixtures/files';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { FormClient } from '../support/fixtures/multipart';
import { listStoredKeys } from '../support/fixtures/storage';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/** Scheme documents (issue 11; spec part 2 §2, §3, §5, §7, §8): the admin uploads, every member reads. */
describe('scheme documents', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let form: FormClient;
  let member: MemberSession;
  let esiForm: SchemeDocumentDto;
  const pdf = tinyPdf();

  beforeAll(async () => {
    stack = await sharedTestStack();
    const sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    form = new FormClient(stack.url, admin);
    member = await sessions.signedIn({ firstName: 'Savitha', optedSchemes: ['postal'] });
    const res = await uploadSchemeDocument(form, 'esi', {
      data: pdf,
      fileName: 'ESI enrolment form (2026).pdf',
      type: 'application/pdf',
    });
    assert.equal(res.status, 201, res.text);
    esiForm = res.json;
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('lists an uploaded document with its scheme, name, size and type', () => {
    assert.deepEqual(
      [esiForm.scheme, esiForm.fileName, esiForm.fileSize, esiForm.fileType],
      ['esi', 'ESI enrolment form (2026).pdf', pdf.length, 'application/pdf'],
    );
    assert.equal(esiForm.fileUrl, `/api/scheme-documents/${esiForm.id}/download`);
  });

  it("shows a member every scheme's documents, and downloads the file intact under its own name", async () => {
    const seen = await member.api.get('/api/scheme-documents');
    assert.equal(seen.status, 200);
    assert.ok(
      seen.json.some((d: SchemeDocumentDto) => d.id === esiForm.id),
      'not only the schemes they opted into',
    );
    const file = await new FormClient(stack.url, member.api).download(esiForm.fileUrl);
    assert.equal(file.status, 200);
    assert.deepEqual(file.body, pdf);
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment;.*ESI enrolment form \(2026\)\.pdf/);
  });

  it('filters by scheme, and refuses a scheme that does not exist', async () => {
    const postal = await uploadSchemeDocument(form, 'postal', {
      data: pdf,
      fileName: 'postal.pdf',
      type: 'application/pdf',
    });
    assert.equal(postal.status, 201);
    const esi = await admin.get('/api/scheme-documents?scheme=esi');
    assert.ok(esi.json.every((d: SchemeDocumentDto) => d.scheme === 'esi'));
    assert.ok(esi.json.some((d: SchemeDocumentDto) => d.id === esiForm.id));
    const all = ((await admin.get('/api/scheme-documents?scheme=all')).json as SchemeDocumentDto[]).map((d) => d.id);
    assert.ok(all.includes(esiForm.id) && all.includes(postal.json.id), "'all' holds both schemes' documents");
    assert.equal((await admin.get('/api/scheme-documents?scheme=pension')).status, 400);
  });

  it("refuses a missing scheme or file with 'Please select a scheme and file', and keeps nothing", async () => {
    const before = await listStoredKeys(stack.s3, 'scheme-documents/');
    const noScheme = await uploadSchemeDocument(form, undefined, {
      data: pdf,
      fileName: 'a.pdf',
      type: 'application/pdf',
    });
    assert.equal(noScheme.status, 400, noScheme.text);
    assert.equal(noScheme.json.message, 'Please select a scheme and file');
    const noFile = await uploadSchemeDocument(form, 'esi');
    assert.equal(noFile.status, 400);
    assert.equal(noFile.json.message, 'Please select a scheme and file');
    assert.deepEqual(await listStoredKeys(stack.s3, 'scheme-documents/'), before);
  });

  it("refuses an 11 MB document with 413 'File size must be less than 10MB' and a program renamed .pdf", async () => {
    const before = await listStoredKeys(stack.s3, 'scheme-documents/');
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const tooBig = await form.postStreamed('/api/scheme-documents', {
      name: 'file',
      fileName: 'big.pdf',
      type: 'application/pdf',
      data: big,
    });
    assert.equal(tooBig.status, 413, tooBig.text);
    assert.equal(tooBig.json.message, 'File size must be less than 10MB');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048)]);
    const renamed = await uploadSchemeDocument(form, 'esi', {
      data: exe,
      fileName: 'form.pdf',
      type: 'application/pdf',
    });
    assert.equal(renamed.status, 415, renamed.text);
    assert.deepEqual(await listStoredKeys(stack.s3, 'scheme-documents/'), before);
  });

  it('deletes a document and its file; members cannot', async () => {
    const doc = (
      await uploadSchemeDocument(form, 'kutumba_barosa', { data: pdf, fileName: 'kb.pdf', type: 'application/pdf' })
    ).json as SchemeDocumentDto;
    assert.equal((await member.api.delete(`/api/scheme-documents/${doc.id}`)).status, 403);
    const keysBefore = await listStoredKeys(stack.s3, 'scheme-documents/');
    const res = await admin.delete(`/api/scheme-documents/${doc.id}`);
    assert.equal(res.status, 200, res.text);
    assert.equal((await form.download(doc.fileUrl)).status, 404);
    assert.equal((await admin.delete(`/api/scheme-documents/${doc.id}`)).status, 404);
    assert.equal(keysBefore.length - (await listStoredKeys(stack.s3, 'scheme-documents/')).length, 1);
  });
});
