import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { eventCancelledEmail, MailContext } from '.';

const ctx: MailContext = {
  associationName: 'Mysuru Photographers Guild',
  supportEmail: 'help@guild.example',
  publicUrl: 'https://members.guild.example',
};

const workshop = {
  name: 'Asha Rao',
  title: 'Wildlife Photography Workshop',
  // 12:30 UTC is 6:00 pm in India.
  eventDate: '2026-11-21T12:30:00.000Z',
  location: 'Town Hall, Mysuru',
};

describe('event cancelled e-mail', () => {
  it('names the event in the subject and tells the member its date, time in India and place, with an apology', () => {
    const sut = eventCancelledEmail(ctx, workshop);
    assert.equal(sut.subject, 'Event cancelled: Wildlife Photography Workshop');
    assert.ok(sut.text.startsWith('Dear Asha Rao,'), sut.text);
    for (const line of [
      '"Wildlife Photography Workshop", which you signed up for, has been cancelled.',
      'Event: Wildlife Photography Workshop',
      'Date: 21/11/2026',
      'Time: 6:00 pm IST',
      'Location: Town Hall, Mysuru',
      'We apologise for the inconvenience.',
      'https://members.guild.example/member-events',
    ]) {
      assert.ok(sut.text.includes(line), `${line} in\n${sut.text}`);
    }
    assert.ok(sut.html.includes('6:00 pm IST'));
  });

  it('shows a late-evening event on its Indian calendar day, not the UTC one', () => {
    // 19:00 UTC on the 21st is 12:30 am on the 22nd in India.
    const sut = eventCancelledEmail(ctx, { ...workshop, eventDate: '2026-11-21T19:00:00.000Z' });
    assert.ok(sut.text.includes('Date: 22/11/2026'), sut.text);
    assert.ok(sut.text.includes('Time: 12:30 am IST'), sut.text);
  });

  it('leaves out the location line when the event has none', () => {
    const sut = eventCancelledEmail(ctx, { ...workshop, location: '  ' });
    assert.ok(!sut.text.includes('Location:'), sut.text);
    assert.ok(eventCancelledEmail(ctx, { ...workshop, location: null }).text.includes('Time: 6:00 pm IST'));
  });

  it('escapes an event title with HTML in it and keeps it on one subject line', () => {
    const sut = eventCancelledEmail(ctx, { ...workshop, title: 'Photo <b>walk</b>\r\nBcc: x@y.example' });
    assert.ok(!sut.html.includes('<b>walk</b>'), 'no raw tag in the HTML');
    assert.ok(sut.html.includes('Photo &lt;b&gt;walk&lt;/b&gt;'));
    assert.equal(sut.subject, 'Event cancelled: Photo <b>walk</b> Bcc: x@y.example');
  });

  it('names the configured association and support address', () => {
    const sut = eventCancelledEmail(ctx, workshop);
    for (const part of [sut.html, sut.text]) {
      assert.ok(part.includes('Mysuru Photographers Guild'));
      assert.ok(part.includes('help@guild.example'));
    }
  });
});
