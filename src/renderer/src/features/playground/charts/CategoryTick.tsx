/**
 * A category axis label that is always drawn: recharts skips labels that would overlap, so a
 * narrow chart named every other bar. Every tick is shown (`interval={0}`), its words wrapped onto
 * up to two short lines and the rest cut with "…", the whole label on hover.
 */
interface TickProps {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  /** Room for one label, in characters (about the bar's width). */
  chars?: number;
}

export function CategoryTick({ x = 0, y = 0, payload, chars = 12 }: TickProps) {
  const label = String(payload?.value ?? '');
  const lines = wrapLabel(label, chars);
  return (
    <g transform={`translate(${x},${y})`}>
      <title>{label}</title>
      <text textAnchor="middle" className="pg-chart__tick" dy={12}>
        <tspan x={0}>{lines[0]}</tspan>
        {lines[1] !== undefined && (
          <tspan x={0} dy={13}>
            {lines[1]}
          </tspan>
        )}
      </text>
    </g>
  );
}

/** At most two lines of about `chars` characters, broken at spaces where it can be. */
export function wrapLabel(label: string, chars: number): string[] {
  const words = label.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2 && lines.every((l) => l.length <= chars)) return lines;
  const two = lines.slice(0, 2).map((l) => (l.length > chars ? `${l.slice(0, chars - 1)}…` : l));
  if (lines.length > 2 && !two[1]!.endsWith('…')) two[1] = `${two[1]!.slice(0, chars - 1)}…`;
  return two;
}
