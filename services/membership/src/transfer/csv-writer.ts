import { Transform, TransformCallback } from 'node:stream';
import { csvLine } from '@portal/platform';
import { fromCopyText } from './copy-text';

export { csvCell, csvLine } from '@portal/platform';

// A line needs the careful path when a field may start with a formula
// character, or holds an escape, a quote or a comma.
const PLAIN_LINE = /[\\",]|(?:^|\t)[=+\-@]/;

/**
 * Turns the output of `COPY (...) TO STDOUT` (text format: tab-separated,
 * backslash escapes, one row per line) into CSV with the given header: UTF-8
 * with a BOM (so spreadsheets read Indian names right), CRLF line ends,
 * RFC 4180 quoting and neutralised formula cells. Works line by line, so
 * memory stays flat whatever the number of rows; counts the rows.
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
    const end = data.lastIndexOf(10);
    if (end < 0) {
      this.rest = data;
      return callback();
    }
    this.rest = data.subarray(end + 1);
    const lines = data.toString('utf8', 0, end).split('\n');
    let out = '';
    for (const line of lines) out += this.convert(line);
    this.rows += lines.length;
    callback(null, out);
  }

  override _flush(callback: TransformCallback): void {
    if (this.rest.length > 0) {
      this.rows++;
      return callback(null, this.convert(this.rest.toString('utf8')));
    }
    callback();
  }

  private convert(line: string): string {
    if (!PLAIN_LINE.test(line)) return line.replace(/\t/g, ',') + '\r\n';
    return csvLine(line.split('\t').map(fromCopyText));
  }
}
