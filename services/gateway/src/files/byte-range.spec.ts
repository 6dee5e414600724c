import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { parseByteRange as sut } from './byte-range';

describe('parseByteRange', () => {
  it('reads the ranges a browser asks for while a video plays and seeks', () => {
    assert.deepEqual(sut('bytes=0-', 1000), { start: 0, end: 999 });
    assert.deepEqual(sut('bytes=500-599', 1000), { start: 500, end: 599 });
    assert.deepEqual(sut('bytes=-100', 1000), { start: 900, end: 999 });
  });

  it('clips a range that runs past the end to the last byte', () => {
    assert.deepEqual(sut('bytes=900-5000', 1000), { start: 900, end: 999 });
    assert.deepEqual(sut('bytes=-5000', 1000), { start: 0, end: 999 });
  });

  it('refuses a range that starts past the end, so the player knows the size', () => {
    assert.equal(sut('bytes=1000-', 1000), 'unsatisfiable');
    assert.equal(sut('bytes=-0', 1000), 'unsatisfiable');
  });

  it('sends the whole file for no header, several ranges or a header it cannot read', () => {
    assert.equal(sut(undefined, 1000), null);
    assert.equal(sut('bytes=0-10,20-30', 1000), null);
    assert.equal(sut('items=0-10', 1000), null);
    assert.equal(sut('bytes=-', 1000), null);
    assert.equal(sut('bytes=50-10', 1000), null);
  });
});
