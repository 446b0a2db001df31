/**
 * The stream mode of `igp24 check` and `igp24 galois`: lines from standard input, one JSON line
 * per input line as soon as it is computed, in input order, with the per-line limits.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixtureGzip, lineOf } from './galoisFixture';
import { runIgp24, startIgp24 } from './igp24Run';

const zeros = (n: number) => Array<string>(n).fill('0');
const good = ['-2', ...zeros(23), '1'].join(',');
const reducible = ['-1', ...zeros(23), '1'].join(','); // x^24 - 1
const trinomial = lineOf([-1n, -1n, ...Array<bigint>(22).fill(0n), 1n]);
const parse = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

// Every case runs whole processes (a second or more each on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });

describe('igp24 stream mode', () => {
  const dir = mkdtempSync(join(tmpdir(), 'igp24-stream-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('check reads standard input (no FILE, or -): one line per input line, polynomial lines as in FILE --json', () => {
    const text = `\uFEFF# header\r\n${good} # poly_disc_primes=[2,3]\r\n\r\n1,2,3\n  \t\n${reducible}`;
    const file = join(dir, 'a.txt');
    writeFileSync(file, text);
    const whole = runIgp24(['check', file, '--json']);
    const piped = runIgp24(['check'], text);
    expect(piped.status).toBe(1);
    expect(runIgp24(['check', '-'], text).stdout).toBe(piped.stdout);
    const out = piped.stdout.split('\n');
    expect(out.pop()).toBe('');
    expect(out.map((l) => JSON.parse(l).line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out[0]).toBe('{"line":1,"skipped":"comment"}');
    expect(out[2]).toBe('{"line":3,"skipped":"blank"}');
    expect(out[4]).toBe('{"line":5,"skipped":"blank"}');
    // The polynomial lines are byte for byte what the whole-file mode prints for them.
    expect([out[1], out[3], out[5]].join('\n')).toBe(whole.stdout.trimEnd());
  });

  it('writes each line as soon as it is computed, before the input has ended', async () => {
    const run = startIgp24(['check', '-']);
    try {
      run.child.stdin.write(`${good}\n`);
      const [first] = await run.lines(1);
      expect(JSON.parse(first!)).toMatchObject({ line: 1, valid: true, r: 2 });
      // Only now does the rest of the input exist.
      run.child.stdin.end(`# more\n${reducible}\n`);
      const all = await run.lines(3);
      expect(all.map((l) => JSON.parse(l).line)).toEqual([1, 2, 3]);
      expect(JSON.parse(all[2]!)).toMatchObject({ irreducible: 'reducible' });
      expect(await run.exit).toBe(0);
    } finally {
      run.child.kill();
    }
  });

  it('galois: a slow line first, fast lines after it, output still in input order', () => {
    const table = join(dir, 'sample.txt.gz');
    writeFileSync(table, fixtureGzip());
    // Only the trinomial is ranked; with 5,000 primes it takes far longer than the other lines.
    const text = `${trinomial}\n1,2\n\n${reducible}\n# done\n`;
    const args = ['galois', '--primes', '5000', '--table', table];
    const res = runIgp24(args, text);
    expect(res.status).toBe(1);
    const rows = parse(res.stdout);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]).toMatchObject({ valid: true, primes: 5000 });
    expect((rows[0]!.ranking as { label: string }[])[0]!.label).toBe('24T25000');
    expect(rows[1]).toMatchObject({ valid: false, ranking: null });
    expect(rows[2]).toEqual({ line: 3, skipped: 'blank' });
    expect(rows[3]!.reason).toMatch(/reducible/);
    expect(rows[4]).toEqual({ line: 5, skipped: 'comment' });
  });

  it('a line over the per-line limits gets its reason and the stream goes on', () => {
    // 3 MB without a line break: over the 1,000,000-byte line limit; only its start is kept.
    const long = `1,${'7'.repeat(3_000_000)}`;
    const digits1000 = [`3${'1'.repeat(999)}`, ...zeros(23), '1'].join(',');
    const res = runIgp24(['check'], `${long}\n${digits1000}\n${good}\n`);
    expect(res.status).toBe(1);
    const rows = parse(res.stdout);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({ valid: false, errors: [{ code: 'LINE_TOO_LONG' }] });
    expect(rows[1]).toMatchObject({ valid: false, errors: [{ code: 'COEFFICIENT_TOO_LARGE' }] });
    expect(rows[2]).toMatchObject({ valid: true });
  });

  it('--first-line numbers a chunk of a larger file; --max-polynomials is refused there in words', () => {
    const res = runIgp24(['check', '--first-line', '1001'], `${good}\n\n`);
    expect(res.status).toBe(0);
    expect(parse(res.stdout).map((r) => r.line)).toEqual([1001, 1002]);
    const max = runIgp24(['check', '--max-polynomials', '5'], `${good}\n`);
    expect(max.status).toBe(2);
    expect(max.stderr).toMatch(/--max-polynomials limits a FILE checked whole/);
  });
});
