import { ContentMessages, ContentUploadLimits, SchemeDocumentExtensions } from '@portal/contracts';
import { extname } from 'node:path';
import { looksLikeText, MIME_TYPES, sniffFileType, SniffedType } from './file-type.sniffer';

const MB = 1024 * 1024;

export interface AcceptedFile {
  contentType: string;
  extension: string;
  /** A tighter limit for this type than the policy's (a gallery image against a video), with its words. */
  limit?: { maxBytes: number; tooLarge: string };
}

/** What one upload route accepts, and the words it answers with (spec part 1 §5, part 2 §5). */
export interface UploadPolicy {
  /** Multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Folder of the server-generated object key. */
  keyPrefix: string;
  /** Name used when the upload's own name is empty or unusable. */
  defaultName: string;
  /** Decides from the first bytes (and, where the spec lists extensions, the name) or refuses with null. */
  accept(file: { head: Buffer; fileName: string; mimeType: string }): AcceptedFile | null;
  messages: { missing: string; wrongType: string; tooLarge: string };
  /**
   * Images are stored re-encoded without EXIF (GPS position included) unless this is set: only where another
   * service makes metadata-free copies and drops the upload (the gallery).
   */
  keepsImagesAsSent?: true;
}

function acceptRealTypes(types: readonly SniffedType[]) {
  return ({ head }: { head: Buffer }): AcceptedFile | null => {
    const type = sniffFileType(head);
    return type && types.includes(type)
      ? { contentType: MIME_TYPES[type], extension: type === 'jpeg' ? 'jpg' : type }
      : null;
  };
}

/** Profile photo: images only, 5 MB. */
export const photoUpload: UploadPolicy = {
  field: 'photo',
  maxBytes: 5 * MB,
  keyPrefix: 'members/photos',
  defaultName: 'photo',
  accept: acceptRealTypes(['jpeg', 'png', 'gif', 'webp']),
  messages: {
    missing: 'Please select an image file',
    wrongType: 'Please select an image file',
    tooLarge: 'Please select an image under 5MB',
  },
};

/** ID card: PDF, JPEG or PNG, 5 MB. */
export const idCardUpload: UploadPolicy = {
  field: 'idCard',
  maxBytes: 5 * MB,
  keyPrefix: 'members/id-cards',
  defaultName: 'id-card',
  accept: acceptRealTypes(['pdf', 'jpeg', 'png']),
  messages: {
    missing: 'Please select a PDF or image file',
    wrongType: 'Please select a PDF or image file',
    tooLarge: 'Please select a file under 5MB',
  },
};

/** The document extensions of spec part 2 §5, each with the real type its bytes must have. */
const DOCUMENT_TYPES: Record<string, { real: SniffedType; contentType: string }> = {
  pdf: { real: 'pdf', contentType: 'application/pdf' },
  doc: { real: 'ole2', contentType: 'application/msword' },
  xls: { real: 'ole2', contentType: 'application/vnd.ms-excel' },
  docx: { real: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { real: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  jpg: { real: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { real: 'jpeg', contentType: 'image/jpeg' },
  png: { real: 'png', contentType: 'image/png' },
};

/** A document whose bytes match its extension (one of the spec's list), or null. */
function acceptDocument({ head, fileName }: { head: Buffer; fileName: string }): AcceptedFile | null {
  const extension = extname(fileName).slice(1).toLowerCase();
  const known = DOCUMENT_TYPES[extension];
  return known && sniffFileType(head) === known.real ? { contentType: known.contentType, extension } : null;
}

/** Member document: pdf, doc, docx, xls, xlsx, jpg, jpeg, png whose bytes match the extension; 10 MB. */
export const documentUpload: UploadPolicy = {
  field: 'file',
  maxBytes: 10 * MB,
  keyPrefix: 'members/documents',
  defaultName: 'document',
  accept: acceptDocument,
  messages: {
    missing: 'No file selected',
    wrongType: 'Please select a PDF, Word, Excel, JPG or PNG file',
    tooLarge: 'Please select a file under 10MB',
  },
};

/** Bulk import: a .csv (or text/csv) whose content is text; 50 MB. */
export const csvImportUpload: UploadPolicy = {
  field: 'file',
  maxBytes: 50 * MB,
  keyPrefix: 'imports',
  defaultName: 'members.csv',
  accept: ({ head, fileName, mimeType }) => {
    const claimsCsv = fileName.toLowerCase().endsWith('.csv') || mimeType.toLowerCase() === 'text/csv';
    return claimsCsv && looksLikeText(head) ? { contentType: 'text/csv', extension: 'csv' } : null;
  },
  messages: {
    missing: 'Please select a CSV file to import',
    wrongType: 'Please upload a CSV file',
    tooLarge: 'Please upload a CSV file under 50MB',
  },
};

/** Scheme document: the member document types and limit, in the scheme document form's words (part 2 §5). */
export const schemeDocumentUpload: UploadPolicy = {
  field: 'file',
  maxBytes: ContentUploadLimits.documentBytes,
  keyPrefix: 'scheme-documents',
  defaultName: 'document',
  accept: (file) =>
    (SchemeDocumentExtensions as readonly string[]).includes(extname(file.fileName).slice(1).toLowerCase())
      ? acceptDocument(file)
      : null,
  messages: {
    missing: ContentMessages.schemeAndFileRequired,
    wrongType: ContentMessages.documentWrongType,
    tooLarge: ContentMessages.documentTooLarge,
  },
};

const GALLERY_IMAGE = { maxBytes: ContentUploadLimits.imageBytes, tooLarge: ContentMessages.imageTooLarge };

/**
 * Gallery media: JPEG, PNG or WebP images up to 10 MB, MP4 or WebM videos up to
 * 200 MB, by their bytes. Content makes the web copies; the original image goes.
 */
export const galleryUpload: UploadPolicy = {
  field: 'file',
  maxBytes: ContentUploadLimits.videoBytes,
  keyPrefix: 'gallery/uploads',
  defaultName: 'media',
  keepsImagesAsSent: true,
  accept: ({ head }) => {
    const type = sniffFileType(head);
    if (type === 'jpeg' || type === 'png' || type === 'webp') {
      return { contentType: MIME_TYPES[type], extension: type === 'jpeg' ? 'jpg' : type, limit: GALLERY_IMAGE };
    }
    return type === 'mp4' || type === 'webm' ? { contentType: MIME_TYPES[type], extension: type } : null;
  },
  messages: {
    missing: ContentMessages.mediaMissing,
    wrongType: ContentMessages.mediaWrongType,
    tooLarge: ContentMessages.videoTooLarge,
  },
};
