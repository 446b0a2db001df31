/**
 * Newton polygons as Montes' algorithm (montes.ts) and the polygon's order (polygonOrder.ts) read
 * them: the lower convex hull of points (i, y_i) with integer coordinates, and ⌊N(x)⌋ at each
 * integer x under it, whose sum over x ≥ 1 is the number of lattice points (x, y), x ≥ 1, 1 ≤ y ≤
 * N(x) — the polygon's index (Ore's theorem and its higher-order form).
 */

/** The lower convex hull of points sorted by x (monotone chain), from the first to the last. */
export function lowerHull(points: readonly [number, number][]): [number, number][] {
  const hull: [number, number][] = [];
  for (const q of points) {
    while (hull.length >= 2) {
      const [ax, ay] = hull[hull.length - 2]!;
      const [bx, by] = hull[hull.length - 1]!;
      // b on or above the segment a–q: not a vertex of the lower hull.
      if ((by - ay) * (q[0] - ax) >= (q[1] - ay) * (bx - ax)) hull.pop();
      else break;
    }
    hull.push(q);
  }
  return hull;
}

/** ⌊N(x)⌋ for every integer x from the hull's first vertex to its last (index 0 is the first). */
export function floorsUnder(hull: readonly [number, number][]): number[] {
  const out = [hull[0]![1]];
  for (let s = 1; s < hull.length; s++) {
    const [x1, y1] = hull[s - 1]!;
    const [x2, y2] = hull[s]!;
    for (let x = x1 + 1; x <= x2; x++)
      out.push(Math.floor((y1 * (x2 - x1) - (x - x1) * (y1 - y2)) / (x2 - x1)));
  }
  return out;
}
