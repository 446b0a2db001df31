/**
 * Which text a Stage 1 run started elsewhere (the website) ran, never guessed. A run created at C
 * used cheatsheet X as the server held it at C. That is known only when this workbench saw X on
 * the server at some updatedAt U ≤ C, and saw X again still at U at some time ≥ C: then X did not
 * change between U and C, and the text seen with U is what ran. Anything less is "unknown".
 */
import type { Sighting } from '../store/versions';

export function matchSighting(
  createdAt: string | null | undefined,
  sightings: readonly Sighting[],
): Sighting | null {
  if (!createdAt) return null;
  const c = Date.parse(createdAt);
  if (Number.isNaN(c)) return null;
  const fits = sightings.filter((s) => {
    const u = Date.parse(s.updatedAt);
    return !Number.isNaN(u) && u <= c && Date.parse(s.lastSeenAt) >= c;
  });
  // Two different texts that both fit mean the clocks disagree: that is not knowing.
  const texts = new Set(fits.map((s) => s.sha256));
  return texts.size === 1 ? fits[0]! : null;
}
