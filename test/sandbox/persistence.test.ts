import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox';
import { call } from './helpers';

describe('dataDir persistence', () => {
  it('seeds once and serves the same data after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
    try {
      const first = await startSandbox({ dataDir: dir });
      const board = (await call(first, '/competitions/modular-arithmetic-challenge/leaderboard?limit=100'))
        .body;
      await first.close();
      const second = await startSandbox({ dataDir: dir });
      try {
        expect(second.keys).toEqual(first.keys);
        const again = (await call(second, '/competitions/modular-arithmetic-challenge/leaderboard?limit=100'))
          .body;
        expect(again).toEqual(board);
        expect((await call(second, '/competitions/igp24/me')).body.data.canSubmit).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
