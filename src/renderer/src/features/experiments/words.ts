/** Experiments in words: versions, pins, percentages, durations (pure, shared by the screens). */
import type { RunPin, TextVersion } from '../../../../shared/contracts/experiments';
import { SOURCE_WORDS, shortHash, UNKNOWN_VERSION } from '../../lib/versionWords';

export { SOURCE_WORDS, shortHash, UNKNOWN_VERSION };

/** "Title · 1a2b3c4d", the baseline, or "version unknown" (never a guess). */
export function pinLabel(pin: RunPin, versions: ReadonlyMap<string, TextVersion>): string {
  if (pin.how === 'baseline') return 'Baseline (no cheatsheet)';
  if (pin.sha256 === null) return pin.title ? `${pin.title} · ${UNKNOWN_VERSION}` : UNKNOWN_VERSION;
  const title = versions.get(pin.sha256)?.title ?? pin.title ?? 'Untitled';
  return `${title} · ${shortHash(pin.sha256)}`;
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
