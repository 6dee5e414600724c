/** Percentiles, number formats and the result table of the benchmark. */

/** Nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-IN')} rows/s`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const count = (value: number) => value.toLocaleString('en-IN');

export interface ResultLine {
  measurement: string;
  ours: string;
  baseline: string;
  /** ours / baseline, or null where the goal is absolute. */
  ratio: number | null;
  goal: string;
  pass: boolean;
}

/** A ratio goal: `at least` for throughputs, `at most` for latencies. */
export function ratioLine(
  measurement: string,
  ours: number,
  baseline: number,
  format: (n: number) => string,
  goal: { atLeast?: number; atMost?: number },
): ResultLine {
  const ratio = ours / baseline;
  const pass = goal.atLeast !== undefined ? ratio >= goal.atLeast : ratio <= goal.atMost!;
  const goalText = goal.atLeast !== undefined ? `≥ ${goal.atLeast}` : `≤ ${goal.atMost}×`;
  return { measurement, ours: format(ours), baseline: format(baseline), ratio, goal: goalText, pass };
}

/** An absolute latency goal (`< limit`), the baseline's figure beside it for comparison. */
export function belowLine(measurement: string, ours: number, baseline: number, limitMs: number): ResultLine {
  return {
    measurement,
    ours: ms(ours),
    baseline: ms(baseline),
    ratio: ours / baseline,
    goal: `< ${limitMs} ms`,
    pass: ours < limitMs,
  };
}

/** Two decimals, or three where two would round a ratio onto its goal and hide which side it is on. */
function formatRatio(line: ResultLine): string {
  if (line.ratio === null) return '—';
  const short = line.ratio.toFixed(2);
  const limit = /[\d.]+/.exec(line.goal)?.[0];
  return limit !== undefined && Number(short) === Number(limit) && line.ratio !== Number(limit)
    ? line.ratio.toFixed(3)
    : short;
}

export function printTable(lines: ResultLine[]): string {
  const rows = [
    ['measurement', 'ours', 'baseline', 'ratio', 'goal', 'result'],
    ...lines.map((l) => [l.measurement, l.ours, l.baseline, formatRatio(l), l.goal, l.pass ? 'PASS' : 'MISS']),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => [...row[column]].length)));
  const format = (row: string[]) =>
    row.map((cell, column) => cell + ' '.repeat(widths[column] - [...cell].length)).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [format(rows[0]), rule, ...rows.slice(1).map(format)].join('\n');
}

/** What a benchmark prints at the end: its headline, the table, the notes and how many goals were met. */
export function reportText(headline: string, lines: ResultLine[], notes: string[]): string {
  return [
    '',
    headline,
    '',
    printTable(lines),
    '',
    ...notes,
    '',
    `${lines.filter((l) => l.pass).length} of ${lines.length} goals met`,
    '',
  ].join('\n');
}
