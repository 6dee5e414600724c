import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { collector } from './report-table.fixtures';
import { ReportSink } from './report-sink';

describe('ReportSink', () => {
  it('gives every target the same bytes and ends only the targets it is told to', async () => {
    const response = collector();
    const copy = collector();
    const sut = new ReportSink([response.out, copy.out], [copy.out]);
    sut.write('first,');
    sut.end('second');
    await finished(sut);
    assert.equal(response.bytes().toString(), 'first,second');
    assert.equal(copy.bytes().toString(), 'first,second');
    assert.equal(copy.out.writableEnded, true);
    assert.equal(response.out.writableEnded, false);
  });

  it('fails when a target goes away, instead of writing into nothing', async () => {
    const gone = new PassThrough();
    gone.destroy();
    const sut = new ReportSink([collector().out, gone]);
    const failure = new Promise<Error>((resolve) => sut.once('error', resolve));
    sut.write('rows');
    assert.match((await failure).message, /closed before the report was written/);
  });
});
