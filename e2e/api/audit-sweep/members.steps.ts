import assert from 'node:assert/strict';
import { tinyPdf, tinyPng } from '../../support/fixtures/files';
import { FormClient } from '../../support/fixtures/multipart';
import { registrationParts } from '../../support/fixtures/registration';
import { ApiClient } from '../../support/http-client';
import type { AuditSweep, SweptMember } from './audit-sweep.fixtures';

/**
 * Members: registration, the register, files, renewals, e-mail changes, data requests. Answers Ravi, the member the
 * later steps act for, with a session begun after his e-mail change ended the others.
 */
export async function driveMembers(sweep: AuditSweep): Promise<SweptMember> {
  const { stack, accounts, office, officeId, officeForms, anonymous, drive, admin, member, visitor, sql, mailLink } =
    sweep;
  await drive('POST /api/register', visitor, () =>
    new FormClient(stack.url, anonymous()).post('/api/register', registrationParts()),
  );
  const created = await drive('POST /api/members', admin(officeId), () =>
    office.post('/api/members', {
      firstName: 'Ravi',
      lastName: 'Gowda',
      phone: '9845011223',
      email: `ravi.gowda.${stack.runId}@studio.test`,
      address: 'Ashoka Road, Mysuru',
      optedSchemes: ['esi', 'kutumba_barosa'],
    }),
  );
  const ravi = created.json;
  await accounts.projected(ravi.id, 'pending');
  await drive('PUT /api/members/{id}', admin(officeId), () =>
    office.put(`/api/members/${ravi.id}`, { address: 'Sayyaji Rao Road, Mysuru' }),
  );
  await drive('POST /api/members/{id}/approve', admin(officeId), () => office.post(`/api/members/${ravi.id}/approve`));
  // A bulk action of the list (issue 29) on one selected member: that member's approval, on record once.
  const applicant = await office.post('/api/members', {
    firstName: 'Shanthi',
    lastName: 'Rao',
    phone: '9845011229',
    email: `shanthi.rao.${stack.runId}@studio.test`,
    address: 'Irwin Road, Mysuru',
  });
  assert.equal(applicant.status, 201, applicant.text);
  await drive('POST /api/members/bulk', admin(officeId), () =>
    office.post('/api/members/bulk', { action: 'approve', memberIds: [applicant.json.id] }),
  );
  const setupToken = await accounts.linkToken(ravi.email, '/setup-password');
  const raviPassword = 'Nikon-F2-Chamarajanagar-77';
  await drive('POST /api/auth/setup-password', visitor, () =>
    anonymous().post('/api/auth/setup-password', {
      loginId: ravi.memberId,
      newPassword: raviPassword,
      token: setupToken,
    }),
  );
  await accounts.projected(ravi.id, 'active');
  const raviApi = new ApiClient(stack.url);
  await drive('POST /api/auth/member/login', member(ravi.id), () =>
    raviApi.post('/api/auth/member/login', { identifier: ravi.memberId, password: raviPassword }),
  );
  const raviNewPassword = 'Canon-AE1-Srirangapatna-81';
  await drive('POST /api/auth/member/change-password', member(ravi.id), () =>
    raviApi.post('/api/auth/member/change-password', {
      currentPassword: raviPassword,
      newPassword: raviNewPassword,
    }),
  );
  // Issue 31: the member's language on their account (then back to English, off the record of this sweep).
  await drive('PATCH /api/auth/user', member(ravi.id), () =>
    raviApi.request('PATCH', '/api/auth/user', { language: 'kn' }),
  );
  assert.equal((await raviApi.request('PATCH', '/api/auth/user', { language: 'en' })).status, 200);
  await drive('POST /api/auth/forgot-password', visitor, () =>
    anonymous().post('/api/auth/forgot-password', { loginId: ravi.memberId }),
  );
  const resetToken = await accounts.linkToken(ravi.email, '/reset-password');
  const raviPassword3 = 'Leica-M6-Kodagu-Coffee-90';
  await drive('POST /api/auth/reset-password', visitor, () =>
    anonymous().post('/api/auth/reset-password', { token: resetToken, newPassword: raviPassword3 }),
  );
  const memberSession = async () => {
    const api = new ApiClient(stack.url);
    const res = await api.post('/api/auth/member/login', { identifier: ravi.memberId, password: raviPassword3 });
    assert.equal(res.status, 200, res.text);
    return api;
  };
  const emailChanger = await memberSession();

  const newEmail = `ravi.new.${stack.runId}@studio.test`;
  const changed = await emailChanger.put(`/api/members/${ravi.id}`, { email: newEmail });
  assert.equal(changed.status, 200, changed.text);
  const confirmToken = await accounts.linkToken(newEmail, '/confirm-email');
  await drive('POST /api/members/email-change/confirm', visitor, () =>
    anonymous().post('/api/members/email-change/confirm', { token: confirmToken }),
  );
  const restoreToken = await mailLink(ravi.email, /\/restore-email\?token=([A-Za-z0-9_-]+)/);
  await drive('POST /api/members/email-change/restore', visitor, () =>
    anonymous().post('/api/members/email-change/restore', { token: restoreToken }),
  );
  // Restoring the address ended every session of the member: a fresh one from here on.
  const raviSession = await memberSession();

  const meena = (
    await office.post('/api/members', {
      firstName: 'Meena',
      lastName: 'Rao',
      phone: '9845011224',
      email: `meena.rao.${stack.runId}@studio.test`,
      address: 'Hampi Road, Hosapete',
    })
  ).json;
  await drive('POST /api/members/{id}/reject', admin(officeId), () =>
    office.post(`/api/members/${meena.id}/reject`, { reason: 'Duplicate application' }),
  );
  await drive('POST /api/members/{id}/return-to-pending', admin(officeId), () =>
    office.post(`/api/members/${meena.id}/return-to-pending`, { reason: 'Not a duplicate after all' }),
  );
  await drive('DELETE /api/members/{id}', admin(officeId), () => office.request('DELETE', `/api/members/${meena.id}`));

  await drive('POST /api/members/{id}/photo', admin(officeId), () =>
    officeForms.post(`/api/members/${ravi.id}/photo`, [
      { name: 'photo', fileName: 'photo.png', type: 'image/png', data: tinyPng() },
    ]),
  );
  await drive('DELETE /api/members/{id}/photo', admin(officeId), () =>
    office.request('DELETE', `/api/members/${ravi.id}/photo`),
  );
  await drive('POST /api/members/{id}/id-card', admin(officeId), () =>
    officeForms.post(`/api/members/${ravi.id}/id-card`, [
      { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: tinyPdf('Ravi Gowda') },
    ]),
  );
  await drive('DELETE /api/members/{id}/id-card', admin(officeId), () =>
    office.request('DELETE', `/api/members/${ravi.id}/id-card`),
  );
  const document = await drive('POST /api/members/{id}/documents', admin(officeId), () =>
    officeForms.post(`/api/members/${ravi.id}/documents`, [
      { name: 'documentType', value: 'address_proof' },
      { name: 'file', fileName: 'Address proof.pdf', type: 'application/pdf', data: tinyPdf('Address') },
    ]),
  );
  await drive('DELETE /api/members/{id}/documents/{docId}', admin(officeId), () =>
    office.request('DELETE', `/api/members/${ravi.id}/documents/${document.json.id}`),
  );
  const csv = [
    'firstName,lastName,phone,email,address,status',
    `Lakshmi,Naik,9845011225,lakshmi.naik.${stack.runId}@studio.test,"MG Road, Udupi",active`,
    `Girish,Shenoy,9845011226,girish.shenoy.${stack.runId}@studio.test,"Car Street, Mangaluru",pending`,
  ].join('\n');
  const imported = await drive('POST /api/members/bulk-import', admin(officeId), () =>
    officeForms.post('/api/members/bulk-import', [
      { name: 'file', fileName: 'members.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]),
  );
  assert.equal(imported.json.imported, 2, imported.text);

  // A member asks inside the 30-day window (issue 30).
  await sql('membership', `UPDATE members SET membership_end_date = now() + interval '10 days' WHERE id = $1`, [
    ravi.id,
  ]);
  const renewal = await drive('POST /api/members/renewal-request', member(ravi.id), () =>
    raviSession.post('/api/members/renewal-request', { memberId: ravi.id }),
  );
  await drive('POST /api/members/renewal-requests/{requestId}/decline', admin(officeId), () =>
    office.post(`/api/members/renewal-requests/${renewal.json.id}/decline`, { reason: 'Asked too early' }),
  );
  const again = await office.post('/api/members/renewal-request', { memberId: ravi.id });
  assert.equal(again.status, 201, again.text);
  await drive('POST /api/members/renewal-requests/{requestId}/complete', admin(officeId), () =>
    office.post(`/api/members/renewal-requests/${again.json.id}/complete`, { paymentMethod: 'cash' }),
  );
  // Issue 32: the member asks for a correction of a field they cannot edit; the office declines it with a reason.
  const correction = await drive('POST /api/members/correction-requests', member(ravi.id), () =>
    raviSession.post('/api/members/correction-requests', { field: 'dateOfBirth', value: '1988-04-12' }),
  );
  await drive('POST /api/members/correction-requests/{requestId}/decline', admin(officeId), () =>
    office.post(`/api/members/correction-requests/${correction.json.id}/decline`, { reason: 'Matches the ID proof' }),
  );
  // Issue 32: the member asks for a copy of their data; the office makes one for a member asking in person.
  await drive('POST /api/members/data-copies', member(ravi.id), () => raviSession.post('/api/members/data-copies'));
  const askingInPerson = await accounts.pending();
  await drive('POST /api/members/{id}/data-copies', admin(officeId), () =>
    office.post(`/api/members/${askingInPerson.id}/data-copies`),
  );
  // Issue 32: a member withdraws their consent, which asks for erasure (that request's own row).
  const withdrawing = await accounts.withPassword('Withdrawing-2026-pass');
  await accounts.projected(withdrawing.id, 'active');
  const withdrawingSession = new ApiClient(stack.url);
  const withdrawingLogin = await withdrawingSession.post('/api/auth/member/login', {
    identifier: withdrawing.memberId,
    password: 'Withdrawing-2026-pass',
  });
  assert.equal(withdrawingLogin.status, 200, withdrawingLogin.text);
  await drive('POST /api/members/consents/withdraw', member(withdrawing.id), () =>
    withdrawingSession.post('/api/members/consents/withdraw'),
  );
  // Issue 32: a member asks for erasure; the office declines it, and completes the member's next request.
  const leaving = await accounts.withPassword('Leaving-2026-pass');
  await accounts.projected(leaving.id, 'active');
  const leavingSession = new ApiClient(stack.url);
  const leavingLogin = await leavingSession.post('/api/auth/member/login', {
    identifier: leaving.memberId,
    password: 'Leaving-2026-pass',
  });
  assert.equal(leavingLogin.status, 200, leavingLogin.text);
  const erasure = await drive('POST /api/members/data-requests/erasure', member(leaving.id), () =>
    leavingSession.post('/api/members/data-requests/erasure', { note: 'Closing my studio' }),
  );
  await drive('POST /api/members/data-requests/{requestId}/decline', admin(officeId), () =>
    office.post(`/api/members/data-requests/${erasure.json.id}/decline`, { reason: 'Dues are being settled' }),
  );
  const erasureAgain = await leavingSession.post('/api/members/data-requests/erasure', {});
  assert.equal(erasureAgain.status, 201, erasureAgain.text);
  await drive('POST /api/members/{id}/data-requests/{requestId}/complete', admin(officeId), () =>
    office.post(`/api/members/${leaving.id}/data-requests/${erasureAgain.json.id}/complete`, {}),
  );
  await drive('POST /api/id-cards/generate', admin(officeId), () =>
    office.post('/api/id-cards/generate', { memberIds: [ravi.memberId] }),
  );
  return { ravi, raviSession };
}
