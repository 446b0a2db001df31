/**
 * Accuracy per model, one bar per configuration (baseline, each cheatsheet). Drawn with recharts:
 * plain SVG from React, no eval and no injected <style>, so it runs under the app's CSP; colours
 * come from the theme through CSS classes, so dark mode needs nothing here.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CategoryTick } from './CategoryTick';

/** Inline style values may name theme variables, so the tooltip follows dark mode. */
const TOOLTIP_STYLE = { background: 'var(--bg-elev)', borderColor: 'var(--border)', color: 'var(--fg)' };

export interface AccuracySeries {
  /** Configuration label, e.g. "Baseline" or a cheatsheet's title. */
  name: string;
}

export interface AccuracyPoint {
  model: string;
  /** Accuracy 0..1 per series, by the series' position; null when nothing was scored. */
  values: (number | null)[];
}

interface Props {
  series: AccuracySeries[];
  points: AccuracyPoint[];
  /** Accessible summary of what the chart shows. */
  label: string;
}

const percent = (v: number) => `${Math.round(v * 100)} %`;

export function AccuracyChart({ series, points, label }: Props) {
  const data = points.map((p) => {
    const row: Record<string, string | number | null> = { model: p.model };
    series.forEach((_, i) => {
      row[`s${i}`] = p.values[i] ?? null;
    });
    return row;
  });
  return (
    <figure className="pg-chart" aria-label={label} data-testid="pg-accuracy-chart">
      <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 640, height: 260 }}>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid vertical={false} className="pg-chart__grid" />
          <XAxis dataKey="model" tickLine={false} interval={0} tick={<CategoryTick />} height={40} />
          <YAxis domain={[0, 1]} tickFormatter={percent} width={48} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            formatter={(v) => (typeof v === 'number' ? percent(v) : 'nothing scored')}
          />
          <Legend formatter={(v) => <span className="pg-chart__legend">{v}</span>} />
          {series.map((s, i) => (
            <Bar
              key={s.name}
              dataKey={`s${i}`}
              name={s.name}
              className={`pg-series pg-series--${i % 6}`}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
