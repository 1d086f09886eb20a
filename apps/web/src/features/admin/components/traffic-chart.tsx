import { useId } from 'react';
import { useMessages } from '@/lib/i18n/messages';

/** One period of a chart: its label (a time) and its value, null where there is nothing to measure. */
export interface ChartPoint {
  label: string;
  value: number | null;
}

export interface TrafficChartProps {
  title: string;
  /** The numbers in words: the chart's description for assistive technology, and shown under it. */
  summary: string;
  /** The header of the table's first column (Minute, Hour) and of its second (what is counted). */
  periodHeader: string;
  valueHeader: string;
  points: ChartPoint[];
  /** Bars for counts, a line for a ratio (0 to 1, where the scale is fixed). */
  kind: 'bars' | 'line';
  format: (value: number) => string;
  /** Bootstrap text colour the marks are drawn in (fill and stroke take currentColor). */
  tone: 'primary' | 'danger' | 'success' | 'info';
}

const WIDTH = 600;
const HEIGHT = 150;
const PAD = { left: 44, right: 8, top: 10, bottom: 22 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** The segments of a line through the points that have a value (a period without one breaks it). */
function lineSegments(points: ChartPoint[], x: (i: number) => number, y: (v: number) => number): string[] {
  const segments: string[] = [];
  let current: string[] = [];
  points.forEach((point, i) => {
    if (point.value === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
      return;
    }
    current.push(`${x(i).toFixed(1)},${y(point.value).toFixed(1)}`);
  });
  if (current.length) segments.push(current.join(' '));
  return segments;
}

/**
 * A small chart drawn as inline SVG (docs/decisions/0081): an image with a title and a description in
 * words for assistive technology, and every number in a table under it.
 */
export function TrafficChart({
  title,
  summary,
  periodHeader,
  valueHeader,
  points,
  kind,
  format,
  tone,
}: TrafficChartProps) {
  const t = useMessages();
  const id = useId();
  const values = points.map((p) => p.value ?? 0);
  const max = kind === 'line' ? 1 : Math.max(1, ...values);
  const step = PLOT_W / Math.max(1, points.length);
  const x = (i: number) => PAD.left + i * step + step / 2;
  const y = (v: number) => PAD.top + PLOT_H - (v / max) * PLOT_H;
  const first = points[0]?.label ?? '';
  const last = points.at(-1)?.label ?? '';
  return (
    <figure className="card bg-body-tertiary h-100 mb-0" data-live="">
      <div className="card-body">
        <figcaption className="fw-semibold mb-2">{title}</figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          className={`text-${tone} d-block`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <g className="text-body-secondary" fill="currentColor" fontSize="11">
            <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
              {format(max)}
            </text>
            <text x={PAD.left - 6} y={PAD.top + PLOT_H} textAnchor="end">
              {format(0)}
            </text>
            <text x={PAD.left} y={HEIGHT - 6}>
              {first}
            </text>
            <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
              {last}
            </text>
          </g>
          <g className="text-body-secondary" stroke="currentColor" strokeOpacity="0.35">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} strokeDasharray="3 3" />
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H} />
          </g>
          {kind === 'bars' ? (
            <g fill="currentColor">
              {values.map((value, i) =>
                value > 0 ? (
                  <rect
                    key={points[i]!.label}
                    x={x(i) - step * 0.4}
                    width={step * 0.8}
                    y={y(value)}
                    height={PAD.top + PLOT_H - y(value)}
                  />
                ) : null,
              )}
            </g>
          ) : (
            <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
              {lineSegments(points, x, y).map((segment) =>
                segment.includes(' ') ? (
                  <polyline key={segment} points={segment} />
                ) : (
                  <circle
                    key={segment}
                    cx={segment.split(',')[0]}
                    cy={segment.split(',')[1]}
                    r="2"
                    fill="currentColor"
                  />
                ),
              )}
            </g>
          )}
        </svg>
        <p className="small text-body-secondary mt-2 mb-1">{summary}</p>
        <details>
          <summary className="small">{t.admin.traffic.showNumbers(title)}</summary>
          <table className="table table-sm small mb-0">
            <thead>
              <tr>
                <th scope="col">{periodHeader}</th>
                <th scope="col" className="text-end">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.label}>
                  <td>{point.label}</td>
                  <td className="text-end">
                    {point.value === null ? t.admin.traffic.none : format(point.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </figure>
  );
}
