/**
 * With the transitive-groups table, the sandbox credits a verified polynomial with the top-ranked
 * group (here the GAP sample table, through $IGP24_GALOIS_TABLE; the verifier's worker thread
 * inherits the environment).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src/sandbox';
import { tempDir } from '../helpers/tempDir';
import { cyclotomic, fixtureGzip, lineOf } from '../unit/igp24/galoisFixture';
import { call } from './helpers';

let sandbox: SandboxHandle;
beforeAll(async () => {
  const dir = tempDir('sandbox-galois-');
  process.env.IGP24_GALOIS_TABLE = join(dir, 'sample.txt.gz');
  writeFileSync(process.env.IGP24_GALOIS_TABLE, fixtureGzip());
  const { startSandbox } = await import('../../src/sandbox');
  sandbox = await startSandbox({ igp24VerifyDelayMs: 0 });
});
afterAll(async () => {
  await sandbox.close();
  delete process.env.IGP24_GALOIS_TABLE;
});

const IGP = '/competitions/igp24';

async function waitDone(batchId: string) {
  for (let i = 0; i < 400; i++) {
    const res = await call(sandbox, `${IGP}/submissions/batch/${batchId}`, { key: 'participant' });
    if (res.body.data.status === 'done') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('batch not done');
}

describe('sandbox IGP24 labels from the group table', () => {
  it('credits Φ_56 with C6 × C2 × C2 (24T3) and x^24 − x − 1 with S24 (24T25000)', async () => {
    const polynomials = [lineOf(cyclotomic(56)), lineOf([-1n, -1n, ...Array<bigint>(22).fill(0n), 1n])];
    const res = await call(sandbox, `${IGP}/submissions`, {
      method: 'POST',
      key: 'participant',
      body: JSON.stringify({ payload: { polynomials } }),
    });
    expect(res.status).toBe(201);
    const batch = await waitDone(res.body.data.batchId);
    expect(batch.items[0]).toMatchObject({ status: 'accepted', label: '24T3', t: 3, r: 0 });
    expect(batch.items[1]).toMatchObject({ status: 'accepted', label: '24T25000', t: 25000, r: 2 });
  });
});
