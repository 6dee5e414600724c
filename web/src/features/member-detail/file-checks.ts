/** Client-side upload checks of spec part 2 §5; the gateway checks the real type again from the bytes. */

export interface FileProblem {
  title: string;
  description: string;
}

const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 5 * MB;
export const ID_CARD_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;

export const ID_CARD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const ID_CARD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/jpg'];
const ID_CARD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function checkPhotoFile(file: File): FileProblem | null {
  if (file.size > PHOTO_MAX_BYTES) return { title: 'File too large', description: 'Please select an image under 5MB' };
  if (!file.type.startsWith('image/'))
    return { title: 'Invalid file type', description: 'Please select an image file' };
  return null;
}

export function checkIdCardFile(file: File): FileProblem | null {
  if (file.size > ID_CARD_MAX_BYTES) return { title: 'File too large', description: 'Please select a file under 5MB' };
  // Some systems report no MIME type; the extension decides then.
  const typeOk = file.type ? ID_CARD_TYPES.includes(file.type) : ID_CARD_EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return { title: 'Invalid file type', description: 'Please select a PDF or image file' };
  return null;
}

export function checkDocumentFile(file: File | null): FileProblem | null {
  if (!file) return { title: 'No file selected', description: 'Please choose a file to upload' };
  if (file.size > DOCUMENT_MAX_BYTES)
    return { title: 'File too large', description: 'Please select a file under 10MB' };
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return {
      title: 'Invalid file type',
      description: `Please select one of these file types: ${DOCUMENT_EXTENSIONS.join(', ')}`,
    };
  }
  return null;
}
