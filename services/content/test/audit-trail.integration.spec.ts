import 'reflect-metadata';
import { ActorDto } from '@portal/contracts';
import { AuditActor, runAsActor } from '@portal/platform';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EventsService } from '../src/events/events.service';
import { SignupsService } from '../src/events/signups.service';
import { GalleryService } from '../src/gallery/gallery.service';
import { SchemeDocumentsService } from '../src/scheme-documents/scheme-documents.service';
import { ADMIN, asMember, ContentHarness, daysFromNow } from './support/content-harness';

/**
 * The audit trail in content (DESIGN.md §6, issue 27): events, sign-ups, gallery items and scheme documents each
 * leave one row per change naming who made it; a refused or invalid request, or one that changes nothing, none.
 */
describe('content audit trail', () => {
  const harness = new ContentHarness();
  let events: EventsService;
  let signups: SignupsService;
  let gallery: GalleryService;
  let documents: SchemeDocumentsService;
  const administrator: AuditActor = {
    type: 'admin',
    id: ADMIN.userId,
    role: 'admin',
    ip: '203.0.113.20',
    correlationId: 'req-content-1',
  };
  const memberCaller = (actor: ActorDto): AuditActor => ({
    type: 'member',
    id: actor.userId,
    role: null,
    ip: '198.51.100.7',
    correlationId: null,
  });

  beforeAll(async () => {
    await harness.setUp();
    events = harness.get(EventsService);
    signups = harness.get(SignupsService);
    gallery = harness.get(GalleryService);
    documents = harness.get(SchemeDocumentsService);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const rowsFor = async (entityId: string) =>
    (await harness.db.query(`SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId])).rows;
  const total = async () => (await harness.db.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0].n as number;
  const anEvent = () =>
    runAsActor(administrator, () =>
      events.create({ title: `Meet ${randomUUID().slice(0, 6)}`, eventDate: daysFromNow(7), capacity: 5 }, ADMIN),
    );

  it("records an event's creation, change and deletion by the administrator, each once", async () => {
    const event = await anEvent();
    await runAsActor(administrator, () => events.update(event.id, { location: 'Mysuru town hall' }, ADMIN));
    await runAsActor(administrator, () => events.delete(event.id, ADMIN));
    const rows = await rowsFor(event.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_type, row.actor_id, row.actor_role, row.entity]),
      [
        ['event.created', 'admin', ADMIN.userId, 'admin', 'event'],
        ['event.updated', 'admin', ADMIN.userId, 'admin', 'event'],
        ['event.deleted', 'admin', ADMIN.userId, 'admin', 'event'],
      ],
    );
    assert.equal(rows[0].after.title, event.title);
    assert.deepEqual([rows[1].before, rows[1].after], [{ location: null }, { location: 'Mysuru town hall' }]);
    assert.equal(rows[0].correlation_id, 'req-content-1');
  });

  it('records nothing for an invalid event or a member trying to create one', async () => {
    const before = await total();
    await assert.rejects(runAsActor(administrator, () => events.create({ title: '' }, ADMIN)));
    const member = await harness.member();
    await assert.rejects(
      runAsActor(memberCaller(asMember(member)), () =>
        events.create({ title: 'Mine', eventDate: daysFromNow(3) }, asMember(member)),
      ),
    );
    assert.equal(await total(), before);
  });

  it("records a member's sign-up and cancellation as theirs, and a repeated sign-up not again", async () => {
    const event = await anEvent();
    const member = await harness.member();
    const actor = asMember(member);
    await runAsActor(memberCaller(actor), () => signups.signUp(event.id, actor));
    await runAsActor(memberCaller(actor), () => signups.signUp(event.id, actor));
    await runAsActor(memberCaller(actor), () => signups.cancel(event.id, actor));
    const rows = (await rowsFor(event.id)).filter((row) => row.entity === 'event-signup');
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_type, row.actor_id, row.after.memberId, row.after.signedUp]),
      [
        ['event-signup.created', 'member', member.id, member.id, 1],
        ['event-signup.cancelled', 'member', member.id, member.id, 0],
      ],
    );
  });

  it('records nothing for a sign-up refused to a member whose membership is pending', async () => {
    const event = await anEvent();
    const pending = asMember(await harness.member({ status: 'pending' }));
    const before = await total();
    await assert.rejects(runAsActor(memberCaller(pending), () => signups.signUp(event.id, pending)));
    assert.equal(await total(), before);
  });

  it('records a gallery upload and deletion with what it shows, never the storage key', async () => {
    const key = await harness.upload(Buffer.from('not really a video'), 'video/mp4');
    const item = await runAsActor(administrator, () =>
      gallery.create({
        actor: ADMIN,
        title: 'Annual meet',
        file: { key, contentType: 'video/mp4', fileName: 'meet.mp4', size: 18 },
      }),
    );
    await runAsActor(administrator, () => gallery.delete(item.id, ADMIN));
    const rows = await rowsFor(item.id);
    assert.deepEqual(
      rows.map((row) => row.action),
      ['gallery-item.uploaded', 'gallery-item.deleted'],
    );
    assert.equal(rows[0].after.title, 'Annual meet');
    assert.ok(!JSON.stringify(rows).includes(key), 'no storage key in the trail');
  });

  it('records a scheme document upload and deletion, and nothing for one without a scheme', async () => {
    const file = async () => ({
      key: await harness.upload(Buffer.from('%PDF-1.4'), 'application/pdf'),
      contentType: 'application/pdf',
      fileName: 'esi-rules.pdf',
      size: 8,
    });
    const before = await total();
    await assert.rejects(
      runAsActor(administrator, async () => documents.create({ actor: ADMIN, scheme: 'none', file: await file() })),
    );
    assert.equal(await total(), before);
    const doc = await runAsActor(administrator, async () =>
      documents.create({ actor: ADMIN, scheme: 'esi', file: await file() }),
    );
    await runAsActor(administrator, () => documents.delete(doc.id, ADMIN));
    const rows = await rowsFor(doc.id);
    assert.deepEqual(
      rows.map((row) => [row.action, row.actor_type]),
      [
        ['scheme-document.uploaded', 'admin'],
        ['scheme-document.deleted', 'admin'],
      ],
    );
    assert.deepEqual([rows[0].after.scheme, rows[0].after.fileName], ['esi', 'esi-rules.pdf']);
  });
});
