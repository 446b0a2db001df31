import { describe, expect, it } from 'vitest';
import { BatchedWriter } from '../../../src/cli/batchedWriter';

describe('BatchedWriter', () => {
  it('writes the same text in order, in far fewer writes, and nothing is kept after flush', () => {
    const writes: string[] = [];
    const out = new BatchedWriter({ write: (t: string) => writes.push(t) });
    const lines = Array.from({ length: 3000 }, (_, i) => `{"line":${i + 1},"x":"${'y'.repeat(i % 97)}"}\n`);
    for (const l of lines) out.write(l);
    out.flush();
    expect(writes.join('')).toBe(lines.join(''));
    expect(writes.length).toBeLessThan(lines.length / 50);
    out.flush();
    expect(writes.join('')).toBe(lines.join(''));
  });

  it('flushes a batch once it reaches 64 KiB, before the end', () => {
    const writes: string[] = [];
    const out = new BatchedWriter({ write: (t: string) => writes.push(t) });
    out.write('a'.repeat(65_535));
    expect(writes).toEqual([]);
    out.write('b');
    expect(writes).toEqual([`${'a'.repeat(65_535)}b`]);
  });
});
