/** A distribution as bars (elapsed time per cell): recharts, theme colours through CSS. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CategoryTick } from './CategoryTick';

/** Inline style values may name theme variables, so the tooltip follows dark mode. */
const TOOLTIP_STYLE = { background: 'var(--bg-elev)', borderColor: 'var(--border)', color: 'var(--fg)' };

export interface Bin {
  label: string;
  count: number;
}

export function HistogramChart({ bins, label, unit }: { bins: Bin[]; label: string; unit: string }) {
  return (
    <figure className="pg-chart" aria-label={label} data-testid="pg-histogram">
      <ResponsiveContainer width="100%" height={200} initialDimension={{ width: 640, height: 200 }}>
        <BarChart data={bins} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid vertical={false} className="pg-chart__grid" />
          <XAxis dataKey="label" tickLine={false} interval={0} tick={<CategoryTick />} height={40} />
          <YAxis allowDecimals={false} width={48} />
          <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => [`${v} ${unit}`, 'count']} />
          <Bar dataKey="count" className="pg-series pg-series--1" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
