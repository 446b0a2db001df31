/**
 * `igp24 search` as a process: hits as JSON lines and a summary naming the next index; shards that
 * together try what one process tries, merged to the best per pair; a resumed search that finds
 * what the whole one finds; a stop by signal between candidates with the summary; usage errors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runIgp24, startIgp24 } from './igp24Run';

vi.setConfig({ testTimeout: 120_000 });

interface HitLine {
  candidate: number;
  pair: string;
  open: boolean | null;
  fieldDiscAbs: string | null;
}
const hits = (stdout: string): HitLine[] =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HitLine);
const summaryOf = (stderr: string) => {
  const last = stderr.trim().split('\n').at(-1)!;
  return (
    JSON.parse(last) as {
      summary: { tried: number; resumeFrom: number; stopped: boolean; openPairs: number | null };
    }
  ).summary;
};

describe('igp24 search', () => {
  const dir = mkdtempSync(join(tmpdir(), 'igp24-search-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const whole = runIgp24(['search', '--seed', '4', '--candidates', '24']);

  it('prints its hits as JSON lines and a summary with the next index', () => {
    expect(whole.status, whole.stderr).toBe(0);
    const found = hits(whole.stdout);
    expect(found.length).toBeGreaterThan(0);
    for (const h of found) expect(h.pair).toMatch(/^24T[0-9]+:[0-9]+$/);
    expect(summaryOf(whole.stderr)).toMatchObject({ tried: 24, resumeFrom: 24, stopped: false });
  });

  it('two shards try the candidates of one process; merged, the best per pair', () => {
    const outs = [1, 2].map((i) => {
      const res = runIgp24(['search', '--seed', '4', '--candidates', '24', '--shard', `${i}/2`]);
      expect(res.status, res.stderr).toBe(0);
      expect(summaryOf(res.stderr).tried).toBe(12);
      for (const h of hits(res.stdout)) expect(h.candidate % 2).toBe(i - 1);
      const file = join(dir, `shard${i}.jsonl`);
      writeFileSync(file, res.stdout);
      return file;
    });
    const merged = runIgp24(['merge', ...outs]);
    expect(merged.status, merged.stderr).toBe(0);
    const best = hits(merged.stdout);
    const pairs = best.map((h) => h.pair);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(pairs)).toEqual(new Set(hits(whole.stdout).map((h) => h.pair)));
  });

  it('resumed from the next index, finds what the whole search finds after it', () => {
    const first = runIgp24(['search', '--seed', '4', '--candidates', '10']);
    const next = summaryOf(first.stderr).resumeFrom;
    expect(next).toBe(10);
    const rest = runIgp24(['search', '--seed', '4', '--from', String(next), '--candidates', '14']);
    const pairsAfter = new Set(hits(rest.stdout).map((h) => h.pair));
    // Every pair the whole search first reports at or after index 10 is found by the resumed one.
    const seenBefore = new Set(hits(first.stdout).map((h) => h.pair));
    for (const h of hits(whole.stdout))
      if (h.candidate >= 10 && !seenBefore.has(h.pair)) expect(pairsAfter.has(h.pair)).toBe(true);
  });

  it('says which hits open a pair of the --open file', () => {
    const h = hits(whole.stdout)[0]!;
    const file = join(dir, 'open.csv');
    writeFileSync(file, `label,r\n${h.pair.replace(':', ',')}\n`);
    const res = runIgp24(['search', '--seed', '4', '--candidates', '24', '--open', file, '--only-open']);
    expect(res.status, res.stderr).toBe(0);
    const found = hits(res.stdout);
    expect(found.map((x) => x.pair)).toEqual([h.pair]);
    expect(found[0]!.open).toBe(true);
    expect(summaryOf(res.stderr).openPairs).toBe(1);
  });

  it('stops on SIGINT between candidates, with the summary saying where to resume', async () => {
    const run = startIgp24(['search', '--seed', '4', '--candidates', '1000000'], { direct: true });
    try {
      await run.lines(1);
      run.child.kill('SIGINT');
      expect(await run.exit).toBe(130);
      const summary = summaryOf(run.stderr());
      expect(summary.stopped).toBe(true);
      expect(summary.resumeFrom).toBe(summary.tried);
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('aimed at a label, makes every candidate for its group and keeps only its pairs', () => {
    const res = runIgp24(['search', '--target', '24T24979', '--candidates', '8']);
    expect(res.status, res.stderr).toBe(0);
    const found = hits(res.stdout);
    expect(found.length).toBeGreaterThan(0);
    for (const h of found) expect(h.pair).toMatch(/^24T24979:\d+$/);
  });

  it.each([
    [['--target', '24T0:2'], /--target needs 24T<t>:r/],
    [['--target', '24T30000'], /no such group/],
    [['--aim'], /--aim needs --open FILE/],
    [['--r', '4'], /narrow --target or --aim/],
    [['--target', '24T5', '--r', '3'], /--r needs an even number/],
    [['--target', '24T5', '--block-size', '5'], /--block-size needs a proper divisor/],
    [['--candidates', 'many'], /--candidates needs a whole number/],
    [['--only-open'], /--only-open needs --open FILE/],
    [['--open', '/nonexistent/pairs.csv'], /cannot read/],
    [['--min-posterior', '2'], /--min-posterior/],
  ])('refuses %j with exit 2 and says why', (args, message) => {
    const res = runIgp24(['search', ...args]);
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(message);
  });
});
