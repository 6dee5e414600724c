import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, appIconFiles as sut, iconPixels } from './app-icons';

/** Width, height, colour type and the RGBA of pixel (x, y) of a PNG as encodePng writes it (filter 0 rows). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, colourType: png[25], pixel };
}

describe('app icons', () => {
  it('writes the 192 and 512 px PNGs the manifest names, plain and maskable, so phones can install the portal', () => {
    const files = sut();
    expect(files.map((file) => file.fileName)).toEqual(APP_ICONS.map((icon) => icon.file));
    for (const [index, file] of files.entries()) {
      const png = readPng(file.source);
      expect([png.width, png.height]).toEqual([APP_ICONS[index].size, APP_ICONS[index].size]);
      expect(png.colourType).toBe(6);
    }
  });

  it('fills a maskable icon to its corners in the brand blue, where the plain one is a rounded tile', () => {
    const [plain, , maskable] = sut().map((file) => readPng(file.source));
    expect(maskable.pixel(0, 0)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(plain.pixel(0, 0)[3]).toBe(0);
    expect(plain.pixel(96, 10)).toEqual([0x1d, 0x4e, 0xd8, 255]);
  });

  it('keeps the maskable icon’s white camera inside the safe circle (80% of the side)', () => {
    const size = 192;
    const pixels = iconPixels(size, 'maskable');
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const at = (y * size + x) * 4;
        const white = pixels[at] === 255 && pixels[at + 1] === 255 && pixels[at + 2] === 255;
        if (white) expect(Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)).toBeLessThanOrEqual(size * 0.4);
      }
    }
  });
});
