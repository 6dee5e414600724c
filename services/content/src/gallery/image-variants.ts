import { IMAGE_CONTENT_TYPES, reencodeWithoutMetadata, UnreadableImageError } from '@portal/platform';

export { UnreadableImageError };

/** Largest side of the copy the gallery shows. */
export const WEB_SIZE = 1600;
/** Largest side of the grid's thumbnail. */
export const THUMBNAIL_SIZE = 480;
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
  size: number;
}

export interface ImageVariants {
  format: ImageFormat;
  contentType: string;
  extension: string;
  web: ImageVariant;
  thumbnail: ImageVariant;
}

const GALLERY_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

/**
 * The web-size copy and the thumbnail of an uploaded image, in its own format, each upright and without any
 * metadata (reencodeWithoutMetadata, as every stored image), so the camera's GPS position does not travel on.
 * UnreadableImageError when the bytes are not a JPEG, PNG or WebP that can be decoded.
 */
export async function makeImageVariants(original: Buffer): Promise<ImageVariants> {
  const [web, thumbnail] = await Promise.all([render(original, WEB_SIZE), render(original, THUMBNAIL_SIZE)]);
  const format = web.format as ImageFormat;
  return { format, contentType: IMAGE_CONTENT_TYPES[format], extension: EXTENSIONS[format], web, thumbnail };
}

async function render(original: Buffer, size: number): Promise<ImageVariant & { format: string }> {
  const { format, data, width, height } = await reencodeWithoutMetadata(original, {
    formats: GALLERY_FORMATS,
    maxSide: size,
    jpegQuality: 82,
  });
  return { format, data, width, height, size: data.length };
}
