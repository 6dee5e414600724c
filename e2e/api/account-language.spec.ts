import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { mailTo, overdueThisMonth } from '../support/fixtures/reminders';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Issue 31: each signed-in person's language is saved on their account (PATCH /api/auth/user); the server answers
 * in it (else in the request's Accept-Language), the contract's English staying word for word; and a member's
 * reminders reach them in it. The reminders job runs every second here.
 */
describe("the account's language", () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await startTestStack({ env: { JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const setLanguage = (api: ApiClient, language: unknown) => api.request('PATCH', '/api/auth/user', { language });

  /** notifications' copy of the member's language, once the member's event has reached it. */
  async function languageInNotifications(memberUuid: string, language: string): Promise<void> {
    const client = new Client({ connectionString: stack.databaseUrl('notifications') });
    await client.connect();
    try {
      await eventually(async () => {
        const { rows } = await client.query('SELECT language FROM notice_members WHERE id = $1', [memberUuid]);
        return rows[0]?.language === language;
      }, `notice_members.language = ${language}`);
    } finally {
      await client.end();
    }
  }

  const overdue = (m: MemberSession) => overdueThisMonth(sessions.admin, m);
  const reminderTo = (m: MemberSession, subjectStart: string) => mailTo(stack, m, subjectStart);

  it("saves a member's choice on their account and answers them in it, whatever their browser prefers", async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    const saved = await setLanguage(m.api, 'kn');
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.json, { language: 'kn' });
    const user = await m.api.get('/api/auth/user');
    assert.equal(user.json.language, 'kn');

    const refused = await setLanguage(m.api, 'fr');
    assert.equal(refused.status, 400, refused.text);
    assert.equal(refused.json.code, 'VALIDATION_FAILED');
    assert.equal(refused.json.message, 'ಮಾಹಿತಿ ಪರಿಶೀಲನೆ ವಿಫಲವಾಗಿದೆ');
    assert.deepEqual(refused.json.errors, [{ field: 'language', message: 'ಭಾಷೆ en ಅಥವಾ kn ಆಗಿರಬೇಕು' }]);

    // The account's language comes before the browser's.
    const wrong = await m.api.post(
      '/api/auth/member/change-password',
      { currentPassword: 'not-my-password-1', newPassword: 'Kodagu-Coffee-Estate-77' },
      { 'Accept-Language': 'en' },
    );
    assert.equal(wrong.status, 400, wrong.text);
    assert.deepEqual(wrong.json.errors, [{ field: 'currentPassword', message: 'ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ' }]);

    // Back to English: the contract's words, word for word.
    assert.equal((await setLanguage(m.api, 'en')).status, 200);
    const english = await setLanguage(m.api, 'fr');
    assert.equal(english.json.message, 'Validation failed');
    assert.deepEqual(english.json.errors, [{ field: 'language', message: 'language must be en or kn' }]);
  });

  it("answers a visitor in their browser's language, and in the spec's English otherwise", async () => {
    const login = (acceptLanguage: string) =>
      new ApiClient(stack.url).post(
        '/api/auth/member/login',
        { identifier: `nobody-${Date.now()}@example.com`, password: 'wrong-password-1' },
        { 'Accept-Language': acceptLanguage },
      );
    const kannada = await login('kn-IN,kn;q=0.9,en;q=0.5');
    assert.equal(kannada.status, 401, kannada.text);
    assert.equal(kannada.json.message, 'ಸದಸ್ಯರ ಲಾಗಿನ್ ವಿವರಗಳು ತಪ್ಪಾಗಿವೆ');
    const english = await login('en-IN,en;q=0.9');
    assert.equal(english.json.message, 'Invalid member credentials');
  });

  it('lets an admin save theirs, and refuses anyone not signed in', async () => {
    const saved = await setLanguage(sessions.admin, 'kn');
    assert.equal(saved.status, 200, saved.text);
    assert.equal((await sessions.admin.get('/api/auth/user')).json.language, 'kn');
    assert.equal((await setLanguage(sessions.admin, 'en')).status, 200);
    const anonymous = await setLanguage(new ApiClient(stack.url), 'kn');
    assert.equal(anonymous.status, 401, anonymous.text);
  });

  it("sends a dues reminder in Kannada to a member who chose it, and in the spec's English to one who did not", async () => {
    const kn = await sessions.signedIn({ optedSchemes: ['esi'] });
    const en = await sessions.signedIn({ optedSchemes: ['esi'] });
    assert.equal((await setLanguage(kn.api, 'kn')).status, 200);
    await languageInNotifications(kn.member.id, 'kn');
    await overdue(kn);
    await overdue(en);

    const kannada = await reminderTo(kn, 'ಪಾವತಿ ಬಾಕಿ ಇದೆ: ESI');
    assert.ok(kannada.text.startsWith(`ಆತ್ಮೀಯ ${kn.member.firstName} ${kn.member.lastName},`), kannada.text);
    assert.ok(kannada.text.includes('ನಿಮ್ಮ ESI ವಂತಿಗೆ ₹200.00'), kannada.text);
    assert.match(kannada.html, /<html lang="kn">/);
    const english = await reminderTo(en, 'Payment due: ESI');
    assert.ok(english.text.includes('Your ESI contribution of ₹200.00 was due on'), english.text);
  });
});
