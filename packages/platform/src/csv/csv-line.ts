/** Cells a spreadsheet would run as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: a value starting with = + - @ tab or CR gets a leading single
 * quote so spreadsheets show it as text, then RFC 4180 quoting when it holds a
 * quote, comma or line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: string[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
