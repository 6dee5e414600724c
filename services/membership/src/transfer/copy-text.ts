/** PostgreSQL's COPY text format (what COPY ... TO STDOUT writes): tab-separated fields, backslash escapes, \N for NULL. */

const DECODE: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };

/** A field as COPY ... TO STDOUT writes it, back to its value (NULL as ''). */
export function fromCopyText(field: string): string {
  if (field === '\\N') return '';
  if (!field.includes('\\')) return field;
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code[0] === 'x') return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return DECODE[code] ?? code;
  });
}
