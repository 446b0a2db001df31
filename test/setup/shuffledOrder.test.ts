/** The shuffle behind the random order of end-to-end and command-line files (sequencer.ts). */
import { describe, expect, it } from 'vitest';
import { defaultSeed, SHUFFLED_FILES, seededRandom, shuffleInPlace } from './shuffledOrder';

const files = ['u1', 'e1', 'u2', 'e2', 'e3', 'u3', 'e4', 'e5', 'e6', 'e7'];
const chosen = (f: string) => f.startsWith('e');

describe('shuffleInPlace', () => {
  it('moves only the chosen items, among the places they held', () => {
    const out = shuffleInPlace(files, chosen, seededRandom(7));
    files.forEach((f, i) => {
      if (!chosen(f)) expect(out[i]).toBe(f);
      else expect(chosen(out[i]!)).toBe(true);
    });
    expect([...out].sort()).toEqual([...files].sort());
  });

  it('gives the same order for the same seed, and other orders for other seeds', () => {
    const order = (seed: number) => shuffleInPlace(files, chosen, seededRandom(seed)).join(' ');
    expect(order(42)).toBe(order(42));
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(order));
    expect(orders.size).toBeGreaterThan(4);
  });
});

describe('SHUFFLED_FILES', () => {
  it('names the end-to-end and command-line test files, with either slash, and nothing else', () => {
    expect(SHUFFLED_FILES.test('/w/test/e2e/app.test.ts')).toBe(true);
    expect(SHUFFLED_FILES.test('C:\\w\\test\\cli\\cli.test.ts')).toBe(true);
    expect(SHUFFLED_FILES.test('/w/test/e2e/harness.ts')).toBe(false);
    expect(SHUFFLED_FILES.test('/w/test/unit/cli/cliWords.test.ts')).toBe(false);
    expect(SHUFFLED_FILES.test('/w/test/contract/client.test.ts')).toBe(false);
  });
});

describe('defaultSeed', () => {
  it('is drawn from the test tree: the same tree gives the same seed, another tree another', () => {
    expect(defaultSeed(() => '8f3a00c1e2')).toBe(0x8f3a00c1);
    expect(defaultSeed(() => '8f3a00c1e2')).toBe(defaultSeed(() => '8f3a00c1ff'));
    expect(defaultSeed(() => '00000002aa')).not.toBe(defaultSeed(() => '8f3a00c1e2'));
  });

  it('falls back to the clock outside a git checkout', () => {
    const before = Date.now();
    const seed = defaultSeed(() => null);
    expect(seed).toBeGreaterThanOrEqual(before);
    expect(seed).toBeLessThanOrEqual(Date.now());
  });
});
