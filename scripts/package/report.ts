/** The package check's readable report and its JSON summary. */
import { bytesInWords } from './contents';
import type { Finding } from './findings';

export interface Summary {
  ok: boolean;
  failures: Finding[];
  notes: Finding[];
  asarBytes: number;
  unpackedBytes: number;
  files: number;
  modulesReached: number;
  /** require(x)/import(x) with a computed argument: not followed. */
  computedLoads: number;
  skippedFuses: string[];
  staged: string | null;
  largestPackages: Array<{ name: string; bytes: number }>;
  /** Shipped packages no module reached from out/main or out/preload (e.g. bundled into the renderer). */
  unreachedPackages: Array<{ name: string; bytes: number }>;
  seconds: { pack: number; modules: number; startup: number; total: number };
}

export function formatReport(s: Summary): string {
  const lines = [
    `Package check (Linux --dir, stand-in Electron): ${s.ok ? 'PASSED' : `FAILED (${s.failures.length})`}`,
    '',
    `app.asar: ${bytesInWords(s.asarBytes)}, ${s.files} files; unpacked beside it: ${bytesInWords(s.unpackedBytes)}`,
    `modules reached from out/main and out/preload: ${s.modulesReached} (${s.computedLoads} computed loads not followed)`,
    `time: pack ${s.seconds.pack.toFixed(1)} s, modules ${s.seconds.modules.toFixed(1)} s, start-up ${s.seconds.startup.toFixed(1)} s, total ${s.seconds.total.toFixed(1)} s`,
  ];
  if (s.staged) lines.push(`staged: ${s.staged}`);
  lines.push(
    `fuses skipped (they patch the real Electron binary): ${s.skippedFuses.join(', ') || 'none configured'}`,
  );
  lines.push('', 'largest in app.asar:');
  for (const p of s.largestPackages) lines.push(`  ${bytesInWords(p.bytes).padStart(10)}  ${p.name}`);
  if (s.unreachedPackages.length > 0) {
    const total = s.unreachedPackages.reduce((n, p) => n + p.bytes, 0);
    lines.push(
      '',
      `shipped but not loaded by the main process or preload (${s.unreachedPackages.length} packages, ${bytesInWords(total)}; bundled into the renderer, or used only by the CLI or serve mode):`,
      `  ${s.unreachedPackages.map((p) => p.name).join(', ')}`,
    );
  }
  if (s.failures.length > 0) {
    lines.push('', 'FAILURES:');
    for (const f of s.failures) lines.push(`  ✗ [${f.check}] ${f.message}`);
  }
  if (s.notes.length > 0) {
    lines.push('', 'notes:');
    for (const f of s.notes) lines.push(`  · [${f.check}] ${f.message}`);
  }
  return lines.join('\n');
}
