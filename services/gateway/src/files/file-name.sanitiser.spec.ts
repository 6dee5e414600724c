import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { contentDisposition, sanitiseFileName as sut } from './file-name.sanitiser';

describe('sanitiseFileName', () => {
  it('keeps an ordinary name as it is', () => {
    assert.equal(sut('Aadhaar card (front).pdf'), 'Aadhaar card (front).pdf');
  });

  it('drops folders, so a name can never point outside its place', () => {
    assert.equal(sut('../../etc/passwd'), 'passwd');
    assert.equal(sut('C:\\Users\\ravi\\Desktop\\photo.jpg'), 'photo.jpg');
  });

  it('removes line breaks and control characters that could forge a header', () => {
    assert.equal(sut('report.pdf\r\nSet-Cookie: stolen=1'), 'report.pdfSet-Cookie_ stolen=1');
    assert.equal(sut('a\u0000b\u0007c.png'), 'abc.png');
  });

  it('replaces characters Windows refuses in file names and quotes', () => {
    assert.equal(sut('what?"is"<this>|*.csv'), 'what__is__this___.csv');
  });

  it('keeps Kannada and other non-English names', () => {
    assert.equal(sut('ಸದಸ್ಯ ಪಟ್ಟಿ.csv'), 'ಸದಸ್ಯ ಪಟ್ಟಿ.csv');
  });

  it('uses the fallback for an empty name or one made only of dots', () => {
    assert.equal(sut(''), 'file');
    assert.equal(sut(undefined, 'photo'), 'photo');
    assert.equal(sut('...', 'document'), 'document');
    assert.equal(sut('  .hidden  '), 'hidden');
  });

  it('shortens very long names to 200 characters and keeps the extension', () => {
    const name = sut(`${'x'.repeat(500)}.pdf`);
    assert.equal(name.length, 200);
    assert.ok(name.endsWith('.pdf'));
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII filename and the exact UTF-8 name for browsers that read filename*', () => {
    assert.equal(
      contentDisposition('attachment', 'ಸದಸ್ಯ.csv'),
      `attachment; filename="_____.csv"; filename*=UTF-8''${encodeURIComponent('ಸದಸ್ಯ')}.csv`,
    );
  });

  it('never lets a quote, backslash or line break out of the header value', () => {
    const header = contentDisposition('inline', 'evil"; filename="x.html\r\n.pdf');
    assert.doesNotMatch(header, /[\r\n]/);
    assert.equal(header.split('"').length - 1, 2, 'exactly one quoted filename');
    assert.ok(header.startsWith('inline; filename="evil_; filename=_x.html.pdf"'));
  });
});
