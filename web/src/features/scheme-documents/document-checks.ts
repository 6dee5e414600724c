import { ContentMessages, ContentUploadLimits, SchemeDocumentExtensions, fileExtension } from '@portal/contracts/rules';
import type { SchemeDocument } from '../../api/content';

/** Spec part 2 §5 scheme document upload, checked before sending; the gateway checks the real type again. */

export const SCHEME_DOCUMENT_ACCEPT = SchemeDocumentExtensions.map((ext) => `.${ext}`).join(',');

/** Why this file cannot be uploaded, in the spec's words, or null when it may. */
export function schemeDocumentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > ContentUploadLimits.documentBytes) return ContentMessages.documentTooLarge;
  if (!(SchemeDocumentExtensions as readonly string[]).includes(fileExtension(file.name))) {
    return ContentMessages.documentWrongType;
  }
  return null;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/** 'PDF', 'DOCX', 'PNG'…: the short name people know, from the content type or else the file's extension. */
export function documentTypeText(doc: Pick<SchemeDocument, 'fileType' | 'fileName'>): string {
  return TYPE_NAMES[doc.fileType] ?? (fileExtension(doc.fileName).toUpperCase() || doc.fileType || '—');
}
