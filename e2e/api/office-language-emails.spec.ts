import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { adminClient } from '../support/fixtures/members';
import { signedInStaff, staffEmail } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { uniqueNumber } from '../support/unique';

/*
 * Issue 31: the two e-mails the office's side sends to people without an account language yet go out in the
 * language of the request that caused them: the contact form's confirmation in the visitor's (Accept-Language),
 * an admin invitation in the inviting admin's (their account's). English stays as it was.
 */

/** Latin words in a text once links and e-mail addresses (which stay as they are) are taken out. */
const englishWords = (text: string): string[] =>
  text.replace(/https?:\/\/\S+|\S+@\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

describe('the contact confirmation and the admin invitation in the language of the request', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const mailTo = (email: string) =>
    stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.some((r) => r.toLowerCase() === email.toLowerCase()),
      20_000,
    );

  async function contact(email: string, name: string, acceptLanguage: string) {
    const res = await new ApiClient(stack.url).post(
      '/api/contact',
      { name, email, subject: `Studio membership ${uniqueNumber()}`, message: 'Can a studio of three join together?' },
      { 'Accept-Language': acceptLanguage },
    );
    assert.equal(res.status, 200, res.text);
    return mailTo(email);
  }

  it('confirms a contact message sent from the Kannada page in Kannada, and one from the English page as before', async () => {
    const kannada = await contact(`ravi.kn.${uniqueNumber()}@example.org`, 'ರವಿ ಕುಮಾರ್', 'kn-IN,kn;q=0.9,en;q=0.5');
    assert.equal(kannada.subject, 'ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ – ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘ');
    assert.ok(
      kannada.text.startsWith('ಆತ್ಮೀಯ ರವಿ ಕುಮಾರ್,\n\nಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘವನ್ನು ಸಂಪರ್ಕಿಸಿದ್ದಕ್ಕೆ'),
      kannada.text,
    );
    assert.match(kannada.html, /<html lang="kn">/);
    assert.deepEqual(englishWords(`${kannada.subject}\n${kannada.text}`), [], kannada.text);

    const english = await contact(`ravi.en.${uniqueNumber()}@example.org`, 'Ravi Kumar', 'en-IN,en;q=0.9,kn;q=0.8');
    assert.equal(english.subject, 'We received your message – Karnataka Photographers Welfare Association');
    assert.ok(
      english.text.startsWith(
        'Dear Ravi Kumar,\n\nThank you for contacting the Karnataka Photographers Welfare Association. ' +
          'We have received your message and will get back to you soon.\n\n' +
          'Office hours: Monday to Friday 9:00 AM to 6:00 PM, Saturday 9:00 AM to 2:00 PM.\n\n' +
          'Regards,\nKarnataka Photographers Welfare Association\n',
      ),
      english.text,
    );
    assert.match(english.html, /<html lang="en">/);
  });

  it('writes an invitation in Kannada when the inviting admin works in Kannada, and in English otherwise', async () => {
    const inviter = await signedInStaff(stack, admin, 'admin');
    const switched = await inviter.api.request('PATCH', '/api/auth/user', { language: 'kn' });
    assert.equal(switched.status, 200, switched.text);
    const invite = async (api: ApiClient, role: string) => {
      const email = staffEmail(role);
      const res = await api.post('/api/admin-accounts/invitations', {
        email,
        firstName: 'Meera',
        lastName: 'Rao',
        role,
      });
      assert.equal(res.status, 201, res.text);
      return { email, mail: await mailTo(email) };
    };

    const kannada = await invite(inviter.api, 'treasurer');
    assert.equal(kannada.mail.subject, 'ಕರ್ನಾಟಕ ಛಾಯಾಗ್ರಾಹಕರ ಕ್ಷೇಮಾಭಿವೃದ್ಧಿ ಸಂಘದ ನಿರ್ವಾಹಕರ ಪೋರ್ಟಲ್‌ಗೆ ನಿಮ್ಮನ್ನು ಆಹ್ವಾನಿಸಲಾಗಿದೆ');
    assert.ok(kannada.mail.text.startsWith('ಆತ್ಮೀಯ Meera Rao,\n\nAnil Shetty ನಿಮ್ಮನ್ನು'), kannada.mail.text);
    assert.ok(kannada.mail.text.includes(`ಪಾತ್ರ: ಖಜಾಂಚಿ\nಸೈನ್ ಇನ್ ಮಾಡುವ ಇಮೇಲ್: ${kannada.email}\n`), kannada.mail.text);
    assert.match(kannada.mail.text, /ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿಯುವುದು: \d\d\/\d\d\/\d{4}, \S+ \d{1,2}:\d\d \(ಭಾರತೀಯ ಕಾಲಮಾನ\)/);
    assert.match(kannada.mail.text, /ಆಹ್ವಾನವನ್ನು ಸ್ವೀಕರಿಸಿ:\nhttp\S+\/accept-invitation\?token=[\w-]+/);
    assert.match(kannada.mail.html, /<html lang="kn">/);
    // The people's names the inviter typed stay as typed; every other word is Kannada.
    const words = englishWords(`${kannada.mail.subject}\n${kannada.mail.text}`);
    assert.deepEqual(words, ['Meera', 'Rao', 'Anil', 'Shetty'], kannada.mail.text);

    const englishInviter = await signedInStaff(stack, admin, 'admin');
    const english = await invite(englishInviter.api, 'viewer');
    assert.equal(
      english.mail.subject,
      'You are invited to the Karnataka Photographers Welfare Association admin portal',
    );
    assert.ok(
      english.mail.text.startsWith(
        'Dear Meera Rao,\n\nAnil Shetty has invited you to an admin account of the ' +
          'Karnataka Photographers Welfare Association portal. Choose a password with the link below to start using it.' +
          `\n\nRole: Viewer\nSign-in e-mail: ${english.email}\nLink valid until: `,
      ),
      english.mail.text,
    );
    assert.match(english.mail.text, /Link valid until: \d\d\/\d\d\/\d{4} at \d{1,2}:\d\d [ap]m IST\n/);
    assert.ok(
      english.mail.text.includes(
        'The link can be used once. If it has expired, ask an administrator to send a new one. ' +
          'If you did not expect this invitation, you can ignore this e-mail, or write to ',
      ),
      english.mail.text,
    );
  });
});
