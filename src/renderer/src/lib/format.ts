import { format, formatDistanceStrict } from 'date-fns';

export function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * "in 3 days", "5 min ago". Rounds down: "closes in 12 days" must never promise a day that is
 * not there. The exact time always goes in a title next to it.
 */
export function relative(date: Date, now: Date): string {
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' })
    .replace(/ seconds?\b/, ' s')
    .replace(/ minutes?\b/, ' min');
}

/** Distance without direction ("3 min"), for "Stale · 3 min old". */
export function age(date: Date, now: Date): string {
  return formatDistanceStrict(date, now, { roundingMethod: 'floor' })
    .replace(/ seconds?\b/, ' s')
    .replace(/ minutes?\b/, ' min');
}

/** Local wall-clock time with its UTC offset, so a screenshot is unambiguous. */
export function localTime(date: Date): string {
  return format(date, 'yyyy-MM-dd HH:mm xxx');
}

/** The local date alone, ISO style ("2026-11-05"): chart ticks, and wherever the time of day is noise. */
export function localDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

export function localTimeSeconds(date: Date): string {
  return format(date, 'yyyy-MM-dd HH:mm:ss xxx');
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export function formatInteger(n: number): string {
  return integer.format(n);
}

/**
 * "1 MB", "1.25 MiB", "≈ 1.31 MB": binary units when they are exact, decimal otherwise, and a
 * "≈" whenever the short form is rounded. The exact byte count is always shown alongside.
 */
export function humanBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units: [number, string][] = [
    [1024 ** 3, 'GiB'],
    [1000 ** 3, 'GB'],
    [1024 ** 2, 'MiB'],
    [1000 ** 2, 'MB'],
    [1024, 'KiB'],
    [1000, 'kB'],
  ];
  for (const [size, unit] of units) {
    const v = bytes / size;
    if (v >= 1 && Number.isInteger(v * 100)) return `${Number(v.toFixed(2))} ${unit}`;
  }
  const [size, unit] = bytes >= 1e9 ? [1e9, 'GB'] : bytes >= 1e6 ? [1e6, 'MB'] : [1e3, 'kB'];
  return `≈ ${Number((bytes / size).toPrecision(3))} ${unit}`;
}

/** A share (0..1) as a percentage with one decimal; a dash when unknown. */
export function percent(v: number | null | undefined): string {
  return typeof v === 'number' ? `${(v * 100).toFixed(1)} %` : '—';
}
