import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { fromCopyText } from './copy-text';

describe('COPY text format', () => {
  it("reads PostgreSQL's escapes back into the value", () => {
    assert.equal(fromCopyText('\\N'), '');
    assert.equal(fromCopyText('a\\tb\\nc\\\\d\\re'), 'a\tb\nc\\d\re');
    assert.equal(fromCopyText('plain'), 'plain');
  });
});
