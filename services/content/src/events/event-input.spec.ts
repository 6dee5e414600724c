import { ContentMessages } from '@portal/contracts';
import { ValidationFailedException } from '@portal/platform';
import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { parseEventDate, readEventInput } from './event-input';

describe('parseEventDate', () => {
  const sut = (text: string) => parseEventDate(text)?.toISOString() ?? null;

  it('reads a datetime-local value as India time, as the admin typed it', () => {
    assert.equal(sut('2026-12-05T10:30'), '2026-12-05T05:00:00.000Z');
    assert.equal(sut('2026-12-05T00:15:30'), '2026-12-04T18:45:30.000Z');
    assert.equal(sut('2026-12-05 10:30'), '2026-12-05T05:00:00.000Z');
  });

  it('keeps the offset of a timestamp that carries one', () => {
    assert.equal(sut('2026-12-05T10:30:00.000Z'), '2026-12-05T10:30:00.000Z');
    assert.equal(sut('2026-12-05T10:30:00+05:30'), '2026-12-05T05:00:00.000Z');
    assert.equal(sut('2026-12-05T10:30-0400'), '2026-12-05T14:30:00.000Z');
    assert.equal(sut('2026-12-05T10:30:00.123456Z'), '2026-12-05T10:30:00.123Z');
  });

  it('refuses days, hours and offsets that do not exist instead of rolling them over', () => {
    for (const text of [
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-12-05T24:00',
      '2026-12-05T10:60',
      '2026-12-05T10:00+15:00',
      '2026-12-05',
      'Dec 5 2026 10:30',
      '',
    ]) {
      assert.equal(sut(text), null, text);
    }
  });
});

describe('readEventInput', () => {
  const errorsOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      assert.ok(error instanceof ValidationFailedException);
      return error.details.errors;
    }
    return assert.fail('expected a validation failure');
  };

  it('fills in what a new event leaves out: information, no seat limit, active, not cancelled', () => {
    const sut = readEventInput({ title: ' AGM ', eventDate: '2026-12-05T10:30', location: ' ' }, 'create');
    assert.deepEqual(sut, {
      title: 'AGM',
      eventDate: new Date('2026-12-05T05:00:00.000Z'),
      category: 'information',
      capacity: null,
      description: null,
      location: null,
      isActive: true,
      cancelled: false,
    });
  });

  it('names every missing required field of a new event at once', () => {
    assert.deepEqual(
      errorsOf(() => readEventInput({}, 'create')),
      [
        { field: 'title', message: ContentMessages.titleRequired },
        { field: 'eventDate', message: ContentMessages.eventDateRequired },
      ],
    );
  });

  it('changes only what an update sends, and reads capacity digits or a blank for no limit', () => {
    assert.deepEqual(readEventInput({ capacity: ' 40 ' }, 'update'), { capacity: 40 });
    assert.deepEqual(readEventInput({ capacity: '' }, 'update'), { capacity: null });
    assert.deepEqual(readEventInput({ capacity: null, cancelled: true }, 'update'), {
      capacity: null,
      cancelled: true,
    });
    assert.deepEqual(readEventInput({ category: ' ' }, 'update'), {});
  });

  it('refuses a blank title or an unreadable date on update', () => {
    assert.deepEqual(
      errorsOf(() => readEventInput({ title: '  ', eventDate: '2026-02-29T10:00' }, 'update')),
      [
        { field: 'title', message: ContentMessages.titleRequired },
        { field: 'eventDate', message: ContentMessages.eventDateInvalid },
      ],
    );
  });
});
