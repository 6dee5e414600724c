import { describe, expect, it } from 'vitest';
import { SCHEME_DOCUMENT_ACCEPT, documentTypeText, schemeDocumentProblem } from './document-checks';

const MB = 1024 * 1024;

describe('schemeDocumentProblem', () => {
  it('takes PDF, Word, Excel, JPG and PNG files up to 10MB', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.DOCX', 'a.xls', 'a.xlsx', 'a.jpg', 'a.jpeg', 'a.png']) {
      expect(schemeDocumentProblem({ name, size: 10 * MB })).toBeNull();
    }
  });

  it("refuses a file over 10MB with 'File size must be less than 10MB'", () => {
    expect(schemeDocumentProblem({ name: 'a.pdf', size: 10 * MB + 1 })).toBe('File size must be less than 10MB');
  });

  it('refuses other kinds of file, and a file without an extension', () => {
    expect(schemeDocumentProblem({ name: 'setup.exe', size: 10 })).toBe(
      'Please select a PDF, Word, Excel, JPG or PNG file',
    );
    expect(schemeDocumentProblem({ name: 'pdf', size: 10 })).toBe('Please select a PDF, Word, Excel, JPG or PNG file');
  });

  it("offers the spec's extensions in the browser's picker", () => {
    expect(SCHEME_DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png');
  });
});

describe('documentTypeText', () => {
  it('names the type people know, from the content type or else the extension', () => {
    expect(documentTypeText({ fileType: 'application/pdf', fileName: 'x' })).toBe('PDF');
    expect(documentTypeText({ fileType: 'application/octet-stream', fileName: 'rates.xls' })).toBe('XLS');
    expect(documentTypeText({ fileType: '', fileName: 'notes' })).toBe('—');
  });
});
