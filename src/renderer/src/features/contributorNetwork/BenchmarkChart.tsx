import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { itemPath } from '../../../../shared/deepLinks';
import { localDate, localTime } from '../../lib/format';
import { totalCost } from './benchmarkWords';
import type { BenchmarkSummary } from './types';

type Axis = 'cost' | 'time';

/** Average accuracy against total cost or against publication time; a point opens its item. */
export function BenchmarkChart({ rows }: { rows: readonly BenchmarkSummary[] }) {
  const [axis, setAxis] = useState<Axis>('time');
  const navigate = useNavigate();
  const points = rows
    .map((r) => ({
      x: axis === 'cost' ? totalCost(r) : Date.parse(r.publishedAt),
      y: Math.round(r.avgAccuracy * 1000) / 10,
      code: r.publicCode,
      title: r.title,
    }))
    .filter((p): p is typeof p & { x: number } => p.x !== null && Number.isFinite(p.x));
  return (
    <figure className="section card" data-testid="cn-bench-chart">
      <div className="section__header">
        <figcaption>
          <strong>Average accuracy</strong> against{' '}
          <select
            value={axis}
            onChange={(e) => setAxis(e.target.value as Axis)}
            aria-label="Horizontal axis"
            data-testid="cn-bench-axis"
          >
            <option value="time">publication time</option>
            <option value="cost">total cost (USD)</option>
          </select>
        </figcaption>
        <span className="muted">{points.length} results on this chart</span>
      </div>
      {points.length === 0 ? (
        <p className="muted">
          {axis === 'cost' ? 'These results do not report a cost.' : 'No results to draw.'}
        </p>
      ) : (
        <div className="cn-chart">
          <ResponsiveContainer width="100%" height="100%">
            <ScatterChart margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border-subtle)" />
              <XAxis
                type="number"
                dataKey="x"
                domain={['auto', 'auto']}
                name={axis === 'cost' ? 'Cost' : 'Published'}
                tickFormatter={(v: number) => (axis === 'cost' ? `$${v.toFixed(2)}` : localDate(new Date(v)))}
                stroke="var(--fg-muted)"
              />
              <YAxis
                type="number"
                dataKey="y"
                unit=" %"
                domain={[0, 100]}
                name="Accuracy"
                stroke="var(--fg-muted)"
              />
              <Tooltip
                formatter={(value, name) =>
                  name === 'Accuracy'
                    ? `${value} %`
                    : axis === 'cost'
                      ? `$${Number(value).toFixed(2)}`
                      : localTime(new Date(Number(value)))
                }
                contentStyle={{ background: 'var(--bg-elev)', border: '1px solid var(--border)' }}
              />
              <Scatter
                data={points}
                fill="var(--accent)"
                isAnimationActive={false}
                onClick={(p) => {
                  const code = (p.payload as { code?: string | null } | undefined)?.code;
                  if (code) navigate(itemPath(code));
                }}
                cursor="pointer"
              />
            </ScatterChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
