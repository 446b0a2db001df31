/**
 * `npm run bench` (test/bench/index.ts): every benchmark runs, and one that fails — exits with an
 * error or prints no JSON — is named in the output and makes the command exit 1.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../../helpers/tempDir';

const runner = join(process.cwd(), 'test', 'bench', 'index.ts');

function runBenches(files: Record<string, string>) {
  const dir = tempDir('wb-bench-runner-');
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const res = spawnSync(process.execPath, ['--import', 'tsx', runner], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_DIR: dir },
  });
  return {
    status: res.status,
    out: JSON.parse(res.stdout) as { failed: string[]; results: Record<string, unknown> },
  };
}

const ok = 'process.stdout.write(JSON.stringify({ median: 1 }));\n';

it('exits 0 and prints every result when every benchmark succeeds', () => {
  const { status, out } = runBenches({ 'a.ts': ok, 'b.ts': ok });
  expect(status).toBe(0);
  expect(out.failed).toEqual([]);
  expect(out.results).toEqual({ 'a.ts': { median: 1 }, 'b.ts': { median: 1 } });
});

it('runs the others and exits 1 when one throws or prints no JSON', () => {
  const { status, out } = runBenches({
    'a.ts': "throw new Error('broken');\n",
    'b.ts': ok,
    'c.ts': "process.stdout.write('not json');\n",
  });
  expect(status).toBe(1);
  expect(out.failed).toEqual(['a.ts', 'c.ts']);
  expect(out.results['b.ts']).toEqual({ median: 1 });
  expect(out.results['a.ts']).toMatchObject({ error: 'exited 1' });
  expect(out.results['c.ts']).toMatchObject({ error: 'printed no JSON' });
});
