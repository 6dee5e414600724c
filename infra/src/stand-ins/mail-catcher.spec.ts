import { describe, it, beforeAll, afterAll, beforeEach } from '@jest/globals';
import assert from 'node:assert/strict';
import nodemailer, { type Transporter } from 'nodemailer';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

interface Summary {
  ID: string;
  Read: boolean;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Bcc: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  Attachments: number;
  Snippet: string;
}
interface List {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  messages: Summary[];
}

const PDF_BYTES = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);

describe('mail catcher', () => {
  let sut: MailCatcher;
  let mailer: Transporter;
  let api: string;

  beforeAll(async () => {
    sut = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    api = `http://127.0.0.1:${sut.httpPort}`;
    mailer = nodemailer.createTransport({ host: '127.0.0.1', port: sut.smtpPort, secure: false, ignoreTLS: true });
  });

  afterAll(async () => {
    mailer.close();
    await sut.stop();
  });

  beforeEach(() => sut.clear());

  const send = (subject: string, to = 'Asha Rao <asha@example.org>') =>
    mailer.sendMail({
      from: 'KPWA <no-reply@kpwa.in>',
      to,
      bcc: 'audit@kpwa.in',
      subject,
      text: 'Your membership PHOTO0001 is approved.',
      html: '<p>Your membership <b>PHOTO0001</b> is approved. <script>alert(1)</script></p>',
      attachments: [{ filename: 'receipt.pdf', content: PDF_BYTES, contentType: 'application/pdf' }],
    });

  const getJson = async <T>(path: string): Promise<T> => {
    const res = await fetch(api + path);
    assert.equal(res.status, 200, `${path} answered ${res.status}`);
    return (await res.json()) as T;
  };

  it('lists a sent mail through the Mailpit messages API', async () => {
    await send('Membership approved');

    const list = await getJson<List>('/api/v1/messages');

    assert.equal(list.total, 1);
    assert.equal(list.count, 1);
    assert.equal(list.messages_count, 1);
    assert.equal(list.unread, 1);
    const [summary] = list.messages;
    assert.equal(summary.Subject, 'Membership approved');
    assert.deepEqual(summary.From, { Name: 'KPWA', Address: 'no-reply@kpwa.in' });
    assert.deepEqual(summary.To, [{ Name: 'Asha Rao', Address: 'asha@example.org' }]);
    assert.deepEqual(summary.Bcc, [{ Name: '', Address: 'audit@kpwa.in' }]);
    assert.equal(summary.Attachments, 1);
    assert.equal(summary.Read, false);
    assert.match(summary.Snippet, /PHOTO0001 is approved/);
    assert.ok(!Number.isNaN(Date.parse(summary.Created)));
  });

  it('shows the text, HTML and attachments of one mail and marks it read', async () => {
    await send('Receipt');
    const [summary] = (await getJson<List>('/api/v1/messages')).messages;

    const message = await getJson<{
      ID: string;
      Subject: string;
      Text: string;
      HTML: string;
      ReturnPath: string;
      Attachments: { PartID: string; FileName: string; ContentType: string; Size: number }[];
    }>(`/api/v1/message/${summary.ID}`);

    assert.equal(message.ID, summary.ID);
    assert.equal(message.Subject, 'Receipt');
    assert.match(message.Text, /Your membership PHOTO0001 is approved\./);
    assert.match(message.HTML, /<b>PHOTO0001<\/b>/);
    assert.equal(message.ReturnPath, 'no-reply@kpwa.in');
    assert.equal(message.Attachments.length, 1);
    assert.equal(message.Attachments[0].FileName, 'receipt.pdf');
    assert.equal(message.Attachments[0].ContentType, 'application/pdf');
    assert.equal(message.Attachments[0].Size, PDF_BYTES.length);
    const part = await fetch(`${api}/api/v1/message/${summary.ID}/part/${message.Attachments[0].PartID}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), PDF_BYTES);
    assert.equal((await getJson<List>('/api/v1/messages')).unread, 0);
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await fetch(`${api}/api/v1/message/no-such-id`);
    assert.equal(res.status, 404);
  });

  it('lists newest first and pages with start and limit', async () => {
    for (const subject of ['first', 'second', 'third']) await send(subject);

    const page = await getJson<List>('/api/v1/messages?start=1&limit=1');

    assert.equal(page.count, 1);
    assert.equal(page.start, 1);
    assert.equal(page.messages_count, 3);
    assert.equal(page.messages[0].Subject, 'second');
  });

  it('finds mail by recipient through the search API', async () => {
    await send('For Asha');
    await send('For Ravi', 'ravi@example.org');

    const found = await getJson<List>(`/api/v1/search?query=${encodeURIComponent('to:ravi@example.org')}`);

    assert.deepEqual(
      found.messages.map((m) => m.Subject),
      ['For Ravi'],
    );
  });

  it('deletes all mail, or only the listed IDs', async () => {
    for (const subject of ['keep', 'drop']) await send(subject);
    const before = await getJson<List>('/api/v1/messages');
    const drop = before.messages.find((m) => m.Subject === 'drop')!;

    const some = await fetch(`${api}/api/v1/messages`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ IDs: [drop.ID] }),
    });
    assert.equal(some.status, 200);
    assert.equal(await some.text(), 'ok');
    assert.deepEqual(
      (await getJson<List>('/api/v1/messages')).messages.map((m) => m.Subject),
      ['keep'],
    );

    const all = await fetch(`${api}/api/v1/messages`, { method: 'DELETE' });
    assert.equal(all.status, 200);
    assert.equal((await getJson<List>('/api/v1/messages')).total, 0);
  });

  it('shows mail on the web page with everything from the mail escaped', async () => {
    await send('<img src=x onerror=alert(1)>');
    const [summary] = (await getJson<List>('/api/v1/messages')).messages;

    const list = await (await fetch(`${api}/`)).text();
    const view = await fetch(`${api}/view/${summary.ID}`);
    const body = await fetch(`${api}/view/${summary.ID}/html`);

    assert.match(list, /&#60;img src=x onerror=alert\(1\)&#62;/);
    assert.doesNotMatch(list, /<img src=x/);
    assert.match(await view.text(), /Your membership PHOTO0001 is approved\./);
    assert.match(body.headers.get('content-security-policy') ?? '', /^sandbox;/);
  });

  it('refuses mail while failing and accepts it again after recovery', async () => {
    sut.setFailing(true);
    await assert.rejects(send('during outage'), (error: Error & { responseCode?: number }) => {
      assert.equal(error.responseCode, 421);
      return true;
    });

    sut.setFailing(false);
    await send('after outage');

    assert.deepEqual(
      sut.messages().map((m) => m.subject),
      ['after outage'],
    );
  });

  it('hands a matching mail to a waiting test as soon as it arrives', async () => {
    const waiting = sut.waitForMessage((m) => m.subject === 'Welcome', 5000);
    await send('Welcome');
    assert.equal((await waiting).to[0].address, 'asha@example.org');
  });
});
