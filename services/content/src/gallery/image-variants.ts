import sharp from 'sharp';

/** Largest side of the copy the gallery shows. */
export const WEB_SIZE = 1600;
/** Largest side of the grid's thumbnail. */
export const THUMBNAIL_SIZE = 480;
/** Decoded pixels an image may have (a 100-megapixel camera fits); more is refused, not decoded. */
export const MAX_INPUT_PIXELS = 120_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
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

/** The bytes are not a JPEG, PNG or WebP sharp can decode (truncated, corrupt, too many pixels). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * The web-size copy and the thumbnail of an uploaded image, in its own format. Each
 * is turned upright from its EXIF orientation and written without any metadata
 * (sharp keeps none unless asked), so the camera's GPS position does not travel on.
 */
export async function makeImageVariants(original: Buffer): Promise<ImageVariants> {
  try {
    const { format } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
      throw new Error(`not a gallery image format: ${format ?? 'unknown'}`);
    }
    const [web, thumbnail] = await Promise.all([
      render(original, format, WEB_SIZE),
      render(original, format, THUMBNAIL_SIZE),
    ]);
    return { format, contentType: CONTENT_TYPES[format], extension: EXTENSIONS[format], web, thumbnail };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

async function render(original: Buffer, format: ImageFormat, size: number): Promise<ImageVariant> {
  const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'jpeg' ? resized.jpeg({ quality: 82 }) : format === 'png' ? resized.png() : resized.webp();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, size: info.size };
}
