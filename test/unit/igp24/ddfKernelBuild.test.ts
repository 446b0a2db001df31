/**
 * The committed kernel bytes (src/shared/igp24/factor/ddfKernelBytes.ts) are what the AssemblyScript source
 * (assembly/ddf.ts) compiles to: nobody can change the source without the bytes, or ship bytes that
 * no source gives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without type declarations
import { compileKernel, kernelModule } from '../../../scripts/build-wasm.mjs';

const root = join(__dirname, '..', '..', '..');

describe('WebAssembly kernel build', () => {
  it('ddfKernelBytes.ts is the compiled assembly/ddf.ts', async () => {
    const bytes: Uint8Array = await compileKernel();
    expect(new WebAssembly.Module(bytes as BufferSource)).toBeInstanceOf(WebAssembly.Module);
    const committed = readFileSync(
      join(root, 'src', 'shared', 'igp24', 'factor', 'ddfKernelBytes.ts'),
      'utf8',
    );
    expect(committed).toBe(kernelModule(bytes));
  }, 60_000);
});
