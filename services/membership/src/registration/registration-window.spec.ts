import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { registrationStatus as sut } from './registration-window';

const base = {
  isRegistrationEnabled: true,
  registrationStartDate: null,
  registrationEndDate: null,
  registrationMessage: null,
};
const now = new Date('2026-06-15T10:00:00Z');

describe('registrationStatus', () => {
  it('is open when switched on without a window', () => {
    assert.equal(sut(base, now).isOpen, true);
  });

  it('is closed when switched off, whatever the dates, and keeps the message for the banner', () => {
    const status = sut({ ...base, isRegistrationEnabled: false, registrationMessage: 'Opens in July' }, now);
    assert.equal(status.isOpen, false);
    assert.equal(status.message, 'Opens in July');
  });

  it('is closed before the start and after the end of the window, open inside it (ends included)', () => {
    const window = {
      ...base,
      registrationStartDate: new Date('2026-06-01T00:00:00Z'),
      registrationEndDate: new Date('2026-06-30T18:29:59Z'),
    };
    assert.equal(sut(window, new Date('2026-05-31T23:59:59Z')).isOpen, false);
    assert.equal(sut(window, new Date('2026-06-01T00:00:00Z')).isOpen, true);
    assert.equal(sut(window, now).isOpen, true);
    assert.equal(sut(window, new Date('2026-06-30T18:30:00Z')).isOpen, false);
    assert.equal(sut(window, now).startDate, '2026-06-01T00:00:00.000Z');
  });
});
