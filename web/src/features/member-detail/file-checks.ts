/** Client-side upload checks of spec part 2 §5; the gateway checks the real type again from the bytes. */
import memberDetail from '../../i18n/locales/en/admin/member-detail.json';
import type { AdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { translateWith } from '../../i18n/texts';

/** The problems' words in English unless the page passes its texts (the shown language). */
const ENGLISH: AdminMemberDetailTexts = translateWith('adminMemberDetail', memberDetail, 'en');

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

export function checkPhotoFile(file: File, t: AdminMemberDetailTexts = ENGLISH): FileProblem | null {
  if (file.size > PHOTO_MAX_BYTES) return { title: t('files.tooLarge'), description: t('files.imageUnder5') };
  if (!file.type.startsWith('image/')) return { title: t('files.invalidType'), description: t('files.imageOnly') };
  return null;
}

export function checkIdCardFile(file: File, t: AdminMemberDetailTexts = ENGLISH): FileProblem | null {
  if (file.size > ID_CARD_MAX_BYTES) return { title: t('files.tooLarge'), description: t('files.fileUnder5') };
  // Some systems report no MIME type; the extension decides then.
  const typeOk = file.type ? ID_CARD_TYPES.includes(file.type) : ID_CARD_EXTENSIONS.includes(extensionOf(file.name));
  if (!typeOk) return { title: t('files.invalidType'), description: t('files.pdfOrImage') };
  return null;
}

export function checkDocumentFile(file: File | null, t: AdminMemberDetailTexts = ENGLISH): FileProblem | null {
  if (!file) return { title: t('files.noFile'), description: t('files.chooseFile') };
  if (file.size > DOCUMENT_MAX_BYTES) return { title: t('files.tooLarge'), description: t('files.fileUnder10') };
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return {
      title: t('files.invalidType'),
      description: t('files.oneOfTypes', { types: DOCUMENT_EXTENSIONS.join(', ') }),
    };
  }
  return null;
}
