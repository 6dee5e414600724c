import 'reflect-metadata';
import {
  CommonErrorCode,
  ContentErrorCode,
  ContentMessages,
  ContentSubjects as S,
  SchemeDocumentDto,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN, asMember, ContentHarness, PUBLIC } from './support/content-harness';

describe('scheme documents: admins upload per scheme, every signed-in caller reads them', () => {
  const harness = new ContentHarness();
  const member = asMember({ id: randomUUID() });

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const upload = async (scheme: string | undefined, fileName = 'ESI guidelines 2025.pdf') => {
    const data = randomBytes(2048);
    const key = await harness.upload(data, 'application/pdf', 'scheme-documents');
    const file = { key, contentType: 'application/pdf', fileName, size: data.length };
    return { key, file, request: { actor: ADMIN, scheme, file } };
  };
  const ids = (documents: SchemeDocumentDto[]) => documents.map((d) => d.id);

  it('records an uploaded document with its original name, size and type', async () => {
    const { key, request } = await upload('esi');
    const sut = await harness.rpc(S.CreateSchemeDocument, request);
    assert.deepEqual(
      { ...sut, id: undefined, createdAt: undefined, updatedAt: undefined },
      {
        id: undefined,
        scheme: 'esi',
        fileName: 'ESI guidelines 2025.pdf',
        fileSize: 2048,
        fileType: 'application/pdf',
        fileUrl: `/api/scheme-documents/${sut.id}/download`,
        uploadedBy: ADMIN.userId,
        createdAt: undefined,
        updatedAt: undefined,
      },
    );
    assert.deepEqual(await harness.rpc(S.GetSchemeDocumentFile, { actor: member, id: sut.id }), {
      key,
      contentType: 'application/pdf',
      fileName: 'ESI guidelines 2025.pdf',
      size: 2048,
    });
  });

  it('lists documents newest first, for one scheme or all of them, to admins and members alike', async () => {
    const postal = await harness.rpc(S.CreateSchemeDocument, (await upload('postal', 'postal.pdf')).request);
    const kutumba = await harness.rpc(S.CreateSchemeDocument, (await upload('kutumba_barosa', 'kb.docx')).request);
    const all = await harness.rpc(S.ListSchemeDocuments, { actor: member });
    assert.deepEqual(ids(all).slice(0, 2), [kutumba.id, postal.id]);
    assert.deepEqual(ids(await harness.rpc(S.ListSchemeDocuments, { actor: ADMIN, scheme: 'all' })), ids(all));
    assert.deepEqual(ids(await harness.rpc(S.ListSchemeDocuments, { actor: member, scheme: 'postal' })), [postal.id]);
    const dates = all.map((d) => d.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it("asks for a scheme with the spec's words when none or an unknown one is chosen, and removes the upload", async () => {
    for (const scheme of [undefined, '', 'gold']) {
      const { key, request } = await upload(scheme);
      const sut = await harness.rpcError(S.CreateSchemeDocument, request);
      assert.deepEqual(
        [sut.status, sut.message, sut.errors],
        [
          400,
          ContentMessages.schemeAndFileRequired,
          [{ field: 'scheme', message: ContentMessages.schemeAndFileRequired }],
        ],
      );
      assert.equal(await harness.stored(key), null);
    }
  });

  it('refuses an unknown scheme filter with 400 rather than listing everything', async () => {
    const sut = await harness.rpcError(S.ListSchemeDocuments, { actor: ADMIN, scheme: 'gold' });
    assert.equal(sut.status, 400);
  });

  it('lets only admins upload and delete, and only signed-in callers list or download', async () => {
    const { key, request } = await upload('esi');
    const document = await harness.rpc(S.CreateSchemeDocument, request);
    const refusals = [
      await harness.rpcError(S.CreateSchemeDocument, { ...request, actor: member }),
      await harness.rpcError(S.DeleteSchemeDocument, { actor: member, id: document.id }),
      await harness.rpcError(S.ListSchemeDocuments, { actor: PUBLIC }),
      await harness.rpcError(S.GetSchemeDocumentFile, { actor: PUBLIC, id: document.id }),
    ];
    assert.deepEqual(
      refusals.map((r) => [r.status, r.code]),
      refusals.map(() => [403, CommonErrorCode.Forbidden]),
    );
    assert.ok(await harness.stored(key), "a member's refused request must not remove the stored document");
  });

  it('deletes a document and names its stored file for the gateway to remove', async () => {
    const { key, request } = await upload('postal');
    const document = await harness.rpc(S.CreateSchemeDocument, request);
    assert.deepEqual(await harness.rpc(S.DeleteSchemeDocument, { actor: ADMIN, id: document.id }), {
      id: document.id,
      removedKeys: [key],
    });
    assert.equal(ids(await harness.rpc(S.ListSchemeDocuments, { actor: ADMIN })).includes(document.id), false);
    for (const id of [document.id, 'x']) {
      for (const [subject, payload] of [
        [S.DeleteSchemeDocument, { actor: ADMIN, id }],
        [S.GetSchemeDocumentFile, { actor: member, id }],
      ] as const) {
        const sut = await harness.rpcError(subject, payload);
        assert.deepEqual([sut.status, sut.code], [404, ContentErrorCode.SchemeDocumentNotFound]);
      }
    }
  });
});
