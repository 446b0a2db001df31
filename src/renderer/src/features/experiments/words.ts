/** Experiments in words: versions, pins, percentages, durations (pure, shared by the screens). */
import type { RunPin, TextVersion, VersionSource } from '../../../../shared/contracts/experiments';

/** Where a version came from, as people say it. */
export const SOURCE_WORDS: Record<VersionSource, string> = {
  app: 'Saved in the app',
  cli: 'Saved from the command line',
  server: 'Seen on the server (edited on the website or elsewhere)',
  conflict: 'Kept when a conflict was resolved',
  fork: 'Made by a fork',
  restore: 'Restored from an older version',
  run: 'Sent as a run’s solver code',
};

export const shortHash = (sha256: string) => sha256.slice(0, 8);

export const UNKNOWN_VERSION = 'version unknown';

/** "Title · 1a2b3c4d", the baseline, or "version unknown" (never a guess). */
export function pinLabel(pin: RunPin, versions: ReadonlyMap<string, TextVersion>): string {
  if (pin.how === 'baseline') return 'Baseline (no cheatsheet)';
  if (pin.sha256 === null) return pin.title ? `${pin.title} · ${UNKNOWN_VERSION}` : UNKNOWN_VERSION;
  const title = versions.get(pin.sha256)?.title ?? pin.title ?? 'Untitled';
  return `${title} · ${shortHash(pin.sha256)}`;
}

export function percentText(v: number | null | undefined): string {
  return typeof v === 'number' ? `${(v * 100).toFixed(1)} %` : '—';
}

export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${s % 60} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function costText(usd: number | null): string {
  return usd === null ? '—' : `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}
