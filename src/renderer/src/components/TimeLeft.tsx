import { localTime, parseDate, relative } from '../lib/format';
import { useNow } from './useNow';

interface Props {
  opensAt: string | null;
  closesAt: string | null;
}

export type WindowPhase = 'none' | 'before' | 'open' | 'after';

export function windowPhase(opensAt: Date | null, closesAt: Date | null, now: Date): WindowPhase {
  if (!opensAt && !closesAt) return 'none';
  if (opensAt && now < opensAt) return 'before';
  if (closesAt && now >= closesAt) return 'after';
  return 'open';
}

/** The submission window in words, relative to now, with exact times one hover away. */
export function TimeLeft({ opensAt, closesAt }: Props) {
  const now = useNow();
  const open = parseDate(opensAt);
  const close = parseDate(closesAt);
  const phase = windowPhase(open, close, now);
  let text: string;
  if (phase === 'none') text = 'no window configured';
  else if (phase === 'before') text = `opens ${relative(open!, now)}`;
  else if (phase === 'after') text = `closed ${relative(close!, now)}`;
  else text = close ? `closes ${relative(close, now)}` : 'open, no closing time configured';
  return <span className={`time-left time-left--${phase}`}>{text}</span>;
}

/** A timestamp in local time, with the exact ISO string as its title. */
export function LocalTime({ iso }: { iso: string | null }) {
  const d = parseDate(iso);
  if (!iso) return <span className="muted">not set</span>;
  if (!d) return <span title="Not a valid timestamp">{iso}</span>;
  return (
    <time dateTime={iso} title={iso}>
      {localTime(d)}
    </time>
  );
}
