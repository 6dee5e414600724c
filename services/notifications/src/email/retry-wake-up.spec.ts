import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from '@jest/globals';
import { RetryWakeUp } from './retry-wake-up';

describe('waking a sender when a retry falls due', () => {
  it('wakes once, when the earliest retry falls due; a later one does not put it off', async () => {
    const woken: number[] = [];
    const started = Date.now();
    const sut = new RetryWakeUp(() => woken.push(Date.now() - started));
    sut.in(40);
    sut.in(400);
    sut.in(30);
    // Before the 400 ms one could have fired: woken by the 30 ms one, and once only.
    await sleep(150);
    assert.equal(woken.length, 1);
    assert.ok(woken[0] >= 29, `woken after ${woken[0]} ms`);
    sut.stop();
  });

  it('wakes no more once stopped, and again for a retry set after', async () => {
    let woken = 0;
    const sut = new RetryWakeUp(() => woken++);
    sut.in(20);
    sut.stop();
    await sleep(60);
    assert.equal(woken, 0);
    // Positive control: the same wake-up, not stopped, wakes.
    sut.in(20);
    await sleep(60);
    assert.equal(woken, 1);
  });
});
