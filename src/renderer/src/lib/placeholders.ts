/** The placeholders the platform fills in for each problem (spec: `equation1`, `equation2`). */
const KNOWN = new Set(['{{equation1}}', '{{equation2}}']);

/**
 * Double-brace words a cheatsheet uses that the platform does not fill in (`{{equation3}}`,
 * `{{ equation1 }}`), each once, in order of appearance. They would reach the model as typed.
 */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{[^{}\n]*\}\}/g)) if (!KNOWN.has(m[0])) found.add(m[0]);
  return [...found];
}

/** The warning about them in words, or null when there are none. */
export function placeholderWarning(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  const list = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ` and ${unknown.length - 5} more` : '');
  return `${list} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} the platform fills in: only {{equation1}} and {{equation2}} are replaced; anything else reaches the model as typed.`;
}
