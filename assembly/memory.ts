/**
 * Linear memory for the kernels (ddf.ts, lift.ts): a bump allocator that never frees (workspaces
 * and tables are made once per degree or prime and kept), and the loads and stores of float64 and
 * int32 vectors at a base address.
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
