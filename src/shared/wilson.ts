/**
 * The Wilson score interval of an accuracy (95 % by default): it stays inside [0, 1] and is
 * honest about small samples, where the normal approximation is not. Shared by the Experiments
 * ranking (core) and every accuracy the app shows.
 */
const Z95 = 1.959963984540054;

export function wilson(correct: number, scored: number, z = Z95): { low: number; high: number } {
  if (scored === 0) return { low: 0, high: 1 };
  const p = correct / scored;
  const z2 = z * z;
  const denom = 1 + z2 / scored;
  const center = (p + z2 / (2 * scored)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / scored + z2 / (4 * scored * scored))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}
