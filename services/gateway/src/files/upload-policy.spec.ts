import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  csvImportUpload,
  documentUpload,
  galleryUpload,
  idCardUpload,
  photoUpload,
  schemeDocumentUpload,
} from './upload-policy';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0]);
const text = Buffer.from('just some words\n');

describe('upload policies', () => {
  it('stores a photo with the type its bytes have, whatever the browser claimed', () => {
    assert.deepEqual(photoUpload.accept({ head: png, fileName: 'me.jpg', mimeType: 'image/jpeg' }), {
      contentType: 'image/png',
      extension: 'png',
    });
  });

  it('refuses a text file renamed .png as a photo and as an ID card', () => {
    assert.equal(photoUpload.accept({ head: text, fileName: 'me.png', mimeType: 'image/png' }), null);
    assert.equal(idCardUpload.accept({ head: text, fileName: 'card.png', mimeType: 'image/png' }), null);
  });

  it('takes a PDF as an ID card but not as a photo', () => {
    assert.deepEqual(idCardUpload.accept({ head: pdf, fileName: 'card.pdf', mimeType: 'application/pdf' }), {
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    assert.equal(photoUpload.accept({ head: pdf, fileName: 'card.pdf', mimeType: 'application/pdf' }), null);
  });

  it('takes a document only when its extension is listed and its bytes match it', () => {
    assert.equal(
      documentUpload
        .accept({ head: zip, fileName: 'Form.DOCX', mimeType: '' })
        ?.contentType.includes('wordprocessingml'),
      true,
    );
    assert.equal(documentUpload.accept({ head: pdf, fileName: 'form.docx', mimeType: '' }), null, 'a PDF named .docx');
    assert.equal(
      documentUpload.accept({ head: zip, fileName: 'archive.zip', mimeType: 'application/zip' }),
      null,
      'not a listed extension',
    );
    assert.equal(documentUpload.accept({ head: text, fileName: 'notes.txt', mimeType: 'text/plain' }), null);
  });

  it('takes a CSV by its name or its type, and only when its content is text', () => {
    assert.deepEqual(
      csvImportUpload.accept({ head: text, fileName: 'members.CSV', mimeType: 'application/vnd.ms-excel' }),
      {
        contentType: 'text/csv',
        extension: 'csv',
      },
    );
    assert.ok(csvImportUpload.accept({ head: text, fileName: 'members', mimeType: 'text/csv' }));
    assert.equal(csvImportUpload.accept({ head: text, fileName: 'members.txt', mimeType: 'text/plain' }), null);
    assert.equal(
      csvImportUpload.accept({ head: zip, fileName: 'members.csv', mimeType: 'text/csv' }),
      null,
      'an Excel file renamed .csv',
    );
  });

  it("answers with the spec's words for each upload", () => {
    assert.deepEqual(photoUpload.messages, {
      missing: 'Please select an image file',
      wrongType: 'Please select an image file',
      tooLarge: 'Please select an image under 5MB',
    });
    assert.equal(idCardUpload.messages.tooLarge, 'Please select a file under 5MB');
    assert.equal(idCardUpload.messages.wrongType, 'Please select a PDF or image file');
    assert.equal(documentUpload.messages.tooLarge, 'Please select a file under 10MB');
    assert.equal(documentUpload.messages.missing, 'No file selected');
    assert.equal(csvImportUpload.messages.wrongType, 'Please upload a CSV file');
    assert.equal(csvImportUpload.messages.missing, 'Please select a CSV file to import');
  });

  it('takes gallery images up to 10 MB and MP4 or WebM videos up to 200 MB, by their bytes', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0x10]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom', 'latin1')]);
    assert.deepEqual(galleryUpload.accept({ head: jpeg, fileName: 'stage.mp4', mimeType: 'video/mp4' }), {
      contentType: 'image/jpeg',
      extension: 'jpg',
      limit: { maxBytes: 10 * 1024 * 1024, tooLarge: 'Please select an image under 10MB' },
    });
    assert.deepEqual(galleryUpload.accept({ head: mp4, fileName: 'walk.jpg', mimeType: 'image/jpeg' }), {
      contentType: 'video/mp4',
      extension: 'mp4',
    });
    assert.equal(galleryUpload.maxBytes, 200 * 1024 * 1024);
    assert.equal(galleryUpload.accept({ head: pdf, fileName: 'flyer.pdf', mimeType: 'application/pdf' }), null);
    assert.equal(galleryUpload.accept({ head: text, fileName: 'x.gif', mimeType: 'image/gif' }), null);
  });

  it('takes a scheme document of the listed types only, and says so in the scheme form words', () => {
    assert.equal(schemeDocumentUpload.accept({ head: pdf, fileName: 'ESI form.pdf', mimeType: '' })?.extension, 'pdf');
    const exe = Buffer.from('MZ\x90\x00\x03', 'latin1');
    assert.equal(schemeDocumentUpload.accept({ head: exe, fileName: 'setup.pdf', mimeType: 'application/pdf' }), null);
    assert.equal(schemeDocumentUpload.messages.tooLarge, 'File size must be less than 10MB');
    assert.equal(schemeDocumentUpload.messages.missing, 'Please select a scheme and file');
  });
});
