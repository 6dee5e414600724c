import { describe, expect, it } from '@jest/globals';
import { MAX_REDELIVERY_DELAY_MS, redeliveryDelayMs as sut } from './durable-consumer';

describe('redeliveryDelayMs', () => {
  it('retries a failed event soon after its first failure, so a passing hiccup costs seconds', () => {
    expect(sut(1)).toBe(2000);
    expect(sut(1, 100)).toBe(100);
  });

  it('waits twice as long after each further failure', () => {
    expect([2, 3, 4].map((deliveries) => sut(deliveries))).toEqual([4000, 8000, 16000]);
  });

  it('never waits longer than five minutes, so an event that can be handled later is not stranded', () => {
    expect(sut(12)).toBe(MAX_REDELIVERY_DELAY_MS);
    expect(sut(10_000)).toBe(MAX_REDELIVERY_DELAY_MS);
  });
});
