/**
 * Platform text with Unicode bidi controls (docs/renderer.md, "Platform text"). An isolate (`<bdi>`,
 * `unicode-bidi: isolate`) keeps a name's reordering to itself only while the name closes what it
 * opens: an unclosed U+2066 takes the isolate's own end for its match, and the text after the name
 * is pulled in (Trojan Source). `closeBidi` closes them, so the name looks as it would alone.
 */

const EMBEDDINGS = new Set(['\u202A', '\u202B', '\u202D', '\u202E']); // LRE RLE LRO RLO
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']); // LRI RLI FSI
const PDF = '\u202C';
const PDI = '\u2069';
const CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * The text with every embedding, override and isolate it leaves open closed at its end. A line
 * break is not taken as their end: where it is one (`white-space: pre`), the closers added are
 * unmatched, and the bidi algorithm ignores an unmatched closer.
 */
export function closeBidi(text: string): string {
  if (!CONTROL.test(text)) return text;
  // Open embeddings ('e') and isolates ('i'), innermost last (the Unicode bidi algorithm, X1–X8).
  let open: ('e' | 'i')[] = [];
  for (const c of text) {
    if (EMBEDDINGS.has(c)) open.push('e');
    else if (ISOLATES.has(c)) open.push('i');
    else if (c === PDF) {
      // Closes the innermost embedding, never past an isolate.
      if (open.at(-1) === 'e') open.pop();
    } else if (c === PDI) {
      // Closes the innermost isolate and whatever embeddings it holds; unmatched, nothing.
      const at = open.lastIndexOf('i');
      if (at >= 0) open = open.slice(0, at);
    }
  }
  return (
    text +
    open
      .reverse()
      .map((o) => (o === 'e' ? PDF : PDI))
      .join('')
  );
}

/**
 * The text as an isolate of plain text (FSI … PDI, its own controls closed), for places that take
 * no markup: an `<option>`, a `title` tooltip, a label built as one string.
 */
export function isolatedText(text: string): string {
  return `\u2068${closeBidi(text)}\u2069`;
}
