import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fromCopyText } from './copy-text';
import { CopyTextToCsv, csvCell as sut, csvLine } from './csv-writer';

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

  it('writes every row exactly as the careful cell-by-cell conversion would, however the rows are cut', async () => {
    // Pieces that take each path: plain text, commas, quotes (more than doubling a line), escapes, NULL,
    // formula starts, Kannada.
    const pieces = [
      'Ravi',
      'a,b',
      'say "hi"',
      '""""',
      'x\\ny',
      '\\N',
      '=1+2',
      '-5',
      '@me',
      'ಕನ್ನಡ',
      '',
      'a-b=c',
      '9845012345',
      '#12, 3rd Cross, "Sri Nilaya"',
      '+91 98450, x',
    ];
    let seed = 42;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const lines = Array.from({ length: 5000 }, () =>
      Array.from({ length: 1 + next(6) }, () => pieces[next(pieces.length)] + pieces[next(pieces.length)]).join('\t'),
    );
    const copyOutput = Buffer.from(lines.map((line) => line + '\n').join(''));
    const chunks: Buffer[] = [];
    for (let at = 0; at < copyOutput.length;) {
      const size = 1 + next(700);
      chunks.push(copyOutput.subarray(at, at + size));
      at += size;
    }
    const sut = new CopyTextToCsv(['a']);

    const csv = (await buffer(Readable.from(chunks).pipe(sut))).toString('utf8');

    const expected = lines.map((line) => csvLine(line.split('\t').map(fromCopyText))).join('');
    assert.equal(csv, '\uFEFFa\r\n' + expected);
    assert.equal(sut.rows, lines.length);
  });

  it('keeps every byte of rows that grow to more than twice their size', async () => {
    const sut = new CopyTextToCsv(['a']);
    const csv = (await buffer(Readable.from([Buffer.from('""""""""""\n=""\n')]).pipe(sut))).toString('utf8');
    assert.equal(csv, '\uFEFFa\r\n' + '"' + '""'.repeat(10) + '"\r\n' + `"'="""""\r\n`);
  });
});
