import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { CopyTextToCsv, csvCell as sut } from './csv-writer';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    assert.equal(sut('=HYPERLINK("http://evil")'), `"'=HYPERLINK(""http://evil"")"`);
    assert.equal(sut('+918884'), "'+918884");
    assert.equal(sut('-2+3'), "'-2+3");
    assert.equal(sut('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(sut('\tcmd'), "'\tcmd");
    assert.equal(sut('\rcmd'), `"'\rcmd"`);
  });

  it('quotes per RFC 4180 only where needed', () => {
    assert.equal(sut('Ravi'), 'Ravi');
    assert.equal(sut('12 MG Road, Mysuru'), '"12 MG Road, Mysuru"');
    assert.equal(sut('say "hi"'), '"say ""hi"""');
    assert.equal(sut('line one\nline two'), '"line one\nline two"');
    assert.equal(sut('a-b=c'), 'a-b=c');
  });
});

describe('CopyTextToCsv', () => {
  it('writes a BOM and header, converts every row whatever the chunking, and counts rows', async () => {
    const copyOutput = Buffer.from(
      'PHOTO0001\tRavi\t12 MG Road, Mysuru\nPHOTO0002\t=cmd\tline\\nbreak\nPHOTO0003\tಕನ್ನಡ\t\\N\n',
    );
    // One byte at a time: rows and multi-byte characters split across chunks.
    const chunks = [...copyOutput].map((byte) => Buffer.from([byte]));
    const sut = new CopyTextToCsv(['memberId', 'name', 'address']);
    // Decoded by hand: TextDecoder would drop the BOM under test.
    const csv = (await buffer(Readable.from(chunks).pipe(sut))).toString('utf8');
    assert.equal(
      csv,
      '\uFEFFmemberId,name,address\r\n' +
        'PHOTO0001,Ravi,"12 MG Road, Mysuru"\r\n' +
        `PHOTO0002,'=cmd,"line\nbreak"\r\n` +
        'PHOTO0003,ಕನ್ನಡ,\r\n',
    );
    assert.equal(sut.rows, 3);
  });
});
