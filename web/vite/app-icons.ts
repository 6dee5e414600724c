import { deflateSync } from 'node:zlib';

/** The portal's brand blue (theme.ts colorPrimary), as the favicon in index.html draws it. */
const BLUE: [number, number, number] = [0x1d, 0x4e, 0xd8];
const WHITE: [number, number, number] = [0xff, 0xff, 0xff];

export type IconPurpose = 'any' | 'maskable';

/** Where a point of the favicon's 32×32 drawing lies: on the white camera, the blue tile, or outside. */
function paintAt(x: number, y: number, purpose: IconPurpose): 'white' | 'blue' | 'none' {
  // A maskable icon fills its square (the launcher cuts its own shape) and keeps the camera inside the
  // safe circle (80% of the side); the plain one is the favicon's rounded tile.
  const scale = purpose === 'maskable' ? 0.62 : 1;
  const u = (x - 16) / scale + 16;
  const v = (y - 16) / scale + 16;
  const lens = Math.hypot(u - 16, v - 17);
  if (lens >= 5.5 && lens <= 8.5) return 'white';
  if (u >= 10 && u <= 18 && v >= 6 && v <= 10) return 'white';
  if (purpose === 'maskable') return 'blue';
  const r = 8;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return Math.hypot(x - cx, y - cy) <= r ? 'blue' : 'none';
}

/** The RGBA pixels of the icon at `size`×`size`, each pixel averaged over 4×4 samples for smooth edges. */
export function iconPixels(size: number, purpose: IconPurpose): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const paint = paintAt(
            ((px + (sx + 0.5) / samples) * 32) / size,
            ((py + (sy + 0.5) / samples) * 32) / size,
            purpose,
          );
          if (paint === 'none') continue;
          const colour = paint === 'white' ? WHITE : BLUE;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = (py * size + px) * 4;
      pixels[at] = a ? Math.round(r / a) : 0;
      pixels[at + 1] = a ? Math.round(g / a) : 0;
      pixels[at + 2] = a ? Math.round(b / a) : 0;
      pixels[at + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (8-bit RGBA, no interlace) of the pixels: what the web app manifest's icons need. */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The manifest's icons: file name (under icons/), size and purpose. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const satisfies readonly { file: string; size: number; purpose: IconPurpose }[];

/** The app icons drawn at build time from the favicon's shapes (no image tool or binary needed). */
export function appIconFiles(): { fileName: string; source: Buffer }[] {
  return APP_ICONS.map((icon) => ({
    fileName: icon.file,
    source: encodePng(icon.size, iconPixels(icon.size, icon.purpose)),
  }));
}
