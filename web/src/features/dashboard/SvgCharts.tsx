/**
 * Small hand-drawn SVG charts for the dashboard (a chart library cost the dashboard ~110 KiB gzipped).
 * They are pictures only: the caller hides them from assistive technology and renders the figures
 * as a table. The bar chart is drawn at its box's width (its text stays 12 px); the donut scales with its box.
 */
import { useElementWidth } from '../../components/use-element-width';

export interface LegendItem {
  label: string;
  colour: string;
}

function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="svg-chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className="svg-chart-swatch" style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export interface DonutSlice {
  label: string;
  value: number;
  colour: string;
}

const TAU = Math.PI * 2;

function arcPoint(cx: number, cy: number, r: number, angle: number) {
  // Angle 0 is at twelve o'clock, going clockwise.
  return `${(cx + r * Math.sin(angle)).toFixed(2)} ${(cy - r * Math.cos(angle)).toFixed(2)}`;
}

function slicePath(start: number, end: number, outer: number, inner: number, c: number) {
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${arcPoint(c, c, outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${arcPoint(c, c, outer, end)}`,
    `L ${arcPoint(c, c, inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${arcPoint(c, c, inner, start)}`,
    'Z',
  ].join(' ');
}

/** A ring of slices with the total in the middle and a legend with each slice's figure. */
export function DonutChart({
  slices,
  format,
  totalLabel,
}: {
  slices: DonutSlice[];
  format: (value: number) => string;
  totalLabel: string;
}) {
  const size = 200;
  const c = size / 2;
  const outer = 92;
  const inner = 56;
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const shown = slices.filter((s) => s.value > 0);
  let angle = 0;
  return (
    <div className="svg-chart">
      <svg viewBox={`0 0 ${size} ${size}`} className="svg-chart-donut" focusable="false" aria-hidden="true">
        {total === 0 && <circle cx={c} cy={c} r={(outer + inner) / 2} fill="none" stroke="#e5e7eb" strokeWidth={36} />}
        {shown.length === 1 && (
          <circle cx={c} cy={c} r={(outer + inner) / 2} fill="none" stroke={shown[0].colour} strokeWidth={36} />
        )}
        {shown.length > 1 &&
          shown.map((slice) => {
            const start = angle;
            angle += (slice.value / total) * TAU;
            // A hairline gap between slices, as long as a slice is wide enough to keep one.
            const gap = angle - start > 0.04 ? 0.01 : 0;
            return (
              <path key={slice.label} d={slicePath(start + gap, angle - gap, outer, inner, c)} fill={slice.colour}>
                <title>{`${slice.label}: ${format(slice.value)}`}</title>
              </path>
            );
          })}
        <text x={c} y={c - 4} textAnchor="middle" className="svg-chart-total">
          {format(total)}
        </text>
        <text x={c} y={c + 16} textAnchor="middle" className="svg-chart-caption">
          {totalLabel}
        </text>
      </svg>
      <ChartLegend items={slices.map((s) => ({ label: `${s.label}: ${format(s.value)}`, colour: s.colour }))} />
    </div>
  );
}

/** Round axis steps (1, 2, 2.5 or 5 times a power of ten) so the grid lines land on readable figures. */
export function niceTicks(max: number, count = 4, wholeNumbers = true): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10]
    .map((m) => m * power)
    .find((s) => s >= rough && (!wholeNumbers || Number.isInteger(s)));
  const size = step ?? Math.ceil(rough);
  const ticks: number[] = [];
  for (let value = 0; value < max + size; value += size) {
    ticks.push(value);
    if (value >= max) break;
  }
  return ticks;
}

export interface BarSeries {
  key: string;
  label: string;
  colour: string;
}

export interface BarGroup {
  label: string;
  values: Record<string, number>;
}

/** Vertical bars per category; with several series they stack, bottom to top in the series' order. */
export function BarChart({
  groups,
  series,
  formatTick,
  formatValue = formatTick,
  legend = series.length > 1,
}: {
  groups: BarGroup[];
  series: BarSeries[];
  formatTick: (value: number) => string;
  /** The figure in a bar's hover title (the axis may round it). */
  formatValue?: (value: number) => string;
  legend?: boolean;
}) {
  // Drawn at the box's own width, so the axis text is its CSS size (12 px) however wide the card is.
  const [box, measured] = useElementWidth<HTMLDivElement>(480);
  const width = Math.max(240, measured);
  const height = 260;
  const longestTick = Math.max(...niceTicks(maxTotal(groups, series)).map((t) => formatTick(t).length));
  const left = Math.min(90, 14 + longestTick * 7);
  const right = 8;
  const top = 10;
  const bottom = 26;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const ticks = niceTicks(maxTotal(groups, series));
  const axisMax = ticks[ticks.length - 1];
  const y = (value: number) => top + plotHeight - (value / axisMax) * plotHeight;
  const slot = groups.length > 0 ? plotWidth / groups.length : plotWidth;
  const barWidth = Math.min(48, slot * 0.6);
  // Month labels thin out when there are more than fit side by side, counted from the newest, which is always
  // labelled; every bar also names its month in its hover title.
  const labelEvery = Math.max(1, Math.ceil(groups.length / Math.max(1, Math.floor(plotWidth / 48))));
  return (
    <div className="svg-chart" ref={box}>
      <svg viewBox={`0 0 ${width} ${height}`} className="svg-chart-bars" focusable="false" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e5e7eb"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={left - 6} y={y(tick) + 4} textAnchor="end" className="svg-chart-tick">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {groups.map((group, i) => {
          const x = left + slot * i + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={group.label}>
              {series.map((s) => {
                const value = Math.max(0, group.values[s.key] ?? 0);
                const from = base;
                base += value;
                if (value === 0) return null;
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={Math.max(0, y(from) - y(base))}
                    fill={s.colour}
                  >
                    <title>{`${group.label}, ${s.label}: ${formatValue(value)}`}</title>
                  </rect>
                );
              })}
              {(groups.length - 1 - i) % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" className="svg-chart-tick">
                  {group.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {legend && <ChartLegend items={series} />}
    </div>
  );
}

function maxTotal(groups: BarGroup[], series: BarSeries[]): number {
  return Math.max(0, ...groups.map((g) => series.reduce((sum, s) => sum + Math.max(0, g.values[s.key] ?? 0), 0)));
}
