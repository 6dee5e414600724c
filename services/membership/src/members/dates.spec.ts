import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { todayInIndia } from '@portal/contracts';
import { parseCalendarDate, parseInstant } from './dates';

describe('parseCalendarDate', () => {
  it('keeps a typed YYYY-MM-DD date as it is', () => {
    assert.equal(parseCalendarDate(' 1985-04-12 '), '1985-04-12');
    assert.equal(parseCalendarDate('2024-02-29'), '2024-02-29');
  });

  it('refuses dates that do not exist or are not in YYYY-MM-DD form', () => {
    for (const bad of ['2023-02-29', '1985-13-01', '1985-04-31', '12/04/1985', '1985-4-12', 'yesterday', '']) {
      assert.equal(parseCalendarDate(bad), null, bad);
    }
  });

  it('reads a date picker timestamp as the day it is in India, not the day before in UTC', () => {
    assert.equal(parseCalendarDate('1990-05-13T18:30:00.000Z'), '1990-05-14');
  });
});

describe('parseInstant', () => {
  it('turns a plain date into that day and keeps a timestamp exact', () => {
    assert.equal(parseInstant('2025-03-31')?.toISOString(), '2025-03-31T00:00:00.000Z');
    assert.equal(parseInstant('2025-03-31T10:15:00+05:30')?.toISOString(), '2025-03-31T04:45:00.000Z');
    assert.equal(parseInstant('2025-02-30'), null);
  });
});

describe('todayInIndia', () => {
  it('changes the date at midnight in India', () => {
    assert.equal(todayInIndia(new Date('2025-01-01T18:29:00Z')), '2025-01-01');
    assert.equal(todayInIndia(new Date('2025-01-01T18:31:00Z')), '2025-01-02');
  });
});
