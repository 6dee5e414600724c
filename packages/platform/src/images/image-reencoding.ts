import type { Sharp } from 'sharp';

/** Decoded pixels an image may have (a 100-megapixel camera fits); more is refused, not decoded. */
export const MAX_INPUT_PIXELS = 120_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface ReencodedImage {
  format: ImageFormat;
  data: Buffer;
  width: number;
  height: number;
  size: number;
}

export interface ReencodeOptions {
  /** Formats taken (others are refused as unreadable); all four by default. */
  formats?: readonly ImageFormat[];
  /** Scale down to fit a square of this side; the size stays otherwise. */
  maxSide?: number;
  /** JPEG quality, 90 by default (a stored original; web copies may go lower). */
  jpegQuality?: number;
}

/** The bytes are not an image of an accepted format that sharp can decode (truncated, corrupt, too many pixels). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'UnreadableImageError';
  }
}

// Loaded on first use: only the services that take images load libvips.
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/**
 * The image written anew in its own format, turned upright from its EXIF orientation and without any metadata
 * (EXIF with the camera's GPS position, XMP, IPTC, comments): sharp keeps none unless asked. Every stored image
 * goes through here, so no upload keeps where it was taken.
 */
export async function reencodeWithoutMetadata(
  original: Buffer,
  options: ReencodeOptions = {},
): Promise<ReencodedImage> {
  try {
    const sharp = await loadSharp();
    const { format, pages } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const formats = options.formats ?? ['jpeg', 'png', 'webp', 'gif'];
    if (!(formats as readonly string[]).includes(format ?? '')) {
      throw new Error(`not an accepted image format: ${format ?? 'unknown'}`);
    }
    const imageFormat = format as ImageFormat;
    // An animation keeps its frames; EXIF orientation is a still photo's.
    const animated = (pages ?? 1) > 1;
    let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, animated });
    if (!animated) image = image.rotate();
    if (options.maxSide !== undefined) {
      image = image.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
    }
    const { data, info } = await encode(image, imageFormat, options.jpegQuality ?? 90).toBuffer({
      resolveWithObject: true,
    });
    return { format: imageFormat, data, width: info.width, height: info.pageHeight ?? info.height, size: info.size };
  } catch (error) {
    throw error instanceof UnreadableImageError ? error : new UnreadableImageError(error);
  }
}

function encode(image: Sharp, format: ImageFormat, jpegQuality: number): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: jpegQuality });
  if (format === 'png') return image.png();
  if (format === 'webp') return image.webp();
  return image.gif();
}
