/**
 * Linear memory for the kernels (ddf.ts, lift.ts): a bump allocator that never frees (workspaces
 * and tables are made once per degree or prime and kept), the loads and stores of float64 and
 * int32 vectors at a base address, and the two small helpers both kernels use (a vector's degree,
 * an inverse mod a word-size prime).
 */

let top: usize = 0;

export function alloc(bytes: usize): usize {
  if (top == 0) top = (__heap_base + 15) & ~(<usize>15);
  const ptr = top;
  top = (top + bytes + 15) & ~(<usize>15);
  const need = <i32>((top + 0xffff) >>> 16) - memory.size();
  if (need > 0 && memory.grow(need) < 0) unreachable();
  return ptr;
}

/** The block of `bytes` kept for `key` in `table` (one usize per key), made on first use. */
export function kept(table: usize, key: i32, bytes: usize): usize {
  const slot = table + (<usize>key << 2);
  let base = load<usize>(slot);
  if (base == 0) {
    base = alloc(bytes);
    store<usize>(slot, base);
  }
  return base;
}

// @ts-ignore: decorator
@inline export function L(a: usize, i: i32): f64 {
  return load<f64>(a + (<usize>i << 3));
}
// @ts-ignore: decorator
@inline export function S(a: usize, i: i32, x: f64): void {
  store<f64>(a + (<usize>i << 3), x);
}
// @ts-ignore: decorator
@inline export function LI(a: usize, i: i32): i32 {
  return load<i32>(a + (<usize>i << 2));
}
// @ts-ignore: decorator
@inline export function SI(a: usize, i: i32, x: i32): void {
  store<i32>(a + (<usize>i << 2), x);
}
// @ts-ignore: decorator
@inline export function zero(a: usize, from: i32, to: i32): void {
  if (to > from) memory.fill(a + (<usize>from << 3), 0, <usize>(to - from) << 3);
}
// @ts-ignore: decorator
@inline export function copy(dst: usize, src: usize, count: i32): void {
  memory.copy(dst, src, <usize>count << 3);
}

/** The degree of a[0..d] once its leading zeros are dropped (−1 for zero). */
export function trimDegree(a: usize, d: i32): i32 {
  while (d >= 0 && L(a, d) == 0) d--;
  return d;
}

/** a⁻¹ mod m (a prime m below 2^31, a not divisible by it), by the extended Euclid. */
export function invMod(a: i32, m: i32): i32 {
  let r0 = a;
  let r1 = m;
  let s0 = 1;
  let s1 = 0;
  while (r1 != 0) {
    const q = r0 / r1;
    const r2 = r0 - q * r1;
    r0 = r1;
    r1 = r2;
    const s2 = s0 - q * s1;
    s0 = s1;
    s1 = s2;
  }
  if (r0 != 1) unreachable();
  return s0 < 0 ? s0 + m : s0;
}
