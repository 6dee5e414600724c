import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { looksLikeText, sniffFileType as sut } from './file-type.sniffer';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffFileType', () => {
  it('recognises the image types a photo may have from their first bytes', () => {
    assert.equal(sut(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])), 'png');
    assert.equal(sut(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')), 'jpeg');
    assert.equal(sut(bytes('GIF89a', [1, 0, 1, 0])), 'gif');
    assert.equal(sut(bytes('GIF87a', [1, 0, 1, 0])), 'gif');
    assert.equal(sut(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')), 'webp');
  });

  it('recognises PDF and the Office containers a document may have', () => {
    assert.equal(sut(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3')), 'pdf');
    assert.equal(sut(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])), 'ole2');
    assert.equal(sut(bytes('PK', [3, 4, 20, 0, 6, 0])), 'zip');
  });

  it('recognises the MP4 and WebM videos the gallery takes from their first bytes', () => {
    assert.equal(sut(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41')), 'mp4');
    assert.equal(sut(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom')), 'mp4');
    assert.equal(sut(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm')), 'webm');
  });

  it('does not take a HEIC photo, a QuickTime film or a Matroska file for an MP4 or WebM video', () => {
    assert.equal(sut(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')), null);
    assert.equal(sut(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ')), null);
    assert.equal(sut(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x88], 'matroska')), null);
  });

  it('does not take a text file renamed .png for a picture', () => {
    assert.equal(sut(Buffer.from('hello, I am only text pretending to be an image')), null);
    assert.equal(sut(Buffer.from('PNG is what I claim to be')), null);
  });

  it('does not take a RIFF file that is not WebP (e.g. a WAV sound) for an image', () => {
    assert.equal(sut(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')), null);
  });

  it('refuses truncated signatures instead of reading past the end', () => {
    assert.equal(sut(bytes([0x89], 'PN')), null);
    assert.equal(sut(bytes([0xff, 0xd8])), null);
    assert.equal(sut(Buffer.alloc(0)), null);
  });
});

describe('looksLikeText', () => {
  it('accepts a CSV, with or without a UTF-8 byte order mark and non-English names', () => {
    assert.equal(looksLikeText(Buffer.from('firstName,lastName,phone\r\nRavi,Kumar,9876543210\r\n')), true);
    assert.equal(looksLikeText(Buffer.from('\ufefffirstName,lastName\nಕನ್ನಡ,ಹೆಸರು\n')), true);
  });

  it('refuses binary content renamed .csv: a spreadsheet, a PDF, anything with NUL bytes', () => {
    assert.equal(looksLikeText(bytes('PK', [3, 4, 20, 0])), false);
    assert.equal(looksLikeText(Buffer.from('%PDF-1.4\n1 0 obj')), false);
    assert.equal(looksLikeText(Buffer.from('name,phone\n\u0000\u0001\u0002')), false);
  });
});
