import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { exifHasGps } from '@portal/testing';
import sharp from 'sharp';
import { reencodeWithoutMetadata as sut, UnreadableImageError } from './image-reencoding';

const GPS = {
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 39/1 0/1' },
};
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a8c99' } });

describe('reencodeWithoutMetadata', () => {
  it('gives back a JPEG of the same size without its EXIF, GPS position included', async () => {
    const original = await canvas(640, 480).withExif(GPS).jpeg().toBuffer();
    assert.equal(exifHasGps((await sharp(original).metadata()).exif), true, 'the original carries a GPS position');

    const image = await sut(original);

    const meta = await sharp(image.data).metadata();
    assert.deepEqual([image.format, meta.format, meta.width, meta.height], ['jpeg', 'jpeg', 640, 480]);
    assert.deepEqual([meta.exif, meta.xmp, meta.iptc], [undefined, undefined, undefined]);
    assert.deepEqual([image.width, image.height, image.size], [640, 480, image.data.length]);
  });

  it('turns a photo upright from its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await canvas(300, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const image = await sut(sideways);
    const meta = await sharp(image.data).metadata();
    assert.deepEqual([meta.width, meta.height, meta.orientation], [200, 300, undefined]);
  });

  it('keeps PNG, WebP and GIF in their format, a GIF with all its frames', async () => {
    for (const format of ['png', 'webp'] as const) {
      const original = await canvas(40, 30).withExif(GPS)[format]().toBuffer();
      const image = await sut(original);
      const meta = await sharp(image.data).metadata();
      assert.deepEqual(
        [image.format, meta.format, meta.width, meta.height, meta.exif],
        [format, format, 40, 30, undefined],
      );
    }
    const frames = await Promise.all(
      ['#123', '#456', '#789'].map((colour) =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    assert.equal((await sharp(animation).metadata()).pages, 3, 'the original has three frames');
    const image = await sut(animation);
    const meta = await sharp(image.data).metadata();
    assert.deepEqual([image.format, meta.format, meta.pages, image.width, image.height], ['gif', 'gif', 3, 20, 20]);
  });

  it('scales down to fit a square when asked, never up', async () => {
    const original = await canvas(1000, 3000).jpeg().toBuffer();
    assert.deepEqual(await sut(original, { maxSide: 480 }).then(({ width, height }) => [width, height]), [160, 480]);
    assert.deepEqual(await sut(original, { maxSide: 4000 }).then(({ width, height }) => [width, height]), [1000, 3000]);
  });

  it('refuses bytes that are no image, a truncated one, or a format not taken', async () => {
    const jpeg = await canvas(200, 200).jpeg().toBuffer();
    const gif = await canvas(10, 10).gif().toBuffer();
    await assert.rejects(sut(Buffer.from('not an image')), UnreadableImageError);
    await assert.rejects(sut(jpeg.subarray(0, 300)), UnreadableImageError);
    await assert.rejects(sut(gif, { formats: ['jpeg', 'png', 'webp'] }), UnreadableImageError);
  });
});
