/** Real file types recognised from their first bytes (never from the name or the browser's claim). */
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'ole2' | 'zip' | 'mp4' | 'webm';

/** How many leading bytes the checks below need at most; text detection looks further. */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Buffer, signature: number[] | string, offset = 0): boolean => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
};

export function sniffFileType(head: Buffer): SniffedType | null {
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  // Legacy Office (doc, xls) are OLE2 compound files; docx and xlsx are ZIP packages.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  // ISO media with an MP4 brand; HEIC photos and QuickTime films share the box but not the brand.
  if (startsWith(head, 'ftyp', 4) && MP4_BRANDS.test(head.subarray(8, 12).toString('latin1'))) return 'mp4';
  // Matroska's EBML header; WebM names itself as the DocType within the first bytes.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && head.subarray(0, 64).includes('webm', 0, 'latin1')) return 'webm';
  return null;
}

const MP4_BRANDS = /^(iso[2-6m]|mp4[12]|avc1|dash|M4V |mmp4|MSNV)$/;

/** Plain text such as CSV: no NUL byte in the bytes seen and no known binary signature. */
export function looksLikeText(head: Buffer): boolean {
  return !head.includes(0) && sniffFileType(head) === null;
}

export const MIME_TYPES: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ole2: 'application/x-ole-storage',
  zip: 'application/zip',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
