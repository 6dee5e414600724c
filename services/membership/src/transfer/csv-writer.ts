import { Transform, TransformCallback } from 'node:stream';
import { csvLine } from '@portal/platform';
import { fromCopyText } from './copy-text';

export { csvCell, csvLine } from '@portal/platform';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;
const APOSTROPHE = 0x27;

/** = + - @: a field starting with one of these would run as a formula. */
function isFormulaStart(byte: number): boolean {
  return byte === 0x3d || byte === 0x2b || byte === 0x2d || byte === 0x40;
}

/**
 * Turns the output of `COPY (...) TO STDOUT` (text format: tab-separated,
 * backslash escapes, one row per line) into CSV with the given header: UTF-8
 * with a BOM (so spreadsheets read Indian names right), CRLF line ends,
 * RFC 4180 quoting and neutralised formula cells. Works line by line, so
 * memory stays flat whatever the number of rows; counts the rows.
 *
 * Lines without a backslash (no escape, no NULL: nearly all of them) are
 * converted byte by byte, field by field: tab to comma, LF to CRLF, a field
 * holding a comma or quote (an address) quoted with its quotes doubled, a
 * formula start prefixed, which is what csvCell writes for them, at a fraction
 * of its cost. The rest go through csvLine.
 */
export class CopyTextToCsv extends Transform {
  rows = 0;
  private rest: Buffer = Buffer.alloc(0);
  /** Where writePlainLine found the end of the line it wrote. */
  private readonly cursor = { lf: 0 };

  constructor(private readonly header: string[]) {
    super();
    this.push('\uFEFF' + csvLine(header));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const data = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    // A newline byte never occurs inside a multi-byte UTF-8 character, so
    // cutting at the last one never splits a character.
    const end = data.lastIndexOf(LF);
    if (end < 0) {
      this.rest = data;
      return callback();
    }
    this.rest = data.subarray(end + 1);
    callback(null, this.convertLines(data, end + 1));
  }

  override _flush(callback: TransformCallback): void {
    if (this.rest.length > 0) {
      this.rows++;
      return callback(null, this.convert(this.rest.toString('utf8')));
    }
    callback();
  }

  /** Converts the whole lines in data[0, length); every line ends with LF. */
  private convertLines(data: Buffer, length: number): Buffer {
    // A field and its separator at most triple (`"` and its separator become `""""` and CRLF): no bounds
    // checks in the hot loop.
    let out: Buffer = Buffer.allocUnsafe(length * 3 + 2);
    let pos = 0;
    let start = 0;
    let rows = 0;
    while (start < length) {
      const lineStart = pos;
      const end = writePlainLine(data, start, out, pos, this.cursor);
      let lf: number;
      if (end >= 0) {
        pos = end;
        lf = this.cursor.lf;
      } else {
        lf = data.indexOf(LF, start);
        const line = Buffer.from(this.convert(data.toString('utf8', start, lf)), 'utf8');
        pos = lineStart;
        // Room for this line and every line after it.
        const need = line.length + 3 * (length - lf) + 2;
        if (pos + need > out.length) out = grow(out, pos, need);
        pos += line.copy(out, pos);
      }
      rows++;
      start = lf + 1;
    }
    this.rows += rows;
    return out.subarray(0, pos);
  }

  private convert(line: string): string {
    return csvLine(line.split('\t').map(fromCopyText));
  }
}

/**
 * Writes the CSV of the line starting at data[start] (ending with LF) to out[pos...] when the line holds
 * no backslash, answering the position after it and putting the line's LF in cursor; -1 (out partly
 * written) when the line needs csvLine.
 */
function writePlainLine(data: Buffer, start: number, out: Buffer, pos: number, cursor: { lf: number }): number {
  let i = start;
  for (;;) {
    const fieldStart = i;
    const fieldOut = pos;
    const formula = isFormulaStart(data[i]);
    if (formula) out[pos++] = APOSTROPHE;
    let byte = data[i];
    while (byte !== TAB && byte !== LF && byte !== COMMA && byte !== QUOTE && byte !== BACKSLASH) {
      out[pos++] = byte;
      byte = data[++i];
    }
    if (byte === BACKSLASH) return -1;
    if (byte === COMMA || byte === QUOTE) {
      // Written again, quoted.
      pos = fieldOut;
      out[pos++] = QUOTE;
      if (formula) out[pos++] = APOSTROPHE;
      i = fieldStart;
      byte = data[i];
      while (byte !== TAB && byte !== LF) {
        if (byte === BACKSLASH) return -1;
        out[pos++] = byte;
        if (byte === QUOTE) out[pos++] = QUOTE;
        byte = data[++i];
      }
      out[pos++] = QUOTE;
    }
    if (byte === LF) {
      cursor.lf = i;
      out[pos++] = CR;
      out[pos++] = LF;
      return pos;
    }
    out[pos++] = COMMA;
    i++;
  }
}

/** A bigger buffer with out[0, pos) kept and room for at least `need` more bytes. */
function grow(out: Buffer, pos: number, need: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, pos + need));
  out.copy(bigger, 0, 0, pos);
  return bigger;
}
