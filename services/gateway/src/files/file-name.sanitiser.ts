import { extname } from 'node:path';

const MAX_NAME_LENGTH = 200;

/**
 * A file name safe to store, show and put in a header: no folders, no control
 * characters (so no header injection), none of the characters Windows refuses,
 * no leading dots (hidden files), at most 200 characters with the extension kept.
 */
export function sanitiseFileName(raw: string | null | undefined, fallback = 'file'): string {
  const base = String(raw ?? '')
    .normalize('NFC')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!base) return fallback;
  if (base.length <= MAX_NAME_LENGTH) return base;
  const extension = extname(base).slice(0, 16);
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/**
 * Content-Disposition with a plain-ASCII `filename` for old clients and the
 * exact UTF-8 name in `filename*` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', rawName: string): string {
  const name = sanitiseFileName(rawName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
