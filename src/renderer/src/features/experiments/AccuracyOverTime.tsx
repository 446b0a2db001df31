/**
 * Accuracy per model across versions over time: one line per model, one point per run. Colours
 * come from the theme through the Playground's series classes, so dark mode needs nothing here.
 */

import { format } from 'date-fns';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { localTime } from '../../lib/format';
import type { SeriesPoint } from './experimentRows';

const TOOLTIP_STYLE = { background: 'var(--bg-elev)', borderColor: 'var(--border)', color: 'var(--fg)' };
const percent = (v: number) => `${Math.round(v * 100)} %`;
const DAY_MS = 86_400_000;
/** Ticks by day over a long span, by time of day when the runs are hours apart (local time). */
const tickText = (spanMs: number) => (ms: number) =>
  format(new Date(ms), spanMs < 3_600_000 ? 'HH:mm:ss' : spanMs < 2 * DAY_MS ? 'HH:mm' : 'MMM d');

interface Props {
  series: { models: string[]; points: SeriesPoint[] };
  modelName: (id: string) => string;
}

export function AccuracyOverTime({ series, modelName }: Props) {
  const { models, points } = series;
  const span = points.length > 1 ? points[points.length - 1]!.at - points[0]!.at : 0;
  if (points.length === 0 || models.length === 0)
    return (
      <p className="muted xp-chart-empty" data-testid="xp-chart-empty">
        No scored run among those shown yet: the chart of accuracy over time appears once a run has results.
      </p>
    );
  return (
    <figure
      className="pg-chart xp-chart"
      aria-label={`Accuracy per model over ${points.length} runs, oldest first`}
      data-testid="xp-chart"
    >
      <figcaption className="muted">
        Accuracy per model, run by run (hover a point for its version). The points are not joined: runs of
        different versions and configurations are not one trend.
      </figcaption>
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 640, height: 240 }}>
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid vertical={false} className="pg-chart__grid" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={tickText(span)}
            padding={{ left: 24, right: 24 }}
            tickLine={false}
          />
          <YAxis domain={[0, 1]} tickFormatter={percent} width={48} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelFormatter={(at, payload) => {
              const p = payload?.[0]?.payload as SeriesPoint | undefined;
              return `${localTime(new Date(Number(at)))} · ${p?.version ?? ''}`;
            }}
            formatter={(v) => (typeof v === 'number' ? percent(v) : 'not scored')}
          />
          <Legend formatter={(v) => <span className="pg-chart__legend">{v}</span>} />
          {models.map((m, i) => (
            <Line
              key={m}
              dataKey={`m:${m}`}
              name={modelName(m)}
              className={`xp-line xp-line--${i % 6}`}
              // Points only (experiments.css): a line would read as a trend across unlike runs.
              dot={{ r: 4, strokeWidth: 2 }}
              activeDot={{ r: 6 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
