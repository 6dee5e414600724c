import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { exportFileName as sut } from './member-export.service';

describe('exportFileName', () => {
  it('names the export after the day in India, even late in the evening UTC', () => {
    assert.equal(sut(new Date('2025-03-31T19:00:00Z')), 'members_export_2025-04-01.csv');
    assert.equal(sut(new Date('2025-03-31T10:00:00Z')), 'members_export_2025-03-31.csv');
  });
});
