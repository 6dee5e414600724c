import { describe, expect, it } from 'vitest';
import { GALLERY_ACCEPT, mediaKindOf, mediaProblem, titleFromFileName } from './media-checks';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('mediaProblem', () => {
  it('accepts JPEG, PNG and WebP images up to 10MB and MP4 or WebM videos up to 200MB', () => {
    expect(mediaProblem(file('a.jpg', 'image/jpeg', 10 * MB))).toBeNull();
    expect(mediaProblem(file('a.png', 'image/png', 1))).toBeNull();
    expect(mediaProblem(file('a.webp', 'image/webp', 1))).toBeNull();
    expect(mediaProblem(file('a.mp4', 'video/mp4', 200 * MB))).toBeNull();
    expect(mediaProblem(file('a.webm', 'video/webm', 1))).toBeNull();
  });

  it("refuses an image over 10MB with 'Please select an image under 10MB'", () => {
    expect(mediaProblem(file('a.jpg', 'image/jpeg', 10 * MB + 1))).toBe('Please select an image under 10MB');
  });

  it("refuses a video over 200MB with 'Please select a video under 200MB'", () => {
    expect(mediaProblem(file('a.mp4', 'video/mp4', 200 * MB + 1))).toBe('Please select a video under 200MB');
  });

  it('refuses other kinds of file with the list of what is accepted', () => {
    const wrong = 'Please select a JPEG, PNG or WebP image, or an MP4 or WebM video';
    expect(mediaProblem(file('scan.pdf', 'application/pdf', 1))).toBe(wrong);
    expect(mediaProblem(file('photo.gif', 'image/gif', 1))).toBe(wrong);
    expect(mediaProblem(file('clip.mov', 'video/quicktime', 1))).toBe(wrong);
  });

  it('goes by the name when the browser reports no type', () => {
    expect(mediaKindOf(file('IMG_001.JPG', '', 1))).toBe('image');
    expect(mediaKindOf(file('clip.webm', '', 1))).toBe('video');
    expect(mediaKindOf(file('notes', '', 1))).toBeNull();
  });
});

describe('GALLERY_ACCEPT', () => {
  it("offers the gallery's extensions in the browser's picker", () => {
    expect(GALLERY_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', '.webp', '.mp4', '.webm']),
    );
  });
});

describe('titleFromFileName', () => {
  it('names an upload after its file when no title is given', () => {
    expect(titleFromFileName('Stage night.jpg')).toBe('Stage night');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });
});
