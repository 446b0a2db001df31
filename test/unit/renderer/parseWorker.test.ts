/**
 * Reading the file off the UI thread: the worker's answer (limits first, no parse of an oversized
 * file) and the latest-only channel to it (one request in flight, only the newest waits).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnsweringWorker } from '../../../src/renderer/src/features/igp24/latestOnly';
import { latestOnly } from '../../../src/renderer/src/features/igp24/latestOnly';
import { answer } from '../../../src/renderer/src/features/igp24/workers/parse.worker';
import { parseFile } from '../../../src/shared/igp24/line/fileFormat';
import { parseLine } from '../../../src/shared/igp24/line/lineFormat';

// Counted, not timed: every whole-file parse and every line parse goes through these.
vi.mock('../../../src/shared/igp24/line/fileFormat', async (real) => {
  const m = await real<typeof import('../../../src/shared/igp24/line/fileFormat')>();
  return { ...m, parseFile: vi.fn(m.parseFile) };
});
vi.mock('../../../src/shared/igp24/line/lineFormat', async (real) => {
  const m = await real<typeof import('../../../src/shared/igp24/line/lineFormat')>();
  return { ...m, parseLine: vi.fn(m.parseLine) };
});
beforeEach(() => {
  vi.clearAllMocks();
});

const LINE = `-1,-1,${'0,'.repeat(22)}1`;

describe('parse worker answer', () => {
  it('is the only place in the renderer that parses a whole file or pre-checks its limits', () => {
    const root = join(__dirname, '../../../src/renderer/src');
    const callers = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => /\b(parseFile|precheckLimits)\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(callers).toEqual([join('features', 'igp24', 'workers', 'parse.worker.ts')]);
  });

  it('parses a file within the limits, duplicates and all', () => {
    const a = answer({ text: `${LINE}\n${LINE}\nx`, limits: { maxBytes: 1_000_000, maxPolynomials: 10 } });
    expect(a.refused).toBe(false);
    expect(a.file.polynomialCount).toBe(3);
    expect(a.file.duplicateCount).toBe(1);
    expect(a.file.invalidCount).toBe(1);
    expect(a.violations).toEqual([]);
    expect(vi.mocked(parseFile)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(parseLine)).toHaveBeenCalledTimes(3);
  });

  it('refuses a file over maxBytes or maxPolynomials without parsing a line', () => {
    const text = `${LINE}\n`.repeat(30_000);
    const a = answer({ text, limits: { maxBytes: 1_000_000, maxPolynomials: 1000 } });
    expect(vi.mocked(parseFile)).not.toHaveBeenCalled();
    expect(vi.mocked(parseLine)).not.toHaveBeenCalled();
    expect(a.refused).toBe(true);
    expect(a.file.lines).toEqual([]);
    expect(a.violations.map((v) => [v.code, v.limit])).toEqual([
      ['FILE_TOO_LARGE', 1_000_000],
      ['TOO_MANY_POLYNOMIALS', 1000],
    ]);
    expect(a.violations[1]!.actual).toBe(30_000);
  });
});

class Echo implements AnsweringWorker<string, string> {
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: ((e: { message?: string; preventDefault?: () => void }) => void) | null = null;
  posted: string[] = [];
  terminated = false;
  postMessage(q: string) {
    this.posted.push(q);
  }
  terminate() {
    this.terminated = true;
  }
  reply() {
    this.onmessage?.({ data: `parsed ${this.posted.at(-1)}` });
  }
}

describe('latest-only channel', () => {
  function setup() {
    const made: Echo[] = [];
    const answers: [string, string, boolean][] = [];
    const errors: string[] = [];
    const c = latestOnly<string, string>(
      () => {
        const w = new Echo();
        made.push(w);
        return w;
      },
      (a, q, newer) => answers.push([a, q, newer]),
      (m) => errors.push(m),
    );
    return { c, made, answers, errors };
  }

  it('sends only the newest of the texts typed while the worker was busy', () => {
    const { c, made, answers } = setup();
    c.request('a');
    c.request('ab');
    c.request('abc');
    expect(made[0]!.posted).toEqual(['a']);
    made[0]!.reply();
    // "a" is shown (marked as having a newer text waiting) and only "abc" is parsed next.
    expect(answers).toEqual([['parsed a', 'a', true]]);
    expect(made[0]!.posted).toEqual(['a', 'abc']);
    made[0]!.reply();
    expect(answers.at(-1)).toEqual(['parsed abc', 'abc', false]);
    expect(made).toHaveLength(1);
  });

  it('a worker that dies is reported and replaced on the next request', () => {
    const { c, made, errors, answers } = setup();
    c.request('huge');
    made[0]!.onerror?.({ message: 'out of memory' });
    expect(errors).toEqual(['out of memory']);
    expect(made[0]!.terminated).toBe(true);
    c.request('small');
    expect(made[1]!.posted).toEqual(['small']);
    made[1]!.reply();
    expect(answers).toEqual([['parsed small', 'small', false]]);
  });

  it('close terminates the worker; a late answer is ignored', () => {
    const { c, made, answers } = setup();
    c.request('a');
    c.close();
    expect(made[0]!.terminated).toBe(true);
    made[0]!.reply();
    expect(answers).toEqual([]);
  });
});
