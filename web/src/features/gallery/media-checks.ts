import {
  ContentMessages,
  ContentUploadLimits,
  GalleryFileExtensions,
  GalleryImageTypes,
  GalleryVideoTypes,
  fileExtension,
} from '@portal/contracts/rules';
import type { GalleryMediaType } from '../../api/content';
import type { AdminGalleryTexts } from '../../i18n/admin-gallery';
import galleryTexts from '../../i18n/locales/en/admin/gallery.json';

/** The gallery's checks before sending (spec part 1 §2, issue 11); the gateway checks the real type from the bytes. */

const VIDEO_EXTENSIONS: readonly string[] = GalleryVideoTypes.map((type) => type.split('/')[1]);
const IMAGE_EXTENSIONS: readonly string[] = GalleryFileExtensions.filter((ext) => !VIDEO_EXTENSIONS.includes(ext));

/** What the browser's picker offers: the extensions and their MIME types. */
export const GALLERY_ACCEPT = [
  ...GalleryFileExtensions.map((ext) => `.${ext}`),
  ...GalleryImageTypes,
  ...GalleryVideoTypes,
].join(',');

/** Image or video from the type the browser reports, else (some systems report none) from the name. */
export function mediaKindOf(file: Pick<File, 'name' | 'type'>): GalleryMediaType | null {
  if ((GalleryImageTypes as readonly string[]).includes(file.type)) return 'image';
  if ((GalleryVideoTypes as readonly string[]).includes(file.type)) return 'video';
  const ext = fileExtension(file.name);
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  return null;
}

/** Why this file cannot be sent, in the spec's words, or null when it may. */
export function mediaProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = mediaKindOf(file);
  if (!kind) return ContentMessages.mediaWrongType;
  if (kind === 'image' && file.size > ContentUploadLimits.imageBytes) return ContentMessages.imageTooLarge;
  if (kind === 'video' && file.size > ContentUploadLimits.videoBytes) return ContentMessages.videoTooLarge;
  return null;
}

/** A file's name without its extension: the title of an upload given none. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || name;
}

type RuleKey = keyof typeof galleryTexts.rules;
const RULE_KEYS = Object.keys(galleryTexts.rules) as RuleKey[];

/** A message of the contracts' gallery checks (ours or the server's) in the page's language; other texts as they came. */
export function mediaMessageText(t: AdminGalleryTexts, message: string): string {
  const key = RULE_KEYS.find((k) => ContentMessages[k] === message);
  return key ? t(`rules.${key}`) : message;
}
