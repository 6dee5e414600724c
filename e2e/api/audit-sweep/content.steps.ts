import assert from 'node:assert/strict';
import { createEvent, inDays, signUp, uploadSchemeDocument } from '../../support/fixtures/content';
import { tinyPdf, tinyPng } from '../../support/fixtures/files';
import type { AuditSweep, SweptMember } from './audit-sweep.fixtures';

/** Content: events, sign-ups, check-in, gallery, scheme documents. */
export async function driveContent(sweep: AuditSweep, { ravi, raviSession }: SweptMember): Promise<void> {
  const { office, officeId, officeForms, drive, admin, member } = sweep;
  const event = await drive('POST /api/events', admin(officeId), () =>
    office.post('/api/events', {
      title: 'Monsoon landscape walk',
      description: 'Western Ghats at first light',
      eventDate: inDays(21),
      location: 'Agumbe',
      category: 'workshop',
    }),
  );
  await drive('PUT /api/events/{id}', admin(officeId), () =>
    office.put(`/api/events/${event.json.id}`, { location: 'Agumbe sunset point' }),
  );
  const firstSignUp = await signUp(raviSession, event.json.id);
  assert.ok(firstSignUp.status < 300, firstSignUp.text);
  await drive('DELETE /api/events/{id}/signup', member(ravi.id), () =>
    raviSession.request('DELETE', `/api/events/${event.json.id}/signup`),
  );
  await drive('POST /api/events/{id}/signup', member(ravi.id), () =>
    raviSession.post(`/api/events/${event.json.id}/signup`),
  );
  // Check-in at the door (issue 30): the first scan records; the second changes nothing (and writes no row).
  await drive('POST /api/events/{id}/attendance', admin(officeId), () =>
    office.post(`/api/events/${event.json.id}/attendance`, { memberId: ravi.memberId }),
  );
  const secondScan = await office.post(`/api/events/${event.json.id}/attendance`, { memberId: ravi.memberId });
  assert.equal(secondScan.json.alreadyCheckedIn, true, secondScan.text);
  const other = await createEvent(office);
  await drive('DELETE /api/events/{id}', admin(officeId), () => office.request('DELETE', `/api/events/${other.id}`));
  const media = await drive('POST /api/gallery', admin(officeId), () =>
    officeForms.post('/api/gallery', [{ name: 'file', fileName: 'stage.png', type: 'image/png', data: tinyPng() }]),
  );
  await drive('DELETE /api/gallery/{id}', admin(officeId), () =>
    office.request('DELETE', `/api/gallery/${media.json.id}`),
  );
  const schemeDocument = await drive('POST /api/scheme-documents', admin(officeId), () =>
    uploadSchemeDocument(officeForms, 'esi', {
      data: tinyPdf('ESI form'),
      fileName: 'esi-form.pdf',
      type: 'application/pdf',
    }),
  );
  await drive('DELETE /api/scheme-documents/{id}', admin(officeId), () =>
    office.request('DELETE', `/api/scheme-documents/${schemeDocument.json.id}`),
  );
}
