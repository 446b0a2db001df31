/**
 * How the command palette finds a page or an action: by any word of its name or of its
 * keywords, from the word's start or inside it ("leader" finds "Leaderboard: IGP24", "board"
 * too), every typed word somewhere, letter case and accents ignored. cmdk's own fuzzy score
 * matched letters scattered across a name, so "leader" found nothing and "set" found odd things.
 */

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const wordsOf = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * cmdk's filter: 0 hides the item; higher sorts first. A typed word that starts a word of the
 * name counts most, one inside a word least, a keyword's match less than the name's.
 */
export function paletteScore(value: string, search: string, keywords: readonly string[] = []): number {
  const typed = wordsOf(search);
  if (typed.length === 0) return 1;
  const name = wordsOf(value);
  const extra = keywords.flatMap(wordsOf);
  let score = 0;
  for (const t of typed) {
    const best = Math.max(
      ...name.map((w) => (w === t ? 4 : w.startsWith(t) ? 3 : w.includes(t) ? 1.5 : 0)),
      ...extra.map((w) => (w === t ? 2.5 : w.startsWith(t) ? 2 : w.includes(t) ? 1 : 0)),
      0,
    );
    if (best === 0) return 0;
    score += best;
  }
  // cmdk keeps scores in 0..1; the name's length breaks ties (shorter, more exact first).
  return Math.min(1, score / (4 * typed.length)) * 0.99 + 0.01 / (1 + name.length);
}
