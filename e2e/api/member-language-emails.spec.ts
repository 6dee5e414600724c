import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { associationNameIn, emailMessage, Language } from '@portal/contracts';
import { Client } from 'pg';
import { adminClient } from '../support/fixtures/members';
import { registrationFields } from '../support/fixtures/registration';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/*
 * Issue 31: registration records the language the form was filled in (the request's Accept-Language, which the
 * web sends), and the registration-received e-mail, the approval e-mail with the set-up link, and a set-up link
 * asked for later, are written in it.
 */

/** Latin words in a text once links, e-mail addresses and member ids (which stay as they are) are taken out. */
const englishWords = (text: string): string[] =>
  text.replace(/https?:\/\/\S+|\S+@\S+|PHOTO\d+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

describe('e-mails in the language the member registered in', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** Registers through the public form in `acceptLanguage` and approves; answers the member and their e-mail. */
  async function registeredAndApproved(names: Record<string, string>, acceptLanguage: string) {
    const fields = registrationFields(names);
    const registered = await new ApiClient(stack.url).post('/api/register', fields, {
      'Accept-Language': acceptLanguage,
    });
    assert.equal(registered.status, 201, registered.text);
    const member = registered.json.member;
    const approved = await admin.post(`/api/members/${member.id}/approve`);
    assert.equal(approved.status, 200, approved.text);
    return { memberId: member.memberId as string, email: fields.email, language: await storedLanguage(member.id) };
  }

  /** The language on the member's record in membership's database. */
  async function storedLanguage(memberUuid: string): Promise<string> {
    const client = new Client({ connectionString: stack.databaseUrl('membership') });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT language FROM members WHERE id = $1', [memberUuid]);
      return rows[0]?.language;
    } finally {
      await client.end();
    }
  }

  /** The newest e-mail to `email` whose subject is `subject`, waiting for it. */
  const mailTo = (email: string, subject: string) =>
    stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.map((r) => r.toLowerCase()).includes(email.toLowerCase()) && m.subject === subject,
      20_000,
    );

  const subjectOf = (language: Language, id: 'memberApproved.subject' | 'passwordSetup.subject') =>
    emailMessage(language, id, {
      association: associationNameIn(language, 'Karnataka Photographers Welfare Association'),
    });

  it('writes the approval and set-up e-mails in Kannada to a member who registered in Kannada', async () => {
    const { memberId, email, language } = await registeredAndApproved({ firstName: 'ಲಕ್ಷ್ಮೀ', lastName: 'ತ್ರಿವೇಣಿ' }, 'kn');
    assert.equal(language, 'kn', 'the language the form was filled in is on the member record');

    const received = await mailTo(email, `ನಿಮ್ಮ ಸದಸ್ಯತ್ವದ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ (${memberId})`);
    assert.ok(received.text.startsWith('ಆತ್ಮೀಯ ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ,'), received.text);
    assert.deepEqual(englishWords(received.text), [], received.text);

    const approval = await mailTo(email, subjectOf('kn', 'memberApproved.subject'));
    assert.ok(approval.text.startsWith('ಆತ್ಮೀಯ ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ,'), approval.text);
    assert.ok(approval.text.includes(`ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ: ${memberId}`), approval.text);
    assert.match(approval.text, /\/setup-password\?token=[\w-]+/);
    assert.deepEqual(englishWords(approval.text), [], approval.text);
    assert.match(approval.html, /<html lang="kn">/);

    // A fresh set-up link asked for on /setup-password (no token: "e-mail me a link").
    const asked = await new ApiClient(stack.url).post('/api/auth/setup-password', { loginId: memberId });
    assert.equal(asked.status, 200, asked.text);
    const setup = await mailTo(email, subjectOf('kn', 'passwordSetup.subject'));
    assert.equal(setup.subject, 'ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ');
    assert.match(setup.text, /\/setup-password\?token=[\w-]+/);
    assert.deepEqual(englishWords(setup.text), [], setup.text);
  });

  it('writes them in English, as the spec words them, to a member who registered in English', async () => {
    const { memberId, email, language } = await registeredAndApproved(
      { firstName: 'Lakshmi', lastName: 'Triveni' },
      'en-IN,en;q=0.9,kn;q=0.8',
    );
    assert.equal(language, 'en');
    await mailTo(email, `We have received your membership application (${memberId})`);

    const approval = await mailTo(email, subjectOf('en', 'memberApproved.subject'));
    assert.equal(
      approval.subject,
      'Your membership of the Karnataka Photographers Welfare Association has been approved',
    );
    assert.ok(
      approval.text.startsWith('Dear Lakshmi Triveni,\n\nGood news: your membership application'),
      approval.text,
    );
    // The check above is seen to find English words: it would fail on this e-mail.
    assert.ok(englishWords(approval.text).includes('membership'));

    const asked = await new ApiClient(stack.url).post('/api/auth/setup-password', { loginId: memberId });
    assert.equal(asked.status, 200, asked.text);
    const setup = await mailTo(email, 'Set up your password');
    assert.ok(setup.text.includes('This link is valid for 24 hours and can be used once.'), setup.text);
  });
});
