import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import sharp from 'sharp';
import { makeImageVariants as sut, UnreadableImageError } from './image-variants';

describe('makeImageVariants', () => {
  it('makes a web copy within 1600 px and a thumbnail within 480 px in the same format, without EXIF', async () => {
    const original = await sharp({ create: { width: 1000, height: 3000, channels: 3, background: '#345' } })
      .withExif({ IFD0: { Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .webp()
      .toBuffer();
    const variants = await sut(original);
    assert.deepEqual([variants.format, variants.contentType, variants.extension], ['webp', 'image/webp', 'webp']);
    assert.deepEqual([variants.web.width, variants.web.height], [533, 1600]);
    assert.deepEqual([variants.thumbnail.width, variants.thumbnail.height], [160, 480]);
    for (const variant of [variants.web, variants.thumbnail]) {
      const meta = await sharp(variant.data).metadata();
      assert.deepEqual([meta.format, meta.exif, variant.size], ['webp', undefined, variant.data.length]);
    }
  });

  it('refuses bytes that are not a JPEG, PNG or WebP image', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.from('not an image'), gif]) {
      await assert.rejects(sut(bytes), UnreadableImageError);
    }
  });
});
