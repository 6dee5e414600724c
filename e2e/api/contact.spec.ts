// The contracts' DTO decorators (loaded through the test stack) need the metadata polyfill first.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/** The stack does not set SUPPORT_EMAIL, so the documented default applies. */
const SUPPORT_EMAIL = 'support@kpwa.in';

describe('contact form API', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await sharedTestStack();
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it("e-mails a visitor's message to the support address, replying to the visitor, and confirms to the visitor", async () => {
    const visitor = 'meera.visitor@example.org';
    const res = await new ApiClient(stack.url).post('/api/contact', {
      name: '  Meera <b>Iyer</b> ',
      email: visitor,
      subject: 'Joining as a wedding photographer',
      message: 'Hello,\nhow do I join the Kutumba Barosa scheme?',
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json, {
      success: true,
      message: 'Thank you for contacting us. We will get back to you soon.',
    });

    const mail = stack.mailCatcher!;
    // Other files on the stack write to the support address too: this visitor's message is the one replying to them.
    const toSupport = await mail.waitForMessage(
      (m) => m.envelope.rcptTo.includes(SUPPORT_EMAIL) && m.replyTo.some((a) => a.address === visitor),
      20_000,
    );
    assert.equal(toSupport.subject, 'Contact form: Joining as a wedding photographer');
    assert.deepEqual(
      toSupport.replyTo.map((a) => a.address),
      [visitor],
    );
    assert.ok(toSupport.text.includes('how do I join the Kutumba Barosa scheme?'));
    assert.ok(toSupport.html.includes('Meera &lt;b&gt;Iyer&lt;/b&gt;'), 'the name is shown as text, not markup');

    const confirmation = await mail.waitForMessage((m) => m.envelope.rcptTo.includes(visitor), 20_000);
    assert.ok(confirmation.text.includes('Dear Meera <b>Iyer</b>,'));
    assert.ok(confirmation.text.includes('will get back to you soon'));
    assert.ok(
      !confirmation.text.includes('Kutumba Barosa scheme?'),
      'the message itself is not echoed to the typed address',
    );

    const search = await fetch(`${stack.mailApiUrl}/api/v1/search?query=${encodeURIComponent(`to:${visitor}`)}`);
    assert.equal(((await search.json()) as { messages_count: number }).messages_count, 1, 'exactly one confirmation');
  });

  it('answers bad input with 400 and one message per field, and sends nothing', async () => {
    const mail = stack.mailCatcher!;
    const tag = randomBytes(3).toString('hex');
    const res = await new ApiClient(stack.url).post('/api/contact', {
      name: 'A',
      email: 'not-an-email',
      subject: ' ',
      message: `q${tag}`,
    });
    assert.equal(res.status, 400);
    assert.deepEqual(
      [...res.json.errors].sort((a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field)),
      [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'message', message: 'Message must be at least 10 characters' },
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'subject', message: 'Subject must be at least 2 characters' },
      ],
    );

    // The positive control: a valid form sent after it is delivered, so an e-mail the bad one had queued
    // (earlier in the same queue) would have been delivered by now.
    const later = `later.${tag}@example.org`;
    const valid = await new ApiClient(stack.url).post('/api/contact', {
      name: 'Meera Iyer',
      email: later,
      subject: `Question ${tag}`,
      message: 'A valid message sent after the bad one.',
    });
    assert.equal(valid.status, 200, valid.text);
    await mail.waitForMessage((m) => m.envelope.rcptTo.includes(later), 20_000);
    await mail.waitForMessage((m) => m.subject === `Contact form: Question ${tag}`, 20_000);
    assert.deepEqual(
      mail.messages().filter((m) => m.text.includes(`q${tag}`) || m.envelope.rcptTo.includes('not-an-email')),
      [],
      'nothing was sent for the bad form',
    );
  });

  it('refuses a form posted from another site', async () => {
    const res = await new ApiClient(stack.url).post(
      '/api/contact',
      { name: 'Spammer', email: 'victim@example.org', subject: 'Hello', message: 'Buy cheap cameras now!!' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    assert.equal(res.status, 403);
  });
});
