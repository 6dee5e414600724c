import 'reflect-metadata';
import { MemberDto } from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

describe('member files, documents and renewal requests over Postgres', () => {
  let fx: MembershipFixture;
  let member: MemberDto;
  let other: MemberDto;
  const file = (key: string) => ({ key, contentType: 'image/jpeg', fileName: 'photo.jpg', size: 2048 });

  beforeAll(async () => {
    fx = await startMembershipFixture();
    member = await fx.members.create(
      { firstName: 'Ravi', lastName: 'Kumar', phone: nextPhone(), email: 'ravi@example.com' },
      fx.admin,
    );
    other = await fx.members.create({ firstName: 'Asha', lastName: 'Rao', phone: nextPhone() }, fx.admin);
  });
  afterAll(() => fx?.teardown());

  describe('photo, ID card, passport photo and ID proof', () => {
    it('records an uploaded photo, shows its download path and answers the replaced object to delete', async () => {
      const first = await fx.files.set(
        { id: member.id, kind: 'photo', ...file('members/a.jpg'), actor: fx.admin },
        fx.admin,
      );
      assert.equal(first.replacedKey, null);
      assert.equal(first.member.profilePhotoUrl, `/api/members/${member.id}/photo`);
      const second = await fx.files.set(
        { id: member.id, kind: 'photo', ...file('members/b.jpg'), actor: fx.admin },
        fx.admin,
      );
      assert.equal(second.replacedKey, 'members/a.jpg');
      assert.deepEqual(await fx.files.get(member.id, 'photo', memberActor(member.id)), {
        key: 'members/b.jpg',
        contentType: 'image/jpeg',
        fileName: 'photo.jpg',
        size: 2048,
      });
    });

    it('clears an ID card and says which object to delete; a missing file is a clear 404', async () => {
      await fx.files.set(
        {
          id: member.id,
          kind: 'idCard',
          key: 'cards/x.pdf',
          contentType: 'application/pdf',
          fileName: 'card.pdf',
          size: 9,
          actor: fx.admin,
        },
        fx.admin,
      );
      const cleared = await fx.files.clear(member.memberId, 'idCard', fx.admin);
      assert.equal(cleared.removedKey, 'cards/x.pdf');
      assert.equal(cleared.member.idCardUrl, null);
      await assert.rejects(fx.files.get(member.id, 'idCard', fx.admin), {
        code: 'MEMBERSHIP_FILE_NOT_FOUND',
        message: "This member doesn't have an ID card uploaded yet",
      });
    });

    it("lets only admins change files and nobody read another member's files", async () => {
      await assert.rejects(
        fx.files.set(
          { id: member.id, kind: 'photo', ...file('x'), actor: memberActor(member.id) },
          memberActor(member.id),
        ),
        { code: 'FORBIDDEN' },
      );
      await assert.rejects(fx.files.get(member.id, 'photo', memberActor(other.id)), { code: 'FORBIDDEN' });
    });
  });

  describe('documents', () => {
    it('adds, lists newest first and downloads documents, for the admin and the member themself', async () => {
      const add = (fileName: string, documentType: string) =>
        fx.documents.add(
          {
            id: member.id,
            documentType,
            description: ' Scanned ',
            key: `docs/${randomUUID()}`,
            contentType: 'application/pdf',
            fileName,
            size: 4096,
            actor: fx.admin,
          },
          fx.admin,
        );
      const first = await add('aadhaar.pdf', 'id_proof');
      const second = await add('bill.pdf', 'address_proof');
      assert.equal(first.fileUrl, `/api/members/${member.id}/documents/${first.id}/download`);
      assert.deepEqual(
        [first.description, first.uploadedBy, first.fileType, first.fileSize],
        ['Scanned', fx.admin.userId, 'application/pdf', 4096],
      );
      const listed = await fx.documents.list(member.id, memberActor(member.id));
      assert.deepEqual(
        listed.map((d) => d.fileName),
        [second.fileName, first.fileName],
      );
      const stored = await fx.documents.file(member.id, second.id, memberActor(member.id));
      assert.equal(stored.fileName, 'bill.pdf');
      await assert.rejects(fx.documents.list(member.id, memberActor(other.id)), { code: 'FORBIDDEN' });
    });

    it("deletes a document and answers its object key; another member's document id is not found", async () => {
      const doc = await fx.documents.add(
        {
          id: member.id,
          documentType: 'other',
          key: 'docs/delete-me',
          contentType: 'image/png',
          fileName: 'x.png',
          size: 1,
          actor: fx.admin,
        },
        fx.admin,
      );
      await assert.rejects(fx.documents.delete(other.id, doc.id, fx.admin), {
        code: 'MEMBERSHIP_DOCUMENT_NOT_FOUND',
        message: 'Document not found',
      });
      assert.equal(await fx.documents.delete(member.id, doc.id, fx.admin), 'docs/delete-me');
      await assert.rejects(fx.documents.file(member.id, doc.id, fx.admin), { message: 'Document not found' });
      await assert.rejects(fx.documents.delete(member.id, 'not-a-uuid', fx.admin), { message: 'Document not found' });
    });
  });

  describe('renewal requests', () => {
    it('stores a request with the name, e-mail and status from the member record and the one-year fee', async () => {
      const expired = await fx.members.create(
        { firstName: 'Old', lastName: 'Timer', phone: nextPhone(), email: 'old@example.com', status: 'expired' },
        fx.admin,
      );
      const request = await fx.renewals.create(
        { memberId: expired.id, memberName: 'Someone Else', currentStatus: 'active' },
        memberActor(expired.id),
      );
      assert.deepEqual(
        [
          request.memberId,
          request.memberName,
          request.memberEmail,
          request.currentStatus,
          request.renewalAmount,
          request.status,
          request.requestedBy,
        ],
        [expired.id, 'Old Timer', 'old@example.com', 'expired', '2000.00', 'open', expired.id],
      );
      const again = await fx.renewals.create({ memberId: expired.memberId, renewalAmount: '2000' }, fx.admin);
      assert.equal(again.id, request.id, 'asking again while a request is open gives the same request');
      assert.deepEqual(
        (await fx.renewals.list(expired.id, fx.admin)).map((r) => r.id),
        [request.id],
      );
    });

    it('completes the open request when the admin makes the member active again', async () => {
      const expired = await fx.members.create(
        { firstName: 'Renew', lastName: 'Me', phone: nextPhone(), status: 'expired' },
        fx.admin,
      );
      await fx.renewals.create({ memberId: expired.id, renewalAmount: '2000.00' }, fx.admin);
      await fx.members.update(expired.id, { status: 'active' }, fx.admin);
      const [request] = await fx.renewals.list(expired.id, memberActor(expired.id));
      assert.equal(request.status, 'completed');
    });

    it('refuses a request for somebody else, and a zero amount', async () => {
      await assert.rejects(fx.renewals.create({ memberId: member.id }, memberActor(other.id)), { code: 'FORBIDDEN' });
      await assert.rejects(fx.renewals.create({ memberId: member.id, renewalAmount: '0' }, fx.admin), {
        details: { errors: [{ field: 'renewalAmount', message: 'Renewal amount must be greater than 0' }] },
      } as object);
      await assert.rejects(fx.renewals.create({ memberId: 'PHOTO999999' }, fx.admin), { message: 'Member not found' });
    });
  });
});
