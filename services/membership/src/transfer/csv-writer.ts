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
 * Most lines hold no escape, quote or comma and no field starting with a
 * formula character: those are copied byte by byte (tab to comma, LF to
 * CRLF), which is what the careful path would write for them, at a fraction of
 * its cost. The rest go through csvLine.
 */
export class CopyTextToCsv extends Transform {
  rows = 0;
  private rest: Buffer = Buffer.alloc(0);

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
    // Plain lines take at most twice their length (LF to CRLF): no bounds checks in the hot loop.
    let out: Buffer = Buffer.allocUnsafe(length * 2 + 2);
    let pos = 0;
    let start = 0;
    let rows = 0;
    while (start < length) {
      const lineStart = pos;
      let i = start;
      let plain = !isFormulaStart(data[i]);
      while (plain) {
        const byte = data[i];
        if (byte === LF) break;
        if (byte === TAB) {
          out[pos++] = COMMA;
          if (isFormulaStart(data[i + 1])) plain = false;
        } else if (byte === BACKSLASH || byte === QUOTE || byte === COMMA) {
          plain = false;
        } else {
          out[pos++] = byte;
        }
        i++;
      }
      const lf = plain ? i : data.indexOf(LF, i);
      if (plain) {
        out[pos++] = CR;
        out[pos++] = LF;
      } else {
        const line = Buffer.from(this.convert(data.toString('utf8', start, lf)), 'utf8');
        pos = lineStart;
        // Room for this line and every plain line after it.
        if (pos + line.length + 2 * (length - lf) > out.length) out = grow(out, pos, line.length + 2 * (length - lf));
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

/** A bigger buffer with out[0, pos) kept and room for at least `need` more bytes. */
function grow(out: Buffer, pos: number, need: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, pos + need));
  out.copy(bigger, 0, 0, pos);
  return bigger;
}
