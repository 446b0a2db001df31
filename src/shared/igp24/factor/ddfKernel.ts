/**
 * The cycle type of f mod p from the WebAssembly kernel (assembly/ddf.ts, DdfWorkspace's cycle-type
 * path compiled by AssemblyScript; bytes in ddfKernelBytes.ts), when a process has switched it on,
 * else from DdfWorkspace.cycleType. Same algorithm, same float64 bounds, same answers
 * (test/unit/igp24/ddfKernel.test.ts).
 *
 * Why: JavaScript pays for its numbers twice before V8 has optimized a function — every float64
 * result of unoptimized code is a heap allocation, and the optimizing compiler then costs as much
 * CPU again. A ranking or a 100-line check is mostly that warm-up. WebAssembly is compiled ahead
 * (6 KB, under 1 ms) and allocates nothing: the ranking takes a third less CPU.
 *
 * Opt-in, not automatic: a process switches it on (enableDdfKernel) at start — the command line
 * and the app's IGP24 workers (whose CSP grants 'wasm-unsafe-eval' for it); tests compare both paths.
 */
import { DDF_KERNEL_BASE64 } from './ddfKernelBytes';
import type { DdfWorkspace } from './ddfWord';

interface KernelExports {
  memory: WebAssembly.Memory;
  residuesPtr(): number;
  degreesPtr(): number;
  cycleType(n: number, p: number, squarefree: number): number;
  factorsPtr(): number;
  factorModP(n: number, p: number): number;
  liftInputPtr(): number;
  liftedPtr(): number;
  liftFactors(n: number, p: number, k: number, count: number, factors: number, degrees: number): number;
}

/** The kernel's instance. Data crosses through its linear memory, so a call allocates nothing. */
export class DdfKernel {
  private readonly exports: KernelExports;
  /** Views over linear memory; remade after the memory grows (growing detaches the old buffer). */
  private res = new Float64Array(0);
  private deg = new Int32Array(0);
  private factors = new Float64Array(0);
  private liftIn = new Float64Array(0);
  private lifted = new Float64Array(0);

  constructor(bytes: Uint8Array) {
    const module = new WebAssembly.Module(bytes as BufferSource);
    this.exports = new WebAssembly.Instance(module, {}).exports as unknown as KernelExports;
    this.views();
  }

  private views(): void {
    const buf = this.exports.memory.buffer;
    this.res = new Float64Array(buf, this.exports.residuesPtr(), 2049);
    this.deg = new Int32Array(buf, this.exports.degreesPtr(), 2048);
    this.factors = new Float64Array(buf, this.exports.factorsPtr(), 4098);
    this.liftIn = new Float64Array(buf, this.exports.liftInputPtr(), 2049);
    this.lifted = new Float64Array(buf, this.exports.liftedPtr(), 4098);
  }

  /** Copies the residues of f (degree ≤ 2048) into `into`, remaking the views first if the memory
   * has grown since. */
  private put(residues: ArrayLike<number>, into: () => Float64Array): number {
    const n = residues.length - 1;
    if (this.res.byteLength === 0) this.views();
    const view = into();
    for (let i = 0; i <= n; i++) view[i] = residues[i]!;
    return n;
  }

  /**
   * As factorWord.ts's distinctDegreeWord + factorsFromDdf: the monic irreducible factors of f mod p
   * (odd p below 2^20) in the same order, or null when p divides the leading coefficient or f mod p
   * is not squarefree.
   */
  factorModP(residues: ArrayLike<number>, p: number): number[][] | null {
    const n = this.put(residues, () => this.res);
    const count = this.exports.factorModP(n, p);
    if (count === -2)
      throw new RangeError(
        `factoring mod p needs a degree from 1 to 2048 and an odd prime below 2^20, got ${n}, ${p}`,
      );
    if (count < 0) return null;
    if (this.deg.byteLength === 0) this.views();
    return this.slices(
      this.factors,
      Array.from(this.deg.subarray(0, count), (d) => d + 1),
    );
  }

  /** The polynomials stored one after another in `view`, of the given lengths (degree + 1). */
  private slices(view: Float64Array, lengths: readonly number[]): number[][] {
    const out: number[][] = [];
    let at = 0;
    for (const length of lengths) {
      out.push(Array.from(view.subarray(at, at + length)));
      at += length;
    }
    return out;
  }

  /**
   * As liftWord.ts's liftFactorsWord: the monic factors mod p^k (below 2^26) of the monic f (residues
   * mod p^k) lifted from its monic factors `us` mod p, in the same order.
   */
  liftFactors(
    residues: ArrayLike<number>,
    us: readonly (readonly number[])[],
    p: number,
    k: number,
  ): number[][] {
    const n = this.put(residues, () => this.liftIn);
    let at = 0;
    for (let i = 0; i < us.length; i++) {
      const u = us[i]!;
      this.deg[i] = u.length - 1;
      for (let j = 0; j < u.length; j++) this.factors[at + j] = u[j]!;
      at += u.length;
    }
    const e = this.exports;
    if (e.liftFactors(n, p, k, us.length, e.factorsPtr(), e.degreesPtr()) !== us.length)
      throw new RangeError(`lifting needs a degree from 1 to 2048 and p^k below 2^26, got ${n}, ${p}^${k}`);
    if (this.lifted.byteLength === 0) this.views();
    return this.slices(
      this.lifted,
      us.map((u) => u.length),
    );
  }

  /** As DdfWorkspace.cycleType (f of degree residues.length − 1 ≤ 2048, p < 2^20). */
  cycleType(residues: ArrayLike<number>, p: number, out: Int32Array, squarefree = false): number {
    const n = this.put(residues, () => this.res);
    const count = this.exports.cycleType(n, p, squarefree ? 1 : 0);
    if (count === -2)
      throw new RangeError(`DDF needs a degree from 1 to 2048 and a prime below 2^20, got ${n}, ${p}`);
    // The first call with a new degree or a new small prime may have grown the memory.
    if (this.deg.byteLength === 0) this.views();
    const deg = this.deg;
    for (let i = 0; i < count; i++) out[i] = deg[i]!;
    return count;
  }
}

/** The kernel's bytes. */
export function ddfKernelBytes(): Uint8Array {
  const text = atob(DDF_KERNEL_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

let kernel: DdfKernel | null = null;

/**
 * Switches the WebAssembly kernel on for this process (idempotent). False, and the JavaScript path
 * stays, where WebAssembly cannot be compiled.
 */
export function enableDdfKernel(): boolean {
  if (kernel) return true;
  try {
    kernel = new DdfKernel(ddfKernelBytes());
    return true;
  } catch {
    return false;
  }
}

/** Whether this process runs the cycle type in WebAssembly. */
export function ddfKernelOn(): boolean {
  return kernel !== null;
}

/** The switched-on kernel, or null (the JavaScript path). */
export function ddfKernel(): DdfKernel | null {
  return kernel;
}

/** Back to the JavaScript path (tests compare the two). */
export function disableDdfKernel(): void {
  kernel = null;
}

/** The cycle type of f mod p, by the kernel when switched on, else by the workspace `ws`. */
export function cycleType(
  ws: DdfWorkspace,
  residues: ArrayLike<number>,
  p: number,
  out: Int32Array,
  squarefree = false,
): number {
  return kernel ? kernel.cycleType(residues, p, out, squarefree) : ws.cycleType(residues, p, out, squarefree);
}
