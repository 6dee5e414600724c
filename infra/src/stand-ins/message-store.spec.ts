import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MessageStore } from './message-store';

type Sent = { id: string; to: string };

describe('a messaging stand-in’s store', () => {
  it('hands a test the message it waits for when it arrives, and lists the newest first', async () => {
    const sut = new MessageStore<Sent, never>('SMS');
    sut.add({ id: '1', to: '919845012345' });
    const waiting = sut.waitFor((m) => m.to === '919900011122', 1000);
    sut.add({ id: '2', to: '919900011122' });
    assert.deepEqual(await waiting, { id: '2', to: '919900011122' });
    assert.deepEqual(
      sut.all().map((m) => m.id),
      ['2', '1'],
    );
  });

  it('says which kind of message never came, so a failing test names the channel', async () => {
    const sut = new MessageStore<Sent, never>('WhatsApp message');
    await assert.rejects(
      sut.waitFor(() => true, 20),
      /no matching WhatsApp message within 20 ms/,
    );
  });

  it('keeps at most its capacity, forgetting the oldest', () => {
    const sut = new MessageStore<Sent, never>('SMS', 2);
    for (const id of ['1', '2', '3']) sut.add({ id, to: '91' });
    assert.deepEqual(
      sut.all().map((m) => m.id),
      ['3', '2'],
    );
    assert.equal(
      sut.find((m) => m.id === '1'),
      undefined,
    );
  });
});
