import { describe, expect, it } from 'vitest';
import { checkDocumentFile, checkIdCardFile, checkPhotoFile } from './file-checks';

const MB = 1024 * 1024;

/** A file that reports `size` bytes without allocating them. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkPhotoFile', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkPhotoFile(fakeFile('me.png', 'image/png', 5 * MB))).toBeNull();
  });

  it("refuses a bigger image with 'Please select an image under 5MB'", () => {
    expect(checkPhotoFile(fakeFile('me.jpg', 'image/jpeg', 5 * MB + 1))).toEqual({
      title: 'File too large',
      description: 'Please select an image under 5MB',
    });
  });

  it("refuses a PDF with 'Please select an image file'", () => {
    expect(checkPhotoFile(fakeFile('me.pdf', 'application/pdf', 1000))).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
  });
});

describe('checkIdCardFile', () => {
  it('accepts PDF, JPEG and PNG', () => {
    expect(checkIdCardFile(fakeFile('card.pdf', 'application/pdf', MB))).toBeNull();
    expect(checkIdCardFile(fakeFile('card.jpg', 'image/jpeg', MB))).toBeNull();
    expect(checkIdCardFile(fakeFile('card.png', '', MB))).toBeNull();
  });

  it('refuses other types and files over 5 MB with the spec messages', () => {
    expect(checkIdCardFile(fakeFile('card.gif', 'image/gif', MB))?.description).toBe(
      'Please select a PDF or image file',
    );
    expect(checkIdCardFile(fakeFile('card.pdf', 'application/pdf', 6 * MB))?.description).toBe(
      'Please select a file under 5MB',
    );
  });
});

describe('checkDocumentFile', () => {
  it("says 'No file selected' without a file", () => {
    expect(checkDocumentFile(null)?.title).toBe('No file selected');
  });

  it('accepts the listed extensions up to 10 MB, in any case', () => {
    for (const name of ['a.pdf', 'a.DOC', 'a.docx', 'a.xls', 'a.xlsx', 'a.jpg', 'a.jpeg', 'a.png']) {
      expect(checkDocumentFile(fakeFile(name, '', 10 * MB))).toBeNull();
    }
  });

  it('refuses bigger files and other extensions', () => {
    expect(checkDocumentFile(fakeFile('a.pdf', 'application/pdf', 10 * MB + 1))).toEqual({
      title: 'File too large',
      description: 'Please select a file under 10MB',
    });
    expect(checkDocumentFile(fakeFile('a.exe', 'application/octet-stream', 10))?.title).toBe('Invalid file type');
  });
});
