import { beforeEach, describe, expect, it } from 'vitest';
import { CheckInQueue, type QueuedCheckIn } from './check-in-queue';

const entry = (memberId: string): QueuedCheckIn => ({
  memberId,
  scannedAt: '2026-11-27T04:32:00.000Z',
  method: 'scan',
  name: null,
});

describe('check-ins queued on the phone while offline', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each member once, across a reload, and per event', () => {
    const sut = new CheckInQueue('event-1');
    expect(sut.add(entry('PHOTO0001'))).toBe(true);
    expect(sut.add(entry('PHOTO0001'))).toBe(false);
    sut.add(entry('PHOTO0002'));
    expect(new CheckInQueue('event-1').list().map((e) => e.memberId)).toEqual(['PHOTO0001', 'PHOTO0002']);
    expect(new CheckInQueue('event-2').list()).toEqual([]);
  });

  it('sends each waiting check-in once when the network returns, and keeps the rest when it drops again', async () => {
    const sut = new CheckInQueue('event-1');
    ['PHOTO0001', 'PHOTO0002', 'PHOTO0003'].forEach((id) => sut.add(entry(id)));
    const sent: string[] = [];
    expect(
      await sut.sync((e) => {
        if (e.memberId === 'PHOTO0003') return Promise.resolve('retry');
        sent.push(e.memberId);
        return Promise.resolve('done');
      }),
    ).toBe(2);
    expect(sent).toEqual(['PHOTO0001', 'PHOTO0002']);
    expect(sut.list().map((e) => e.memberId)).toEqual(['PHOTO0003']);
    await sut.sync(() => Promise.resolve('done'));
    expect(sut.list()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
