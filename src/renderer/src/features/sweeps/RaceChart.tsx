/**
 * Each variant's accuracy after each round (over every answer it gave so far), one line per
 * variant, ending where it was dropped. Drawn with recharts as the Playground's and Experiments'
 * charts are: colours from the theme through classes (sweeps.css), so dark mode needs nothing here.
 */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SweepView } from '../../../../shared/contracts/sweeps';
import { letter } from './sweepWords';

const TOOLTIP_STYLE = { background: 'var(--bg-elev)', borderColor: 'var(--border)', color: 'var(--fg)' };
const percentTick = (v: number) => `${Math.round(v * 100)} %`;

export function RaceChart({ view }: { view: SweepView }) {
  const { history } = view;
  if (history.length === 0)
    return (
      <p className="muted" data-testid="sw-chart-empty">
        The chart appears once the first round has ended and its answers are scored.
      </p>
    );
  const variants = view.plan.variants.map((v) => v.position);
  const data = history.map((h) => {
    const row: Record<string, number | string | null> = { round: `Round ${h.round + 1}` };
    for (const v of variants) row[`v${v}`] = h.accuracy[v] ?? null;
    return row;
  });
  return (
    <figure
      className="sw-chart"
      aria-label={`Accuracy of each variant after each of ${history.length} ${history.length === 1 ? 'round' : 'rounds'}`}
      data-testid="sw-chart"
    >
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 640, height: 240 }}>
        <LineChart data={data} margin={{ top: 8, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="round" tickLine={false} padding={{ left: 24, right: 24 }} />
          <YAxis domain={[0, 1]} tickFormatter={percentTick} width={48} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            itemStyle={{ color: 'var(--fg)' }}
            formatter={(v) => (typeof v === 'number' ? `${(v * 100).toFixed(1)} %` : 'dropped')}
          />
          <Legend formatter={(v) => <span className="sw-chart__legend">{v}</span>} />
          {variants.map((v) => (
            <Line
              key={v}
              dataKey={`v${v}`}
              name={`${letter(v)}`}
              className={`sw-line sw-line--${v % 8}`}
              // Dots are drawn apart from their line's group: they carry the colour class themselves.
              dot={{ r: 4, strokeWidth: 2, className: `sw-dot sw-dot--${v % 8}` }}
              activeDot={{ r: 6, className: `sw-dot sw-dot--${v % 8}` }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
      <figcaption className="muted">
        Over every answer each variant gave up to that round; a line ends where its variant was dropped.
      </figcaption>
    </figure>
  );
}
