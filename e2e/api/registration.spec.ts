import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { tinyPdf, tinyPng, textPretendingToBeImage } from '../support/fixtures/files';
import { adminClient } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { asParts, registrationFields } from '../support/fixtures/registration';
import { ConsentMessages, PRIVACY_NOTICE_VERSION } from '@portal/contracts';
import { Client } from 'pg';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { isSamePicture } from '../support/fixtures/images';

/** Every field of the form, the optional ones too. */
const applicationFields = (overrides: Record<string, string> = {}): Record<string, string> =>
  registrationFields({
    email: 'manjunath@e2e.test',
    phone: '+91 98450 77661',
    alternatePhone: '',
    referredBy: 'Ravi Gowda',
    additionalInfo: 'Drone photography too',
    ...overrides,
  });

/**
 * A phone no other test in the shared stack uses (fixed numbers like 9845000011 are what other files' generators
 * make: member-auth.fixtures' 9845 + the sequence).
 */
const freshPhone = (): string => registrationFields().phone;

describe('public registration', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let visitor: FormClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    visitor = new FormClient(stack.url, new ApiClient(stack.url));
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('is open by default and shows no period', async () => {
    const res = await new ApiClient(stack.url).get('/api/registration/status');
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, { isOpen: true, message: null, startDate: null, endDate: null });
  });

  it('stores every field and both files of an application, keeps only the last four Aadhaar digits, and e-mails the applicant', async () => {
    const photo = tinyPng();
    const proof = tinyPdf('ID proof of Manjunath');
    const res = await visitor.post('/api/register', [
      ...asParts(applicationFields()),
      { name: 'passportPhoto', fileName: 'me.png', type: 'image/png', data: photo },
      { name: 'idProof', fileName: 'aadhaar.pdf', type: 'application/pdf', data: proof },
    ]);
    assert.equal(res.status, 201, res.text);
    const member = res.json.member;
    assert.match(member.memberId, /^PHOTO\d{4,}$/);
    assert.equal(member.status, 'pending');
    assert.equal(JSON.stringify(res.json).includes('123456789012'), false, 'the full Aadhaar number never comes back');

    const stored = await admin.get(`/api/members/${member.id}`);
    const saved = stored.json.member ?? stored.json;
    assert.equal(saved.aadhaarLast4, '9012');
    for (const [field, value] of Object.entries({
      city: 'Udupi',
      pincode: '576101',
      studioName: 'Coastal Frames',
      businessType: 'wedding',
      experienceYears: '6-10',
      gender: 'male',
      emergencyContactName: 'Savitha Hegde',
      emergencyContactRelation: 'spouse',
      referredBy: 'Ravi Gowda',
      additionalInfo: 'Drone photography too',
      dateOfBirth: '1988-04-12',
      phone: '9845077661',
    })) {
      assert.equal(saved[field], value, field);
    }
    const adminFiles = new FormClient(stack.url, admin);
    const photoBack = await adminFiles.download(saved.passportPhotoUrl);
    assert.equal(photoBack.status, 200);
    assert.ok(await isSamePicture(photoBack.body, photo), 'the passport photo (re-encoded without metadata)');
    const proofBack = await adminFiles.download(saved.idProofUrl);
    assert.ok(proofBack.body.equals(proof), 'ID proof intact');

    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.to.some((t) => t.address === 'manjunath@e2e.test'),
      30_000,
    );
    assert.match(mail.text ?? '', new RegExp(member.memberId));
  });

  it("answers an e-mail or phone already registered with the spec's messages", async () => {
    const sameEmail = await visitor.post('/api/register', asParts(applicationFields({ phone: freshPhone() })));
    assert.equal(sameEmail.status, 409);
    assert.equal(sameEmail.json.message, 'Email address is already registered');
    const samePhone = await visitor.post(
      '/api/register',
      asParts(applicationFields({ email: 'other@e2e.test', phone: '98450-77661' })),
    );
    assert.equal(samePhone.status, 409);
    assert.equal(samePhone.json.message, 'Phone number is already registered');
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const res = await visitor.post(
      '/api/register',
      asParts(applicationFields({ email: 'not-an-email', aadharNumber: '1234', studioName: '', pincode: '57' })),
    );
    assert.equal(res.status, 400);
    const messages = res.json.errors.map((e: { message: string }) => e.message);
    for (const expected of [
      'Please enter a valid email address',
      'Aadhar number must be 12 digits',
      'Studio/Photography name is required',
    ]) {
      assert.ok(messages.includes(expected), `${expected} in ${messages.join(', ')}`);
    }
    const list = await admin.get('/api/members?search=not-an-email');
    assert.equal(list.json.total, 0);
  });

  it('shows the privacy notice version and its grievance officer to anyone (issue 32)', async () => {
    const res = await new ApiClient(stack.url).get('/api/privacy-notice');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.version, PRIVACY_NOTICE_VERSION);
    assert.ok(res.json.grievanceOfficer.name, 'the officer is named');
    assert.match(res.json.grievanceOfficer.email, /^[^@\s]+@[^@\s]+$/);
  });

  it('refuses an application without consent to the current privacy notice, storing nothing, and records the consent given', async () => {
    const email = `consent.${stack.runId}@e2e.test`;
    const phone = freshPhone();
    const unticked = await visitor.post(
      '/api/register',
      asParts(applicationFields({ email, phone, privacyConsent: 'false' })),
    );
    assert.equal(unticked.status, 400, unticked.text);
    assert.deepEqual(unticked.json.errors, [{ field: 'privacyConsent', message: ConsentMessages.required }]);
    const { privacyConsent: _left, ...withoutBox } = applicationFields({ email, phone });
    const missing = await visitor.post('/api/register', asParts(withoutBox));
    assert.equal(missing.status, 400, missing.text);
    assert.equal(missing.json.errors[0].field, 'privacyConsent');
    const oldNotice = await visitor.post(
      '/api/register',
      asParts(applicationFields({ email, phone, privacyNoticeVersion: '2020-01-01' })),
    );
    assert.equal(oldNotice.status, 400, oldNotice.text);
    assert.deepEqual(oldNotice.json.errors, [{ field: 'privacyNoticeVersion', message: ConsentMessages.outdated }]);
    assert.equal((await admin.get(`/api/members?search=${encodeURIComponent(email)}`)).json.total, 0);

    const before = Date.now();
    const agreed = await visitor.post('/api/register', asParts(applicationFields({ email, phone })));
    assert.equal(agreed.status, 201, agreed.text);
    const db = new Client({ connectionString: stack.databaseUrl('membership') });
    await db.connect();
    try {
      const { rows } = await db.query(
        'SELECT purpose, notice_version, given_at, withdrawn_at FROM consents WHERE member_id = $1',
        [agreed.json.member.id],
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0].purpose, 'registration');
      assert.equal(rows[0].notice_version, PRIVACY_NOTICE_VERSION);
      assert.equal(rows[0].withdrawn_at, null);
      assert.ok(rows[0].given_at.getTime() >= before - 5_000 && rows[0].given_at.getTime() <= Date.now() + 5_000);
    } finally {
      await db.end();
    }
  });

  it('refuses a text file pretending to be the passport photo as the wrong type (415)', async () => {
    const res = await visitor.post('/api/register', [
      ...asParts(applicationFields({ email: 'fake@e2e.test', phone: freshPhone() })),
      { name: 'passportPhoto', fileName: 'photo.png', type: 'image/png', data: textPretendingToBeImage() },
    ]);
    assert.equal(res.status, 415);
    assert.equal(res.json.message, 'Passport photo must be a JPG or PNG image');
  });

  it('lets only admins read and change the settings', async () => {
    const anonymous = new ApiClient(stack.url);
    assert.equal((await anonymous.get('/api/registration/settings')).status, 401);
    assert.equal(
      (await anonymous.request('PUT', '/api/registration/settings', { isRegistrationEnabled: false })).status,
      401,
    );
    const res = await admin.get('/api/registration/settings');
    assert.equal(res.status, 200);
    assert.equal(res.json.isRegistrationEnabled, true);
  });

  it('refuses applications on the server while closed, whatever the client does, and opens again inside the window', async () => {
    const closed = await admin.request('PUT', '/api/registration/settings', {
      isRegistrationEnabled: false,
      registrationStartDate: null,
      registrationEndDate: null,
      registrationMessage: 'Applications reopen in January',
    });
    assert.equal(closed.status, 200, closed.text);
    const status = await new ApiClient(stack.url).get('/api/registration/status');
    assert.equal(status.json.isOpen, false);
    assert.equal(status.json.message, 'Applications reopen in January');

    const refused = await visitor.post(
      '/api/register',
      asParts(applicationFields({ email: 'late@e2e.test', phone: freshPhone() })),
    );
    assert.equal(refused.status, 403);
    assert.match(refused.json.message, /Registration is currently closed/);

    const day = 24 * 3600 * 1000;
    const future = await admin.request('PUT', '/api/registration/settings', {
      isRegistrationEnabled: true,
      registrationStartDate: new Date(Date.now() + day).toISOString(),
      registrationEndDate: new Date(Date.now() + 10 * day).toISOString(),
      registrationMessage: '',
    });
    assert.equal(future.json.registrationMessage, null, 'an empty message is saved as null');
    assert.equal(
      (await new ApiClient(stack.url).get('/api/registration/status')).json.isOpen,
      false,
      'not yet inside the window',
    );

    await admin.request('PUT', '/api/registration/settings', {
      isRegistrationEnabled: true,
      registrationStartDate: new Date(Date.now() - day).toISOString(),
      registrationEndDate: new Date(Date.now() + day).toISOString(),
      registrationMessage: null,
    });
    const open = await new ApiClient(stack.url).get('/api/registration/status');
    assert.equal(open.json.isOpen, true);
    assert.ok(open.json.startDate && open.json.endDate);
  });
});
